/* Burkardt-style Poisson/Jacobi: the whole iteration runs inside one `parallel shared(...)
   private(i,j)` region: an `omp for` copies unew to u, another computes unew, a `single`
   checks the change (computed by an `omp for reduction(+:diff)`) and sets the shared
   `converged` flag; all threads leave the loop by testing it after a barrier. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 41
#define NY 41

int main(void)
{
    double f[NX][NY], u[NX][NY], unew[NX][NY];
    double dx = 1.0 / (NX - 1), dy = 1.0 / (NY - 1);
    double diff, tolerance = 1.0e-6;
    int i, j, it = 0, converged = 0, itmax = 5000;

    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            double x = i * dx, y = j * dy;
            if (i == 0 || j == 0 || i == NX - 1 || j == NY - 1) {
                f[i][j] = unew[i][j] = exp(x * y);
            } else {
                f[i][j] = -(x * x + y * y) * exp(x * y);
                unew[i][j] = 0.0;
            }
        }
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            if (i == 0 || j == 0 || i == NX - 1 || j == NY - 1) f[i][j] = exp(i * dx * j * dy);

#pragma omp parallel shared(f, u, unew, converged, it, diff, dx, dy, itmax, tolerance) private(i, j)
    {
        while (!converged) {
#pragma omp for
            for (i = 0; i < NX; i++)
                for (j = 0; j < NY; j++) u[i][j] = unew[i][j];
#pragma omp for
            for (i = 1; i < NX - 1; i++)
                for (j = 1; j < NY - 1; j++)
                    unew[i][j] = 0.25 * (u[i - 1][j] + u[i][j + 1] + u[i][j - 1] + u[i + 1][j] - f[i][j] * dx * dy);
#pragma omp single
            diff = 0.0;
#pragma omp for reduction(+ : diff)
            for (i = 0; i < NX; i++)
                for (j = 0; j < NY; j++) diff += (unew[i][j] - u[i][j]) * (unew[i][j] - u[i][j]);
#pragma omp single
            {
                it++;
                if (sqrt(diff) <= tolerance || it >= itmax) converged = 1;
            }
        }
    }
    {
        double err = 0.0;
        for (i = 0; i < NX; i++)
            for (j = 0; j < NY; j++) err = fmax(err, fabs(unew[i][j] - exp(i * dx * j * dy)));
        printf("iterations=%d center=%.6f err_small=%d\n", it, unew[NX / 2][NY / 2], err < 1e-3);
    }
    return 0;
}
