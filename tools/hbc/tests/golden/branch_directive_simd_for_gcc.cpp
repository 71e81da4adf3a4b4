// One directive for clang and the same with simd for gcc, before one loop (lambda-align
// 1.0.3's output.hpp, through SeqAn's pragma macro; helper-88, session 50). hbc translates
// clang's, and gcc, which compiles the translation with -fopenmp, met its own in front of the
// translated loop ("for statement expected"). The two differ only by simd, a hint: gcc's
// line is blanked.
// EXPECT-NO-TRANSLATION: OMP_PRAGMA(parallel for simd)
// EXPECT-OUTPUT: 61353608123365
#include <cstdio>
#include <vector>
#define DO_PRAGMA(x) _Pragma(#x)
#define OMP_PRAGMA(x) DO_PRAGMA(omp x)
int main() {
  std::vector<unsigned> limits(100001), lens(100000);
  for (unsigned i = 0; i < limits.size(); ++i) limits[i] = i * 3 + (i % 7);
#ifdef __clang__
  OMP_PRAGMA(parallel for)
#else
  OMP_PRAGMA(parallel for simd)
#endif
  for (unsigned i = 0; i < lens.size(); ++i) lens[i] = limits[i + 1] - limits[i];
  unsigned long s = 0;
  for (unsigned x : lens) s += x;
  std::printf("%lu\n", s);
  return 0;
}
