/* Code that every thread of a region runs prints, and counts with an increment in a
   critical block and through a helper function of the file: OpenMP's two threads each
   do it (dyn-var false), so the region prints twice and counts 2 and 4. A max kept by a
   plain store in the critical block gives the same once or twice. */
#include <stdio.h>
// PROBE-OUTPUT: hello
// PROBE-OUTPUT: hello
// PROBE-OUTPUT: n=2 m=4 best=7
static int m;
static void bump(void) {
#pragma omp atomic
    m += 2;
}
int main(void) {
    int n = 0, best = 0, seven = 7;
#pragma omp parallel num_threads(2)
    {
        printf("hello\n");
#pragma omp critical
        {
            n++;
            if (seven > best) best = seven;
        }
        bump();
    }
    printf("n=%d m=%d best=%d\n", n, m, best);
    return 0;
}
