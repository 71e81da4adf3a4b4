/* Scoping shapes of older C codes inside parallel loop bodies: a `static` local work array
   of the function, a block-scope `extern` declaration of a global defined later in the file,
   a local constant-size table whose `sizeof` the body uses (memcpy / element count), and a
   `static const` lookup table local to the function. */
#include <stdio.h>
#include <string.h>

#define N 4096

static double kernel(int i)
{
    static const double weights[5] = { 0.1, 0.2, 0.4, 0.2, 0.1 };
    return weights[i % 5];
}

static void smooth(const double *in, double *out, int n)
{
    static double work[N];
    extern int passes_done;
    double coef[5] = { 1.0, 4.0, 6.0, 4.0, 1.0 };
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        double c[5];
        double s = 0.0;
        int k;
        memcpy(c, coef, sizeof(coef));
        for (k = 0; k < (int)(sizeof(coef) / sizeof(coef[0])); k++) {
            int j = i + k - 2;
            if (j < 0) j = 0;
            if (j >= n) j = n - 1;
            s += c[k] * in[j];
        }
        work[i] = s / 16.0 * (1.0 + kernel(i));
    }
#pragma omp parallel for
    for (i = 0; i < n; i++) out[i] = work[i];
    passes_done++;
}

int passes_done = 0;

int main(void)
{
    static double a[N], b[N];
    int i, p;
    for (i = 0; i < N; i++) a[i] = (i * 7919) % 101;
    for (p = 0; p < 3; p++) {
        smooth(a, b, N);
        smooth(b, a, N);
    }
    double s = 0.0;
    for (i = 0; i < N; i++) s += a[i] * (i % 3 + 1);
    printf("passes %d sum %.10f a[17] %.10f\n", passes_done, s, a[17]);
    return 0;
}
