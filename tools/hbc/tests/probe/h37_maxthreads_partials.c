/* Partial sums in an array sized by omp_get_max_threads() and indexed by omp_get_thread_num()
   inside a worksharing loop (a common pre-reduction-clause idiom), with per-thread maxima,
   summed sequentially afterwards; plus omp_get_num_procs() used only for a `>= 1` check. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads(void) { return 1; }
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_procs(void) { return 1; }
#endif

int main(void)
{
    const int n = 300000;
    int nt = omp_get_max_threads();
    long *partial = calloc((size_t)nt, sizeof(long));
    int *pmax = malloc(sizeof(int) * (size_t)nt);
    for (int t = 0; t < nt; t++) pmax[t] = -1;
#pragma omp parallel
    {
#pragma omp for schedule(guided)
        for (int i = 0; i < n; i++) {
            int id = omp_get_thread_num();
            int v = (int)(((long)i * 7919) % 100003);
            partial[id] += v;
            if (v > pmax[id]) pmax[id] = v;
        }
    }
    long total = 0;
    int mx = -1;
    for (int t = 0; t < nt; t++) {
        total += partial[t];
        if (pmax[t] > mx) mx = pmax[t];
    }
    printf("total %ld max %d procs_ok %d\n", total, mx, omp_get_num_procs() >= 1);
    free(partial); free(pmax);
    return 0;
}
