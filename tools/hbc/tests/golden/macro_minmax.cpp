// Class 5 (build errors): the user's function-like min/max macros are saved and undefined
// around the includes hbc inserts (#pragma push_macro), and generated code calls
// (std::numeric_limits<T>::max)() so that the macro cannot expand there either.
// EXPECT-TRANSLATION: #pragma push_macro("min")
// EXPECT-TRANSLATION: #pragma pop_macro("max")
// EXPECT-OUTPUT: 3725 0 99
#include <cstdio>
#define min(a,b) (((a) < (b)) ? (a) : (b))
#define max(a,b) (((a) > (b)) ? (a) : (b))
int main() {
  double s = 0;
  int lo = 1000, hi = -1;
#pragma omp parallel for reduction(+:s) reduction(min:lo) reduction(max:hi)
  for (int i = 0; i < 100; i++) { s += min(i, 50); lo = min(lo, i); hi = max(hi, i); }
  std::printf("%g %d %d\n", s, lo, hi);
}
