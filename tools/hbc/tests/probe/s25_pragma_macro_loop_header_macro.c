// A pragma-only macro on a loop whose header is a macro (PF LOOP(i, n) ...) and on a loop whose
// body is a function-like macro: both statements map to the file and are translated since
// session 25 (before, a statement beginning or ending in a macro was refused here).
#include <stdio.h>
#define PF _Pragma("omp parallel for")
#define LOOP(i, n) for (int i = 0; i < (n); i++)
#define BODYFN(i) a[i] = 2 * (i)
static int a[1000];
int main(void) {
  PF LOOP(i, 1000) a[i] = i;
  PF for (int i = 0; i < 1000; i++) BODYFN(i);
  long s = 0;
  for (int i = 0; i < 1000; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
