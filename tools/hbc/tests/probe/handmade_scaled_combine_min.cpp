// Minimal reproduction (from the classic OpenMP pi program, the way the tutorials write it):
// the hand-made reduction's critical statement scales the partial, `pi += step * sum;`.
// hbc takes the critical statement as the combine of two partial sums, so every partial
// but the first is multiplied by `step` once more (and the result is wrong even at one
// worker). Right output:
// 3.141593
#include <cstdio>
int main()
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
    std::printf("%.6f\n", pi);
    return 0;
}
