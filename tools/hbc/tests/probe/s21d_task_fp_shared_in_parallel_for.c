/* A task in a `parallel for` body that takes a firstprivate copy of a variable declared
   before the loop (shared in the loop): a common way to hand a task a value.  hbc (C only)
   rejects: "'task' inside a parallel loop body with a private copy of 'scale', a variable
   from outside the loop, is not supported in C" (collect.cpp); hbc++ accepts it, and without
   the explicit firstprivate(scale) hbc accepts it too. */
#include <stdio.h>
#define N 8

int main(void)
{
    int i, scale = 7;
    long out[N], s = 0;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
#pragma omp task firstprivate(scale, i) shared(out)
        out[i] = (long)scale * i;
    }
    for (i = 0; i < N; i++) s += out[i];
    printf("s=%ld\n", s);
    return 0;
}
