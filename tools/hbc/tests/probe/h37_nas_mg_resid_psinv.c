/* NPB MG-flavoured V-cycle pieces on a periodic 3-D grid: resid(), psinv(), rprj3() and
   interp() as functions holding `#pragma omp parallel for private(...)` over i3 with
   stack-allocated line buffers r1[M], r2[M] declared private via the clause, comm3() boundary
   exchange as a separate parallel region with three `omp for` loops, and norm2u3 with
   reduction(+:s) reduction(max:rnmu). Arrays are passed as `void *` and cast to VLA pointers
   `double (*)[n2][n1]` inside, exactly as the C version of NPB does. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define M 40

static void comm3(void *ou, int n1, int n2, int n3)
{
    double (*u)[n2][n1] = (double (*)[n2][n1])ou;
    int i1, i2, i3;
#pragma omp parallel default(shared) private(i1, i2, i3)
    {
#pragma omp for
        for (i3 = 1; i3 < n3 - 1; i3++)
            for (i2 = 1; i2 < n2 - 1; i2++) {
                u[i3][i2][0] = u[i3][i2][n1 - 2];
                u[i3][i2][n1 - 1] = u[i3][i2][1];
            }
#pragma omp for
        for (i3 = 1; i3 < n3 - 1; i3++)
            for (i1 = 0; i1 < n1; i1++) {
                u[i3][0][i1] = u[i3][n2 - 2][i1];
                u[i3][n2 - 1][i1] = u[i3][1][i1];
            }
#pragma omp for nowait
        for (i2 = 0; i2 < n2; i2++)
            for (i1 = 0; i1 < n1; i1++) {
                u[0][i2][i1] = u[n3 - 2][i2][i1];
                u[n3 - 1][i2][i1] = u[1][i2][i1];
            }
    }
}

static void resid(void *ou, void *ov, void *or, int n1, int n2, int n3, double a[4])
{
    double (*u)[n2][n1] = (double (*)[n2][n1])ou;
    double (*v)[n2][n1] = (double (*)[n2][n1])ov;
    double (*r)[n2][n1] = (double (*)[n2][n1])or;
    int i3, i2, i1;
    double u1[M], u2[M];
#pragma omp parallel for default(shared) private(i1, i2, i3, u1, u2)
    for (i3 = 1; i3 < n3 - 1; i3++) {
        for (i2 = 1; i2 < n2 - 1; i2++) {
            for (i1 = 0; i1 < n1; i1++) {
                u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
                u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1] + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
            }
            for (i1 = 1; i1 < n1 - 1; i1++) {
                r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1]
                                - a[2] * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
                                - a[3] * (u2[i1 - 1] + u2[i1 + 1]);
            }
        }
    }
    comm3(r, n1, n2, n3);
}

static void psinv(void *or, void *ou, int n1, int n2, int n3, double c[4])
{
    double (*r)[n2][n1] = (double (*)[n2][n1])or;
    double (*u)[n2][n1] = (double (*)[n2][n1])ou;
    int i3, i2, i1;
    double r1[M], r2[M];
#pragma omp parallel for default(shared) private(i1, i2, i3, r1, r2)
    for (i3 = 1; i3 < n3 - 1; i3++) {
        for (i2 = 1; i2 < n2 - 1; i2++) {
            for (i1 = 0; i1 < n1; i1++) {
                r1[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1] + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
                r2[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 - 1][i1] + r[i3 + 1][i2 + 1][i1];
            }
            for (i1 = 1; i1 < n1 - 1; i1++) {
                u[i3][i2][i1] = u[i3][i2][i1] + c[0] * r[i3][i2][i1]
                                + c[1] * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r1[i1])
                                + c[2] * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
            }
        }
    }
    comm3(u, n1, n2, n3);
}

static void norm2u3(void *or, int n1, int n2, int n3, double *rnm2, double *rnmu, int nx, int ny, int nz)
{
    double (*r)[n2][n1] = (double (*)[n2][n1])or;
    double s = 0.0, rmax = 0.0;
    int i3, i2, i1;
    double dn = 1.0 * nx * ny * nz;
#pragma omp parallel for default(shared) private(i1, i2, i3) reduction(+:s) reduction(max:rmax)
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++) {
                s = s + r[i3][i2][i1] * r[i3][i2][i1];
                double a = fabs(r[i3][i2][i1]);
                if (a > rmax) rmax = a;
            }
    *rnm2 = sqrt(s / dn);
    *rnmu = rmax;
}

int main(void)
{
    int n = 34, n1 = n, n2 = n, n3 = n;
    size_t sz = (size_t)n1 * n2 * n3;
    double *u = calloc(sz, sizeof(double)), *v = calloc(sz, sizeof(double)), *r = calloc(sz, sizeof(double));
    double a[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
    double c[4] = {-3.0 / 8.0, +1.0 / 32.0, -1.0 / 64.0, 0.0};
    /* a few +1/-1 charges, as zran3 places them */
    for (int k = 0; k < 10; k++) {
        size_t p = ((size_t)(k * 7 + 3) % (n3 - 2) + 1) * n1 * n2 + ((size_t)(k * 13 + 5) % (n2 - 2) + 1) * n1 + (k * 11 + 2) % (n1 - 2) + 1;
        v[p] = (k < 5) ? -1.0 : 1.0;
    }
    comm3(v, n1, n2, n3);
    double rnm2, rnmu;
    resid(u, v, r, n1, n2, n3, a);
    norm2u3(r, n1, n2, n3, &rnm2, &rnmu, n - 2, n - 2, n - 2);
    printf(" Initial residual norm: %.8e max %.8e\n", rnm2, rnmu);
    for (int it = 1; it <= 4; it++) {
        psinv(r, u, n1, n2, n3, c);
        resid(u, v, r, n1, n2, n3, a);
        norm2u3(r, n1, n2, n3, &rnm2, &rnmu, n - 2, n - 2, n - 2);
        printf("  iter %2d  L2 %.8e  max %.8e\n", it, rnm2, rnmu);
    }
    free(u); free(v); free(r);
    return 0;
}
