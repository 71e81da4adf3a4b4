/* const and volatile qualified shared variables read in loop bodies (a volatile double
   scale, a const int array, a const volatile int), restrict-qualified pointer parameters
   and a restrict local, and a volatile reduction-unrelated counter written under atomic. */
#include <stdio.h>

static const int weights[4] = { 1, 2, 3, 4 };

static long kernel(int n, double *restrict out, const double *restrict in, volatile double scale)
{
    const volatile int bias = 5;
    long cnt = 0;
#pragma omp parallel for reduction(+:cnt)
    for (int i = 0; i < n; i++) {
        out[i] = in[i] * scale + bias + weights[i % 4];
        cnt += (long)out[i];
    }
    return cnt;
}

int main(int argc, char **argv)
{
    (void)argv;
    enum { N = 6000 };
    static double in[N], out[N];
    int n = N - 1 + argc;
    if (n > N) n = N;
    for (int i = 0; i < n; i++) in[i] = i % 10;
    long c = kernel(n, out, in, 2.0);
    volatile int hits = 0;
    double *restrict po = out;
    const int lim = 20;
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        if (po[i] > lim) {
#pragma omp atomic
            hits++;
        }
    }
    double s = 0;
    for (int i = 0; i < n; i++) s += out[i];
    printf("c=%ld hits=%d s=%.0f\n", c, hits, s);
    return 0;
}
