// A rejected file that holds orphaned constructs: built as plain OpenMP, they would run on
// libgomp, which cannot see the teams of translated files' regions that call them (each
// member would run the loop alone), so hbc says so next to the rejection.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: 'task_reduction' with a user-defined reduction ('plus') is not supported (built-in operators only)
// EXPECT-WARNING: this file holds orphaned OpenMP constructs (this one first)
// EXPECT-OUTPUT: 0 1 2 3 6
#include <stdio.h>
#pragma omp declare reduction(plus: int: omp_out += omp_in) initializer(omp_priv = 0)
static int a[4];
void fill(void) {
#pragma omp for
  for (int i = 0; i < 4; i++) a[i] = i;
}
int main(void) {
  int s = 0;
  fill();
#pragma omp taskgroup task_reduction(plus:s)
  for (int i = 0; i < 4; i++) {
#pragma omp task in_reduction(plus:s)
    s += a[i];
  }
  printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], s);
  return 0;
}
