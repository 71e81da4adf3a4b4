/* Manual block partition: chunk = (n + nt - 1) / nt with nt = omp_get_num_threads() read
   inside the region, over several arrays in a helper function that takes (tid, nt) as
   arguments; per-thread results stored in a malloc'd array sized by the team size that
   thread 0 allocates after a barrier-free `single` with copyprivate of the pointer. A
   second region reuses the same function with a different operation. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 50021

static double x[N], y[N];

static double block_op(int tid, int nt, int op)
{
    int chunk = (N + nt - 1) / nt;
    int lo = tid * chunk;
    int hi = lo + chunk;
    if (hi > N) hi = N;
    double s = 0;
    for (int i = lo; i < hi; i++) {
        if (op == 0) {
            y[i] = 2.0 * x[i] + 1.0;
            s += y[i];
        } else {
            s += x[i] * y[i];
        }
    }
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) x[i] = (i % 113) * 0.01;
    double total0 = 0, total1 = 0;
    int teams = 0;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        double *part;
#pragma omp single copyprivate(part)
        part = calloc(nt, sizeof(double));
        part[tid] = block_op(tid, nt, 0);
#pragma omp barrier
#pragma omp master
        {
            for (int t = 0; t < nt; t++) total0 += part[t];
            teams = nt;
            free(part);
        }
    }
#pragma omp parallel reduction(+ : total1)
    {
        total1 += block_op(omp_get_thread_num(), omp_get_num_threads(), 1);
    }
    printf("total0=%.6f total1=%.6f ok=%d\n", total0, total1, teams >= 1);
    return 0;
}
