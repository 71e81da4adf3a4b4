/* A translated program calling a --hbc-fallback-openmp object's OpenMP routines (lib.c):
 * omp_in_parallel() and nthreads-var must agree with hbc's answers, as in a program that is
 * all libgomp (session 54, helper-106's OpenBLAS).
 * E2E-FLAGS: --hbc-fallback-openmp */
#include <stdio.h>
int in_parallel_agrees(void);
int set_then_get(int n);
int main(void) {
    int ok[8];
    int i;
#pragma omp parallel for
    for (i = 0; i < 8; i++) ok[i] = in_parallel_agrees();
    for (i = 0; i < 8; i++) printf("%d", ok[i]);
    printf(" outside %d\n", in_parallel_agrees());
    printf("set(1) read back %d\n", set_then_get(1));
    int members = 0;
#pragma omp parallel
    {
#pragma omp atomic
        members++;
    }
    printf("region after set(1): %d\n", members);
    return 0;
}
