/* A top-level num_threads(6) above the workers must not change omp_get_max_threads
   (nthreads-var) after the region. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: n=6 same=1
int main(void)
{
    int before = omp_get_max_threads(), n = 0;
#pragma omp parallel num_threads(6)
    {
        if (omp_get_thread_num() == 0) n = omp_get_num_threads();
    }
    printf("n=%d same=%d\n", n, before == omp_get_max_threads());
    return 0;
}
