// A region-local variable written by a worksharing loop and used at region level other than
// in a combining critical section: each thread's copy differs, so the region runs in team
// mode (each member prints its own partial sum).
// EXPECT-TRANSLATION: double local = 0;
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
