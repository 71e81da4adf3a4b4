// `lastprivate(conditional: v)` runs the loop in place on the original v: v ends with the
// value of the last iteration that assigned it, and keeps its own when none did.
// EXPECT-OUTPUT: last=8 never=-1 idx=7
#include <stdio.h>
int main(void) {
  int a[10] = {3, 8, 1, 9, 8, 2, 7, 0, 5, 4};
  int last = -1, never = -1, idx = -1;
#pragma omp parallel for lastprivate(conditional: last, never)
  for (int i = 0; i < 10; i++) {
    if (a[i] == 8) last = a[i] + i - i;
    if (a[i] > 100) never = i;
  }
#pragma omp parallel
  {
#pragma omp for lastprivate(conditional: idx)
    for (int i = 0; i < 10; i++)
      if (a[i] % 7 == 0) idx = i;
  }
  printf("last=%d never=%d idx=%d\n", last, never, idx);
  return 0;
}
