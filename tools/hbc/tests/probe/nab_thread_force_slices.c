/* SPEC OMP nab-style nonbonded energy: each thread owns a slice of a force buffer
   (fbuf + tid * 3 * NATOM, sized after a `single` reads omp_get_num_threads()), zeroes it,
   accumulates pair forces for its share of atoms (`omp for schedule(dynamic)`) plus an
   energy reduction, then, after a barrier, an `omp for` over atoms sums all threads'
   slices. A pair list built outside the region by a helper also called in a `parallel for`
   for counting; the energy is computed over several MD steps with a velocity update
   between them; macros for the cutoff; timer not printed. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NATOM 700
#define CUT 2.2
#define CUT2 (CUT * CUT)
#define STEPS 4

static double x[3 * NATOM], v[3 * NATOM], f[3 * NATOM], q[NATOM];
static int *pairs_start, *pairs;
static double t_egb;

static int within(const double *c, int i, int j)
{
    double dx = c[3 * i] - c[3 * j], dy = c[3 * i + 1] - c[3 * j + 1], dz = c[3 * i + 2] - c[3 * j + 2];
    return dx * dx + dy * dy + dz * dz < CUT2;
}

static int build_pairs(void)
{
    int total = 0;
    int *cnt = malloc(sizeof(int) * NATOM);
#pragma omp parallel for schedule(dynamic, 16) reduction(+ : total)
    for (int i = 0; i < NATOM; i++) {
        int c = 0;
        for (int j = i + 1; j < NATOM; j++) c += within(x, i, j);
        cnt[i] = c;
        total += c;
    }
    free(pairs_start);
    free(pairs);
    pairs_start = malloc(sizeof(int) * (NATOM + 1));
    pairs = malloc(sizeof(int) * (total ? total : 1));
    pairs_start[0] = 0;
    for (int i = 0; i < NATOM; i++) pairs_start[i + 1] = pairs_start[i] + cnt[i];
#pragma omp parallel for schedule(dynamic, 16)
    for (int i = 0; i < NATOM; i++) {
        int k = pairs_start[i];
        for (int j = i + 1; j < NATOM; j++)
            if (within(x, i, j)) pairs[k++] = j;
    }
    free(cnt);
    return total;
}

static double nonbond(void)
{
    double energy = 0.0;
    double *fbuf = NULL;
    int nthreads = 1;
    double t0 = omp_get_wtime();
#pragma omp parallel reduction(+ : energy)
    {
        int tid = omp_get_thread_num();
#pragma omp single
        {
            nthreads = omp_get_num_threads();
            fbuf = malloc(sizeof(double) * 3 * NATOM * nthreads);
        }
        double *my = fbuf + (size_t)tid * 3 * NATOM;
        for (int k = 0; k < 3 * NATOM; k++) my[k] = 0.0;
#pragma omp for schedule(dynamic, 8)
        for (int i = 0; i < NATOM; i++) {
            for (int p = pairs_start[i]; p < pairs_start[i + 1]; p++) {
                int j = pairs[p];
                double dx = x[3 * i] - x[3 * j], dy = x[3 * i + 1] - x[3 * j + 1], dz = x[3 * i + 2] - x[3 * j + 2];
                double r2 = dx * dx + dy * dy + dz * dz + 0.01;
                double rinv = 1.0 / sqrt(r2);
                double e = q[i] * q[j] * rinv;
                double de = e / r2;
                energy += e;
                my[3 * i] += de * dx; my[3 * i + 1] += de * dy; my[3 * i + 2] += de * dz;
                my[3 * j] -= de * dx; my[3 * j + 1] -= de * dy; my[3 * j + 2] -= de * dz;
            }
        }
        /* implicit barrier above: every slice is complete */
#pragma omp for
        for (int k = 0; k < 3 * NATOM; k++) {
            double s = 0.0;
            for (int t = 0; t < nthreads; t++) s += fbuf[(size_t)t * 3 * NATOM + k];
            f[k] = s;
        }
    }
    free(fbuf);
    t_egb += omp_get_wtime() - t0;
    return energy;
}

int main(void)
{
    unsigned s = 4242;
    for (int i = 0; i < NATOM; i++) {
        for (int d = 0; d < 3; d++) {
            s = s * 1664525u + 1013904223u;
            x[3 * i + d] = (s >> 8) % 10000 / 10000.0 * 9.0;
            v[3 * i + d] = 0.0;
        }
        q[i] = (i % 3 == 0) ? -0.8 : 0.4;
    }
    for (int step = 0; step < STEPS; step++) {
        int np = build_pairs();
        double e = nonbond();
        double fmax = 0.0, ke = 0.0;
#pragma omp parallel for reduction(max : fmax) reduction(+ : ke)
        for (int k = 0; k < 3 * NATOM; k++) {
            v[k] += 1e-4 * f[k];
            x[k] += 1e-3 * v[k];
            ke += 0.5 * v[k] * v[k];
            if (fabs(f[k]) > fmax) fmax = fabs(f[k]);
        }
        printf("step %d pairs %d energy %.6e fmax %.6e ke %.6e\n", step, np, e, fmax, ke);
    }
    return t_egb < 0.0;
}
