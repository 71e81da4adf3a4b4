/* A nested region inside `single`, `master` and `critical` of an outer region of 2
   threads: OpenMP runs each such nested region once per thread that meets it (single and
   master: once; critical: once per thread), as an inactive team of one. The nested region
   holds an `omp for` with a reduction and a `single`; each records omp_get_num_threads()
   and omp_get_level(). Sequential build cannot give the level, hence PROBE-OUTPUT. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: single: runs=1 inner_singles=1 sum=4950 size=1 level=2
// PROBE-OUTPUT: master: runs=1 inner_singles=1 sum=4950 size=1 level=2
// PROBE-OUTPUT: critical: runs=2 inner_singles=2 sum=9900 size=2 level=4
int main(void)
{
    const char *tags[3] = {"single", "master", "critical"};
    int runs[3] = {0}, isingles[3] = {0}, sizes[3] = {0}, levels[3] = {0};
    long sums[3] = {0};
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        {
            long s = 0;
#pragma omp parallel reduction(+:s)
            {
#pragma omp atomic
                runs[0]++;
#pragma omp single
                isingles[0]++;
#pragma omp for
                for (int i = 0; i < 100; i++) s += i;
#pragma omp atomic
                sizes[0] += omp_get_num_threads();
#pragma omp atomic
                levels[0] += omp_get_level();
            }
            sums[0] += s;
        }
#pragma omp master
        {
            long s = 0;
#pragma omp parallel reduction(+:s)
            {
#pragma omp atomic
                runs[1]++;
#pragma omp single
                isingles[1]++;
#pragma omp for
                for (int i = 0; i < 100; i++) s += i;
#pragma omp atomic
                sizes[1] += omp_get_num_threads();
#pragma omp atomic
                levels[1] += omp_get_level();
            }
            sums[1] += s;
        }
#pragma omp barrier
#pragma omp critical
        {
            long s = 0;
#pragma omp parallel reduction(+:s)
            {
                runs[2]++;
#pragma omp single
                isingles[2]++;
#pragma omp for
                for (int i = 0; i < 100; i++) s += i;
                sizes[2] += omp_get_num_threads();
                levels[2] += omp_get_level();
            }
            sums[2] += s;
        }
    }
    for (int k = 0; k < 3; k++)
        printf("%s: runs=%d inner_singles=%d sum=%ld size=%d level=%d\n", tags[k], runs[k],
               isingles[k], sums[k], sizes[k], levels[k]);
    return 0;
}
