/* Two-pass parallel prefix sum written by hand with thread ids (the textbook idiom): each
   thread scans its block of the array, a `single` turns the per-thread block totals into
   offsets (exclusive scan over threads), a barrier, then each thread adds its offset to its
   block. The team size is read inside the region; the offsets array is sized from
   omp_get_max_threads() and allocated before the region. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define N 100003

int main(void)
{
    long *a = malloc(N * sizeof *a);
    long *offs = calloc(omp_get_max_threads() + 1, sizeof *offs);
    for (int i = 0; i < N; i++) a[i] = (i * 37L + 11) % 101 - 50;

#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        long chunk = (N + nt - 1) / nt;
        long lo = tid * chunk;
        long hi = lo + chunk < N ? lo + chunk : N;
        long s = 0;
        for (long i = lo; i < hi; i++) {
            s += a[i];
            a[i] = s;
        }
        offs[tid + 1] = s;
#pragma omp barrier
#pragma omp single
        {
            for (int t = 1; t <= nt; t++) offs[t] += offs[t - 1];
        }
        long add = offs[tid];
        for (long i = lo; i < hi; i++) a[i] += add;
    }

    long check = 0;
    for (int i = 0; i < N; i += 97) check = check * 31 % 1000003 + a[i];
    printf("last=%ld check=%ld mid=%ld\n", a[N - 1], check, a[N / 2]);
    free(a);
    free(offs);
    return 0;
}
