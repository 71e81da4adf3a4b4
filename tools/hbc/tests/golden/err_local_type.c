// C: an outlined loop body is placed before its function. A type declared inside the
// function is moved to file scope only when nothing of the function is in it; this one's
// size is a local variable (a variably modified typedef), so it stays, and hbc says so
// instead of emitting code that does not compile.
// EXPECT-ERROR: type 'row' is declared inside a function and used in a parallel loop body
// EXPECT-ERROR-LINE: 14
#include <stdio.h>
int main(int argc, char **argv) {
  int n = 4 + argc;
  typedef double row[n];
  enum { K = 3 };  /* enumerators alone are fine */
  double s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++) { row r; r[0] = i * K; s += r[0] + sizeof(r) * 0; }
  printf("%.1f %s\n", s, argv[0] ? "" : "?");
  return 0;
}
