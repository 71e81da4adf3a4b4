/* CoMD-style link cells: atoms binned into boxes, a Lennard-Jones force loop over boxes and
   their 27 neighbours accumulating into per-thread force arrays allocated before the region
   with omp_get_max_threads(), then a second loop summing the per-thread arrays; the
   potential energy is a reduction. A second force pass uses `#pragma omp atomic` on a
   half neighbour list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NB 5            /* boxes per side */
#define PER_BOX 4
#define NBOX (NB * NB * NB)
#define NATOM (NBOX * PER_BOX)

typedef double real3[3];

typedef struct {
    int nAtoms[NBOX];
    real3 r[NATOM];
    real3 f[NATOM];
    double boxSize;
} SimFlat;

static int getBoxFromTuple(int ix, int iy, int iz)
{
    ix = (ix + NB) % NB; iy = (iy + NB) % NB; iz = (iz + NB) % NB;
    return (iz * NB + iy) * NB + ix;
}

static void lj(const real3 a, const real3 b, double L, real3 df, double *e)
{
    double d[3], r2 = 0;
    for (int m = 0; m < 3; m++) {
        d[m] = a[m] - b[m];
        if (d[m] > L / 2) d[m] -= L;
        if (d[m] < -L / 2) d[m] += L;
        r2 += d[m] * d[m];
    }
    if (r2 > 2.25 || r2 == 0.0) { df[0] = df[1] = df[2] = 0; *e = 0; return; }
    double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
    double fr = 24.0 * ir6 * (2.0 * ir6 - 1.0) * ir2 * 1e-3;
    for (int m = 0; m < 3; m++) df[m] = fr * d[m];
    *e = 4.0 * ir6 * (ir6 - 1.0) * 1e-3;
}

int main(void)
{
    SimFlat *s = calloc(1, sizeof *s);
    s->boxSize = 1.2;
    double L = NB * s->boxSize;
    for (int b = 0; b < NBOX; b++) {
        int ix = b % NB, iy = (b / NB) % NB, iz = b / (NB * NB);
        s->nAtoms[b] = PER_BOX;
        for (int k = 0; k < PER_BOX; k++) {
            int a = b * PER_BOX + k;
            s->r[a][0] = (ix + 0.2 + 0.55 * (k & 1) + 0.01 * (a % 7)) * s->boxSize;
            s->r[a][1] = (iy + 0.2 + 0.55 * ((k >> 1) & 1) + 0.013 * (a % 5)) * s->boxSize;
            s->r[a][2] = (iz + 0.3 + 0.3 * (k % 3) + 0.007 * (a % 11)) * s->boxSize;
        }
    }
    int nThreads = omp_get_max_threads();
    real3 **fThread = malloc(nThreads * sizeof(real3 *));
    for (int t = 0; t < nThreads; t++) fThread[t] = calloc(NATOM, sizeof(real3));
    double ePot = 0.0;
#pragma omp parallel for reduction(+:ePot) schedule(static)
    for (int iBox = 0; iBox < NBOX; iBox++) {
        real3 *myF = fThread[omp_get_thread_num()];
        int ix = iBox % NB, iy = (iBox / NB) % NB, iz = iBox / (NB * NB);
        for (int dz = -1; dz <= 1; dz++)
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int jBox = getBoxFromTuple(ix + dx, iy + dy, iz + dz);
                    for (int ii = 0; ii < s->nAtoms[iBox]; ii++) {
                        int i = iBox * PER_BOX + ii;
                        for (int jj = 0; jj < s->nAtoms[jBox]; jj++) {
                            int j = jBox * PER_BOX + jj;
                            real3 df;
                            double e;
                            lj(s->r[i], s->r[j], L, df, &e);
                            myF[i][0] += df[0]; myF[i][1] += df[1]; myF[i][2] += df[2];
                            ePot += 0.5 * e;
                        }
                    }
                }
    }
#pragma omp parallel for
    for (int i = 0; i < NATOM; i++)
        for (int t = 0; t < nThreads; t++)
            for (int m = 0; m < 3; m++) {
                s->f[i][m] += fThread[t][i][m];
                fThread[t][i][m] = 0.0;
            }
    /* half list with atomics: each pair once, Newton's third law */
    static real3 f2[NATOM];
#pragma omp parallel for schedule(dynamic, 4)
    for (int i = 0; i < NATOM; i++) {
        for (int j = i + 1; j < NATOM; j++) {
            real3 df;
            double e;
            lj(s->r[i], s->r[j], L, df, &e);
            if (e == 0.0) continue;
            for (int m = 0; m < 3; m++) {
#pragma omp atomic
                f2[i][m] += df[m];
#pragma omp atomic update
                f2[j][m] -= df[m];
            }
        }
    }
    double fsum = 0, fdiff = 0;
    for (int i = 0; i < NATOM; i++)
        for (int m = 0; m < 3; m++) {
            fsum += s->f[i][m] * (m + 1) * (i % 3 + 1);
            double d = s->f[i][m] - f2[i][m];
            fdiff += d * d;
        }
    printf("ePot=%.6f fsum=%.6f same=%d\n", ePot, fsum, fdiff < 1e-12);
    return 0;
}
