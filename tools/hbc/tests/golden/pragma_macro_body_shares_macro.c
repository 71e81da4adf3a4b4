// Class 5: a pragma-only macro whose loop body ends inside another macro that holds more
// code (here the body is `a[i] = i` and `b[i] = i` follows it, outside the loop): the loop's
// end has no place in the file. Refused before session 40; now the macro uses at the
// construct's edges are written out expanded, and `b[i] = i` stays after the loop, reading
// the outer i (99).
// EXPECT-OUTPUT: 99 99
#include <stdio.h>
#define PF _Pragma("omp parallel for")
#define BOTH a[i] = i; b[i] = i
static int a[100], b[100];
int main(void) {
  int i = 99;
  PF for (int i = 0; i < 100; i++) BOTH;
  printf("%d %d\n", a[99], b[i]);
  return 0;
}
