/* Region-level code that every thread runs updates a shared counter with
   `atomic` and `critical` (DataRaceBench DRB108's idiom, with the team size
   fixed by num_threads(2)). OpenMP with dyn-var false (omp_get_dynamic() is 0)
   gives the region 2 threads, so each counter ends at 2. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: dyn=0 a=2 c=2
int main(void)
{
    int a = 0, c = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
        a += 1;
#pragma omp critical
        c += 1;
    }
    printf("dyn=%d a=%d c=%d\n", omp_get_dynamic(), a, c);
    return 0;
}
