/* BOTS alignment_for idiom (omp-tasks/alignment/alignment_for/alignment.c, pairalign):
   a task in a worksharing loop body lists private(t) for a scratch variable declared at
   function level (outside the loop).  A private copy needs no value from outside, yet hbc
   (C only) rejects: "'task' inside a parallel loop body with a private copy of 't', a
   variable from outside the loop, is not supported in C" (collect.cpp). */
#include <stdio.h>
#define N 16

int main(void)
{
    int i;
    double t;
    double out[N], s = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic)
        for (i = 0; i < N; i++) {
#pragma omp task private(t) firstprivate(i) shared(out)
            {
                t = 0.5 * i;
                out[i] = t * t;
            }
        }
    }
    for (i = 0; i < N; i++) s += out[i];
    printf("s=%.2f\n", s);
    return 0;
}
