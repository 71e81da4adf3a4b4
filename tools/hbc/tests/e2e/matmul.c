/* Dense matrix multiply: collapse(2), inner reduction, nested parallel for. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 160

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  double *A = malloc(sizeof(double) * n * n), *B = malloc(sizeof(double) * n * n);
  double *C = malloc(sizeof(double) * n * n);
  int i, j, k;
  long check = 0;
#pragma omp parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i * n + j] = (i + j) % 5;
      B[i * n + j] = (i * 3 + j) % 7;
    }
#pragma omp parallel for private(j, k)
  for (i = 0; i < n; i++) {
#pragma omp parallel for private(k)
    for (j = 0; j < n; j++) {
      double s = 0;
#pragma omp parallel for reduction(+:s)
      for (k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
  }
#pragma omp parallel for reduction(+:check)
  for (i = 0; i < n * n; i++) check += (long)C[i] * (i % 13 + 1);
  printf("check %ld\n", check);
  free(A); free(B); free(C);
  return 0;
}
