/* `sections` whose sections each open a nested region (a pipeline of two independent
   kernels, each parallelised on its own): the nested regions are inactive teams of one
   (one active level), so their `omp for` loops run whole on the section's thread, their
   reductions land in the section's variables. Team sizes seen inside are counted. */
#include <stdio.h>
#include <omp.h>
#define N 2000

static double a[N], b[N];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: sa=1999000.0 sb=888222333.3 sizes=2 levels=4 sectioncount=2
int main(void)
{
    double sa = 0, sb = 0;
    int sizes = 0, levels = 0, sectioncount = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = (double)i * i / 3.0; }
#pragma omp parallel num_threads(2)
    {
#pragma omp sections reduction(+:sizes, levels, sectioncount)
        {
#pragma omp section
            {
                double s = 0;
#pragma omp parallel for reduction(+:s)
                for (int i = 0; i < N; i++) s += a[i];
                sa = s;
#pragma omp parallel
                {
#pragma omp atomic
                    sizes += omp_get_num_threads();
#pragma omp atomic
                    levels += omp_get_level();
                }
                sectioncount++;
            }
#pragma omp section
            {
                double s = 0;
#pragma omp parallel reduction(+:s)
                {
#pragma omp for
                    for (int i = 0; i < N; i++) s += b[i];
#pragma omp atomic
                    sizes += omp_get_num_threads();
#pragma omp atomic
                    levels += omp_get_level();
                }
                sb = s;
                sectioncount++;
            }
        }
    }
    printf("sa=%.1f sb=%.1f sizes=%d levels=%d sectioncount=%d\n", sa, sb, sizes, levels, sectioncount);
    return 0;
}
