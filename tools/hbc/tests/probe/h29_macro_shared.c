#include <stdio.h>
#define N 100
#define ACC(dst, arr, i) dst += (arr)[(i)] * 2
#define GET(i) data[(i) % N]
int data[N];
int main(void) {
  long tot = 0; long tot2 = 0;
  for (int i = 0; i < N; i++) data[i] = i + 1;
  #pragma omp parallel for reduction(+:tot)
  for (int i = 0; i < N; i++) ACC(tot, data, i);
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < N; i++) {
      #pragma omp atomic
      tot2 += GET(i + 3);
    }
  }
  printf("tot=%ld tot2=%ld\n", tot, tot2);
  return 0;
}
