#include <stdio.h>
#define N 50
int main(void) {
  double x[N], y[N];
  int cnt = 0;
  #pragma omp parallel sections num_threads(3) reduction(+:cnt)
  {
    #pragma omp section
    {
      #pragma omp target teams distribute parallel for map(from: x[0:N])
      for (int i = 0; i < N; i++) x[i] = i * 0.5;
      cnt += 1;
    }
    #pragma omp section
    {
      #pragma omp target teams distribute parallel for map(from: y[0:N]) collapse(1)
      for (int i = 0; i < N; i++) y[i] = (double)(N - i);
      cnt += 10;
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * y[i];
  printf("s=%.3f cnt=%d\n", s, cnt);
  return 0;
}
