/* Regions that run with one thread: `if(0)`, `if(flag)` false at run time, and
   `num_threads(1)`; the code divides work by omp_get_thread_num()/omp_get_num_threads(),
   so it must see a team of one. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 1000

static double a[N];

static void part(int lo_all, int hi_all, double v)
{
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int chunk = (hi_all - lo_all + nt - 1) / nt;
    int lo = lo_all + t * chunk, hi = lo + chunk > hi_all ? hi_all : lo + chunk;
    for (int i = lo; i < hi; i++) a[i] += v;
}

int main(int argc, char **argv)
{
    int nthr[3] = {0, 0, 0};
    int serial = argc > 5;
#pragma omp parallel if(0)
    {
        nthr[0] = omp_get_num_threads();
        part(0, N, 1.0);
    }
#pragma omp parallel if(serial)
    {
#pragma omp master
        nthr[1] = omp_get_num_threads();
        part(0, N, 2.0);
    }
#pragma omp parallel num_threads(1)
    {
        int t = omp_get_thread_num();
        nthr[2] = omp_get_num_threads() + t;
        part(N / 2, N, 4.0);
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    printf("teams %d %d s=%.1f\n", nthr[0], nthr[2], s);
    printf("if(serial) team ok %d\n", nthr[1] >= 1);
    return 0;
}
