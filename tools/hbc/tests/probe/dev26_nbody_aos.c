/* N-body with an array of structs mapped whole, a `declare target` force function, a
   `target teams distribute parallel for` over bodies with an inner sequential loop, a
   kinetic-energy reduction with the reduction variable mapped, and an `if(target: ...)`. */
#include <stdio.h>
#include <math.h>

#define NB 256

typedef struct { double x, y, z, vx, vy, vz, m; } Body;

#pragma omp declare target
static void accel(const Body *a, const Body *b, double *ax, double *ay, double *az)
{
    double dx = b->x - a->x, dy = b->y - a->y, dz = b->z - a->z;
    double d2 = dx * dx + dy * dy + dz * dz + 1e-3;
    double inv = b->m / (d2 * sqrt(d2));
    *ax += dx * inv; *ay += dy * inv; *az += dz * inv;
}
#pragma omp end declare target

static Body bodies[NB];

int main(void)
{
    const double dt = 0.01;
    int step, nb = NB;
    for (int i = 0; i < NB; i++) {
        bodies[i].x = (i % 16) * 0.5; bodies[i].y = (i / 16) * 0.5; bodies[i].z = (i % 7) * 0.1;
        bodies[i].vx = bodies[i].vy = bodies[i].vz = 0.0;
        bodies[i].m = 1.0 + (i % 3) * 0.5;
    }
    double ke = 0.0;
#pragma omp target data map(tofrom: bodies[0:NB])
    for (step = 0; step < 10; step++) {
#pragma omp target teams distribute parallel for if(target: nb > 64)
        for (int i = 0; i < NB; i++) {
            double ax = 0, ay = 0, az = 0;
            for (int j = 0; j < NB; j++)
                if (j != i) accel(&bodies[i], &bodies[j], &ax, &ay, &az);
            bodies[i].vx += dt * ax; bodies[i].vy += dt * ay; bodies[i].vz += dt * az;
        }
#pragma omp target teams distribute parallel for
        for (int i = 0; i < NB; i++) {
            bodies[i].x += dt * bodies[i].vx; bodies[i].y += dt * bodies[i].vy; bodies[i].z += dt * bodies[i].vz;
        }
    }
#pragma omp target teams distribute parallel for reduction(+:ke) map(tofrom: ke) map(to: bodies[0:NB])
    for (int i = 0; i < NB; i++)
        ke += 0.5 * bodies[i].m * (bodies[i].vx * bodies[i].vx + bodies[i].vy * bodies[i].vy + bodies[i].vz * bodies[i].vz);
    printf("ke=%.9f x0=%.9f z100=%.9f\n", ke, bodies[0].x, bodies[100].z);
    return 0;
}
