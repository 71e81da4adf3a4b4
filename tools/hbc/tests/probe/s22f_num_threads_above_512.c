/* `parallel num_threads(n)` with n above 512 whose code asks its thread number (team mode).
   OpenMP (dyn-var false) starts the n threads it asks for: libgomp gives 1024 (and 512 for
   num_threads(512)). Until session 23 hbc capped a team at 512 members (the most workers
   then), so HeCBench convolution1D's tiled kernel (num_threads(1024), halo loads that assume
   more than mask_width/2 members) covered half its output. The cap is 2048 now, and a
   region asking more is told so on stderr. */
// PROBE-OUTPUT: n512=512 n1024=1024 hits=1024
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
