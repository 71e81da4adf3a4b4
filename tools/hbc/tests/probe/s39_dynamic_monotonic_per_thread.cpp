// A dynamic or guided loop (no nonmonotonic modifier) whose body asks its thread number:
// each thread must meet its chunks in increasing order, which libgomp gives and OpenMP 4.5
// code relies on. megahit's sorter sizes a thread's scratch space from the first (largest)
// bucket it gets; under hbc a worker ran a later range before an earlier one, and wrote
// past the space (helper-42: out_of_order 2-9 under forced promotion).
// PROBE-OUTPUT: dynamic_bad=0 guided_bad=0 monotonic_bad=0 seen=600
#include <cstdio>
#include <omp.h>
static int last[3][256];
static int bad[3], seen;
static volatile double sink;
static void visit(int which, int b, int tid) {
  if (b < last[which][tid]) {
#pragma omp atomic
    bad[which]++;
  }
  last[which][tid] = b;
  double s = 0;
  for (int k = 0; k < 20000; k++) s += k * 1e-9;
  sink = s;
#pragma omp atomic
  seen++;
}
int main() {
  for (int w = 0; w < 3; w++)
    for (int t = 0; t < 256; t++) last[w][t] = -1;
#pragma omp parallel for schedule(dynamic)
  for (int b = 0; b < 200; ++b) visit(0, b, omp_get_thread_num());
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
#pragma omp for schedule(guided, 2)
    for (int b = 0; b < 200; ++b) visit(1, b, tid);
  }
#pragma omp parallel for schedule(monotonic: dynamic, 3)
  for (int b = 0; b < 200; ++b) visit(2, b, omp_get_thread_num());
  std::printf("dynamic_bad=%d guided_bad=%d monotonic_bad=%d seen=%d\n", bad[0], bad[1], bad[2], seen);
  return 0;
}
