/* A parallel region nested in the code every thread of another runs: OpenMP (one active
   level) gives each outer thread an inactive inner team of one, which runs the inner
   region's worksharing loop whole, its single once and its reduction into the outer
   thread's private copy; the firstprivate copy starts from that thread's private value.
   Printed values depend only on the outer team's size, fixed by num_threads(2). */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: runs=2 singles=2 sum=9900 inner_sizes=2 firsts=2
int main(void)
{
    int runs = 0, singles = 0, inner_sizes = 0, firsts = 0;
    long sum = 0;
#pragma omp parallel num_threads(2) reduction(+ : sum)
    {
        long mine = 0;
        int base = 7;
#pragma omp parallel firstprivate(base) reduction(+ : mine)
        {
#pragma omp atomic
            runs++;
#pragma omp single
            {
#pragma omp atomic
                singles++;
            }
#pragma omp for
            for (int i = 0; i < 100; i++) mine += i;
            if (base == 7) {
#pragma omp atomic
                firsts++;
            }
#pragma omp atomic
            inner_sizes += omp_get_num_threads();
        }
        sum += mine;
    }
    printf("runs=%d singles=%d sum=%ld inner_sizes=%d firsts=%d\n", runs, singles, sum, inner_sizes, firsts);
    return 0;
}
