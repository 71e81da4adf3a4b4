// C: a second function's local type whose name another function's moved type already took
// is renamed by a macro over the function, unless the function also uses that name for
// something declared outside it (here a file-scope structure's member), which the macro
// would rename too. Then it stays, and its loop is refused with file:line, as before.
// EXPECT-ERROR: type 'mode' is declared inside a function and used in a parallel loop body
// EXPECT-ERROR-LINE: 23
#include <stdio.h>
struct settings { int mode; };

static int first(int n) {
  typedef int mode;
  mode s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) { mode v = i; s += v; }
  return s;
}

static int second(struct settings *cfg, int n) {
  typedef long mode;
  mode s = cfg->mode;
  long t = 0;
#pragma omp parallel for reduction(+:t)
  for (int i = 0; i < n; i++) { mode v = i + s; t += v; }
  return (int)t;
}

int main(void) {
  struct settings c = {1};
  printf("%d %d\n", first(10), second(&c, 10));
  return 0;
}
