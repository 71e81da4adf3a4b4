#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
int main(void) {
  int seq[24]; int k = 0; int cnt = 0;
  #pragma omp parallel num_threads(2) reduction(+:cnt)
  {
    int me = 0;
#ifdef _OPENMP
    me = omp_get_thread_num();
#endif
    #pragma omp for ordered schedule(static, 3) nowait
    for (int i = 23; i >= 0; i -= 1) {
      #pragma omp ordered
      seq[k++] = i * (me >= 0);
    }
    cnt += 1;
  }
  int ok = 1;
  for (int i = 0; i < 24; i++) ok &= seq[i] == 23 - i;
  printf("k=%d ok=%d\n", k, ok);
  return 0;
}
