/* xgboost's ParallelFor: a template runs a lambda under `parallel for num_threads(n)`, and
   the lambda indexes n-sized per-thread buffers by omp_get_thread_num(), asked in code
   hbc cannot read. hbc ran it as a
   heartbeat loop over every worker, whose numbers overran the buffers (vector::at threw in
   159 of 180 xgboost runs; helper-46); it now runs in team mode, whose members are
   numbered below n. */
// PROBE-OUTPUT: total=4999950000 buffers=2 n1=4999950000
#include <cstdio>
#include <vector>
#include <omp.h>
static int (*volatile thread_number)() = omp_get_thread_num;  // asked where hbc cannot see
template <typename Fn> void ParallelFor(int size, int n, Fn fn) {
#pragma omp parallel for num_threads(n) schedule(static)
  for (int i = 0; i < size; ++i) fn(i);
}
int main() {
  const int n = 2;
  std::vector<long> per_thread(n, 0);
  ParallelFor(100000, n, [&](int i) { per_thread.at(thread_number()) += i; });
  long total = 0;
  for (long v : per_thread) total += v;
  long plain = 0;  // num_threads(1): one thread, no race
  ParallelFor(100000, 1, [&](int i) { plain += i; });
  std::printf("total=%ld buffers=%zu n1=%ld\n", total, per_thread.size(), plain);
  return 0;
}
