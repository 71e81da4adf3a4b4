/* SPEC OMP-flavoured C (like 362.fma3d / 370.mgrid / 314.mgrid C ports): `parallel
   default(shared) private(...)` with a long private list of scalars used both as inner
   counters and as temporaries set at region level before the loop, `for lastprivate(...)`
   of variables carried out of the loop (the last iteration's temporaries), a
   `parallel for firstprivate(x) lastprivate(x)` pair, and `lastprivate` of the loop
   index itself declared outside. */
#include <stdio.h>
#include <math.h>
#define NX 40
#define NY 36
#define NZ 30

static double u[NZ][NY][NX], r[NZ][NY][NX], v[NZ][NY][NX];

int main(void)
{
    int i, j, k, i1, j1, k1, ii;
    double a0, a1, a2, a3, t1, t2, t3, rnm2, rnmu, last_t;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) {
                u[k][j][i] = sin(0.1 * i) * cos(0.07 * j) + 0.01 * k;
                v[k][j][i] = (i + j + k) % 3 - 1.0;
            }
    rnm2 = 0.0;
    rnmu = 0.0;
#pragma omp parallel default(shared) private(i, j, k, i1, j1, k1, a0, a1, a2, a3, t1, t2, t3)
    {
        a0 = -8.0 / 3.0;
        a1 = 0.0;
        a2 = 1.0 / 6.0;
        a3 = 1.0 / 12.0;
#pragma omp for reduction(+:rnm2) reduction(max:rnmu)
        for (k = 1; k < NZ - 1; k++) {
            for (j = 1; j < NY - 1; j++) {
                for (i = 1; i < NX - 1; i++) {
                    i1 = i - 1; j1 = j - 1; k1 = k - 1;
                    t1 = u[k][j1][i] + u[k][j + 1][i] + u[k1][j][i] + u[k + 1][j][i];
                    t2 = u[k][j][i1] + u[k][j][i + 1];
                    t3 = u[k1][j1][i] + u[k1][j + 1][i] + u[k + 1][j1][i] + u[k + 1][j + 1][i];
                    r[k][j][i] = v[k][j][i] - a0 * u[k][j][i] - a1 * (t1 + t2) - a2 * t3 - a3 * (t1 - t2);
                    rnm2 += r[k][j][i] * r[k][j][i];
                    if (fabs(r[k][j][i]) > rnmu) rnmu = fabs(r[k][j][i]);
                }
            }
        }
    }
    /* lastprivate of loop-carried temporaries */
    double carried = 0.0;
#pragma omp parallel for private(j) lastprivate(t1, carried, j1)
    for (ii = 0; ii < NX * 10; ii++) {
        t1 = 0.0;
        for (j = 0; j < 4; j++) t1 += ii * 0.5 + j;
        carried = t1 * 2.0;
        j1 = ii % 17;
    }
    /* firstprivate and lastprivate on the same variable, and the index lastprivate */
    last_t = 100.0;
    int idx;
#pragma omp parallel for firstprivate(last_t) lastprivate(last_t, idx)
    for (idx = 0; idx < 997; idx++) {
        last_t = last_t + idx;
    }
    /* lastprivate in a region's for, with nowait and a later single reading it */
    int lastk = -1;
    double out = 0;
#pragma omp parallel private(t2)
    {
        t2 = 0;
#pragma omp for lastprivate(lastk) nowait
        for (k = 0; k < 123; k++) lastk = k * 3;
#pragma omp barrier
#pragma omp single
        out = lastk + 0.5;
    }
    printf("rnm2=%.6f rnmu=%.6f t1=%.3f carried=%.3f j1=%d idx=%d lastk=%d out=%.1f\n",
           sqrt(rnm2 / ((NX - 2) * (NY - 2) * (NZ - 2))), rnmu, t1, carried, j1, idx, lastk, out);
    (void)last_t;
    return 0;
}
