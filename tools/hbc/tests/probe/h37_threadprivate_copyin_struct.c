/* threadprivate counters and a threadprivate struct of settings: the master sets them,
   `copyin` passes them to the team, each thread counts its iterations in its own copy, and
   the counts are combined in a critical section; a second region (no copyin) sees the
   copies persist (checked only through totals, which do not depend on the team size). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

struct cfg { int scale; int offset; };
static long counter;
static struct cfg settings;
#pragma omp threadprivate(counter, settings)

static long total_iters, total_weighted;

static void work(int i)
{
    counter++;
#pragma omp atomic
    total_weighted += (long)i * settings.scale + settings.offset;
}

int main(void)
{
    settings.scale = 3;
    settings.offset = 7;
    counter = 100;
#pragma omp parallel copyin(counter, settings)
    {
        long start = counter;
#pragma omp for
        for (int i = 0; i < 10000; i++) work(i);
#pragma omp critical
        total_iters += counter - start;
        counter = 0;
    }
    printf("iters %ld weighted %ld\n", total_iters, total_weighted);
    long left = 0;
#pragma omp parallel reduction(+:left)
    left += counter;
    printf("left over %ld\n", left);
    return 0;
}
