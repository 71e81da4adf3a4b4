// A `teams` reduction runs as one team in place, updating its item directly. A nested
// construct's firstprivate copy of the item would read it: OpenMP gives the team's copy
// (the identity plus what the team added), hbc would give the original. Refused.
// EXPECT-ERROR: 's', a reduction item of this 'target teams' (which hbc runs as one team, in place), is used other than by 'x op= e', 'x = x op e' or a nested reduction with the same operator; not supported
// EXPECT-ERROR-LINE: 11
#include <stdio.h>
int main(void) {
  int s = 100, seen = 0;
#pragma omp target teams reduction(+:s) map(tofrom: seen)
  {
#pragma omp parallel firstprivate(s) num_threads(1)
    seen = s;
    s += 1;
  }
  printf("%d %d\n", s, seen);
  return 0;
}
