/* CSR sparse matrix-vector product; the row kernel is a function with its own parallel
 * loop, called from a parallel loop (dynamic nesting). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; int *rowptr; int *col; double *val; } csr_t;

static double row_dot(const csr_t *m, const double *x, int r) {
  double s = 0.0;
  int k;
#pragma omp parallel for reduction(+:s)
  for (k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) s += m->val[k] * x[m->col[k]];
  return s;
}

int main(void) {
  csr_t m;
  int n = 3000, r, nnz = 0, it;
  double *x, *y;
  long sum = 0;
  m.n = n;
  m.rowptr = malloc(sizeof(int) * (n + 1));
  m.col = malloc(sizeof(int) * n * 40);
  m.val = malloc(sizeof(double) * n * 40);
  x = malloc(sizeof(double) * n);
  y = malloc(sizeof(double) * n);
  for (r = 0; r < n; r++) {
    int len = (r * 7919) % 40, c;
    m.rowptr[r] = nnz;
    for (c = 0; c < len; c++) { m.col[nnz] = (r + c * 31) % n; m.val[nnz] = (c % 3) + 1; nnz++; }
    x[r] = r % 10;
  }
  m.rowptr[n] = nnz;
  for (it = 0; it < 3; it++) {
#pragma omp parallel for schedule(dynamic, 64)
    for (r = 0; r < n; r++) y[r] = row_dot(&m, x, r);
#pragma omp parallel for reduction(+:sum)
    for (r = 0; r < n; r++) sum += (long)y[r];
  }
  printf("nnz %d sum %ld\n", nnz, sum);
  return 0;
}
