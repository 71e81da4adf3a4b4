/* Failure class 1 (silently wrong before issue 12): per-thread storage of OpenMP that hbc must
 * not share. A doitgen-like kernel with a region-private scratch row; an IS-like bucket count
 * whose function-local partials come from an orphaned `omp for` and are combined in a
 * critical section; a region-private pointer that designates shared rows. */
#include <stdio.h>
#define R 96
#define Q 24
#define P 32
static double A[R][Q][P], C4[P][P];
static long keys[200000], total_low, total_high;

static void doitgen(void) {
#pragma omp parallel
  {
    double sum[P];
#pragma omp for
    for (int r = 0; r < R; r++)
      for (int q = 0; q < Q; q++) {
        for (int p = 0; p < P; p++) {
          sum[p] = 0;
          for (int s = 0; s < P; s++) sum[p] += A[r][q][s] * C4[s][p];
        }
        for (int p = 0; p < P; p++) A[r][q][p] = sum[p];
      }
  }
}

static void rank(long n) {
  long low = 0, high = 0;
#pragma omp for
  for (long i = 0; i < n; i++) {
    if (keys[i] < 500) low += 1;
    else high += 1;
  }
#pragma omp critical
  {
    total_low += low;
  }
#pragma omp critical
  total_high += high;
}

int main(void) {
  for (int r = 0; r < R; r++)
    for (int q = 0; q < Q; q++)
      for (int p = 0; p < P; p++) A[r][q][p] = (double)((r * q + p) % P) / P;
  for (int i = 0; i < P; i++)
    for (int j = 0; j < P; j++) C4[i][j] = (double)(i * j % P) / P;
  doitgen();
  double cs = 0;
  for (int r = 0; r < R; r++)
    for (int q = 0; q < Q; q++)
      for (int p = 0; p < P; p++) cs += A[r][q][p] * (p + 1);
  printf("doitgen %.6f\n", cs);

  for (long i = 0; i < 200000; i++) keys[i] = (i * 7919) % 1000;
#pragma omp parallel
  rank(200000);
  printf("rank %ld %ld\n", total_low, total_high);

  static double M[8][1000];
  int k = 5;
#pragma omp parallel
  {
    double *row = M[k];
#pragma omp for
    for (int i = 0; i < 1000; i++) row[i] = i * 0.5;
  }
  double rs = 0;
  for (int i = 0; i < 1000; i++) rs += M[5][i];
  printf("row %.1f\n", rs);
  return 0;
}
