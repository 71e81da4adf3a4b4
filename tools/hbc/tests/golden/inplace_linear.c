// A loop with `linear` runs in place: each iteration starts with v = v0 + k * step (k its
// logical number), so the variable also has the right value in iterations that start
// without the previous one's increment, and it ends with the last iteration's value.
// EXPECT-OUTPUT: j=10 a[9]=9 q-a=6 a[4]=104 a[5]=5
#include <stdio.h>
int main(void) {
  int i, j = 0, a[20] = {0};
  int *q = a;
#pragma omp parallel for linear(j)
  for (i = 0; i < 10; i++) {
    a[j] += i;
    j++;
  }
#pragma omp parallel for linear(q: 2)
  for (i = 0; i < 3; i++) {
    *q += 100;
    q += 2;
  }
  printf("j=%d a[9]=%d q-a=%d a[4]=%d a[5]=%d\n", j, a[9], (int)(q - a), a[4], a[5]);
  return 0;
}
