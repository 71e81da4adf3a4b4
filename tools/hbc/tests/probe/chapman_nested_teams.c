/* Nested parallelism in the "Using OpenMP" style: omp_set_nested(1) and
   omp_set_max_active_levels(2), an outer `parallel for num_threads(2)` over blocks whose body
   opens an inner `parallel for num_threads(2) reduction(+:blocksum)`; an inner region inside
   a `sections` construct; and a third level that must be inactive (max active levels 2) and
   so runs with one thread. Printed values depend only on the work. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_num_threads() 1
#define omp_get_level() 0
#endif

#define NB 6
#define BS 5000

double block_sum(int b)
{
    double blocksum = 0.0;
    int i;
#pragma omp parallel for num_threads(2) reduction(+ : blocksum)
    for (i = 0; i < BS; i++) blocksum += (double)((b * BS + i) % 97);
    return blocksum;
}

int main(void)
{
    double sums[NB], total = 0.0, s1 = 0.0, s2 = 0.0;
    int b, third_ok = 1;
#ifdef _OPENMP
    omp_set_nested(1);
    omp_set_max_active_levels(2);
#endif

#pragma omp parallel for num_threads(2)
    for (b = 0; b < NB; b++) sums[b] = block_sum(b);
    for (b = 0; b < NB; b++) total += sums[b] * (b + 1);

#pragma omp parallel sections num_threads(2)
    {
#pragma omp section
        {
            int i;
            double t = 0.0;
#pragma omp parallel for reduction(+ : t) num_threads(2)
            for (i = 0; i < 1000; i++) t += i;
            s1 = t;
        }
#pragma omp section
        {
            int i;
            double t = 0.0;
#pragma omp parallel for reduction(+ : t) num_threads(3)
            for (i = 0; i < 1000; i++) t += 2 * i;
            s2 = t;
        }
    }

#pragma omp parallel num_threads(2)
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel num_threads(2)
        {
            if (omp_get_num_threads() != 1 || omp_get_level() > 3) {
#pragma omp atomic write
                third_ok = 0;
            }
        }
    }
    printf("total=%.1f s1=%.1f s2=%.1f third_level_serial=%d\n", total, s1, s2, third_ok);
    return 0;
}
