// C: a structure defined together with a variable of the same name (`struct cfg {...}
// cfg`). Tags and variables have separate name spaces, but hbc's move checks names without
// telling them apart, so the definition stays and the loop that uses it is refused with
// its file:line rather than translated on a guess.
// EXPECT-ERROR: type 'cfg' is declared inside a function and used in a parallel loop body
// EXPECT-ERROR-LINE: 13
#include <stdio.h>
int main(void) {
  struct cfg { int scale; } cfg = {3};
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++)
    s += i * cfg.scale;
  printf("%ld\n", s);
  return 0;
}
