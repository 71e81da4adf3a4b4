/* Ordered output from inside a region, as codes that print per-row diagnostics do:
   `#pragma omp for ordered schedule(dynamic)` whose `ordered` block prints a line per
   iteration after computing in parallel; an orphaned ordered loop in a report function
   called from the same region; `omp master` printing a header; also
   `num_threads(omp_get_num_procs())`, `omp_set_dynamic(0)` and a thread count read from
   OMP_NUM_THREADS with getenv (used only to size a buffer). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_procs(void) { return 1; }
static void omp_set_dynamic(int d) { (void)d; }
#endif

#define ROWS 24
#define COLS 5000

static double row_sum[ROWS];

static void report(const double *m)
{
    int i;
#pragma omp for ordered schedule(static, 1)
    for (i = 0; i < ROWS; i += 3) {
        double mx = 0.0;
        for (int j = 0; j < COLS; j++) mx = fmax(mx, m[(long)i * COLS + j]);
#pragma omp ordered
        printf("report row %2d max %.6f\n", i, mx);
    }
}

int main(void)
{
    const char *env = getenv("OMP_NUM_THREADS");
    int nt = env ? atoi(env) : omp_get_num_procs();
    if (nt < 1) nt = 1;
    double *scratch = (double *)calloc((size_t)nt * 8, sizeof(double));
    double *m = (double *)malloc(sizeof(double) * ROWS * COLS);
    int i;
    omp_set_dynamic(0);
#pragma omp parallel for num_threads(omp_get_num_procs())
    for (i = 0; i < ROWS * COLS; i++) m[i] = sin(0.37 * i) * cos(0.0011 * i);

#pragma omp parallel num_threads(omp_get_num_procs()) private(i)
    {
#pragma omp master
        printf("row  sum\n");
        /* (master has no barrier: without this one another member may print row 0 first,
           with libgomp too; since session 82 the region runs in team mode, where it did) */
#pragma omp barrier
#pragma omp for ordered schedule(dynamic)
        for (i = 0; i < ROWS; i++) {
            double s = 0.0;
            for (int j = 0; j < COLS; j++) s += m[(long)i * COLS + j] * m[(long)i * COLS + j];
            row_sum[i] = sqrt(s);
#pragma omp ordered
            {
                printf("%3d %.9f\n", i, row_sum[i]);
            }
        }
        report(m);
    }
    free(scratch);
    free(m);
    return 0;
}
