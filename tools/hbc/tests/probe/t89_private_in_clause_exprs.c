/* Clause expressions naming region-private variables (C89: declared at the top of main,
   listed in the region's private clause, set by every member) in a team-mode region
   (region-level thread id): a chunk size `schedule(static, ch)`, a `masked filter(f)` and
   an array-section bound `reduction(+ : h[lo:len])`. OpenMP evaluates each with the
   member's private copy; the function's variables hold other values on purpose. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 120

static int owner[N];
static int nthr;

int main(void)
{
    int i, ch, f, lo, len, bad, masked_ok, masked_runs;
    long h[8];
    ch = 1000;
    f = 77;
    lo = 0;
    len = 8;
    bad = 0;
    masked_ok = 0;
    masked_runs = 0;
    for (i = 0; i < 8; i++) h[i] = 0;
#pragma omp parallel private(ch, f, lo, len)
    {
        int me = omp_get_thread_num();
        int nt = omp_get_num_threads();
        ch = 4;
        f = nt - 1;
        lo = 2;
        len = 3;
        if (me == 0) nthr = nt;
#pragma omp for schedule(static, ch)
        for (i = 0; i < N; i++) owner[i] = omp_get_thread_num();
#pragma omp masked filter(f)
        {
            masked_runs++;
            masked_ok = (omp_get_thread_num() == nt - 1);
        }
#pragma omp for reduction(+ : h[lo:len])
        for (i = 0; i < N; i++) h[lo + i % len] += 1;
    }
    for (i = 0; i < N; i++)
        if (owner[i] != (i / 4) % nthr) bad++;
    printf("bad=%d masked_runs=%d masked_ok=%d h=", bad, masked_runs, masked_ok);
    for (i = 0; i < 8; i++) printf("%ld ", h[i]);
    printf("\n");
    return 0;
}
