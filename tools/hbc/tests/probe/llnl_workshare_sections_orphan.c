/* LLNL tutorial shapes: (1) work-sharing `omp for schedule(dynamic,chunk) nowait` in a
   `parallel shared(a,b,c,nthreads,chunk) private(i,tid)` region where the master records
   the team size; (2) `parallel shared(...) private(i,tid)` with `sections nowait` of two
   sections; (3) an orphaned `omp for reduction(+:sum)` in dotprod(), on a global sum,
   called from a parallel region. Results do not depend on which thread ran what. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_thread_num() 0
#define omp_get_num_threads() 1
#endif
#define CHUNKSIZE 10
#define N 100
#define VECLEN 100

float a[VECLEN], b[VECLEN], sum;

float dotprod()
{
    int i, tid;
    tid = omp_get_thread_num();
#pragma omp for reduction(+ : sum)
    for (i = 0; i < VECLEN; i++) {
        sum = sum + (a[i] * b[i]);
    }
    return (float)tid;
}

int main(int argc, char *argv[])
{
    int nthreads, tid, i, chunk;
    float aa[N], bb[N], c[N], d[N], e[N];
    int visited = 0;
    (void)argc;
    (void)argv;

    for (i = 0; i < N; i++) aa[i] = bb[i] = i * 1.0;
    chunk = CHUNKSIZE;
    nthreads = -1;

#pragma omp parallel shared(aa, bb, c, nthreads, chunk) private(i, tid)
    {
        tid = omp_get_thread_num();
        if (tid == 0) {
            nthreads = omp_get_num_threads();
        }
#pragma omp for schedule(dynamic, chunk) nowait
        for (i = 0; i < N; i++) {
            c[i] = aa[i] + bb[i];
        }
#pragma omp atomic
        visited++;
    } /* end of parallel section */
    printf("c[10]=%.1f c[99]=%.1f team=%s\n", c[10], c[99],
           (nthreads >= 1 && visited == nthreads) ? "consistent" : "INCONSISTENT");

#pragma omp parallel shared(aa, bb, c, d, e) private(i, tid)
    {
        tid = omp_get_thread_num();
#pragma omp sections nowait
        {
#pragma omp section
            {
                for (i = 0; i < N; i++) {
                    d[i] = aa[i] * bb[i];
                }
            }
#pragma omp section
            {
                for (i = 0; i < N; i++) {
                    e[i] = aa[i] - bb[i] + 2.0f * i;
                }
            }
        } /* end of sections */
        (void)tid;
    } /* end of parallel section */
    printf("d[50]=%.1f e[50]=%.1f\n", d[50], e[50]);

    for (i = 0; i < VECLEN; i++) a[i] = b[i] = 1.0 * i;
    sum = 0.0;
#pragma omp parallel
    dotprod();
    printf("Sum = %f\n", sum);
    return 0;
}
