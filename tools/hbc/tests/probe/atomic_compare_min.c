// PROBE-ACCEPT: build-failed (clang 14, hbc's parser, does not know this OpenMP 5.1 construct; docs/hbc-limits.md, Limitations)
/* OpenMP 5.1 `atomic compare`: hbc's parser (clang 14) does not know the clause. */
#include <stdio.h>
int main(void)
{
    int lo = 1000;
#pragma omp parallel for
    for (int i = 0; i < 100; i++) {
        int k = (i * 37) % 101;
#pragma omp atomic compare
        if (k < lo) { lo = k; }
    }
    printf("lo=%d\n", lo);
    return 0;
}
