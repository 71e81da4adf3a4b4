/* A 3-D 7-point stencil in the OpenMP 5.0 `loop` styles: `target teams loop collapse(3)`,
   a `target teams` region holding `loop` with explicit bind(parallel) inside `parallel`,
   `target parallel loop`, and a `teams loop` nested in a plain `target`; each sweep's
   source and destination swapped on the host. */
#include <stdio.h>
#include <stdlib.h>

#define NX 34
#define NY 30
#define NZ 26
#define IDX(i, j, k) (((i) * NY + (j)) * NZ + (k))

int main(void)
{
    size_t n = (size_t)NX * NY * NZ;
    double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *t;
    for (size_t q = 0; q < n; q++) a[q] = b[q] = (double)(q % 29) / 29.0;
#pragma omp target data map(tofrom: a[0:n], b[0:n])
    for (int s = 0; s < 8; s++) {
        if (s % 4 == 0) {
#pragma omp target teams loop collapse(3)
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++)
                    for (int k = 1; k < NZ - 1; k++)
                        b[IDX(i, j, k)] = (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)] + a[IDX(i, j - 1, k)] +
                                           a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)] +
                                           2.0 * a[IDX(i, j, k)]) / 8.0;
        } else if (s % 4 == 1) {
#pragma omp target teams num_teams(1)
#pragma omp parallel
#pragma omp loop bind(parallel) collapse(2)
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++)
                    for (int k = 1; k < NZ - 1; k++)
                        b[IDX(i, j, k)] = (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)] + a[IDX(i, j - 1, k)] +
                                           a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)] +
                                           2.0 * a[IDX(i, j, k)]) / 8.0;
        } else if (s % 4 == 2) {
#pragma omp target parallel loop
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++)
                    for (int k = 1; k < NZ - 1; k++)
                        b[IDX(i, j, k)] = (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)] + a[IDX(i, j - 1, k)] +
                                           a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)] +
                                           2.0 * a[IDX(i, j, k)]) / 8.0;
        } else {
#pragma omp target
#pragma omp teams loop collapse(2)
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++)
                    for (int k = 1; k < NZ - 1; k++)
                        b[IDX(i, j, k)] = (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)] + a[IDX(i, j - 1, k)] +
                                           a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)] +
                                           2.0 * a[IDX(i, j, k)]) / 8.0;
        }
        t = a; a = b; b = t;
    }
    double cs = 0.0;
    for (size_t q = 0; q < n; q++) cs += a[q] * (1 + q % 7);
    printf("cs=%.9f mid=%.9f\n", cs, a[IDX(NX / 2, NY / 2, NZ / 2)]);
    free(a); free(b);
    return 0;
}
