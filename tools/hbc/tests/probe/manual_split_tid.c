/* Work split by hand with omp_get_thread_num()/omp_get_num_threads() (NPB/LULESH style). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 10007

static long data[N];
static long partial[64];

int main(void)
{
    long total = 0;
    int nthreads = 1;
    for (int i = 0; i < N; i++) data[i] = (i * 7919L) % 1000;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        int chunk = (N + nt - 1) / nt;
        int lo = tid * chunk, hi = lo + chunk < N ? lo + chunk : N;
        long s = 0;
        for (int i = lo; i < hi; i++) s += data[i];
        partial[tid] = s;
        if (tid == 0) nthreads = nt;
    }
    for (int t = 0; t < nthreads; t++) total += partial[t];
    printf("total=%ld\n", total);
    return 0;
}
