/* threadprivate state seen from nested regions: each outer thread (num_threads(2)) sets
   its own copy of a threadprivate seed; a nested region (a team of one, whose only thread
   is the outer thread itself) reads the same copy, `copyin(seed)` on the nested region
   copies the outer thread's value onto itself, and the nested region's update is visible
   to the outer thread afterwards. Values are stored by outer thread id. */
#include <stdio.h>
#include <omp.h>

static int seed;
#pragma omp threadprivate(seed)
static double scratch[4];
#pragma omp threadprivate(scratch)

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: inner_seen=100 copyin_seen=100 after=101 scratch=6.5
// PROBE-OUTPUT: t1: inner_seen=200 copyin_seen=200 after=201 scratch=12.5
int main(void)
{
    int seen[2], cseen[2], after[2];
    double sc[2];
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num();
        seed = 100 * (t + 1);
        for (int k = 0; k < 4; k++) scratch[k] = t + k * 0.5 + 0.5 * t;
#pragma omp parallel
        {
            seen[t] = seed;
        }
#pragma omp parallel copyin(seed, scratch)
        {
            cseen[t] = seed;
            seed++;
            double s = 0;
            for (int k = 0; k < 4; k++) s += scratch[k];
            sc[t] = s + 3.5;
        }
        after[t] = seed;
    }
    for (int t = 0; t < 2; t++)
        printf("t%d: inner_seen=%d copyin_seen=%d after=%d scratch=%.1f\n", t, seen[t], cseen[t], after[t], sc[t]);
    return 0;
}
