/* Macros defined inside a function right before the parallel loops that use them
   (index helpers and a min/max helper), `#undef` after, as some Rodinia/NPB-derived codes
   do; plus a file-scope macro that expands to a loop-local statement. */
#include <stdio.h>
#include <stdlib.h>

#define SQR(x) ((x) * (x))

static void stencil(double *a, double *b, int nx, int ny, int steps)
{
#define IX(i, j) ((i) * ny + (j))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : ((v) > (hi) ? (hi) : (v)))
    int t, i, j;
    for (t = 0; t < steps; t++) {
#pragma omp parallel for private(j)
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++) {
                double v = 0.25 * (a[IX(i - 1, j)] + a[IX(i + 1, j)] + a[IX(i, j - 1)] + a[IX(i, j + 1)]);
                b[IX(i, j)] = CLAMP(v, 0.0, 100.0);
            }
        double *tmp = a; a = b; b = tmp;
    }
#undef IX
#undef CLAMP
}

int main(void)
{
    int nx = 200, ny = 150, i;
    double *a = calloc(nx * ny, sizeof(double)), *b = calloc(nx * ny, sizeof(double));
    for (i = 0; i < ny; i++) { a[i] = 100.0; b[i] = 100.0; }
    stencil(a, b, nx, ny, 20);
    double s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < nx * ny; i++) s += SQR(a[i]);
    printf("s %.8f\n", s);
    free(a); free(b);
    return 0;
}
