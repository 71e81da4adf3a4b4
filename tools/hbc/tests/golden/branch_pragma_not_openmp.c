// A skipped #if branch right after a translated directive that holds another pragma, not
// OpenMP (branch_directives.cpp compares only OpenMP directives): translated as usual.
// EXPECT-OUTPUT: 499500
#include <stdio.h>
int main(void) {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
#ifdef HBC_GOLDEN_NOT_DEFINED
#pragma message("a debug build")
#endif
  for (int i = 0; i < 1000; i++) s += i;
  printf("%ld\n", s);
  return 0;
}
