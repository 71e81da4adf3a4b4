/* `sections` in a team-mode region (region-level thread id) with C89 variables:
   firstprivate, lastprivate, private inner counters, a reduction,
   `nowait` and a barrier after, and a second sections block reusing the counters. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];
static long part[3];

int main(void)
{
    int i, k, base, which, outv;
    long red;
    base = 10;
    red = 0;
    which = -1;
    outv = 0;
#pragma omp parallel private(i)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp sections firstprivate(base) lastprivate(outv, which) private(k) reduction(+ : red)
        {
#pragma omp section
            {
                for (k = 0; k < 5; k++) red += base + k;
                outv = base + 1;
                which = 0;
            }
#pragma omp section
            {
                for (k = 0; k < 3; k++) red += base * k;
                outv = base + 2;
                which = 1;
            }
#pragma omp section
            {
                for (k = 0; k < 4; k++) red -= k;
                outv = base + 3;
                which = 2;
            }
        }
#pragma omp sections nowait
        {
#pragma omp section
            for (i = 0; i < 10; i++) part[0] += i;
#pragma omp section
            for (i = 0; i < 20; i++) part[1] += i;
#pragma omp section
            for (i = 0; i < 30; i++) part[2] += i;
        }
#pragma omp barrier
    }
    printf("base=%d outv=%d which=%d red=%ld part=%ld,%ld,%ld seen0=%d\n", base, outv, which, red, part[0],
           part[1], part[2], seen[0]);
    return 0;
}
