/* A team-mode region (it asks its thread number) over shared C99 variable-length arrays whose
   size variables changed after their declaration: a 2-D VLA written by a worksharing loop,
   a pointer to VLA rows read in a `single`, and sizeof of the whole array per member. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int seen[64];
int main(int argc, char **argv) {
  int n = argc > 5 ? atoi(argv[1]) : 30, m = n, bad = 0;
  double g[n][n + 1];
  double (*q)[n] = malloc(sizeof(double[m][n]));
  double s = 0;
  n = 2;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) q[i][j] = i - j;
#pragma omp parallel reduction(+: bad)
  {
    seen[omp_get_thread_num()] = 1;
    if (sizeof g != sizeof(double) * m * (m + 1)) bad++;
#pragma omp for
    for (int i = 0; i < m; i++)
      for (int j = 0; j <= m; j++) g[i][j] = i * 0.5 + j + (j < m ? q[i][j] : 0);
#pragma omp single
    for (int i = 0; i < m; i++) s += g[i][m] + q[m - 1][i];
  }
  printf("s=%.2f g=%.2f bad=%d n=%d\n", s, g[m - 1][m - 1], bad, n);
  free(q);
  return 0;
}
