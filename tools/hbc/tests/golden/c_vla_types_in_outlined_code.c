// C: variables that region or loop code names only inside a written type: a pointer to a VLA
// type through `__typeof__` (BART 0.8.00's PTR_ALLOC, lowrank/batchsvd.c: the function's
// parameters N, M appear nowhere else in the region; helper-74), a cast to a pointer to VLA
// rows, `sizeof(double[M])`, `__typeof__(arr)`. The outlined team-mode function and loop
// body did not reach them (gcc: 'M' undeclared); a `__typeof__(arr)` must keep the array
// itself, not a pointer to its first element.
// EXPECT-OUTPUT: total=68600.0 loop=68600.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define PTR_ALLOC(T, x) __typeof__(T)* x = malloc(sizeof(__typeof__(T)))

static double work(long M, long N, long nb, double dst[nb][N][M]) {
  double total = 0;
  double arr[4] = {1, 2, 3, 4};
#pragma omp parallel reduction(+:total)
  {
    PTR_ALLOC(double[N][M], tmp);
    __typeof__(arr) mine;
    memcpy(mine, arr, sizeof mine);
    double (*rows)[M] = (double (*)[M])dst;
    double (*rr)[M] = rows;
#pragma omp for
    for (long b = 0; b < nb; b++) {
      for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++)
          (*tmp)[i][j] = 2.0 * dst[b][i][j] + rr[b * N + i][j] - rows[b * N + i][j];
      for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++)
          total += (*tmp)[i][j] + mine[3] - 4 + sizeof(double[M]) - M * sizeof(double);
    }
    free(tmp);
  }
  return total;
}

static double loopwork(long M, long N, long nb, double dst[nb][N][M]) {
  double total = 0;
#pragma omp parallel for reduction(+:total)
  for (long b = 0; b < nb; b++) {
    PTR_ALLOC(double[N][M], tmp);
    double (*rows)[M] = (double (*)[M])dst;
    for (long i = 0; i < N; i++)
      for (long j = 0; j < M; j++)
        (*tmp)[i][j] = 2.0 * rows[b * N + i][j] + sizeof(double[M]) - M * sizeof(double);
    for (long i = 0; i < N; i++)
      for (long j = 0; j < M; j++) total += (*tmp)[i][j];
    free(tmp);
  }
  return total;
}

int main(void) {
  long M = 7, N = 5, nb = 40;
  double (*d)[N][M] = malloc(sizeof(double[nb][N][M]));
  for (long b = 0; b < nb; b++)
    for (long i = 0; i < N; i++)
      for (long j = 0; j < M; j++) d[b][i][j] = (double)(b + i + j);
  printf("total=%.1f loop=%.1f\n", work(M, N, nb, d), loopwork(M, N, nb, d));
  free(d);
  return 0;
}
