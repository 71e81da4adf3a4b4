/* HPCG-style multicoloured symmetric Gauss-Seidel: rows grouped by colour (8 colours of a
   3-D 7-point grid), a forward and a backward sweep, each colour a `parallel for` over the
   rows of that colour (read through an index array), the backward sweep a descending loop
   `for (c = ncolors - 1; c >= 0; --c)` around a `parallel for` with `>=` and `-=` on a
   variable step; ComputeResidual with `reduction(max:)`; and an error counter updated in
   a function through `critical(residual_err)` nested in another `critical(outer)`. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 16
#define NY 16
#define NZ 16
#define NROWS (NX * NY * NZ)

static int color_of(int ix, int iy, int iz) { return (ix & 1) | ((iy & 1) << 1) | ((iz & 1) << 2); }
static long nbad;

static void note_bad(long k)
{
#pragma omp critical(residual_err)
    nbad += k;
}

static double apply_row(int row, const double *x, double *diag_out)
{
    int ix = row % NX, iy = (row / NX) % NY, iz = row / (NX * NY);
    double s = 0;
    if (ix > 0) s -= x[row - 1];
    if (ix < NX - 1) s -= x[row + 1];
    if (iy > 0) s -= x[row - NX];
    if (iy < NY - 1) s -= x[row + NX];
    if (iz > 0) s -= x[row - NX * NY];
    if (iz < NZ - 1) s -= x[row + NX * NY];
    *diag_out = 6.5;
    return s;
}

int main(void)
{
    int ncolors = 8;
    int *rows_by_color = malloc(NROWS * sizeof(int)), start[9] = {0};
    int counts[8] = {0};
    for (int r = 0; r < NROWS; r++) counts[color_of(r % NX, (r / NX) % NY, r / (NX * NY))]++;
    for (int c = 0; c < 8; c++) start[c + 1] = start[c] + counts[c];
    int fill[8];
    for (int c = 0; c < 8; c++) fill[c] = start[c];
    for (int r = 0; r < NROWS; r++) rows_by_color[fill[color_of(r % NX, (r / NX) % NY, r / (NX * NY))]++] = r;
    double *x = calloc(NROWS, sizeof(double)), *rhs = malloc(NROWS * sizeof(double));
    for (int r = 0; r < NROWS; r++) rhs[r] = 1.0 + (r % 5) * 0.1;
    double resid = 0;
    for (int sweep = 0; sweep < 6; sweep++) {
        for (int c = 0; c < ncolors; c++) {
#pragma omp parallel for schedule(static)
            for (int k = start[c]; k < start[c + 1]; k++) {
                int row = rows_by_color[k];
                double d, s = apply_row(row, x, &d);
                x[row] = (rhs[row] - s) / d;
            }
        }
        int stride = 1;
        for (int c = ncolors - 1; c >= 0; --c) {
            int k;
#pragma omp parallel for
            for (k = start[c + 1] - 1; k >= start[c]; k -= stride) {
                int row = rows_by_color[k];
                double d, s = apply_row(row, x, &d);
                x[row] = (rhs[row] - s) / d;
            }
        }
        resid = 0;
#pragma omp parallel for reduction(max:resid)
        for (int r = 0; r < NROWS; r++) {
            double d, s = apply_row(r, x, &d);
            double v = fabs(rhs[r] - s - d * x[r]);
            if (v > resid) resid = v;
            if (v > 10.0) {
#pragma omp critical(outer)
                note_bad(1);
            }
        }
    }
    double xs = 0;
    for (int r = 0; r < NROWS; r++) xs += x[r] * (r % 3 + 1);
    printf("resid=%.6e xs=%.6f bad=%ld\n", resid, xs, nbad);
    return 0;
}
