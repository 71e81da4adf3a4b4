/* Work distribution with `atomic capture`: each iteration claims an output slot with
   `slot = next++` (and the block form `{ v = x; x += k; }`), filtered items are compacted
   into the slots, then sorted to make the output independent of the order; a `critical`
   inside a helper function called from the loop body keeps a log counter; and a
   `critical` named differently updates a shared max record. */
#include <stdio.h>
#include <stdlib.h>

#define N 50000

static int logged = 0;
static long logsum = 0;

static void log_event(int v)
{
#pragma omp critical(logging)
    {
        logged++;
        logsum += v;
    }
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    int *out = (int *)malloc(sizeof(int) * N);
    int *pairs = (int *)malloc(sizeof(int) * 2 * N);
    int next = 0, npairs = 0;
    int best = -1, best_i = -1;
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int v = (int)((i * 2654435761u) % 100000u);
        if (v % 7 == 0) {
            int slot;
#pragma omp atomic capture
            slot = next++;
            out[slot] = v;
        }
        if (v % 1000 == 3) {
            int base;
#pragma omp atomic capture
            {
                base = npairs;
                npairs += 2;
            }
            pairs[base] = i;
            pairs[base + 1] = v;
            log_event(v);
        }
        if (v > 99990) {
#pragma omp critical(best)
            {
                if (v > best || (v == best && i < best_i)) { best = v; best_i = i; }
            }
        }
    }
    qsort(out, next, sizeof(int), cmp_int);
    long chk = 0;
    for (i = 0; i < next; i++) chk = (chk * 31 + out[i]) % 1000000007L;
    long psum = 0;
    for (i = 0; i < npairs; i += 2) psum += pairs[i] + 3L * pairs[i + 1];
    printf("next %d chk %ld\n", next, chk);
    printf("npairs %d psum %ld logged %d logsum %ld\n", npairs, psum, logged, logsum);
    printf("best %d at %d\n", best, best_i);
    free(out); free(pairs);
    return 0;
}
