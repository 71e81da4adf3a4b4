/* Jacobi iteration: a parallel region with two worksharing loops per sweep, a max
 * reduction for convergence, single/barrier, and timing through omp_get_wtime. */
#include <stdio.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 200
static double u[N][N], unew[N][N];

int main(void) {
  int i, j, iter = 0;
  double diff = 1.0;
#ifdef _OPENMP
  double t0 = omp_get_wtime();
#endif
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) u[i][j] = (i == 0) ? 100.0 : 0.0;
  while (diff > 1e-2 && iter < 200) {
    diff = 0.0;
#pragma omp parallel private(j)
    {
#pragma omp for
      for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
          unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma omp barrier
#pragma omp for reduction(max:diff)
      for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++) {
          double d = fabs(unew[i][j] - u[i][j]);
          if (d > diff) diff = d;
          u[i][j] = unew[i][j];
        }
#pragma omp single
      iter++;
    }
  }
#ifdef _OPENMP
  if (omp_get_wtime() < t0) printf("clock went backwards\n");
#endif
  printf("iters %d u[1][100] %.6f u[50][50] %.6f\n", iter, u[1][100], u[50][50]);
  return 0;
}
