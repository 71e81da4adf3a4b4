#include <stdio.h>
#define N 64
#define ADDTO(s, a, i) s += (a)[i] + (a)[(i) + 1]
int main(void) {
  int arr[N + 1]; long s = 0; int hits = 0;
  for (int i = 0; i <= N; i++) arr[i] = i % 9;
  #pragma omp parallel shared(arr, s, hits)
  {
    #pragma omp for
    for (int i = 0; i < N; i++) {
      #pragma omp critical
      ADDTO(s, arr, i);
      #pragma omp atomic
      hits += 1;
    }
  }
  printf("s=%ld hits=%d\n", s, hits);
  return 0;
}
