#include <stdio.h>
#include <string.h>
void jacobi(double *unew, const double *u, const double *f, int n);
void residual(const double *a, const double *b, int n);
extern double resid_max, last_val;
extern int last_i;
#define N 5000
static double u[N], un[N], f[N];
int main(void) {
    int it;
    for (int i = 0; i < N; i++) f[i] = (i % 9) * 1e-3;
    double hist = 0;
#pragma omp parallel private(it)
    {
        for (it = 0; it < 50; it++) {
            jacobi(un, u, f, N);
            residual(un, u, N);
#pragma omp single
            { memcpy(u + 1, un + 1, (N - 2) * sizeof(double)); hist += resid_max; }
        }
    }
    printf("hist=%.10e last_i=%d last_val=%.10e u=%.10e\n", hist, last_i, last_val, u[N / 2]);
    return 0;
}
