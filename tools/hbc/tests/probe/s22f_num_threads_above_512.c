/* `parallel num_threads(n)` with n above 512 whose code asks its thread number (team mode).
   OpenMP (dyn-var false) starts the n threads it asks for: libgomp gives 1024 (and 512 for
   num_threads(512)). hbc adds workers up to n only for n <= 512 (hbc_team_size); above that it
   adds none, so the team jumps from 512 members down to the workers' count (2 or 3).
   HeCBench convolution1D's tiled kernel (num_threads(1024), halo loads that assume more than
   mask_width/2 members) then fails its check. */
// PROBE-OUTPUT: n512=512 n1024=1024 hits=1024
// PROBE-ACCEPT: wrong (documented: a team has at most 512 members, as OMP_NUM_THREADS is capped at 512; num_threads(1024) gets 512 since session 22, where it got the workers' count; libgomp starts 1024: docs/hbc.md, Team mode)
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

static int mark[1024];

int main(void)
{
    int n512 = 0, n1024 = 0, hits = 0;
#pragma omp parallel num_threads(512)
    {
        if (omp_get_thread_num() == 0) n512 = omp_get_num_threads();
    }
#pragma omp parallel num_threads(1024)
    {
        if (omp_get_thread_num() == 0) n1024 = omp_get_num_threads();
        mark[omp_get_thread_num()] = 1;
    }
    for (int i = 0; i < 1024; i++) hits += mark[i];
    printf("n512=%d n1024=%d hits=%d\n", n512, n1024, hits);
    return 0;
}
