// A combiner whose text a macro's body writes (omp_out and omp_in named inside the #define):
// hbc cannot replace them where they are written, and says so at the declaration.
// EXPECT-ERROR: user-defined reduction 'pl': its combiner comes from a macro
#include <stdio.h>
#define COMBINE omp_out += omp_in
#pragma omp declare reduction(pl : int : COMBINE) initializer(omp_priv = 0)
int main(void) {
  int s = 0;
#pragma omp parallel for reduction(pl : s)
  for (int i = 0; i < 100; i++) s += i;
  printf("%d\n", s);
  return 0;
}
