/* Team-mode region (region-level thread id): 'total' is written through a macro, so hbc
   #defines it around the outlined body; a struct member named 'total' then breaks. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct acc { long total; };
#define ACC(x) (total += (x))
int main(void)
{
    long total = 0;
    struct acc s = {100};
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) { ACC(1); s.total += 1; }
    }
    printf("total=%ld s.total=%ld\n", total, s.total);
    return 0;
}
