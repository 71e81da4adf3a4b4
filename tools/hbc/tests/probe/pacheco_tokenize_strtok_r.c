/* Pacheco ch. 5 Tokenize: lines of text are tokenised by a `parallel num_threads(thread_count)
   default(none) private(i, my_token, saveptr)` region with `omp for schedule(static,1)`
   over the lines, using the reentrant strtok_r (strtok would be wrong). Each line's token
   count and a checksum of its tokens are stored per line and printed afterwards. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES 12
#define MAX_LINE 200

static const char *text[MAX_LINES] = {
    "Pease porridge hot.",
    "Pease porridge cold.",
    "Pease porridge in the pot",
    "Nine days old.",
    "Some like it hot,",
    "some like it cold,",
    "Some like it in the pot",
    "nine days old.",
    "the quick brown fox jumps over the lazy dog",
    "  leading and trailing spaces   ",
    "",
    "a b c d e f g h i j k l m n o p q r s t u v w x y z",
};

void Tokenize(char *lines[], int line_count, int thread_count, int counts[], unsigned sums[])
{
    int i;
    char *my_token, *saveptr;
#pragma omp parallel num_threads(thread_count) default(none) private(i, my_token, saveptr) \
    shared(lines, line_count, counts, sums)
    {
#pragma omp for schedule(static, 1)
        for (i = 0; i < line_count; i++) {
            int j = 0;
            unsigned h = 0;
            my_token = strtok_r(lines[i], " \t\n", &saveptr);
            while (my_token != NULL) {
                const char *c;
                for (c = my_token; *c; c++) h = h * 131u + (unsigned char)*c;
                h += 7u;
                j++;
                my_token = strtok_r(NULL, " \t\n", &saveptr);
            }
            counts[i] = j;
            sums[i] = h;
        }
    }
}

int main(void)
{
    char *lines[MAX_LINES];
    int counts[MAX_LINES], i, total = 0;
    unsigned sums[MAX_LINES];
    for (i = 0; i < MAX_LINES; i++) {
        lines[i] = malloc(MAX_LINE);
        strcpy(lines[i], text[i]);
    }
    Tokenize(lines, MAX_LINES, 4, counts, sums);
    for (i = 0; i < MAX_LINES; i++) {
        printf("line %d: %d tokens %u\n", i, counts[i], sums[i]);
        total += counts[i];
        free(lines[i]);
    }
    printf("total=%d\n", total);
    return 0;
}
