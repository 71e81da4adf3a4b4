/* C99 variable-length arrays keep the size they were declared with, even when their size
   variables change afterwards: loops over a 2-D VLA, a pointer to VLA rows from malloc, a
   3-D VLA with size expressions, a private VLA, and sizeof of a whole VLA in a loop. */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 5 ? atoi(argv[1]) : 40, m = n, i;
  double a[n][n];
  double (*p)[n + 2] = malloc(sizeof(double[m][n + 2]));
  int k = 3;
  long c[k][n][k + 1];
  double s = 0, t = 0;
  long u = 0;
  size_t bytes = 0;
  n = 7; k = 1;  /* the arrays keep their shapes */
#pragma omp parallel for
  for (i = 0; i < m; i++)
    for (int j = 0; j < m; j++) a[i][j] = i * 100 + j;
#pragma omp parallel for
  for (i = 0; i < m; i++)
    for (int j = 0; j < m + 2; j++) p[i][j] = a[i][j % m] * 0.5;
#pragma omp parallel for
  for (i = 0; i < 3; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < 4; l++) c[i][j][l] = i * 1000 + j * 10 + l;
#pragma omp parallel for reduction(+: s, t, u)
  for (i = 0; i < m; i++) {
    double row[m];
    for (int j = 0; j < m; j++) row[j] = a[i][j] + p[i][j + 2];
    for (int j = 0; j < m; j++) s += row[j] * (j + 1);
    t += p[i][m + 1];
    for (int l = 0; l < 4; l++) u += c[i % 3][i][l];
  }
#pragma omp parallel for reduction(max: bytes)
  for (i = 0; i < m; i++)
    if (sizeof a + sizeof c > bytes) bytes = sizeof a + sizeof c;
  printf("s=%.1f t=%.1f u=%ld bytes=%zu n=%d k=%d\n", s, t, u, bytes, n, k);
  free(p);
  return 0;
}
