// PROBE-ACCEPT: rejected (documented: array reductions need arithmetic, not _Complex, elements)
/* Array-section reduction over an array of double _Complex (a histogram of complex
   weights), and a whole float _Complex array. */
#include <complex.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 5000 + argc - 1;
    double _Complex h[8] = { 0 };
    float _Complex g[4] = { 1, 1, 1, 1 };
#pragma omp parallel for reduction(+:h[0:8], g)
    for (int i = 0; i < n; i++) {
        h[i % 8] += (double)(i % 3) + I * (double)(i % 2);
        g[i % 4] += I;
    }
    for (int k = 0; k < 8; k++) printf("h%d=%.1f%+.1fi\n", k, creal(h[k]), cimag(h[k]));
    for (int k = 0; k < 4; k++) printf("g%d=%.1f%+.1fi\n", k, crealf(g[k]), cimagf(g[k]));
    return 0;
}
