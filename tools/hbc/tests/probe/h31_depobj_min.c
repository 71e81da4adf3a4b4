/* OpenMP 5.0 depobj: a dependence object used by two tasks.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): z=15
   (hbc refused depobj until session 18.) */
// PROBE-OUTPUT: z=15
#include <stdio.h>
#include <omp.h>
int main(void)
{
    int z = 0;
#pragma omp parallel
#pragma omp single
    {
        omp_depend_t obj;
#pragma omp depobj(obj) depend(inout : z)
#pragma omp task depend(depobj : obj)
        z += 5;
#pragma omp task depend(depobj : obj)
        z *= 3;
#pragma omp taskwait
#pragma omp depobj(obj) destroy
    }
    printf("z=%d\n", z);
    return 0;
}
