/* What OpenMP fixes about static schedules, checked through the thread that runs each
   iteration: with schedule(static, c) iteration i runs on thread (i / c) % nthreads; with
   schedule(static) each thread gets at most one contiguous chunk, in thread order; two
   loops with the same static schedule and trip count assign every iteration to the same
   thread, so the second may read what the first wrote across `nowait` (OpenMP 4.5 2.7.1).
   Checked in a region that uses omp_get_thread_num() (team mode) and in a `parallel for`
   whose body asks the thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 1000

static int own1[N], own2[N], own3[N], val[N];

int main(void)
{
    int nth = 1, bad_rr = 0, bad_block = 0, bad_same = 0, bad_read = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        if (t == 0) nth = omp_get_num_threads();
#pragma omp for schedule(static, 7) nowait
        for (int i = 0; i < N; i++) {
            own1[i] = t;
            val[i] = i * 3;
        }
#pragma omp for schedule(static, 7)
        for (int i = 0; i < N; i++) {
            own2[i] = t;
            if (val[i] != i * 3) {
#pragma omp atomic
                bad_read++;
            }
        }
#pragma omp for schedule(static)
        for (int i = 0; i < N; i++) own3[i] = t;
    }
    for (int i = 0; i < N; i++) {
        bad_rr += own1[i] != (i / 7) % nth;
        bad_same += own1[i] != own2[i];
        if (i > 0) bad_block += own3[i] < own3[i - 1] || own3[i] > own3[i - 1] + 1;
    }
    bad_block += own3[0] != 0;
    printf("team rr=%d same=%d read=%d block=%d\n", bad_rr, bad_same, bad_read, bad_block);

    int nth2 = 1;
#pragma omp parallel for schedule(static, 5)
    for (int i = 0; i < N; i++) {
        own1[i] = omp_get_thread_num();
        if (i == 0) nth2 = omp_get_num_threads();
    }
    bad_rr = 0;
    for (int i = 0; i < N; i++) bad_rr += own1[i] != (i / 5) % nth2;
    printf("pfor rr=%d\n", bad_rr);
    return 0;
}
