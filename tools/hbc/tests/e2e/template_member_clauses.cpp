// Data members in the data-sharing clauses of class templates' member functions (mlpack
// 4.8's k-means and convolution layers; helper-89, session 51): firstprivate, lastprivate,
// both at once, and a team-mode region's private (a vector too) and reduction members. hbc
// refused every one before session 51.
#include <cstdio>
#include <vector>
#include <string>
#include <omp.h>
template <class T> struct Base { T inherited = 0; };
template <class T>
struct Work : Base<T> {
  std::vector<T> v;
  T first = 5, last = -1, scratch = 0, total = 0;
  std::vector<T> buf;
  long count = 0;
  explicit Work(int n) : v(n) { for (int i = 0; i < n; ++i) v[i] = T(i % 11); }
  T fp() {  // firstprivate member: each iteration sees first's value at entry
    T s = 0;
    #pragma omp parallel for firstprivate(first) reduction(+:s)
    for (int i = 0; i < (int)v.size(); ++i) { s += v[i] * first; first = 0; first = 5; }
    return s;
  }
  T lp() {
    #pragma omp parallel for lastprivate(last)
    for (int i = 0; i < (int)v.size(); ++i) last = v[i] + i;
    return last;
  }
  T team() {  // a team-mode region (thread number) with private and reduction members
    #pragma omp parallel private(scratch, buf) reduction(+:total, count)
    {
      int me = omp_get_thread_num();
      buf.assign(3, T(me));
      #pragma omp for
      for (int i = 0; i < (int)v.size(); ++i) { scratch = v[i] + buf[0] * 0; total += scratch; ++count; }
    }
    return total;
  }
  T both() {  // firstprivate and lastprivate of one member
    #pragma omp parallel for firstprivate(last) lastprivate(last)
    for (int i = 0; i < (int)v.size(); ++i) last = last + 0 * i + (i == (int)v.size() - 1 ? 7 : 0);
    return last;
  }
};
int main() {
  Work<double> w(1000);
  double a = w.fp(), b = w.lp(), c = w.team(), d = w.both();
  // (the private members' originals are not printed: OpenMP leaves them as they were, the
  // program built without OpenMP, which the test compares with, does not)
  std::printf("fp=%.1f first=%.1f lp=%.1f last=%.1f team=%.1f total=%.1f count=%ld both=%.1f\n",
              a, w.first, b, w.last, c, w.total, w.count, d);
}
