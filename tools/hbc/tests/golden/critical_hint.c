// OpenMP 5.0 synchronisation hints: hbc's omp.h declares omp_sync_hint_t and the
// *_with_hint lock calls, so `critical ... hint(...)` and hinted locks build (hints ignored).
// EXPECT-OUTPUT: 1000 999
#include <omp.h>
#include <stdio.h>
int main(void) {
  long n = 0;
  int hi = 0;
  omp_lock_t l;
  omp_init_lock_with_hint(&l, omp_lock_hint_uncontended);
#pragma omp parallel for
  for (int i = 0; i < 1000; i++) {
    omp_set_lock(&l);
    n++;
    omp_unset_lock(&l);
#pragma omp critical(hi) hint(omp_sync_hint_contended)
    if (i > hi) hi = i;
  }
  omp_destroy_lock(&l);
  printf("%ld %d\n", n, hi);
  return 0;
}
