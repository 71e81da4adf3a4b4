/* CG-style static helpers with orphaned loops reducing into file-scope variables
   (`reduction(+:g_dot)` on a global) and one writing a global with `lastprivate`, called
   from a team-mode region (the region splits a setup by thread id), from a heartbeat-mode
   region, and from sequential code in the same run. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 3001

static double x[N], y[N], w[N];
static double g_dot, g_norm;
static int g_last;

static void dot_xy(void)
{
#pragma omp single
    g_dot = 0;
#pragma omp for reduction(+:g_dot)
    for (int i = 0; i < N; i++) g_dot += x[i] * y[i];
}

static void norm_w(void)
{
#pragma omp for reduction(max:g_norm) lastprivate(g_last)
    for (int i = 0; i < N; i++) {
        double a = w[i] < 0 ? -w[i] : w[i];
        if (a > g_norm) g_norm = a;
        g_last = i * 2;
    }
}

static void axpy(double a)
{
#pragma omp for nowait
    for (int i = 0; i < N; i++) w[i] = a * x[i] + y[i];
}

int main(void)
{
    double r[3], nrm[3];
    int last[3];
#pragma omp parallel
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int i = t; i < N; i += nt) { x[i] = (i % 11) * 0.1; y[i] = (i % 7) - 3.0; }
#pragma omp barrier
        dot_xy();
        axpy(0.5);
#pragma omp barrier
        norm_w();
    }
    r[0] = g_dot; nrm[0] = g_norm; last[0] = g_last;
    g_norm = 0; g_last = -1;
#pragma omp parallel
    {
        dot_xy();
        axpy(-2.0);
#pragma omp barrier
        norm_w();
    }
    r[1] = g_dot; nrm[1] = g_norm; last[1] = g_last;
    g_norm = 0; g_last = -1;
    dot_xy();
    axpy(3.0);
    norm_w();
    r[2] = g_dot; nrm[2] = g_norm; last[2] = g_last;
    for (int k = 0; k < 3; k++) printf("dot=%.6f norm=%.6f last=%d\n", r[k], nrm[k], last[k]);
    return 0;
}
