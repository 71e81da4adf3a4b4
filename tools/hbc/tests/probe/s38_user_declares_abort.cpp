// A C++ program that declares abort() itself instead of including <cstdlib> (older code,
// and 63 of GCC's own libgomp C++ tests). g++ refuses glibc's noexcept declaration after
// it, and hbc++'s prelude (which reaches <cstdlib>) came after the program's first
// declarations: a build error before session 38 (helper-39). The prelude now comes before
// the file's first declaration.
#include <cstdio>
extern "C" void abort(void);
static long squares(int n) {
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) s += (long)i * i;
  return s;
}
int main() {
  long s = squares(100);
  if (s != 328350) abort();
  std::printf("%ld\n", s);
  return 0;
}
