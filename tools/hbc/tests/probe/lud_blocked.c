/* Blocked right-looking LU decomposition in the shape of Rodinia's lud OpenMP version: per
   diagonal offset, a sequential diagonal block, a `parallel for default(none)` over the
   perimeter blocks with block-sized local scratch arrays in the body, and a `parallel for`
   over the interior blocks (a flattened 2-D block index) with local tiles and a row sum. */
#include <stdio.h>
#define BS 8
#define SZ 96

static void lu_diag(double *a, int size, int off)
{
    for (int i = 0; i < BS; i++)
        for (int j = i; j < BS; j++) {
            for (int k = 0; k < i; k++) a[(off + i) * size + off + j] -= a[(off + i) * size + off + k] * a[(off + k) * size + off + j];
            if (j > i) {
                double s = a[(off + j) * size + off + i];
                for (int k = 0; k < i; k++) s -= a[(off + j) * size + off + k] * a[(off + k) * size + off + i];
                a[(off + j) * size + off + i] = s / a[(off + i) * size + off + i];
            }
        }
}

static void lud(double *a, int size)
{
    int off;
    for (off = 0; off < size - BS; off += BS) {
        lu_diag(a, size, off);
        int chunks = (size - off) / BS - 1;
#pragma omp parallel for default(none) shared(a, size, off, chunks)
        for (int ci = 0; ci < chunks; ci++) {
            double dia[BS * BS], row[BS * BS], col[BS * BS];
            int i, j, k;
            int gb = off + BS * (ci + 1);
            for (i = 0; i < BS; i++)
                for (j = 0; j < BS; j++) {
                    dia[i * BS + j] = a[(off + i) * size + off + j];
                    row[i * BS + j] = a[(off + i) * size + gb + j];
                    col[i * BS + j] = a[(gb + i) * size + off + j];
                }
            for (j = 0; j < BS; j++)       /* row block: L^-1 (unit lower) */
                for (i = 1; i < BS; i++)
                    for (k = 0; k < i; k++) row[i * BS + j] -= dia[i * BS + k] * row[k * BS + j];
            for (i = 0; i < BS; i++)       /* column block: times U^-1 */
                for (j = 0; j < BS; j++) {
                    for (k = 0; k < j; k++) col[i * BS + j] -= col[i * BS + k] * dia[k * BS + j];
                    col[i * BS + j] /= dia[j * BS + j];
                }
            for (i = 0; i < BS; i++)
                for (j = 0; j < BS; j++) {
                    a[(off + i) * size + gb + j] = row[i * BS + j];
                    a[(gb + i) * size + off + j] = col[i * BS + j];
                }
        }
#pragma omp parallel for default(none) shared(a, size, off, chunks)
        for (int ci = 0; ci < chunks * chunks; ci++) {
            double top[BS * BS], left[BS * BS];
            int gi = off + BS * (ci / chunks + 1), gj = off + BS * (ci % chunks + 1);
            for (int i = 0; i < BS; i++)
                for (int j = 0; j < BS; j++) {
                    top[i * BS + j] = a[(off + i) * size + gj + j];
                    left[i * BS + j] = a[(gi + i) * size + off + j];
                }
            for (int i = 0; i < BS; i++) {
                double sum[BS] = { 0 };
                for (int k = 0; k < BS; k++)
                    for (int j = 0; j < BS; j++) sum[j] += left[i * BS + k] * top[k * BS + j];
                for (int j = 0; j < BS; j++) a[(gi + i) * size + gj + j] -= sum[j];
            }
        }
    }
    lu_diag(a, size, off);
}

int main(void)
{
    static double a[SZ * SZ], orig[SZ * SZ];
    for (int i = 0; i < SZ; i++)
        for (int j = 0; j < SZ; j++)
            orig[i * SZ + j] = a[i * SZ + j] = (i == j ? SZ * 4.0 : 0.0) + ((i * 31 + j * 17) % 23) / 7.0;
    lud(a, SZ);
    /* check L*U against the original */
    double err = 0.0, tr = 0.0;
    for (int i = 0; i < SZ; i++) {
        tr += a[i * SZ + i];
        for (int j = 0; j < SZ; j++) {
            double s = 0.0;
            for (int k = 0; k <= (i < j ? i : j); k++) s += (k == i ? 1.0 : a[i * SZ + k]) * a[k * SZ + j];
            double d = s - orig[i * SZ + j];
            err += d < 0 ? -d : d;
        }
    }
    printf("trace=%.6f ok=%d\n", tr, err < 1e-6);
    return 0;
}
