/* Minimal reproduction (the classic OpenMP pi program, in C): the hand-made reduction's
   critical statement scales the partial, `pi += step * sum;`. hbc makes the critical
   statement the combine of two partial sums (__hb_comb_N), which names `step`, a local of
   main that the combine function cannot see: gcc fails with "'step' undeclared" (and the
   combine would scale partials once more anyway). Right output:
   3.141593 */
#include <stdio.h>
int main(void)
{
    long n = 1000000;
    double step = 1.0 / n, pi = 0.0;
#pragma omp parallel
    {
        double x, sum = 0.0;
#pragma omp for
        for (long i = 0; i < n; i++) {
            x = (i + 0.5) * step;
            sum += 4.0 / (1.0 + x * x);
        }
#pragma omp critical
        pi += step * sum;
    }
    printf("%.6f\n", pi);
    return 0;
}
