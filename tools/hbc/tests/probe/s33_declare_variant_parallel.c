/* Right output (libgomp, OMP_NUM_THREADS=2 and 3; OpenMP-dependent, the variant is chosen
   inside a parallel region):
     in parallel: variant
     outside: base
   Before session 33, hbc (HB_NUM_WORKERS=2 or 3) printed "in parallel: base": the 'declare
   variant match(construct={parallel})' was ignored and the base function ran in the region.
   Now refused with its file:line (docs/hbc-limits.md, Unsupported constructs).
   From OpenMP Examples program_control/declare_variant.1.c (host part). */
// PROBE-ACCEPT: rejected
#include <stdio.h>
const char *p_which(void);
#pragma omp declare variant(p_which) match(construct={parallel})
const char *which(void) { return "base"; }
const char *p_which(void) { return "variant"; }
int main(void) {
  const char *r = 0;
  #pragma omp parallel
  {
    #pragma omp single
    r = which();
  }
  printf("in parallel: %s\n", r);
  printf("outside: %s\n", which());
  return 0;
}
