/* Failure class 4 (false rejections before issue 12): an MG comm3-like region whose private
 * variables are the inner counter of one worksharing loop and the index of the next, with an
 * enum constant declared in the function; a VLA whose size variable only the header names. */
#include <stdio.h>
static void comm3(int n1, int n2, int n3, double u[n3][n2][n1]) {
  int i1, i2, i3;
#pragma omp parallel private(i1, i2, i3)
  {
#pragma omp for
    for (i3 = 1; i3 < n3 - 1; i3++)
      for (i2 = 1; i2 < n2 - 1; i2++) {
        u[i3][i2][0] = u[i3][i2][n1 - 2];
        u[i3][i2][n1 - 1] = u[i3][i2][1];
      }
#pragma omp for
    for (i3 = 1; i3 < n3 - 1; i3++)
      for (i1 = 0; i1 < n1; i1++) {
        u[i3][0][i1] = u[i3][n2 - 2][i1];
        u[i3][n2 - 1][i1] = u[i3][1][i1];
      }
#pragma omp for
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++) {
        u[0][i2][i1] = u[n3 - 2][i2][i1];
        u[n3 - 1][i2][i1] = u[1][i2][i1];
      }
  }
}
int main(void) {
  enum { N = 34 };
  static double u[N][N][N];
  for (int a = 0; a < N; a++)
    for (int b = 0; b < N; b++)
      for (int c = 0; c < N; c++) u[a][b][c] = (a * 31 + b * 7 + c) % 13;
  comm3(N, N, N, u);
  double s = 0;
  for (int a = 0; a < N; a++)
    for (int b = 0; b < N; b++)
      for (int c = 0; c < N; c++) s += u[a][b][c] * (a + 2 * b + 3 * c);
  printf("comm3 %.1f\n", s);
  int n = 50, m = 60;
  double b[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) b[i][j] = i * j;
  for (int i = 1; i < n; i++)
#pragma omp parallel for
    for (int j = 1; j < m; j++) b[i][j] = b[i - 1][j - 1] + 1;
  printf("vla %.1f\n", b[n - 1][m - 1]);
  return 0;
}
