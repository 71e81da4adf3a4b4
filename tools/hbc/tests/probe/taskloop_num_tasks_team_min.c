/* A taskloop with grainsize and a firstprivate flag in a region that asks thread numbers
   (team mode): 35 iterations, grainsize(10), so 3 tasks, each with a fresh flag. */
// PROBE-OUTPUT: e=3 ok=1
#include <stdio.h>
#include <omp.h>

int main(void)
{
    int e = 0, tids = 0;
#pragma omp parallel reduction(+ : tids)
    {
        tids += omp_get_thread_num() >= 0;
#pragma omp single
        {
            int f = 1;
#pragma omp taskloop grainsize(10) firstprivate(f)
            for (int i = 0; i < 35; ++i)
                if (f) {
                    f = 0;
#pragma omp atomic
                    ++e;
                }
        }
    }
    printf("e=%d ok=%d\n", e, tids >= 1);
    return 0;
}
