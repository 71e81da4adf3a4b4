// PROBE-ACCEPT: build-failed (clang 14, hbc's parser, does not know this OpenMP 5.1 construct; docs/hbc-limits.md, Limitations)
/* OpenMP 5.1 `scope` directive: hbc's parser (clang 14) does not know it. */
#include <stdio.h>
int main(void)
{
    double s = 0;
#pragma omp parallel
    {
#pragma omp scope reduction(+ : s)
        {
#pragma omp for
            for (int i = 0; i < 100; i++) s += i;
        }
    }
    printf("s=%.6f\n", s);
    return 0;
}
