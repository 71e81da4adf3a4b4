/* The body writes its firstprivate copy, which the sequential build cannot show: the right
   output is gcc -fopenmp's, the same at OMP_NUM_THREADS=1, 2, 3. */
// PROBE-OUTPUT: steps=5248 sum=-2741.698865 p0=2.00
/* Myocyte-style: a `parallel for` over independent cell instances, each integrating a small
   ODE system through many small functions (fluxes, currents, a table of function pointers),
   with local state arrays in the body, a fixed-size parameter array firstprivate, and an
   adaptive inner while loop. */
#include <stdio.h>
#include <math.h>
#define NCELL 64
#define NEQ 6

typedef void (*rate_fn)(const double *y, const double *p, double *f);

static double flux_ca(double v, double ca, const double *p) { return p[0] * exp(-v / 25.0) * ca / (ca + p[1]); }
static double flux_k(double v, const double *p) { return p[2] * (v - p[3]) / (1.0 + exp(-(v + 10.0) / 6.0)); }
static double gate(double v, double k) { return 1.0 / (1.0 + exp(-(v - k) / 5.0)); }

static void rates_membrane(const double *y, const double *p, double *f)
{
    f[0] = -(flux_ca(y[0], y[1], p) + flux_k(y[0], p)) * 0.01;
    f[1] = flux_ca(y[0], y[1], p) * 0.001 - y[1] * 0.02;
}
static void rates_gates(const double *y, const double *p, double *f)
{
    f[2] = (gate(y[0], -20.0) - y[2]) * 0.3;
    f[3] = (gate(y[0], 10.0) - y[3]) * 0.05;
    (void)p;
}
static void rates_buffers(const double *y, const double *p, double *f)
{
    f[4] = p[4] * y[1] * (1.0 - y[4]) - 0.01 * y[4];
    f[5] = pow(y[2], 3.0) * y[3] - 0.1 * y[5];
}

static const rate_fn table[3] = { rates_membrane, rates_gates, rates_buffers };

static double norm_inf(const double *a, const double *b, int n)
{
    double m = 0.0;
    for (int i = 0; i < n; i++) m = fmax(m, fabs(a[i] - b[i]));
    return m;
}

int main(void)
{
    static double result[NCELL][NEQ];
    static int steps_taken[NCELL];
    double params[5] = { 2.0, 0.5, 0.8, -80.0, 0.05 };
    int cell;
#pragma omp parallel for private(cell) firstprivate(params) schedule(dynamic, 4)
    for (cell = 0; cell < NCELL; cell++) {
        double y[NEQ] = { -60.0 + cell * 0.5, 0.1 + cell * 0.001, 0.2, 0.8, 0.0, 0.0 };
        double f[NEQ], ytry[NEQ];
        double t = 0.0, h = 0.05;
        int steps = 0;
        params[0] = 2.0 + (cell % 4) * 0.25;   /* the cell's own copy */
        while (t < 20.0) {
            for (int k = 0; k < NEQ; k++) f[k] = 0.0;
            for (int g = 0; g < 3; g++) table[g](y, params, f);
            for (int k = 0; k < NEQ; k++) ytry[k] = y[k] + h * f[k];
            double d = norm_inf(ytry, y, NEQ);
            if (d > 0.5 && h > 1e-3) { h *= 0.5; continue; }
            for (int k = 0; k < NEQ; k++) y[k] = ytry[k];
            t += h;
            steps++;
            if (d < 0.05 && h < 0.2) h *= 1.5;
        }
        for (int k = 0; k < NEQ; k++) result[cell][k] = y[k];
        steps_taken[cell] = steps;
    }
    double s = 0.0;
    long st = 0;
    for (int c = 0; c < NCELL; c++) {
        st += steps_taken[c];
        for (int k = 0; k < NEQ; k++) s += result[c][k] * (k + 1);
    }
    printf("steps=%ld sum=%.6f p0=%.2f\n", st, s, params[0]);
    return 0;
}
