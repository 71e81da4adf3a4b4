// A task that is one assignment `v = e;` to a shared local (and a last statement of the
// same form before the taskwait) becomes a branch that returns e; v is assigned after the
// join, so the fork compiles like hb::fork2 with value-returning branches (C++17).
// EXPECT-TRANSLATION: = std::move(__hb_fk
// EXPECT-TRANSLATION: .second); }
// A continuation `v = g();` calling a function object variable passes g itself, and so does
// a task `v = (*p)();` that copies the pointer p. A task `v = f();` on a forwarding-reference
// parameter calls a copy of what f refers to (firstprivate in every instantiation: since
// session 74 a closure's copy; before, f itself, and a stateful f counted on in the original,
// 3 where libgomp gives 2):
// EXPECT-TRANSLATION: = hbc_rt::fork2([&, f]() mutable { return f()
// EXPECT-TRANSLATION: = hbc_rt::fork2(*fp, g);
// A task that copies its function object calls the copy (a closure that captures h):
// EXPECT-TRANSLATION: hbc_rt::fork2([&, h]() mutable { return h()
// EXPECT-OUTPUT: 832040 6765 fibfib 3 3 7 11 2
#include <cstdio>
#include <string>
#include <omp.h>
long fib(int n) {
  long x, y;
  if (n < 2) return n;
#pragma omp task shared(x)
  x = fib(n - 1);
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
template <class T> T twice(T a) {
  T l, r;
#pragma omp task shared(l)
  l = a;
#pragma omp task shared(r)
  { r = a; }
#pragma omp taskwait
  return l + r;
}
template <class F, class G> long both(F &&f, G &&g) {
  long a = 0, b = 0;
#pragma omp task shared(a)
  a = f();
  b = g();
#pragma omp taskwait
  return a + b;
}
template <class F, class G> long via_pointer(F &&f, G &&g) {
  long a = 0, b = 0;
  auto *fp = &f;
#pragma omp task shared(a) firstprivate(fp)
  a = (*fp)();
  b = g();
#pragma omp taskwait
  return a + b;
}
// the task's h is a copy made at the task: it counts from 0 as the original does
long copied_counter() {
  auto h = [k = 0L]() mutable { return ++k; };
  long a = 0, b = 0;
#pragma omp task shared(a) firstprivate(h)
  a = h();
  b = h();
#pragma omp taskwait
  return a * 10 + b;
}
// not the value form: two statements in the task, a continuation of two statements
int count(int n) {
  int a = 0, b = 0;
  if (n == 0) return 1;
#pragma omp task shared(a)
  {
    a = count(n - 1);
    a += 0;
  }
  b = 1;
  b -= 1;
#pragma omp taskwait
  return a + b;
}
int main() {
  long r = 0, s = 0;
  std::string t;
  int c = 0;
  long u = 0, w = 0, x = 0, y = 0;
  auto counter = [k = 0L]() mutable { return ++k; };
#pragma omp parallel
#pragma omp single
  {
    r = fib(30);
    s = fib(20);
    t = twice(std::string("fib"));
    c = count(3) + 2;
    u = both([] { return 1L; }, [] { return 2L; });
    w = via_pointer([] { return 3L; }, [] { return 4L; });
    x = copied_counter();
    y = both(counter, counter);
  }
  std::printf("%ld %ld %s %d %ld %ld %ld %ld\n", r, s, t.c_str(), c, u, w, x, y);
}
