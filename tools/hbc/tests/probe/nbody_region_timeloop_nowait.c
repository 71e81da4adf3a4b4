/* An n-body integrator with the whole time loop inside one `parallel` region: per step an
   `omp for schedule(static) nowait` computes accelerations (reading positions only), an
   explicit `barrier`, an `omp for` kick-drift, and every 5 steps a `single` that resets
   energy accumulators followed by an `omp for reduction(+:ke,pe)` and a `master` that
   stores the energies into a history array indexed by a shared counter (then a barrier). */
#include <math.h>
#include <stdio.h>

#define N 300
#define STEPS 30
static double px[N], py[N], pz[N], vx[N], vy[N], vz[N], ax[N], ay[N], az[N], m[N];
static double hist_ke[STEPS], hist_pe[STEPS];

int main(void)
{
    for (int i = 0; i < N; i++) {
        double t = i * 0.37;
        px[i] = cos(t) * (1 + i % 10); py[i] = sin(t) * (1 + i % 10); pz[i] = (i % 7) * 0.3 - 1.0;
        vx[i] = -py[i] * 0.05; vy[i] = px[i] * 0.05; vz[i] = 0;
        m[i] = 1.0 / N;
    }
    double ke = 0, pe = 0;
    int nh = 0;
    const double dt = 0.005, eps2 = 0.01;
#pragma omp parallel
    {
        for (int s = 0; s < STEPS; s++) {
#pragma omp for schedule(static) nowait
            for (int i = 0; i < N; i++) {
                double fx = 0, fy = 0, fz = 0;
                for (int j = 0; j < N; j++) {
                    double dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
                    double r2 = dx * dx + dy * dy + dz * dz + eps2;
                    double w = m[j] / (r2 * sqrt(r2));
                    fx += dx * w; fy += dy * w; fz += dz * w;
                }
                ax[i] = fx; ay[i] = fy; az[i] = fz;
            }
#pragma omp barrier
#pragma omp for schedule(static)
            for (int i = 0; i < N; i++) {
                vx[i] += dt * ax[i]; vy[i] += dt * ay[i]; vz[i] += dt * az[i];
                px[i] += dt * vx[i]; py[i] += dt * vy[i]; pz[i] += dt * vz[i];
            }
            if (s % 5 == 4) {
#pragma omp single
                { ke = 0; pe = 0; }
#pragma omp for reduction(+ : ke, pe) schedule(dynamic, 10)
                for (int i = 0; i < N; i++) {
                    ke += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
                    for (int j = i + 1; j < N; j++) {
                        double dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
                        pe -= m[i] * m[j] / sqrt(dx * dx + dy * dy + dz * dz + eps2);
                    }
                }
#pragma omp master
                { hist_ke[nh] = ke; hist_pe[nh] = pe; nh++; }
#pragma omp barrier
            }
        }
    }
    for (int k = 0; k < nh; k++) printf("sample %d ke=%.9f pe=%.9f\n", k, hist_ke[k], hist_pe[k]);
    printf("p0=%.7f %.7f %.7f\n", px[0], py[0], pz[0]);
    return 0;
}
