// Loops whose variable has a template parameter's type, counting down and up, with
// unsigned types: the trip count came from (int64_t)(hi - lo) computed in the type, which
// for an unsigned T of 32 bits wraps to a large positive value when counting down, so
// the loop ran no iteration, silently (helper-39: libgomp's pr43893.C). Since session 38
// hbc_rt::distance takes the sign from a comparison.
#include <cstdio>
template <typename T>
static long down(T hi, T lo) {
  long c = 0, s = 0;
#pragma omp parallel for reduction(+:c, s)
  for (T i = hi; i > lo; i--) { c++; s += (long)i; }
#pragma omp parallel for reduction(+:c, s)
  for (T i = hi; i >= lo; i -= 2) { c++; s += (long)i; }
  return c * 100000 + s;
}
template <typename T>
static long up(T lo, T hi) {
  long c = 0, s = 0;
#pragma omp parallel for reduction(+:c, s)
  for (T i = lo; i < hi; i++) { c++; s += (long)i; }
#pragma omp parallel for reduction(+:c, s)
  for (T i = lo; i <= hi; i += 3) { c++; s += (long)i; }
  return c * 100000 + s;
}
int main() {
  std::printf("%ld %ld %ld %ld\n", down<unsigned>(10u, 1u), down<unsigned short>(300, 7), down<unsigned long>(50ul, 1ul),
              down<int>(5, -20));
  std::printf("%ld %ld %ld\n", up<unsigned>(3u, 40u), up<signed char>(-100, 100), up<unsigned>(40u, 3u));
  return 0;
}
