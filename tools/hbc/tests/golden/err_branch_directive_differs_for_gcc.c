// A directive for clang and another for gcc before one loop that differ in more than simd:
// here gcc's reduces s, clang's does not. hbc parses only clang's branch, so it cannot tell
// that the two mean the same: refused at the directive (before session 50 gcc stopped on its
// own directive in front of the translated loop).
// EXPECT-ERROR: an #if branch that clang does not take (line 12) holds another OpenMP directive for this statement
// EXPECT-ERROR-LINE: 10
int main(void) {
  long s = 0;
#ifdef __clang__
#pragma omp parallel for reduction(+ : s) schedule(static)
#else
#pragma omp parallel for reduction(+ : s) schedule(dynamic)
#endif
  for (int i = 0; i < 1000; i++) s += i;
  return s == 499500 ? 0 : 1;
}
