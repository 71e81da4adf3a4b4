/* Minimal (NPB error_norm/rhs_norm shape): a function-local counter `m` used by a
   sequential loop at function level and again as the counter of an inner loop of an
   orphaned `omp for` (every use in the body follows `for (m = 0; ...)`, so each iteration's
   copy is scratch). hbc rejects: "variable 'm' is private to the enclosing function (an
   orphaned worksharing loop binds to the caller's team) and written in a worksharing loop
   without being privatized". */
#include <stdio.h>

static double u[64][5];
static double tot[5];

static void norm(void)
{
    int i, m;
    for (m = 0; m < 5; m++) tot[m] = 0.0;
#pragma omp barrier
#pragma omp for
    for (i = 0; i < 64; i++)
        for (m = 0; m < 5; m++) {
#pragma omp atomic
            tot[m] += u[i][m] * u[i][m];
        }
}

int main(void)
{
    for (int i = 0; i < 64; i++)
        for (int m = 0; m < 5; m++) u[i][m] = i * 0.5 + m;
#pragma omp parallel
    norm();
    for (int m = 0; m < 5; m++) printf("%.3f\n", tot[m]);
    return 0;
}
