// A user-defined reduction whose combiner and initializer call a function-like macro (NPB's
// MIN/MAX): the call stays in the combine's text, and omp_out and omp_in, its arguments, are
// replaced where they are written, MIN's second expansion of each included. Refused until
// session 70 ("its combiner comes from a macro"; a helper's program). A combiner that a
// macro's own body writes is still refused (err_udr_combiner_written_by_macro.c).
// EXPECT-TRANSLATION: MIN(
// EXPECT-OUTPUT: 901 1099
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define BIG (1 << 30)
#pragma omp declare reduction(mn : int : omp_out = MIN(omp_out, omp_in)) initializer(omp_priv = BIG)
#pragma omp declare reduction(mx : int : omp_out = MAX(omp_in, omp_out)) initializer(omp_priv = -BIG)
int main(void) {
  int m = BIG, x = -BIG;
#pragma omp parallel for reduction(mn : m) reduction(mx : x)
  for (int i = 0; i < 100; i++) {
    m = MIN(m, 1000 - i);
    x = MAX(x, 1000 + i);
  }
  printf("%d %d\n", m, x);
  return 0;
}
