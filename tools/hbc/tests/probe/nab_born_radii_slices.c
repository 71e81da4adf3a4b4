/* SPEC OMP nab-style generalized Born step: per-thread derivative arrays allocated before
   the region as one block of omp_get_max_threads() slices (zeroed by calloc), each thread
   accumulating into its slice (picked by omp_get_thread_num() at region level) over an
   `omp for schedule(dynamic,4) nowait` on the upper triangle, then an explicit barrier and
   an `omp for` summing every slice per atom; an energy `reduction` on the same loops. A
   helper computes the Born radii first (parallel for); several steps with a position
   update, the slices re-zeroed by their threads each step. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NAT 900
static double pos[3 * NAT], chg[NAT], rborn[NAT], deriv[NAT];

static void born_radii(void)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < NAT; i++) {
        double s = 0;
        for (int j = 0; j < NAT; j++) {
            if (j == i) continue;
            double dx = pos[3 * i] - pos[3 * j], dy = pos[3 * i + 1] - pos[3 * j + 1], dz = pos[3 * i + 2] - pos[3 * j + 2];
            s += 1.0 / (1.0 + dx * dx + dy * dy + dz * dz);
        }
        rborn[i] = 1.5 + 1.0 / (1.0 + s);
    }
}

static double egb(double *slices, int nt)
{
    double e = 0.0;
#pragma omp parallel reduction(+ : e)
    {
        double *my = slices + (size_t)omp_get_thread_num() * NAT;
        memset(my, 0, sizeof(double) * NAT);
#pragma omp barrier
#pragma omp for schedule(dynamic, 4) nowait
        for (int i = 0; i < NAT; i++) {
            for (int j = i + 1; j < NAT; j++) {
                double dx = pos[3 * i] - pos[3 * j], dy = pos[3 * i + 1] - pos[3 * j + 1], dz = pos[3 * i + 2] - pos[3 * j + 2];
                double r2 = dx * dx + dy * dy + dz * dz;
                double rr = rborn[i] * rborn[j];
                double f = sqrt(r2 + rr * exp(-r2 / (4.0 * rr)));
                double qq = chg[i] * chg[j];
                e += -qq / f;
                double de = qq / (f * f * f) * rr;
                my[i] += de;
                my[j] += de;
            }
        }
#pragma omp barrier
#pragma omp for
        for (int i = 0; i < NAT; i++) {
            double s = 0;
            for (int t = 0; t < nt; t++) s += slices[(size_t)t * NAT + i];
            deriv[i] = s;
        }
    }
    return e;
}

int main(void)
{
    for (int i = 0; i < NAT; i++) {
        pos[3 * i] = (i % 10) * 1.7 + 0.01 * (i % 7);
        pos[3 * i + 1] = ((i / 10) % 10) * 1.7;
        pos[3 * i + 2] = (i / 100) * 1.7 - 0.02 * (i % 3);
        chg[i] = (i % 3 == 0) ? -0.8 : 0.4;
    }
    int nt = omp_get_max_threads();
    double *slices = calloc((size_t)nt * NAT, sizeof(double));
    for (int step = 0; step < 3; step++) {
        born_radii();
        double e = egb(slices, nt);
        double ds = 0, dmax = 0;
        for (int i = 0; i < NAT; i++) { ds += deriv[i]; if (fabs(deriv[i]) > dmax) dmax = fabs(deriv[i]); }
        printf("step %d egb=%.6f dsum=%.6f dmax=%.6f r0=%.6f\n", step, e, ds, dmax, rborn[0]);
        for (int i = 0; i < NAT; i++) pos[3 * i] += 0.01 * deriv[i];
    }
    free(slices);
    return 0;
}
