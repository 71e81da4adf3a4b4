#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
int main(void) {
  int seen[3] = {0, 0, 0};
  int order[30]; int k = 0;
  #pragma omp parallel num_threads(3)
  {
    int t = 0;
#ifdef _OPENMP
    t = omp_get_thread_num();
#endif
    #pragma omp for ordered schedule(dynamic, 2)
    for (int i = 0; i < 30; i++) {
      int v = i * 7 % 11;
      #pragma omp ordered
      { order[k++] = v; }
    }
    #pragma omp atomic
    seen[t] += 1;
  }
  long h = 0;
  for (int i = 0; i < k; i++) h = h * 31 + order[i];
  printf("k=%d h=%ld seen=%d\n", k, h % 1000003, seen[0] + seen[1] + seen[2] > 0);
  return 0;
}
