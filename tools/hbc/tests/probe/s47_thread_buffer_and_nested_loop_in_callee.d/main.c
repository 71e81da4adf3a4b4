// A parallel loop calls a function of another file that keeps a per-thread buffer across a
// nested parallel reduction (step.c). Under OpenMP the nested region is inactive and the
// thread finishes the call first; a heartbeat worker waiting for the nested reduction's
// stolen half ran another iteration of this loop, which refilled its buffer: 4 of 30 runs
// wrong at 4 workers under forced promotion before session 47's join depth
// (docs/protocol.md, "Join depth").
#include <stdio.h>
double step(int i, int m);
int main(void) {
  enum { N = 400, M = 2000 };
  static double out[N];
  #pragma omp parallel for
  for (int i = 0; i < N; i++) out[i] = step(i, M);
  int bad = 0;
  for (int i = 0; i < N; i++) if (out[i] != 3.0 * i) bad++;
  printf("bad %d\n", bad);
  return 0;
}
