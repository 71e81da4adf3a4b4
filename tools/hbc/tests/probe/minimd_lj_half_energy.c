/* miniMD / LAMMPS-style Lennard-Jones force loop over a full neighbour list: positions on a
   perturbed lattice, a binned neighbour build (`parallel for` per atom scanning the 27 bins),
   the force loop inside a `parallel` region where each thread keeps its own energy and
   virial partials and, since every pair is seen twice in a full list, adds half of them
   into the shared totals with `#pragma omp atomic` (`eng_vdwl += 0.5 * t_eng;`, as miniMD's
   ForceLJ::compute_fullneigh does), velocity-Verlet integrate kernels, a thermo kernel with
   a reduction, and helpers called both in and out of the regions. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NC 8                 /* unit cells per side, 4 atoms each (fcc) */
#define NATOMS (4 * NC * NC * NC)
#define LAT 1.6796
#define CUTF 2.5
#define CUTN (CUTF + 0.3)
#define MAXNEIGH 96
#define NBIN 4
#define DT 0.005

static double x[NATOMS][3], v[NATOMS][3], f[NATOMS][3];
static int numneigh[NATOMS], neigh[NATOMS][MAXNEIGH];
static int binhead[NBIN * NBIN * NBIN], binnext[NATOMS];
static double box = NC * LAT;
static double eng_vdwl, virial;
static double t_force, t_neigh;

static double pbc_delta(double d)
{
    if (d > 0.5 * box) d -= box;
    if (d < -0.5 * box) d += box;
    return d;
}

static int coord2bin(const double *p)
{
    int b[3];
    for (int d = 0; d < 3; d++) {
        b[d] = (int)(p[d] / box * NBIN);
        if (b[d] >= NBIN) b[d] = NBIN - 1;
        if (b[d] < 0) b[d] = 0;
    }
    return (b[2] * NBIN + b[1]) * NBIN + b[0];
}

static void create_atoms(void)
{
    const double basis[4][3] = {{0, 0, 0}, {0.5, 0.5, 0}, {0.5, 0, 0.5}, {0, 0.5, 0.5}};
    unsigned s = 87287;
    int n = 0;
    for (int k = 0; k < NC; k++)
        for (int j = 0; j < NC; j++)
            for (int i = 0; i < NC; i++)
                for (int b = 0; b < 4; b++) {
                    double cell[3] = {i, j, k};
                    for (int d = 0; d < 3; d++) {
                        s = s * 1103515245u + 12345u;
                        x[n][d] = (cell[d] + basis[b][d]) * LAT + ((int)((s >> 16) % 1000) - 500) * 1e-4;
                        v[n][d] = ((int)((s >> 4) % 1000) - 500) * 1e-3;
                    }
                    n++;
                }
}

static void neighbor_build(void)
{
    double t0 = omp_get_wtime();
    for (int b = 0; b < NBIN * NBIN * NBIN; b++) binhead[b] = -1;
    for (int i = NATOMS - 1; i >= 0; i--) { /* bins hold atoms in increasing order */
        int b = coord2bin(x[i]);
        binnext[i] = binhead[b];
        binhead[b] = i;
    }
#pragma omp parallel for schedule(static, 32)
    for (int i = 0; i < NATOMS; i++) {
        int n = 0;
        int bi = coord2bin(x[i]);
        int bx = bi % NBIN, by = bi / NBIN % NBIN, bz = bi / (NBIN * NBIN);
        for (int dz = -1; dz <= 1; dz++)
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int b = (((bz + dz + NBIN) % NBIN) * NBIN + (by + dy + NBIN) % NBIN) * NBIN + (bx + dx + NBIN) % NBIN;
                    for (int j = binhead[b]; j >= 0; j = binnext[j]) {
                        if (j == i) continue;
                        double dxx = pbc_delta(x[i][0] - x[j][0]), dyy = pbc_delta(x[i][1] - x[j][1]),
                               dzz = pbc_delta(x[i][2] - x[j][2]);
                        if (dxx * dxx + dyy * dyy + dzz * dzz < CUTN * CUTN && n < MAXNEIGH) neigh[i][n++] = j;
                    }
                }
        numneigh[i] = n;
    }
    t_neigh += omp_get_wtime() - t0;
}

static void force_compute(void)
{
    double t0 = omp_get_wtime();
    eng_vdwl = 0.0;
    virial = 0.0;
#pragma omp parallel
    {
        double t_eng = 0.0, t_vir = 0.0;
#pragma omp for schedule(static)
        for (int i = 0; i < NATOMS; i++) {
            double fx = 0, fy = 0, fz = 0;
            for (int k = 0; k < numneigh[i]; k++) {
                int j = neigh[i][k];
                double dx = pbc_delta(x[i][0] - x[j][0]), dy = pbc_delta(x[i][1] - x[j][1]),
                       dz = pbc_delta(x[i][2] - x[j][2]);
                double rsq = dx * dx + dy * dy + dz * dz;
                if (rsq < CUTF * CUTF) {
                    double sr2 = 1.0 / rsq, sr6 = sr2 * sr2 * sr2;
                    double force = 48.0 * sr6 * (sr6 - 0.5) * sr2;
                    fx += dx * force; fy += dy * force; fz += dz * force;
                    t_eng += 4.0 * sr6 * (sr6 - 1.0);
                    t_vir += (dx * dx + dy * dy + dz * dz) * force;
                }
            }
            f[i][0] = fx; f[i][1] = fy; f[i][2] = fz;
        }
#pragma omp atomic
        eng_vdwl += 0.5 * t_eng;
#pragma omp atomic
        virial += 0.5 * t_vir;
    }
    t_force += omp_get_wtime() - t0;
}

static void initial_integrate(void)
{
#pragma omp parallel for
    for (int i = 0; i < NATOMS; i++)
        for (int d = 0; d < 3; d++) {
            v[i][d] += 0.5 * DT * f[i][d];
            x[i][d] += DT * v[i][d];
            if (x[i][d] < 0) x[i][d] += box;
            if (x[i][d] >= box) x[i][d] -= box;
        }
}

static void final_integrate(void)
{
#pragma omp parallel for
    for (int i = 0; i < NATOMS; i++)
        for (int d = 0; d < 3; d++) v[i][d] += 0.5 * DT * f[i][d];
}

static double temperature(void)
{
    double t = 0.0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < NATOMS; i++) t += v[i][0] * v[i][0] + v[i][1] * v[i][1] + v[i][2] * v[i][2];
    return t / (3.0 * NATOMS);
}

int main(void)
{
    create_atoms();
    neighbor_build();
    force_compute();
    printf("step 0 T %.6e E %.6e W %.6e\n", temperature(), eng_vdwl / NATOMS, virial / NATOMS);
    for (int step = 1; step <= 10; step++) {
        initial_integrate();
        if (step % 5 == 0) neighbor_build();
        force_compute();
        final_integrate();
        if (step % 5 == 0)
            printf("step %d T %.6e E %.6e W %.6e\n", step, temperature(), eng_vdwl / NATOMS, virial / NATOMS);
    }
    long nn = 0;
    for (int i = 0; i < NATOMS; i++) nn += numneigh[i];
    printf("neighbours %ld\n", nn);
    return t_force + t_neigh < 0.0;
}
