/* A shared local written through a macro in a team-mode region, whose name is also a struct
   member and a variable of an inner block of the region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct acc { long total; int n; };
#define ACC(x) (total += (x))
int main(void)
{
    long total = 0;
    struct acc s;
    int i;
    s.total = 100;
    s.n = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for
        for (i = 0; i < 100; i++) {
#pragma omp critical
            ACC(i);
        }
#pragma omp single
        {
            s.total += 1;
            {
                long total = 5;
                s.n = (int)total;
            }
        }
        (void)t;
    }
    printf("total=%ld s.total=%ld s.n=%d\n", total, s.total, s.n);
    return 0;
}
