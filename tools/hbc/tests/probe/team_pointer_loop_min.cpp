// Minimal (GAPBS bfs TDStep): a region that must run in team mode (a per-thread buffer object
// written by the worksharing loop and flushed at region level) whose `omp for` iterates with
// a pointer (`for (auto q = begin; q < end; q++)`). hbc rejects it: "team-mode region: the
// worksharing loop must be `for (i = lb; i < ub; i += s)` ... (integer i)".
#include <cstdio>

struct Sink {
  long total = 0;
};

struct LocalBuf {
  long acc = 0;
  Sink &s;
  explicit LocalBuf(Sink &sink) : s(sink) {}
  void push(long v) { acc += v; }
  void flush() { __sync_fetch_and_add(&s.total, acc); acc = 0; }
};

int main() {
  static int data[10000];
  for (int i = 0; i < 10000; i++) data[i] = i % 17;
  Sink sink;
  int *b = data, *e = data + 10000;
#pragma omp parallel
  {
    LocalBuf lb(sink);
#pragma omp for nowait
    for (int *p = b; p < e; p++) lb.push(*p);
    lb.flush();
  }
  std::printf("total=%ld\n", sink.total);
  return 0;
}
