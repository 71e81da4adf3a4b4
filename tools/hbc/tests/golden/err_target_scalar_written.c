// A scalar in no map clause is firstprivate on `target`: one copy, which a region's
// threads share. hbc gives a loop or a plain target a copy of such a scalar, but a region's
// threads would each get their own, so a region that writes it is refused (a multi-line
// pragma before it keeps the lines where they were).
// EXPECT-ERROR: 'n' is firstprivate on this 'target parallel' (a scalar in no map clause), so OpenMP leaves the original unchanged, but the construct writes it and hbc runs it on the original; not supported: name it in a map(tofrom: ...) or private clause
// EXPECT-ERROR-LINE: 19
#include <stdio.h>
int main(void) {
  int a[64], n = 0, i;
  for (i = 0; i < 64; i++) a[i] = i % 5;
#pragma omp target teams distribute parallel for \
    map(tofrom: a[0:64]) \
    num_teams(4)
  for (i = 0; i < 64; i++) a[i] *= 2;
#pragma omp target parallel map(tofrom: a[0:64])
  {
#pragma omp single
    {
      n = a[3];
    }
#pragma omp for
    for (int k = 0; k < 64; k++) a[k] += n;
  }
  printf("%d %d\n", a[0], a[63]);
  return 0;
}
