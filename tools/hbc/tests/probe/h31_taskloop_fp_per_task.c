/* taskloop with firstprivate per-task state: each task lazily sets up its scratch
   (a firstprivate pointer starting NULL) once, and counts its own iterations in a
   firstprivate counter. num_tasks(8) over 64 iterations makes exactly 8 tasks
   (OpenMP 4.5/5.x: as many tasks as min(num_tasks, iterations)), grainsize(1) makes one per
   iteration. */
#include <stdio.h>
#include <stdlib.h>

// PROBE-OUTPUT: setups=8 iters=64 sum=2016
// PROBE-OUTPUT: firsts=16 sum2=120
int main(void)
{
    int setups = 0, iters = 0;
    long sum = 0;
    double *scratch = NULL;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop num_tasks(8) firstprivate(scratch) reduction(+ : sum)
        for (int i = 0; i < 64; i++) {
            if (!scratch) {
                scratch = malloc(16 * sizeof(double));
#pragma omp atomic
                setups++;
            }
            scratch[i % 16] = i;
            sum += (long)scratch[i % 16];
#pragma omp atomic
            iters++;
        }
    }
    /* grainsize(1): each task runs exactly one iteration; a firstprivate flag marks the
       first iteration a task runs */
    int firsts = 0;
    long sum2 = 0;
    int first = 1;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(1) firstprivate(first) reduction(+ : sum2)
    for (int i = 0; i < 16; i++) {
        if (first) {
#pragma omp atomic
            firsts++;
            first = 0;
        }
        sum2 += i;
    }
    printf("setups=%d iters=%d sum=%ld\n", setups, iters, sum);
    printf("firsts=%d sum2=%ld\n", firsts, sum2);
    return 0;
}
