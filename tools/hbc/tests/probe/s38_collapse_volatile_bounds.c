/* A collapse(2) nest, rectangular and triangular, whose inner bound and step read
   `volatile` variables that nothing changes: the inner loop is the construct's own, but
   hbc took it for a loop polling a volatile flag and refused the file before session 38
   (libgomp's loop-18.c to loop-27.c, helper-39). */
#include <stdio.h>
volatile int extra = 0, stride = 1;
int main(void) {
  long n = 0, m = 0;
  int i, j;
#pragma omp parallel for collapse(2) reduction(+:n)
  for (i = 1; i <= 10; i++)
    for (j = 0; j < extra + i; j += stride) n += j;
#pragma omp parallel for collapse(2) reduction(+:m)
  for (i = 0; i < 7; i++)
    for (j = 0; j < 5 + extra; j++) m += i * j;
  printf("n=%ld m=%ld\n", n, m);
  return 0;
}
