/* Team-mode region: 'total' is written through a macro (hbc #defines it around the outlined
   body); an inner block of the region declares its own 'total'. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define ACC(x) (total += (x))
int main(void)
{
    long total = 0;
    int n = 0;
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) {
            ACC(1);
            {
                long total = 5;
                n = (int)total;
            }
        }
    }
    printf("total=%ld n=%d\n", total, n);
    return 0;
}
