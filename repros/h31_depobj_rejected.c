/* OpenMP 5.0 depobj: a dependence object used by two tasks.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): z=15
   actual: hbc -O2 -fopenmp: "h31_depobj_rejected.c:14:1: error: hbc: unsupported OpenMP
   construct 'depobj'" (exit 2; also line 20, the destroy). docs/hbc.md's list of refused constructs does not name depobj. */
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
