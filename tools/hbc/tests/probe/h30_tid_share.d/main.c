#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads(void) { return 1; }
static int omp_get_num_threads(void) { return 1; }
#endif
void scale_my_block(double *a, int n, double f);
void partial_sum(const double *a, int n, double *partials);
#define N 100000
int main(void) {
    double *a = malloc(N * sizeof *a);
    double *part = calloc(64, sizeof *part);
    int nt = 1;
    for (int i = 0; i < N; i++) a[i] = (i % 10) * 0.5;
#pragma omp parallel
    {
        scale_my_block(a, N, 2.0);
#pragma omp barrier
        partial_sum(a, N, part);
#pragma omp single
        nt = omp_get_num_threads();
    }
    double s = 0;
    for (int t = 0; t < nt; t++) s += part[t];
    printf("sum=%.3f\n", s);
    free(a); free(part);
    return 0;
}
