/* Benchmark-suite style: macros for sizes, index arithmetic, loop headers and types. */
#include <stdio.h>
#include <stdlib.h>
#define NX 256
#define NY 128
#define real double
#define IX(i, j) ((i) * NY + (j))
#define FORALL(i, n) for (i = 0; i < (n); i++)
#define SQR(x) ((x) * (x))

static void smooth(real *restrict out, const real *restrict in) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 1; i < NX - 1; i++)
    FORALL(j, NY) out[IX(i, j)] = (in[IX(i - 1, j)] + in[IX(i, j)] + in[IX(i + 1, j)]) / 3.0;
}

int main(void) {
  real *a = malloc(sizeof(real) * NX * NY), *b = calloc(NX * NY, sizeof(real));
  int i, t;
  real norm = 0;
#pragma omp parallel for
  FORALL(i, NX * NY) a[i] = (real)(i % 9);
  for (t = 0; t < 4; t++) { smooth(b, a); smooth(a, b); }
#pragma omp parallel for reduction(+:norm)
  FORALL(i, NX * NY) norm += SQR(a[i]);
  printf("%.4f\n", norm);
  return 0;
}
