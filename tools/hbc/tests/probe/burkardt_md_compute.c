/* Burkardt-style md: compute() is a `parallel shared(f,nd,np,pos,vel) private(i,j,k,rij,d,
   d2)` region around an `omp for reduction(+:pe,ke)`, calling dist() with a private array;
   update() is a `parallel for shared(...) private(i,j)`. Particles start on a jittered
   lattice from a deterministic generator. Old C style with declarations at the top. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define ND 3
#define NP 200
#define STEP_NUM 5

double dist(int nd, double r1[], double r2[], double dr[]);
void compute(int np, int nd, double pos[], double vel[], double mass, double f[], double *pot, double *kin);
void update(int np, int nd, double pos[], double vel[], double f[], double acc[], double mass, double dt);

int main()
{
    double *acc, *force, *pos, *vel;
    double dt = 0.0001, e0, kinetic, mass = 1.0, potential;
    int i, j, step;
    unsigned int seed = 123456789;

    acc = (double *)malloc(ND * NP * sizeof(double));
    force = (double *)malloc(ND * NP * sizeof(double));
    pos = (double *)malloc(ND * NP * sizeof(double));
    vel = (double *)malloc(ND * NP * sizeof(double));

    for (j = 0; j < NP; j++)
        for (i = 0; i < ND; i++) {
            seed = seed * 69069u + 1u;
            pos[i + j * ND] = 10.0 * ((seed >> 8) / 16777216.0);
            vel[i + j * ND] = 0.0;
            acc[i + j * ND] = 0.0;
        }
    compute(NP, ND, pos, vel, mass, force, &potential, &kinetic);
    e0 = potential + kinetic;
    printf("step 0: potential %.6e kinetic %.6e\n", potential, kinetic);
    for (step = 1; step <= STEP_NUM; step++) {
        compute(NP, ND, pos, vel, mass, force, &potential, &kinetic);
        printf("step %d: potential %.6e kinetic %.6e relerr %.3e\n", step, potential, kinetic,
               fabs((potential + kinetic - e0) / e0) < 1e-3 ? 0.0 : 1.0);
        update(NP, ND, pos, vel, force, acc, mass, dt);
    }
    free(acc); free(force); free(pos); free(vel);
    return 0;
}

void compute(int np, int nd, double pos[], double vel[], double mass, double f[], double *pot, double *kin)
{
    double d;
    double d2;
    int i;
    int j;
    int k;
    double ke;
    double pe;
    double PI2 = 3.141592653589793 / 2.0;
    double rij[3];

    pe = 0.0;
    ke = 0.0;
#pragma omp parallel shared(f, nd, np, pos, vel) private(i, j, k, rij, d, d2)
#pragma omp for reduction(+ : pe, ke)
    for (k = 0; k < np; k++) {
        for (i = 0; i < nd; i++) f[i + k * nd] = 0.0;
        for (j = 0; j < np; j++) {
            if (k != j) {
                d = dist(nd, pos + k * nd, pos + j * nd, rij);
                if (d < PI2)
                    d2 = d;
                else
                    d2 = PI2;
                pe = pe + 0.5 * pow(sin(d2), 2);
                for (i = 0; i < nd; i++) f[i + k * nd] = f[i + k * nd] - rij[i] * sin(2.0 * d2) / d;
            }
        }
        for (i = 0; i < nd; i++) ke = ke + vel[i + k * nd] * vel[i + k * nd];
    }
    ke = ke * 0.5 * mass;
    *pot = pe;
    *kin = ke;
}

double dist(int nd, double r1[], double r2[], double dr[])
{
    double d;
    int i;
    d = 0.0;
    for (i = 0; i < nd; i++) {
        dr[i] = r1[i] - r2[i];
        d = d + dr[i] * dr[i];
    }
    d = sqrt(d);
    return d;
}

void update(int np, int nd, double pos[], double vel[], double f[], double acc[], double mass, double dt)
{
    int i;
    int j;
    double rmass;
    rmass = 1.0 / mass;
#pragma omp parallel for shared(acc, dt, f, nd, np, pos, rmass, vel) private(i, j)
    for (j = 0; j < np; j++)
        for (i = 0; i < nd; i++) {
            pos[i + j * nd] = pos[i + j * nd] + vel[i + j * nd] * dt + 0.5 * acc[i + j * nd] * dt * dt;
            vel[i + j * nd] = vel[i + j * nd] + 0.5 * dt * (f[i + j * nd] * rmass + acc[i + j * nd]);
            acc[i + j * nd] = f[i + j * nd] * rmass;
        }
}
