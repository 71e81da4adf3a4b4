/* miniMD-style neighbour list build: the region computes a per-thread resize flag,
   neighbour counts are filled by an `omp for` with each atom's list in its own slot, the
   overflow flag is set with `atomic write`, a `single` grows the storage and the region
   repeats the build while the flag is set (`while` around `omp for` at region level with
   barriers), then a force loop with `reduction(+: eng_vdwl, virial)`. */
#include <stdio.h>
#include <stdlib.h>

#define NLOCAL 1500

int main(void)
{
    double (*x)[3] = malloc(NLOCAL * sizeof *x);
    double (*f)[3] = calloc(NLOCAL, sizeof *f);
    for (int i = 0; i < NLOCAL; i++) {
        x[i][0] = (i % 15) * 0.9 + 0.01 * (i % 7);
        x[i][1] = ((i / 15) % 10) * 0.9 + 0.02 * (i % 3);
        x[i][2] = (i / 150) * 0.9 + 0.005 * (i % 11);
    }
    int maxneighs = 4;
    int *numneigh = calloc(NLOCAL, sizeof(int));
    int *neighbors = malloc(NLOCAL * maxneighs * sizeof(int));
    int resize = 1, rebuilds = 0;
    const double cutneighsq = 1.5 * 1.5;
#pragma omp parallel
    {
        while (resize) {
#pragma omp barrier
#pragma omp single
            resize = 0;
#pragma omp for
            for (int i = 0; i < NLOCAL; i++) {
                int *neighptr = &neighbors[i * maxneighs];
                int n = 0;
                for (int j = 0; j < NLOCAL; j++) {
                    if (j == i) continue;
                    double dx = x[i][0] - x[j][0], dy = x[i][1] - x[j][1], dz = x[i][2] - x[j][2];
                    double rsq = dx * dx + dy * dy + dz * dz;
                    if (rsq <= cutneighsq) {
                        if (n < maxneighs) neighptr[n] = j;
                        n++;
                    }
                }
                numneigh[i] = n;
                if (n > maxneighs) {
#pragma omp atomic write
                    resize = 1;
                }
            }
#pragma omp single
            {
                if (resize) {
                    int m = 0;
                    for (int i = 0; i < NLOCAL; i++) if (numneigh[i] > m) m = numneigh[i];
                    maxneighs = m;
                    free(neighbors);
                    neighbors = malloc(NLOCAL * maxneighs * sizeof(int));
                    rebuilds++;
                }
            }
        }
    }
    double eng_vdwl = 0, virial = 0;
#pragma omp parallel for reduction(+:eng_vdwl, virial)
    for (int i = 0; i < NLOCAL; i++) {
        const int *neighs = &neighbors[i * maxneighs];
        double fix = 0, fiy = 0, fiz = 0;
        for (int k = 0; k < numneigh[i]; k++) {
            int j = neighs[k];
            double dx = x[i][0] - x[j][0], dy = x[i][1] - x[j][1], dz = x[i][2] - x[j][2];
            double rsq = dx * dx + dy * dy + dz * dz;
            double sr2 = 1.0 / rsq, sr6 = sr2 * sr2 * sr2;
            double force = 48.0 * sr6 * (sr6 - 0.5) * sr2;
            fix += dx * force; fiy += dy * force; fiz += dz * force;
            eng_vdwl += 0.5 * 4.0 * sr6 * (sr6 - 1.0);
            virial += 0.5 * (dx * dx + dy * dy + dz * dz) * force;
        }
        f[i][0] = fix; f[i][1] = fiy; f[i][2] = fiz;
    }
    long nn = 0;
    for (int i = 0; i < NLOCAL; i++) nn += numneigh[i];
    printf("maxneighs=%d rebuilds=%d nn=%ld eng=%.6f virial=%.6f f0=%.6f\n", maxneighs, rebuilds, nn, eng_vdwl, virial, f[7][0]);
    return 0;
}
