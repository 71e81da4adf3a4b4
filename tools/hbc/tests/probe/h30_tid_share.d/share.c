#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
/* manual block partition by thread id, as many codes do */
void scale_my_block(double *a, int n, double f) {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int lo = (int)((long)n * t / nt), hi = (int)((long)n * (t + 1) / nt);
    for (int i = lo; i < hi; i++) a[i] = a[i] * f + t * 0.0;
}
void partial_sum(const double *a, int n, double *partials) {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    double s = 0;
    for (int i = t; i < n; i += nt) s += a[i];
    partials[t] = s;
}
