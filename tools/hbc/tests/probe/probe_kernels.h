/* A header of the program (same folder) with OpenMP loops in inline functions. */
#ifndef PROBE_KERNELS_H
#define PROBE_KERNELS_H
static inline void scale_add(double *y, const double *x, double a, int n)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
static inline double sum_sq(const double *x, int n)
{
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    return s;
}
#endif
