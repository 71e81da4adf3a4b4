#include <stdio.h>
#define N 40
int main(void) {
  int a[N]; long s = 0;
  #pragma omp parallel num_threads(3)
  #pragma omp single
  {
    #pragma omp task depend(out: a) shared(a)
    {
      #pragma omp target teams distribute parallel for map(from: a[0:N])
      for (int i = 0; i < N; i++) a[i] = 2 * i;
    }
    #pragma omp task depend(inout: a) shared(a)
    {
      #pragma omp target teams distribute parallel for map(tofrom: a[0:N])
      for (int i = 0; i < N; i++) a[i] += 1;
    }
    #pragma omp task depend(in: a) shared(a, s)
    {
      for (int i = 0; i < N; i++) s += a[i];
    }
  }
  printf("s=%ld a3=%d\n", s, a[3]);
  return 0;
}
