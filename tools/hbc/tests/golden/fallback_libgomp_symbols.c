// Class 6 (fallback): a file hbc rejects (a task reduction with a user-defined operator) is
// built as plain OpenMP; its omp_get_thread_num/omp_get_num_threads are libgomp's (gcc's
// static schedule needs them), not hbc's, so the loop runs all its iterations.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: 'task_reduction' with a user-defined reduction ('plus') is not supported (built-in operators only)
// EXPECT-OUTPUT: 1000
#include <stdio.h>
#pragma omp declare reduction(plus: int: omp_out += omp_in) initializer(omp_priv = 0)
int main(void) {
  static int a[1000];
#pragma omp parallel for
  for (int i = 0; i < 1000; i++) { a[i] = 1; }
  int s = 0;
  for (int i = 0; i < 1000; i++) s += a[i];
  int t = 0;
#pragma omp taskgroup task_reduction(plus:t)
  {
#pragma omp task in_reduction(plus:t)
    t += 1;
  }
  printf("%d\n", s * t);
  return 0;
}
