#include <math.h>
/* orphaned worksharing with clauses; globals shared across files */
double resid_max;
int last_i;
double last_val;
void relax(double *u, const double *f, int n, double w) {
    int i;
    double tmp;
#pragma omp for schedule(dynamic, 64) private(tmp)
    for (i = 1; i < n - 1; i++) {
        tmp = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
        u[i] = (1 - w) * u[i] + w * tmp;   /* in-place (chaotic) would be order-dependent: use Jacobi below */
    }
}
static int ji;
static double jv;
void jacobi(double *unew, const double *u, const double *f, int n) {
#pragma omp for lastprivate(ji, jv) schedule(guided)
    for (ji = 1; ji < n - 1; ji++) {
        jv = 0.5 * (u[ji - 1] + u[ji + 1] + f[ji]);
        unew[ji] = jv;
    }
#pragma omp single
    { last_i = ji; last_val = jv; }
}
static double m = -1;
void residual(const double *a, const double *b, int n) {
    int i;
#pragma omp single
    resid_max = 0;
#pragma omp for reduction(max:resid_max) firstprivate(m)
    for (i = 0; i < n; i++) {
        m = fabs(a[i] - b[i]);
        if (m > resid_max) resid_max = m;
    }
}
