#ifdef _OPENMP
#include <omp.h>
#endif
#include "globals.h"
double x[NA], r[NA], p[NA], q[NA];
double rho_g, alpha_g;
static double dsum;   /* shared reduction target of an orphaned loop */

void init_vectors(void) {
    int i;
#pragma omp for
    for (i = 0; i < NA; i++) {
        x[i] = 1.0;
        r[i] = 1.0 + (i % 7) * 0.01;
        p[i] = r[i];
        q[i] = 0.0;
    }
}

void matvec(void) {
    int i;
    /* tridiagonal A: 4 on diagonal, -1 off */
#pragma omp for nowait
    for (i = 0; i < NA; i++) {
        double s = 4.0 * p[i];
        if (i > 0) s -= p[i - 1];
        if (i < NA - 1) s -= p[i + 1];
        q[i] = s;
    }
#pragma omp barrier
}

double dot_pq(void) {
    int i;
#pragma omp single
    dsum = 0.0;
#pragma omp for reduction(+:dsum)
    for (i = 0; i < NA; i++)
        dsum += p[i] * q[i];
    return dsum;
}

void update(double alpha) {
    int i;
#pragma omp for
    for (i = 0; i < NA; i++) {
        x[i] += alpha * p[i];
        r[i] -= alpha * q[i];
    }
#pragma omp master
    alpha_g = alpha;
#pragma omp barrier
}
