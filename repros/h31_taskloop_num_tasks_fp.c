/* taskloop num_tasks / grainsize are ignored: the loop runs as ONE task, so a firstprivate
   variable that a task modifies is seen across all iterations.
   OpenMP (4.5 and 5.x): num_tasks(4) over 8 iterations creates exactly 4 tasks; grainsize(1)
   gives every task exactly one iteration (>= 1 and < 2 iterations).
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): starts=4 starts_g1=8
   actual (hbc -O2, HB_NUM_WORKERS=2):              starts=1 starts_g1=1 */
#include <stdio.h>
int main(void)
{
    int starts = 0, starts_g1 = 0, fresh = 1;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop num_tasks(4) firstprivate(fresh)
        for (int i = 0; i < 8; i++)
            if (fresh) { fresh = 0;
#pragma omp atomic
                starts++; }
#pragma omp taskloop grainsize(1) firstprivate(fresh)
        for (int i = 0; i < 8; i++)
            if (fresh) { fresh = 0;
#pragma omp atomic
                starts_g1++; }
    }
    printf("starts=%d starts_g1=%d\n", starts, starts_g1);
    return 0;
}
