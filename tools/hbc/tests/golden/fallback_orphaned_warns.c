// A rejected file that holds orphaned constructs: built as plain OpenMP, they would run on
// libgomp, which cannot see the teams of translated files' regions that call them (each
// member would run the loop alone), so hbc says so next to the rejection.
// FLAGS: --hbc-fallback-openmp
// EXPECT-FALLBACK: unsupported clause 'task_reduction' on 'taskgroup'
// EXPECT-WARNING: this file holds orphaned OpenMP constructs (this one first)
// EXPECT-OUTPUT: 0 1 2 3 6
#include <stdio.h>
static int a[4];
void fill(void) {
#pragma omp for
  for (int i = 0; i < 4; i++) a[i] = i;
}
int main(void) {
  int s = 0;
  fill();
#pragma omp taskgroup task_reduction(+:s)
  for (int i = 0; i < 4; i++) {
#pragma omp task in_reduction(+:s)
    s += a[i];
  }
  printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], s);
  return 0;
}
