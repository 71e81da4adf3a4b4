/* Needs real concurrency: every thread of the region announces itself with an atomic
   counter and then waits until the whole team (omp_get_num_threads()) has arrived, a
   hand-made barrier. With a team of one it finishes at once; it must never hang. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 1; }
#endif

int main(void)
{
    int arrived = 0, done = 0;
#pragma omp parallel shared(arrived, done)
    {
        int nt = omp_get_num_threads();
#pragma omp atomic
        arrived++;
        int now;
        do {
#pragma omp atomic read
            now = arrived;
        } while (now < nt);
#pragma omp atomic
        done++;
    }
    printf("ok=%d\n", arrived == done);
    return 0;
}
