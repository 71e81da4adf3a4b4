/* Minimal: omp_get_num_threads() in the code of an inactive nested `parallel` region (not
   a loop body). Nesting is off (hbc: max-active-levels is 1), so the inner team has one
   thread and must answer 1; hbc answers the worker count (2 or 3). Related to the accepted
   deviation nested_num_threads_min.c (there in a nested loop body). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 1; }
#endif

int main(void)
{
    int inner = -1;
#pragma omp parallel
    {
#pragma omp parallel
        {
#pragma omp single
            inner = omp_get_num_threads();
        }
    }
    printf("inner_team=%d\n", inner);
    return 0;
}
