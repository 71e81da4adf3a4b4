/* A num_teams(3) league whose body runs a num_threads(6) region (above the 2 workers) and
   then a region that asks no size. Since session 23 hbc keeps the added workers for the
   league's next team instead of stopping and starting them per team; the region without
   num_threads must still get nthreads-var (2) members, omp_get_max_threads() must answer 2
   inside and after, and the workers are back to 2 after the league. libgomp at 2 threads:
   big=6,6,6 plain=2,2,2 max=2 after=2 next=2. */
// PROBE-ENV: OMP_NUM_THREADS=2 HB_NUM_WORKERS=2
// PROBE-OUTPUT: big=6,6,6 plain=2,2,2 max=2 after=2 next=2
#include <stdio.h>
#include <omp.h>

int main(void)
{
    int big[3] = {0}, plain[3] = {0}, max = 0, next = 0;
#pragma omp target teams num_teams(3) map(tofrom: big, plain, max)
    {
        int t = omp_get_team_num();
#pragma omp parallel num_threads(6)
        if (omp_get_thread_num() == 0) big[t] = omp_get_num_threads();
#pragma omp parallel
        if (omp_get_thread_num() == 0) {
            plain[t] = omp_get_num_threads();
            if (t == 2) max = omp_get_max_threads();
        }
    }
#pragma omp parallel
    if (omp_get_thread_num() == 0) next = omp_get_num_threads();
    printf("big=%d,%d,%d plain=%d,%d,%d max=%d after=%d next=%d\n", big[0], big[1], big[2], plain[0], plain[1],
           plain[2], max, omp_get_max_threads(), next);
    return 0;
}
