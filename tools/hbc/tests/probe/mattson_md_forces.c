/* A small Lennard-Jones molecular dynamics code in the style of the common-core "md"
   exercise: forces in a `parallel for` with a long private list, schedule(static,8),
   reduction(+:epot,vir) and `atomic` updates of the neighbour's force; the velocity-Verlet
   update in another parallel loop with a reduction of the kinetic energy. Positions lie on a
   lattice and integer-valued work keeps the output stable. */
#include <stdio.h>
#include <math.h>
#define NPART 256
#define NSTEPS 6
#define SIDE 8.0

double x[NPART * 3], vh[NPART * 3], f[NPART * 3];
double epot, vir;

static void init(void)
{
    int i, n = 0, a, b, c;
    for (a = 0; a < 8; a++)
        for (b = 0; b < 8; b++)
            for (c = 0; c < 4; c++) {
                x[3 * n] = a * 1.0 + 0.01 * (n % 3);
                x[3 * n + 1] = b * 1.0 + 0.013 * (n % 5);
                x[3 * n + 2] = c * 2.0 + 0.007 * (n % 7);
                n++;
            }
    for (i = 0; i < 3 * NPART; i++) { vh[i] = 0.0; f[i] = 0.0; }
}

static void forces(int npart, double *x, double *f, double side, double rcoff)
{
    int i, j;
    double sideh = 0.5 * side, rcoffs = rcoff * rcoff;
    vir = 0.0;
    epot = 0.0;
#pragma omp parallel for default(none) shared(x, f, npart, side, sideh, rcoffs) \
    private(j) reduction(+ : epot, vir) schedule(static, 8)
    for (i = 0; i < npart * 3; i += 3) {
        double xi = x[i], yi = x[i + 1], zi = x[i + 2];
        double fxi = 0.0, fyi = 0.0, fzi = 0.0;
        for (j = i + 3; j < npart * 3; j += 3) {
            double xx = xi - x[j], yy = yi - x[j + 1], zz = zi - x[j + 2];
            if (xx < -sideh) xx += side;
            if (xx > sideh) xx -= side;
            if (yy < -sideh) yy += side;
            if (yy > sideh) yy -= side;
            if (zz < -sideh) zz += side;
            if (zz > sideh) zz -= side;
            double rd = xx * xx + yy * yy + zz * zz;
            if (rd <= rcoffs) {
                double rrd = 1.0 / rd, rrd2 = rrd * rrd, rrd3 = rrd2 * rrd, rrd4 = rrd2 * rrd2;
                double rrd6 = rrd2 * rrd4, rrd7 = rrd6 * rrd;
                double r148 = rrd7 - 0.5 * rrd4;
                epot += rrd6 - rrd3;
                vir -= rd * r148;
                fxi += xx * r148;
                fyi += yy * r148;
                fzi += zz * r148;
#pragma omp atomic
                f[j] -= xx * r148;
#pragma omp atomic
                f[j + 1] -= yy * r148;
#pragma omp atomic
                f[j + 2] -= zz * r148;
            }
        }
#pragma omp atomic
        f[i] += fxi;
#pragma omp atomic
        f[i + 1] += fyi;
#pragma omp atomic
        f[i + 2] += fzi;
    }
}

static double domove(int n3, double side, double dt)
{
    int i;
    double ekin = 0.0;
#pragma omp parallel for reduction(+ : ekin)
    for (i = 0; i < n3; i++) {
        vh[i] += f[i] * dt * 0.5;
        x[i] += vh[i] * dt;
        if (x[i] < 0.0) x[i] += side;
        if (x[i] > side) x[i] -= side;
        vh[i] += 0.0;
        ekin += vh[i] * vh[i];
        f[i] = 0.0;
    }
    return 0.5 * ekin;
}

int main(void)
{
    int move;
    double ekin = 0.0;
    init();
    for (move = 0; move < NSTEPS; move++) {
        forces(NPART, x, f, SIDE, 2.5);
        ekin = domove(3 * NPART, SIDE, 0.0005);
        printf("step %d epot %.5f vir %.5f ekin %.7f\n", move, 4.0 * epot, 48.0 * vir, ekin);
    }
    return 0;
}
