// C: a type declared inside a function is not moved to file scope when its name is taken
// there (here by a function declared after main): the move would change what the name
// means. The loop that uses it is refused with its file:line, as before.
// EXPECT-ERROR: type 'real' is declared inside a function and used in a parallel loop body
// EXPECT-ERROR-LINE: 12
#include <stdio.h>
static double real_part(double x);
int main(void) {
  typedef double real;
  double s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++) { real v = real_part(i); s += v; }
  printf("%.1f\n", s);
  return 0;
}
static double real(double x) { return x; }
static double real_part(double x) { return real(x); }
