/* An orphaned `sections`: each section runs once in the caller's team. */
#ifdef _OPENMP
#include <omp.h>
#endif

void parts(int *x, int *y)
{
    /* the sections, line 9 */
#pragma omp sections
    {
#pragma omp section
        *x += 1;
#pragma omp section
        *y += 2;
    }
}
