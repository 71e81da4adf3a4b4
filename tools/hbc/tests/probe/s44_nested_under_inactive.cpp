// C++ (since session 44): a parallel region written inside a team-mode region's code is a
// region of its own (hbc_rt::team_run), so under an inactive outer region (`if(0)`,
// `num_threads(1)`) it gets the team OpenMP's first active level has, where the C form
// stops the program (h38_nested_under_inactive.c, accepted there). Members other than 0
// report the nested level (2), not their pool baseline.
/* A region nested in an INACTIVE one (the outer region has if(0) or num_threads(1), as a
   code that parallelises either the outer or the inner loop depending on the problem
   shape does): with max-active-levels 1 the inner region is then the first active level
   and gets its num_threads(2) team. Reported: inner team sizes, levels, active levels,
   omp_get_team_size(1) and the sums. Conversely an active outer region (num_threads(2))
   makes the same inner region a team of one. */
#include <stdio.h>
#include <omp.h>
#include <cstdio>
#define N 1000

static void kernel(int outer_parallel, int inner_parallel, const char *tag)
{
    long sum = 0;
    int isize = -1, ilev = -1, iact = -1, osize1 = -1, olev = -1;
#pragma omp parallel if(outer_parallel) num_threads(2) reduction(+:sum)
    {
        int me = omp_get_thread_num();
        if (me == 0) olev = omp_get_active_level();
#pragma omp parallel num_threads(2) if(inner_parallel) reduction(+:sum)
        {
            if (me == 0 && omp_get_thread_num() == 0) {
                isize = omp_get_num_threads();
                ilev = omp_get_level();
                iact = omp_get_active_level();
                osize1 = omp_get_team_size(1);
            }
#pragma omp for
            for (int i = 0; i < N; i++) sum += i;
        }
    }
    printf("%s: sum=%ld outer_active=%d inner_size=%d level=%d active=%d size1=%d\n", tag, sum, olev,
           isize, ilev, iact, osize1);
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: outer-par: sum=999000 outer_active=1 inner_size=1 level=2 active=1 size1=2
// PROBE-OUTPUT: inner-par: sum=499500 outer_active=0 inner_size=2 level=2 active=1 size1=1
// PROBE-OUTPUT: none: sum=499500 outer_active=0 inner_size=1 level=2 active=0 size1=1
// PROBE-OUTPUT: nt1: sum=499500 inner_size=2 level=2 active=1
int main(void)
{
    kernel(1, 1, "outer-par");
    kernel(0, 1, "inner-par");
    kernel(0, 0, "none");
    long sum = 0;
    int isize = -1, ilev = -1, iact = -1;
#pragma omp parallel num_threads(1) reduction(+:sum)
    {
#pragma omp parallel num_threads(2) reduction(+:sum)
        {
#pragma omp for
            for (int i = 0; i < N; i++) sum += i;
#pragma omp single
            {
                isize = omp_get_num_threads();
                ilev = omp_get_level();
                iact = omp_get_active_level();
            }
        }
    }
    printf("nt1: sum=%ld inner_size=%d level=%d active=%d\n", sum, isize, ilev, iact);
    return 0;
}
