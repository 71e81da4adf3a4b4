#include "kern.h"
long shared_count;
void kern_axpy(double *y, const double *x, double a, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
double kern_dot(const double *x, const double *y, int n) {
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
void kern_count(int k) {
#pragma omp critical(cnt)
    shared_count += k;
}
