/* Benchmarks Game n-body grown to N bodies, as scientists write it: an explicit
   time-stepping loop around `parallel for` over particles (accelerations into arrays of
   structs, then a kick-drift loop), energy by a `parallel for reduction` over the upper
   triangle with schedule(dynamic), and a momentum correction computed by a reduction of
   three scalars before the steps. */
#include <math.h>
#include <stdio.h>

#define N 360
#define STEPS 40
#define DT 0.001
#define SOFT 1e-3

struct body { double x[3], v[3], m; };
static struct body bodies[N];
static double acc[N][3];

static double energy(void)
{
    double e = 0.0;
#pragma omp parallel for reduction(+ : e) schedule(dynamic, 8)
    for (int i = 0; i < N; i++) {
        const struct body *b = &bodies[i];
        e += 0.5 * b->m * (b->v[0] * b->v[0] + b->v[1] * b->v[1] + b->v[2] * b->v[2]);
        for (int j = i + 1; j < N; j++) {
            double d0 = b->x[0] - bodies[j].x[0], d1 = b->x[1] - bodies[j].x[1], d2 = b->x[2] - bodies[j].x[2];
            e -= b->m * bodies[j].m / sqrt(d0 * d0 + d1 * d1 + d2 * d2 + SOFT);
        }
    }
    return e;
}

static void advance(double dt)
{
    int i;
#pragma omp parallel for schedule(static)
    for (i = 0; i < N; i++) {
        double a0 = 0, a1 = 0, a2 = 0;
        for (int j = 0; j < N; j++) {
            if (j == i) continue;
            double d0 = bodies[j].x[0] - bodies[i].x[0], d1 = bodies[j].x[1] - bodies[i].x[1], d2 = bodies[j].x[2] - bodies[i].x[2];
            double r2 = d0 * d0 + d1 * d1 + d2 * d2 + SOFT;
            double mag = bodies[j].m / (r2 * sqrt(r2));
            a0 += d0 * mag; a1 += d1 * mag; a2 += d2 * mag;
        }
        acc[i][0] = a0; acc[i][1] = a1; acc[i][2] = a2;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        for (int k = 0; k < 3; k++) {
            bodies[i].v[k] += dt * acc[i][k];
            bodies[i].x[k] += dt * bodies[i].v[k];
        }
}

int main(void)
{
    unsigned s = 12345;
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < 3; k++) {
            s = s * 1664525u + 1013904223u;
            bodies[i].x[k] = (s >> 8) / 16777216.0 * 10.0 - 5.0;
            s = s * 1664525u + 1013904223u;
            bodies[i].v[k] = (s >> 8) / 16777216.0 - 0.5;
        }
        bodies[i].m = 0.5 + (i % 5) * 0.25;
    }
    double px = 0, py = 0, pz = 0, mt = 0;
#pragma omp parallel for reduction(+ : px, py, pz, mt)
    for (int i = 0; i < N; i++) {
        px += bodies[i].v[0] * bodies[i].m; py += bodies[i].v[1] * bodies[i].m; pz += bodies[i].v[2] * bodies[i].m;
        mt += bodies[i].m;
    }
    for (int i = 0; i < N; i++) { bodies[i].v[0] -= px / mt; bodies[i].v[1] -= py / mt; bodies[i].v[2] -= pz / mt; }
    printf("e0=%.7f\n", energy());
    for (int step = 0; step < STEPS; step++) {
        advance(DT);
        if (step % 10 == 9) printf("step %d e=%.7f\n", step + 1, energy());
    }
    printf("x0=%.6f %.6f %.6f\n", bodies[0].x[0], bodies[0].x[1], bodies[0].x[2]);
    return 0;
}
