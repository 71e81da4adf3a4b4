/* Per-thread accumulation slots sized by omp_get_max_threads(), indexed by
   omp_get_thread_num() only inside the loop body; slots summed afterwards. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define N 100000

typedef struct { double s; long c; char pad[48]; } slot;

int main(void)
{
    int nt = omp_get_max_threads();
    slot *slots = calloc(nt, sizeof(slot));
    long *hist = calloc((size_t)nt * 8, sizeof(long));
#pragma omp parallel
    {
#pragma omp for schedule(guided)
        for (int i = 0; i < N; i++) {
            int t = omp_get_thread_num();
            slots[t].s += 1.0 / (1.0 + i);
            slots[t].c++;
            hist[t * 8 + i % 8]++;
        }
    }
    double s = 0; long c = 0, h[8] = {0};
    for (int t = 0; t < nt; t++) {
        s += slots[t].s; c += slots[t].c;
        for (int b = 0; b < 8; b++) h[b] += hist[t * 8 + b];
    }
    printf("s=%.8f c=%ld h0=%ld h7=%ld\n", s, c, h[0], h[7]);
    int bad = 0;
#pragma omp parallel for reduction(+:bad)
    for (int i = 0; i < 1000; i++) {
        int t = omp_get_thread_num();
        if (t < 0 || t >= nt) bad++;
    }
    printf("bad=%d\n", bad);
    free(slots); free(hist);
    return 0;
}
