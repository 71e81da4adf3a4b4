// A region-local variable written by a worksharing loop and used at region level other than
// in a combining critical section: each thread's copy would differ; not translatable.
// EXPECT-ERROR: variable 'local' is private to the enclosing parallel region
#include <stdio.h>
int main(void) {
  int i;
#pragma omp parallel
  {
    double local = 0;
#pragma omp for
    for (i = 0; i < 100; i++) local += i;
    printf("%g\n", local);
  }
  return 0;
}
