/* The value a loop counter declared before its loop has after it, for each loop construct:
 * private in for, taskloop, distribute (the original keeps its value), linear or lastprivate
 * in simd forms, lastprivate in loop (OpenMP 5.1, 2.21.1.1; gcc's answers). hbc gave every
 * counter its final value until session 35. */
#include <stdio.h>
int main(void) {
    int i;
    i = -1;
#pragma omp parallel for
    for (i = 0; i < 10; i++) ;
    printf("parallel for: %d\n", i);
    i = -1;
#pragma omp parallel
#pragma omp for
    for (i = 0; i < 10; i++) ;
    printf("for: %d\n", i);
    i = -1;
#pragma omp simd
    for (i = 0; i < 10; i++) ;
    printf("simd: %d\n", i);
    i = -1;
#pragma omp parallel for simd
    for (i = 0; i < 10; i++) ;
    printf("parallel for simd: %d\n", i);
    i = -1;
#pragma omp parallel
#pragma omp for simd
    for (i = 0; i < 10; i++) ;
    printf("for simd: %d\n", i);
    i = -1;
#pragma omp parallel loop
    for (i = 0; i < 10; i++) ;
    printf("parallel loop: %d\n", i);
    i = -1;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop
    for (i = 0; i < 10; i++) ;
    printf("taskloop: %d\n", i);
    i = -1;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop simd
    for (i = 0; i < 10; i++) ;
    printf("taskloop simd: %d\n", i);
    i = -1;
    int j = -1;
#pragma omp parallel for collapse(2)
    for (i = 0; i < 10; i++) for (j = 0; j < 3; j++) ;
    printf("collapse: %d %d\n", i, j);
    i = -1;
#pragma omp parallel for lastprivate(i)
    for (i = 0; i < 10; i++) ;
    printf("for lastprivate: %d\n", i);
    return 0;
}
// PROBE-OUTPUT: parallel for: -1
// PROBE-OUTPUT: for: -1
// PROBE-OUTPUT: simd: 10
// PROBE-OUTPUT: parallel for simd: 10
// PROBE-OUTPUT: for simd: 10
// PROBE-OUTPUT: parallel loop: 10
// PROBE-OUTPUT: taskloop: -1
// PROBE-OUTPUT: taskloop simd: 10
// PROBE-OUTPUT: collapse: -1 -1
// PROBE-OUTPUT: for lastprivate: 10
