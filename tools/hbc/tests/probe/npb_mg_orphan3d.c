/* NPB MG-style multigrid pieces: 3-D grids allocated as `double ***` and as flat arrays with
   an index macro, routines holding orphaned `#pragma omp for private(i3,i2,i1)` loops with
   K&R-style declarations at block top, called both from a `parallel` region in the V-cycle
   and directly from main (outside any region); a norm routine whose orphaned loop reduces
   into file-static accumulators, with `omp single` resetting them and `sqrt` at the end. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 34
#define NY 34
#define NZ 34
#define I3D(a, i3, i2, i1) (a)[((i3) * NY + (i2)) * NX + (i1)]

static double s_sum, s_max;

static double ***alloc3(int n3, int n2, int n1)
{
    double ***a;
    int i3, i2;
    a = (double ***)malloc(n3 * sizeof(double **));
    for (i3 = 0; i3 < n3; i3++) {
        a[i3] = (double **)malloc(n2 * sizeof(double *));
        for (i2 = 0; i2 < n2; i2++)
            a[i3][i2] = (double *)calloc(n1, sizeof(double));
    }
    return a;
}

static void free3(double ***a, int n3, int n2)
{
    int i3, i2;
    for (i3 = 0; i3 < n3; i3++) {
        for (i2 = 0; i2 < n2; i2++) free(a[i3][i2]);
        free(a[i3]);
    }
    free(a);
}

static void resid(double ***u, double ***v, double ***r, int n3, int n2, int n1, const double a[4])
{
    int i3, i2, i1;
    double u1[NX], u2[NX];
#pragma omp for private(i3, i2, i1, u1, u2)
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
}

static void psinv(double ***r, double *uf, int n3, int n2, int n1, const double c[4])
{
    int i3, i2, i1;
#pragma omp for private(i2, i1)
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++)
                I3D(uf, i3, i2, i1) += c[0] * r[i3][i2][i1]
                    + c[1] * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1]);
}

static void norm2u3(double ***r, int n3, int n2, int n1, double *rnm2, double *rnmu)
{
    int i3, i2, i1;
    double dn = 1.0 * (n3 - 2) * (n2 - 2) * (n1 - 2);
#pragma omp single
    {
        s_sum = 0.0;
        s_max = 0.0;
    }
#pragma omp for private(i2, i1) reduction(+:s_sum) reduction(max:s_max)
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++) {
                s_sum += r[i3][i2][i1] * r[i3][i2][i1];
                if (fabs(r[i3][i2][i1]) > s_max) s_max = fabs(r[i3][i2][i1]);
            }
#pragma omp single
    {
        *rnm2 = sqrt(s_sum / dn);
        *rnmu = s_max;
    }
}

int main(void)
{
    double ***u = alloc3(NZ, NY, NX), ***v = alloc3(NZ, NY, NX), ***r = alloc3(NZ, NY, NX);
    double *uf = (double *)calloc(NX * NY * NZ, sizeof(double));
    static const double a[4] = { -8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0 };
    static const double c[4] = { -3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0 };
    double rnm2 = 0, rnmu = 0;
    int i3, i2, i1, it;

    for (i3 = 0; i3 < NZ; i3++)
        for (i2 = 0; i2 < NY; i2++)
            for (i1 = 0; i1 < NX; i1++) {
                v[i3][i2][i1] = ((i3 * 7 + i2 * 13 + i1 * 29) % 17 == 0) ? 1.0 : 0.0;
                u[i3][i2][i1] = 0.01 * ((i1 + i2 + i3) % 5);
            }
    /* outside any region: orphaned loops run sequentially */
    resid(u, v, r, NZ, NY, NX, a);
    norm2u3(r, NZ, NY, NX, &rnm2, &rnmu);
    printf("initial: %.10e %.10e\n", rnm2, rnmu);

    for (it = 0; it < 4; it++) {
#pragma omp parallel default(shared) private(i3, i2, i1)
        {
            resid(u, v, r, NZ, NY, NX, a);
            psinv(r, uf, NZ, NY, NX, c);
#pragma omp for
            for (i3 = 1; i3 < NZ - 1; i3++)
                for (i2 = 1; i2 < NY - 1; i2++)
                    for (i1 = 1; i1 < NX - 1; i1++)
                        u[i3][i2][i1] += I3D(uf, i3, i2, i1);
            norm2u3(r, NZ, NY, NX, &rnm2, &rnmu);
        }
        printf("iter %d: %.10e %.10e\n", it, rnm2, rnmu);
    }
    free3(u, NZ, NY); free3(v, NZ, NY); free3(r, NZ, NY); free(uf);
    return 0;
}
