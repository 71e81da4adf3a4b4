/* A pragma `omp` followed by a word that names no OpenMP directive (a molecular-dynamics
   code's `#pragma omp static`, where `atomic` was meant; helper-117, session 73): gcc
   ignores it with a warning under -Wall, and the program runs; clang 14, hbc's parser,
   stopped with "expected an OpenMP directive". hbc now ignores it too, with a warning.
   The loop's real directives around it are still translated. */
#include <stdio.h>

int main(void) {
    long s = 0;
    int i;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < 1000; i++) {
#pragma omp static
        s += i % 7;
    }
#pragma omp frobnicate(s) \
    nowait
    printf("sum = %ld\n", s);
    return 0;
}
