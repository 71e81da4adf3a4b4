/* Every cancellation construct, with OMP_CANCELLATION unset (OpenMP's default: cancel-var is
   false, so `cancel` is ignored and a cancellation point never ends a region): `cancel
   parallel` in a region that asks thread ids (team mode) and in one that does not, `cancel
   for` with an `if` clause, `cancel sections`, `cancel taskgroup` in a task, and the
   cancellation points. Every iteration, section and task runs. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_cancellation(void) { return 0; }
#endif

int main(void)
{
    long a = 0, b = 0, c = 0, d = 0;
    int seen[64] = {0};
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp for reduction(+ : a)
        for (int i = 0; i < 1000; i++) {
            a += i;
#pragma omp cancel for if (i == 10)
#pragma omp cancellation point for
        }
        if (a < 0) {
#pragma omp cancel parallel
        }
#pragma omp cancellation point parallel
    }
#pragma omp parallel
    {
#pragma omp sections reduction(+ : b)
        {
#pragma omp section
            {
                b += 1;
#pragma omp cancel sections
            }
#pragma omp section
            {
                b += 2;
#pragma omp cancellation point sections
            }
        }
#pragma omp cancel parallel
    }
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskgroup
        {
            for (int t = 0; t < 8; t++) {
#pragma omp task shared(c)
                {
#pragma omp atomic
                    c += t;
#pragma omp cancel taskgroup if (t == 3)
#pragma omp cancellation point taskgroup
                }
            }
        }
    }
#pragma omp parallel for reduction(+ : d)
    for (int i = 0; i < 100; i++) {
        d += 2;
#pragma omp cancel for
    }
    printf("a=%ld b=%ld c=%ld d=%ld cancellation=%d\n", a, b, c, d, omp_get_cancellation());
    return 0;
}
