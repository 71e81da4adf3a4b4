/* Tasks with if(0), final, mergeable, priority, firstprivate arrays, depend(inout) on a
   running accumulator, inside a loop in a single. The sequential build differs (the task's
   write to its firstprivate copy of coef then reaches the original): the right output is
   gcc -fopenmp's, the same at OMP_NUM_THREADS=1, 2, 3. */
// PROBE-OUTPUT: acc=119651 s=1444 c0=12
#include <stdio.h>
#define NT 30

int main(void)
{
    long acc = 0, log[NT];
    int coef[3] = { 2, 3, 5 };
#pragma omp parallel
#pragma omp single
    for (int t = 0; t < NT; t++) {
        coef[t % 3] += 1;
#pragma omp task firstprivate(t, coef) depend(inout: acc) if(t % 2) final(t > 20) mergeable priority(1)
        {
            acc = acc * 3 % 1000003 + coef[t % 3] * t;
            log[t] = acc;
            coef[0] = -1;
        }
    }
    long s = 0;
    for (int t = 0; t < NT; t++) s += log[t] % 97;
    printf("acc=%ld s=%ld c0=%d\n", acc, s, coef[0]);
    return 0;
}
