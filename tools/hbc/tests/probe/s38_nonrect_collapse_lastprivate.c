// PROBE-ACCEPT: rejected (lastprivate of a non-counter on a non-rectangular collapse nest: docs/hbc.md)
// PROBE-OUTPUT: x=8199 n=15
/* A non-rectangular collapse(2) nest whose last outer iterations run no inner iteration
   (j from 2i-9 to i-1: none for i = 9), with a lastprivate that is not a counter. OpenMP's
   last iteration is (8, 7); hbc copied x out of the range holding i = 9, where it was never
   set (libgomp's loop-18.c, which hbc refused for other reasons until session 38). */
#include <stdio.h>
int main(void) {
  int i, j, x = -100, n = 0;
#pragma omp parallel for collapse(2) lastprivate(x) reduction(+:n)
  for (i = 4; i < 10; i++)
    for (j = -9 + 2 * i; j < i; j++) {
      x = i * 1024 + (j & 1023);
      n++;
    }
  printf("x=%d n=%d\n", x, n);
  return 0;
}
