// A hand-made reduction combined with `atomic` instead of `critical`: the partial becomes
// the loop's reduction (identity 0) and the atomic update runs once with the result.
// EXPECT-OUTPUT: 499500 2000
#include <stdio.h>
int main(void) {
  long sum = 0;
  double fsum = 0.0;
#pragma omp parallel
  {
    long local = 0;
    double f = 0.0;
#pragma omp for nowait
    for (int i = 0; i < 1000; i++) local += i;
#pragma omp atomic
    sum += local;
#pragma omp for
    for (int i = 0; i < 1000; i++) f += 2.0;
#pragma omp atomic update
    fsum += f;
  }
  printf("%ld %.0f\n", sum, fsum);
  return 0;
}
