#include <stdio.h>
void phase(double *v, int n, double *out);
#define B 8
#define N 1000
static double data[B][N];
int main(void) {
    double res[B], tot = 0;
    for (int b = 0; b < B; b++)
        for (int i = 0; i < N; i++) data[b][i] = (b + i) % 4;
#pragma omp parallel for
    for (int b = 0; b < B; b++) {
#pragma omp parallel
        phase(data[b], N, &res[b]);
    }
    /* also a plain top-level region calling it */
    double top = 0;
#pragma omp parallel
    phase(data[0], N, &top);
    for (int b = 0; b < B; b++) tot += res[b];
    printf("tot=%.1f top=%.1f\n", tot, top);
    return 0;
}
