/* A library-style routine that opens its own region (a BLAS-like dot product with
   `parallel reduction` and an `omp for`, which also notes whether it ran in an active team
   of more than one thread, as a library might choose a strategy) called at top level and
   from each thread of a user region (num_threads(2)), and from a parallel loop body. The
   calls made inside regions are nested: a team of one. Results and counts only. */
#include <stdio.h>
#include <omp.h>
#define N 3000

static double x[N], y[N];
static int nested_calls = 0, nested_team1 = 0, top_team_ok = 0;

static double lib_dot(const double *a, const double *b, int n)
{
    double s = 0;
    int outer = omp_in_parallel();
#pragma omp parallel reduction(+:s)
    {
        int nt = omp_get_num_threads();
#pragma omp single
        {
#pragma omp critical(lib_stats)
            {
                if (outer) {
                    nested_calls++;
                    if (nt == 1) nested_team1++;
                } else if (nt >= 1) {
                    top_team_ok++;
                }
            }
        }
#pragma omp for
        for (int i = 0; i < n; i++) s += a[i] * b[i];
    }
    return s;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top=4499500.0 pair=8999000.0 rows=44995000.0 nested_calls=12 nested_team1=12 top_team_ok=1
int main(void)
{
    for (int i = 0; i < N; i++) y[i] = 1.0 + (i % 3);
    for (int i = 0; i < N; i++) x[i] = i;
    double top = lib_dot(x, y, N) / 2.0;
    double pair = 0;
#pragma omp parallel num_threads(2) reduction(+:pair)
    {
        pair += lib_dot(x, y, N) / 2.0;
    }
    double rows = 0;
#pragma omp parallel for num_threads(2) reduction(+:rows)
    for (int r = 0; r < 10; r++) rows += lib_dot(x, y, N) / 2.0;
    printf("top=%.1f pair=%.1f rows=%.1f nested_calls=%d nested_team1=%d top_team_ok=%d\n", top, pair,
           rows, nested_calls, nested_team1, top_team_ok);
    return 0;
}
