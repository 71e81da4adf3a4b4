// A parallel loop's iteration takes a per-thread buffer from another file (by
// omp_get_thread_num() there), fills it, runs a nested parallel reduction and reads the
// buffer afterwards. OpenMP runs the iteration to its end on one thread (the nested region
// is inactive). As a heartbeat loop, a worker waiting for the nested reduction's stolen half
// helped by running another iteration, which refilled the same buffer: 2 of 20 runs wrong
// at 4 workers under forced promotion (session 47). A join now runs only work at least as
// deep as what it waits for (docs/protocol.md, "Join depth"). Probe
// s47_thread_buffer_and_nested_loop_in_callee.d has both in another file.
#include <stdio.h>
double *get_scratch(void);
static double work(int j) { double x = j; for (int k = 0; k < 50; k++) x = x * 0.999 + 1.0; return x; }
int main(void) {
  enum { N = 400, M = 2000 };
  static double out[N];
  #pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double *s = get_scratch();
    for (int k = 0; k < 16; k++) s[k] = (double)i * k;
    double acc = 0;
    #pragma omp parallel for reduction(+:acc)
    for (int j = 0; j < M; j++) acc += work(j);
    out[i] = s[3] + (acc > 0 ? 0 : 1);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) if (out[i] != 3.0 * i) bad++;
  printf("bad %d\n", bad);
  return 0;
}
