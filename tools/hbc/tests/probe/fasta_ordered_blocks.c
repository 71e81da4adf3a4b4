/* Benchmarks Game fasta with the random numbers kept in sequence: blocks of lines are a
   `parallel for ordered schedule(static,1)`; each iteration draws its block's random
   numbers from the shared generator inside `ordered` (so in block order) and then maps
   them through the cumulative table into its own slice of the output outside it. The
   repeat part (ALU) is a plain `parallel for` over lines with computed offsets. The output
   is hashed; a few lines are printed. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define IM 139968
#define IA 3877
#define IC 29573
#define LINE 60
#define BLOCK_LINES 32

static unsigned last = 42;
static const char *alu =
    "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGAC"
    "CAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCT";

struct aa { char c; double p; };
static struct aa iub[] = {{'a', 0.27}, {'c', 0.12}, {'g', 0.12}, {'t', 0.27}, {'B', 0.02}, {'D', 0.02},
                          {'H', 0.02}, {'K', 0.02}, {'M', 0.02}, {'N', 0.02}, {'R', 0.02}, {'S', 0.02},
                          {'V', 0.02}, {'W', 0.02}, {'Y', 0.02}};
static struct aa homo[] = {{'a', 0.3029549426680}, {'c', 0.1979883004921}, {'g', 0.1975473066391}, {'t', 0.3015094502008}};

static unsigned long hash_buf(unsigned long h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) h = h * 131 + (unsigned char)s[i];
    return h;
}

static void repeat(const char *title, long n)
{
    long lines = (n + LINE - 1) / LINE;
    size_t len = strlen(alu);
    char *out = malloc(lines * (LINE + 1));
#pragma omp parallel for
    for (long l = 0; l < lines; l++) {
        long start = l * LINE, m = n - start < LINE ? n - start : LINE;
        for (long k = 0; k < m; k++) out[l * (LINE + 1) + k] = alu[(start + k) % len];
        out[l * (LINE + 1) + m] = '\n';
    }
    long lastlen = n - (lines - 1) * LINE;
    size_t total = (lines - 1) * (LINE + 1) + lastlen + 1;
    printf("%s lines=%ld hash=%lu\n", title, lines, hash_buf(5381, out, total) & 0xffffffffUL);
    printf("%.*s", LINE + 1, out);
    free(out);
}

static void randomfasta(const char *title, struct aa *tab, int nt, long n)
{
    double cum = 0;
    double cp[16];
    for (int i = 0; i < nt; i++) { cum += tab[i].p; cp[i] = cum; }
    long lines = (n + LINE - 1) / LINE;
    long blocks = (lines + BLOCK_LINES - 1) / BLOCK_LINES;
    char *out = malloc(lines * (LINE + 1));
    unsigned *rnd = malloc(sizeof(unsigned) * lines * LINE);
#pragma omp parallel for ordered schedule(static, 1)
    for (long b = 0; b < blocks; b++) {
        long l0 = b * BLOCK_LINES, l1 = l0 + BLOCK_LINES < lines ? l0 + BLOCK_LINES : lines;
        long c0 = l0 * LINE, c1 = l1 * LINE < n ? l1 * LINE : n;
#pragma omp ordered
        for (long c = c0; c < c1; c++) { last = (last * IA + IC) % IM; rnd[c] = last; }
        for (long c = c0; c < c1; c++) {
            double r = (double)rnd[c] / IM;
            int k = 0;
            while (k < nt - 1 && r >= cp[k]) k++;
            long l = c / LINE;
            out[l * (LINE + 1) + c % LINE] = tab[k].c;
            if (c % LINE == LINE - 1 || c == n - 1) out[l * (LINE + 1) + c % LINE + 1] = '\n';
        }
    }
    long lastlen = n - (lines - 1) * LINE;
    size_t total = (lines - 1) * (LINE + 1) + lastlen + 1;
    printf("%s lines=%ld hash=%lu\n", title, lines, hash_buf(5381, out, total) & 0xffffffffUL);
    printf("%.*s", LINE + 1, out);
    printf("%.*s", (int)lastlen + 1, out + (lines - 1) * (LINE + 1));
    free(out);
    free(rnd);
}

int main(void)
{
    long n = 25000;
    repeat(">ONE Homo sapiens alu", 2 * n);
    randomfasta(">TWO IUB ambiguity codes", iub, 15, 3 * n);
    randomfasta(">THREE Homo sapiens frequency", homo, 4, 5 * n + 7);
    printf("last=%u\n", last);
    return 0;
}
