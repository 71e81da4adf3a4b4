#include <stdio.h>
#include <stdlib.h>
double row_norm(const double *row, int m);
void row_scale(double *row, int m, double f);
#define N 300
#define M 400
int main(void) {
    double *a = malloc(sizeof(double) * N * M), tot = 0;
    for (int i = 0; i < N * M; i++) a[i] = ((i * 7) % 13) * 0.1;
#pragma omp parallel for reduction(+:tot)
    for (int i = 0; i < N; i++) {
        row_scale(a + (long)i * M, M, 1.0 + (i % 3));
        tot += row_norm(a + (long)i * M, M);
    }
    printf("tot=%.6f\n", tot);
    free(a);
    return 0;
}
