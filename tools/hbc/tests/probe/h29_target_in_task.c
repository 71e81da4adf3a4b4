#include <stdio.h>
#define N 64
int main(void) {
  int a[N], b[N];
  long s1 = 0, s2 = 0;
  for (int i = 0; i < N; i++) { a[i] = 0; b[i] = 0; }
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task shared(a)
    {
      #pragma omp target teams distribute parallel for map(tofrom: a[0:N])
      for (int i = 0; i < N; i++) a[i] = i * i + 1;
    }
    #pragma omp task shared(b)
    {
      #pragma omp target teams distribute parallel for map(tofrom: b[0:N]) reduction(+:s2)
      for (int i = 0; i < N; i++) { b[i] = 3 * i; s2 += i; }
    }
    #pragma omp taskwait
  }
  for (int i = 0; i < N; i++) s1 += a[i] + b[i];
  printf("s1=%ld s2=%ld a5=%d b7=%d\n", s1, s2, a[5], b[7]);
  return 0;
}
