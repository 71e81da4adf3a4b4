/* CloverLeaf-style hydro mini-app: many small kernels, each its own `parallel for` (some
   collapse(2)), a field_summary reducing five variables at once, calc_dt taking a min
   reduction plus the location of the minimum through a hand-made partial and a critical,
   ideal_gas called both from inside a region (orphaned `for`) and outside any region,
   FTNREF2D-style index macros, file-static fields, omp_get_wtime timers (not printed). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define XMAX 96
#define YMAX 64
#define IDX(j, k) ((k) * (XMAX + 4) + (j))
#define NCELL ((XMAX + 4) * (YMAX + 4))
#define G_SMALL 1.0e-16
#define G_BIG 1.0e+21

static double density0[NCELL], density1[NCELL], energy0[NCELL], energy1[NCELL];
static double pressure[NCELL], soundspeed[NCELL], viscosity[NCELL];
static double xvel0[NCELL], yvel0[NCELL], xvel1[NCELL], yvel1[NCELL];
static double volume[NCELL], celldx[XMAX + 4], celldy[YMAX + 4];
static double kernel_time;

static void ideal_gas(const double *density, const double *energy)
{
    int j, k;
#pragma omp for private(j)
    for (k = 2; k < YMAX + 2; k++) {
        for (j = 2; j < XMAX + 2; j++) {
            double v = 1.0 / density[IDX(j, k)];
            pressure[IDX(j, k)] = (1.4 - 1.0) * density[IDX(j, k)] * energy[IDX(j, k)];
            double pe = (1.4 - 1.0) * density[IDX(j, k)];
            double pv = -density[IDX(j, k)] * pressure[IDX(j, k)];
            double ss2 = v * v * (pressure[IDX(j, k)] * pe - pv);
            soundspeed[IDX(j, k)] = sqrt(ss2 > 0 ? ss2 : 0);
        }
    }
}

static void generate_chunk(void)
{
    double t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (int k = 0; k < YMAX + 4; k++)
        for (int j = 0; j < XMAX + 4; j++) {
            int c = IDX(j, k);
            int hot = (j < 20 && k < 20);
            density0[c] = hot ? 1.0 : 0.2;
            energy0[c] = hot ? 2.5 : 1.0;
            xvel0[c] = yvel0[c] = 0.0;
            volume[c] = 0.01;
            viscosity[c] = 0.0;
        }
#pragma omp parallel for
    for (int j = 0; j < XMAX + 4; j++) celldx[j] = 0.1;
#pragma omp parallel for
    for (int k = 0; k < YMAX + 4; k++) celldy[k] = 0.1;
    kernel_time += omp_get_wtime() - t0;
}

static void viscosity_kernel(void)
{
#pragma omp parallel for collapse(2)
    for (int k = 2; k < YMAX + 2; k++)
        for (int j = 2; j < XMAX + 2; j++) {
            double ugrad = (xvel0[IDX(j + 1, k)] + xvel0[IDX(j + 1, k + 1)]) - (xvel0[IDX(j, k)] + xvel0[IDX(j, k + 1)]);
            double vgrad = (yvel0[IDX(j, k + 1)] + yvel0[IDX(j + 1, k + 1)]) - (yvel0[IDX(j, k)] + yvel0[IDX(j + 1, k)]);
            double div = celldx[j] * ugrad + celldy[k] * vgrad;
            double pgrad = (pressure[IDX(j + 1, k)] - pressure[IDX(j - 1, k)]) / (2.0 * celldx[j]);
            viscosity[IDX(j, k)] = div < 0.0 ? 2.0 * density0[IDX(j, k)] * pgrad * pgrad * 1e-4 : 0.0;
        }
}

static double calc_dt(int *jloc, int *kloc)
{
    double dt_min = G_BIG;
    int jl = -1, kl = -1;
#pragma omp parallel
    {
        double my_min = G_BIG;
        int my_j = -1, my_k = -1;
#pragma omp for
        for (int k = 2; k < YMAX + 2; k++)
            for (int j = 2; j < XMAX + 2; j++) {
                double cc = soundspeed[IDX(j, k)] * soundspeed[IDX(j, k)] + 2.0 * viscosity[IDX(j, k)] / density0[IDX(j, k)];
                double dtct = 0.7 * celldx[j] / sqrt(cc > G_SMALL ? cc : G_SMALL);
                double dt = dtct + 1e-9 * ((j * 7 + k * 13) % 101); /* make the minimum unique */
                if (dt < my_min) { my_min = dt; my_j = j; my_k = k; }
            }
#pragma omp critical(calc_dt)
        {
            if (my_min < dt_min || (my_min == dt_min && (my_k < kl || (my_k == kl && my_j < jl)))) {
                dt_min = my_min; jl = my_j; kl = my_k;
            }
        }
    }
    *jloc = jl;
    *kloc = kl;
    return dt_min;
}

static void pdv(double dt)
{
#pragma omp parallel for
    for (int k = 2; k < YMAX + 2; k++)
        for (int j = 2; j < XMAX + 2; j++) {
            int c = IDX(j, k);
            double work = (pressure[c] + viscosity[c]) * 1e-3 * dt;
            energy1[c] = energy0[c] - work / density0[c];
            density1[c] = density0[c] * (1.0 - 1e-3 * dt);
        }
}

static void accelerate(double dt)
{
#pragma omp parallel for collapse(2)
    for (int k = 2; k < YMAX + 2; k++)
        for (int j = 2; j < XMAX + 2; j++) {
            double stepbymass = 0.5 * dt / (density0[IDX(j, k)] * volume[IDX(j, k)]);
            xvel1[IDX(j, k)] = xvel0[IDX(j, k)] - stepbymass * (pressure[IDX(j, k)] - pressure[IDX(j - 1, k)]);
            yvel1[IDX(j, k)] = yvel0[IDX(j, k)] - stepbymass * (pressure[IDX(j, k)] - pressure[IDX(j, k - 1)]);
        }
}

static void reset_field(void)
{
#pragma omp parallel
    {
#pragma omp for nowait
        for (int k = 2; k < YMAX + 2; k++)
            for (int j = 2; j < XMAX + 2; j++) {
                density0[IDX(j, k)] = density1[IDX(j, k)];
                energy0[IDX(j, k)] = energy1[IDX(j, k)];
            }
#pragma omp for
        for (int k = 2; k < YMAX + 3; k++)
            for (int j = 2; j < XMAX + 3; j++) {
                xvel0[IDX(j, k)] = xvel1[IDX(j, k)];
                yvel0[IDX(j, k)] = yvel1[IDX(j, k)];
            }
    }
}

static void field_summary(double *vol, double *mass, double *ie, double *ke, double *press)
{
    double v = 0, m = 0, e = 0, k2 = 0, p = 0;
#pragma omp parallel
    {
        ideal_gas(density0, energy0);
#pragma omp for reduction(+ : v, m, e, k2, p)
        for (int k = 2; k < YMAX + 2; k++)
            for (int j = 2; j < XMAX + 2; j++) {
                double cv = volume[IDX(j, k)];
                double cm = cv * density0[IDX(j, k)];
                double vsq = xvel0[IDX(j, k)] * xvel0[IDX(j, k)] + yvel0[IDX(j, k)] * yvel0[IDX(j, k)];
                v += cv;
                m += cm;
                e += cm * energy0[IDX(j, k)];
                k2 += cm * 0.5 * vsq;
                p += cv * pressure[IDX(j, k)];
            }
    }
    *vol = v; *mass = m; *ie = e; *ke = k2; *press = p;
}

int main(void)
{
    double t = omp_get_wtime();
    generate_chunk();
    ideal_gas(density0, energy0); /* outside any region: the sequential loop */
    int jl = 0, kl = 0;
    for (int step = 1; step <= 12; step++) {
        ideal_gas(density0, energy0);
        viscosity_kernel();
        double dt = calc_dt(&jl, &kl);
        pdv(dt);
        accelerate(dt);
        reset_field();
        if (step % 4 == 0) printf("step %d dt %.6e at %d %d\n", step, dt, jl, kl);
    }
    double vol, mass, ie, ke, press;
    field_summary(&vol, &mass, &ie, &ke, &press);
    printf("vol %.6e mass %.6e ie %.6e ke %.6e press %.6e\n", vol, mass, ie, ke, press);
    kernel_time += omp_get_wtime() - t;
    return kernel_time < 0.0;
}
