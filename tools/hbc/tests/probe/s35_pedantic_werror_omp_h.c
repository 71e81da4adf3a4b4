// A program built with -Wpedantic -Werror, as gcc -fopenmp builds it: hbc's omp.h must not
// warn (its handle enumerators are uintptr-sized; the compiler's omp.h is a system header).
// parallel-etudes' compile line with -Werror added (helper-11).
// PROBE-FLAGS: -std=c99 -Wpedantic -Werror
#include <omp.h>
#include <stdio.h>
int main(void) {
    int n = 0;
#pragma omp parallel reduction(+ : n)
    n++;
    printf("%d\n", n > 0);
    return 0;
}
