/* Kripke/SNAP-style kernels: LTimes/LPlusTimes over (nm, g, z) and (d, g, z) with
   collapse(2)/collapse(3), bounds read from a struct of sizes through a pointer, index
   arithmetic through a macro for the layout, a sweep over diagonals (wavefronts) whose
   inner plane loop is a `parallel for collapse(2)` with an `if` on the plane size, and a
   scalar flux reduction over a collapsed nest. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int num_directions, num_groups, num_zones, num_moments; int nx, ny, nz; } Grid_Data;

#define IDX3(a, b, c, nb, nc) (((long)(a) * (nb) + (b)) * (nc) + (c))

static void LTimes(const Grid_Data *gd, const double *ell, const double *psi, double *phi)
{
    int num_moments = gd->num_moments, num_groups = gd->num_groups, num_zones = gd->num_zones;
#pragma omp parallel for collapse(2) schedule(static)
    for (int nm = 0; nm < num_moments; ++nm)
        for (int g = 0; g < num_groups; ++g) {
            for (int z = 0; z < num_zones; ++z) {
                double s = 0;
                for (int d = 0; d < gd->num_directions; ++d)
                    s += ell[IDX3(0, nm, d, num_moments, gd->num_directions)] *
                         psi[IDX3(d, g, z, num_groups, num_zones)];
                phi[IDX3(nm, g, z, num_groups, num_zones)] += s;
            }
        }
}

static void LPlusTimes(const Grid_Data *gd, const double *ell_plus, const double *rhs, double *psi_out)
{
#pragma omp parallel for collapse(3)
    for (int d = 0; d < gd->num_directions; ++d)
        for (int g = 0; g < gd->num_groups; ++g)
            for (int z = 0; z < gd->num_zones; ++z) {
                double s = 0;
                for (int nm = 0; nm < gd->num_moments; ++nm)
                    s += ell_plus[IDX3(0, d, nm, gd->num_directions, gd->num_moments)] *
                         rhs[IDX3(nm, g, z, gd->num_groups, gd->num_zones)];
                psi_out[IDX3(d, g, z, gd->num_groups, gd->num_zones)] = s;
            }
}

static void sweep(const Grid_Data *gd, double *psi3)
{
    int nx = gd->nx, ny = gd->ny, nz = gd->nz;
    for (int diag = 0; diag <= (nx - 1) + (ny - 1); ++diag) {
        int ilo = diag - (ny - 1) > 0 ? diag - (ny - 1) : 0;
        int ihi = diag < nx - 1 ? diag : nx - 1;
#pragma omp parallel for collapse(2) if (parallel: (ihi - ilo + 1) * nz > 8)
        for (int i = ilo; i <= ihi; ++i)
            for (int k = 0; k < nz; ++k) {
                int j = diag - i;
                double up = i > 0 ? psi3[IDX3(i - 1, j, k, ny, nz)] : 1.0;
                double left = j > 0 ? psi3[IDX3(i, j - 1, k, ny, nz)] : 1.0;
                psi3[IDX3(i, j, k, ny, nz)] = 0.25 * (up + left) + 0.5 * (k + 1) / nz;
            }
    }
}

int main(void)
{
    Grid_Data gd = { 16, 8, 120, 9, 20, 18, 6 };
    Grid_Data *p = &gd;
    long nd = p->num_directions, ng = p->num_groups, nz = p->num_zones, nm = p->num_moments;
    double *ell = malloc(nm * nd * sizeof(double)), *ell_plus = malloc(nd * nm * sizeof(double));
    double *psi = malloc(nd * ng * nz * sizeof(double)), *phi = calloc(nm * ng * nz, sizeof(double));
    double *psi_out = malloc(nd * ng * nz * sizeof(double));
    for (long i = 0; i < nm * nd; i++) { ell[i] = 0.01 * (i % 17) - 0.05; ell_plus[i] = 0.02 * (i % 5); }
    for (long i = 0; i < nd * ng * nz; i++) psi[i] = 1.0 + (i % 23) * 0.001;
    for (int it = 0; it < 3; it++) {
        LTimes(p, ell, psi, phi);
        LPlusTimes(p, ell_plus, phi, psi_out);
    }
    double part = 0;
    int d, g;
#pragma omp parallel for collapse(2) reduction(+:part) private(d, g)
    for (d = 0; d < p->num_directions; d++)
        for (g = 0; g < p->num_groups; g++)
            for (int z = 0; z < p->num_zones; z++)
                part += psi_out[IDX3(d, g, z, ng, nz)] * (z + 1);
    double *psi3 = malloc((long)gd.nx * gd.ny * gd.nz * sizeof(double));
    sweep(p, psi3);
    double s3 = 0;
    for (long i = 0; i < (long)gd.nx * gd.ny * gd.nz; i++) s3 += psi3[i] * (i % 7);
    printf("phi=%.6f part=%.6f sweep=%.6f\n", phi[IDX3(3, 2, 50, ng, nz)], part, s3);
    return 0;
}
