/* Jacobi 2-D with the convergence loop outside the region, collapse(2) update, max-norm
   reduction, and pointer swap between iterations (a textbook exercise). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define NX 120
#define NY 100

int main(void)
{
    double (*u)[NY] = malloc(sizeof(double[NX][NY]));
    double (*v)[NY] = malloc(sizeof(double[NX][NY]));
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) u[i][j] = v[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
    double diff = 1.0;
    int it = 0;
    while (diff > 1e-4 && it < 500) {
        diff = 0.0;
#pragma omp parallel for collapse(2) reduction(max:diff)
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++) {
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                diff = fmax(diff, fabs(v[i][j] - u[i][j]));
            }
        double (*t)[NY] = u; u = v; v = t;
        it++;
    }
    double s = 0;
    for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) s += u[i][j];
    printf("it=%d diff=%.6e s=%.6f\n", it, diff, s);
    free(u); free(v);
    return 0;
}
