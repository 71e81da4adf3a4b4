// omp critical, named and unnamed: a lock around the statement.
// EXPECT-TRANSLATION: hbc_critical_enter(&__hbc_crit_upd)
// EXPECT-OUTPUT: 4950 100
#include <stdio.h>
int main(void) {
  long s = 0; int cnt = 0, i;
#pragma omp parallel for
  for (i = 0; i < 100; i++) {
#pragma omp critical(upd)
    s += i;
#pragma omp critical
    { cnt++; }
  }
  printf("%ld %d\n", s, cnt);
  return 0;
}
