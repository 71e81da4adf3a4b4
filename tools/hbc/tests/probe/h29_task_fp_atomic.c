#include <stdio.h>
int main(void) {
  int counter = 0;
  long total = 0;
  int out[20];
  #pragma omp parallel num_threads(3)
  {
    #pragma omp for
    for (int i = 0; i < 20; i++) {
      int base = i * 2;
      #pragma omp task firstprivate(base) shared(counter, total, out)
      {
        base += 5;          /* writes the firstprivate copy */
        out[i] = base;
        #pragma omp atomic
        counter++;
        #pragma omp atomic update
        total += base;
      }
      base = -1;  /* must not affect the task */
    }
  }
  long s = 0;
  for (int i = 0; i < 20; i++) s += out[i];
  printf("counter=%d total=%ld s=%ld\n", counter, total, s);
  return 0;
}
