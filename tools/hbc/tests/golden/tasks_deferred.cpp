// C++ tasks on task groups (docs/hbc-internals-tasks.md, Tasks): a closure with the firstprivate copies,
// spawned by hbc_rt::task into the current scope; if/final through hbc_rt::task_ex; sections
// as tasks of a fresh scope; a template task whose outer locals are all listed is deferred,
// one that names an unlisted local runs in place.
// EXPECT-TRANSLATION: hbc_rt::task([&, f]() mutable
// EXPECT-TRANSLATION: hbc_rt::task_ex(
// EXPECT-TRANSLATION: HBC_SCOPE_FRESH
// EXPECT-OUTPUT: 45 10 20 3 30
#include <atomic>
#include <cstdio>
template <class F>
void run(const F &f) {
#pragma omp task firstprivate(f)
  f();
}
template <class T>
void unlisted(T &out) {
  T k = 30;
#pragma omp task shared(out)
  out = k;
#pragma omp taskwait
}
int main() {
  std::atomic<int> sum{0};
  int seen = 0, a = 0, b = 0, u = 0;
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < 10; i++) run([&sum, i] { sum += i; });
    int v = 10;
#pragma omp task firstprivate(v) shared(seen) if (v > 5) final(v > 100)
    seen = v;
    v = -1;
#pragma omp taskwait
    unlisted(u);
  }
#pragma omp parallel sections
  {
#pragma omp section
    a = 20;
#pragma omp section
    b = 3;
  }
  std::printf("%d %d %d %d %d\n", sum.load(), seen, a, b, u);
  return 0;
}
