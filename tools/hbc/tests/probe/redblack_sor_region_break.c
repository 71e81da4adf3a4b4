/* Red-black Gauss-Seidel (SOR) for a 2-D Poisson problem: one `parallel` region encloses
   the iteration loop; each sweep is two `omp for` loops over rows whose inner loop starts
   at the colour's parity, then a residual `omp for reduction(max:res)` after a `single`
   resets it, and a `single` that records the count and sets a shared `done` flag that every
   thread reads to `break` out of the iteration loop together. */
#include <math.h>
#include <stdio.h>

#define N 130
#define MAXIT 400
#define TOL 2e-3
#define OMEGA 1.8

static double u[N][N], f[N][N];

int main(void)
{
    double h2 = 1.0 / ((N - 1) * (N - 1));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double x = (double)i / (N - 1), y = (double)j / (N - 1);
            f[i][j] = sin(3.0 * x) * cos(2.0 * y) + 1.0;
            u[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? x * y : 0.0;
        }
    double res = 0.0;
    int iters = 0, done = 0;
#pragma omp parallel shared(res, iters, done)
    {
        for (int it = 0; it < MAXIT; it++) {
            for (int colour = 0; colour < 2; colour++) {
#pragma omp for schedule(static)
                for (int i = 1; i < N - 1; i++)
                    for (int j = 1 + (i + colour) % 2; j < N - 1; j += 2) {
                        double gs = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2 * f[i][j]);
                        u[i][j] += OMEGA * (gs - u[i][j]);
                    }
            }
#pragma omp single
            res = 0.0;
#pragma omp for reduction(max : res)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < N - 1; j++) {
                    double r = fabs(u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j] + h2 * f[i][j]);
                    if (r > res) res = r;
                }
#pragma omp single
            {
                iters = it + 1;
                if (res < TOL) done = 1;
            }
            if (done) break;
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += u[i][N / 2];
    printf("iters=%d res=%.4e mid=%.8f colsum=%.8f\n", iters, res, u[N / 2][N / 2], s);
    return 0;
}
