/* Built by the installed hbc in the install check (check.sh). */
#include <omp.h>
#include <stdio.h>
int main(void) {
  long long s = 0;
#pragma omp parallel for reduction(+:s)
  for (long i = 0; i < 1000000; i++) s += i;
  printf("%lld %d\n", s, omp_get_max_threads() >= 1);
  return 0;
}
