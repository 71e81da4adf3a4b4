/* The "parallelise only at the outermost level" idiom of libraries: a kernel with
   `parallel for if(!omp_in_parallel())` (and one with `if(omp_get_level() == 0)`), called
   at top level and from a region of 2 threads. Inside the region the kernel's region is
   inactive by its own `if` as well as by nesting; the team size each call saw is
   recorded by the caller's thread. */
#include <stdio.h>
#include <omp.h>
#define N 5000

static double a[N];

static double axpy_sum(double alpha, int *teamsize)
{
    double s = 0;
    int ts = 0;
#pragma omp parallel for if(!omp_in_parallel()) reduction(+:s) reduction(max:ts)
    for (int i = 0; i < N; i++) {
        s += alpha * a[i];
        if (omp_get_num_threads() > ts) ts = omp_get_num_threads();
    }
    *teamsize = ts;
    return s;
}

static double scaled(double alpha, int *level)
{
    double s = 0;
    int lv = 0;
#pragma omp parallel if(omp_get_level() == 0) reduction(+:s) reduction(max:lv)
    {
        lv = omp_get_level();
#pragma omp for
        for (int i = 0; i < N; i++) s += alpha * a[i];
    }
    *level = lv;
    return s;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top: s=12497500.0 top_ts_ok=1 lv=1
// PROBE-OUTPUT: in: s0=12497500.0 s1=24995000.0 ts=1,1 sc=12497500.0,24995000.0 lv=2,2 inpar=1,1
int main(void)
{
    for (int i = 0; i < N; i++) a[i] = i;
    int ts, lv;
    double s = axpy_sum(1.0, &ts);
    double sc = scaled(1.0, &lv);
    printf("top: s=%.1f top_ts_ok=%d lv=%d\n", s + 0 * sc, ts >= 1, lv);
    double r[2], q[2];
    int t2[2], l2[2], ip[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        ip[t] = omp_in_parallel();
        r[t] = axpy_sum(t + 1.0, &t2[t]);
        q[t] = scaled(t + 1.0, &l2[t]);
    }
    printf("in: s0=%.1f s1=%.1f ts=%d,%d sc=%.1f,%.1f lv=%d,%d inpar=%d,%d\n", r[0], r[1], t2[0], t2[1], q[0], q[1],
           l2[0], l2[1], ip[0], ip[1]);
    return 0;
}
