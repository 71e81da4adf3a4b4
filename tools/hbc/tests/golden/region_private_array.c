// Class 1 (never silently wrong): an array declared in a parallel region is private to each
// thread in OpenMP; used as scratch by a worksharing loop (and nowhere else in the region),
// every range of the loop gets its own copy.
// EXPECT-TRANSLATION: double tmp[8];
// EXPECT-OUTPUT: 4752384
#include <stdio.h>
#define N 512
#define M 8
static long A[N][M];
int main(void) {
  for (int r = 0; r < N; r++)
    for (int p = 0; p < M; p++) A[r][p] = r + p;
#pragma omp parallel
  {
    double tmp[M];
#pragma omp for
    for (int r = 0; r < N; r++) {
      for (int p = 0; p < M; p++) tmp[p] = A[r][M - 1 - p];
      for (int p = 0; p < M; p++) A[r][p] = (long)tmp[p];
    }
  }
  long s = 0;
  for (int r = 0; r < N; r++)
    for (int p = 0; p < M; p++) s += A[r][p] * (p + 1);
  printf("%ld\n", s);
  return 0;
}
