// Loop variables declared with types whose text hbc copies into its range code: a pointer
// to const (the TypeLoc's range left the `const` out, so `const char *` became `char *` and
// the body called another overload, silently: libgomp's for-6.C, helper-39), unsigned and
// long long counters, a typedef, and an iterator, in templates and plain functions.
#include <cstddef>
#include <cstdio>
#include <vector>
static const char *kind(const char *) { return "const"; }
static const char *kind(char *) { return "mutable"; }
static const char *text = "abcdefghij";
typedef unsigned long counter_t;
template <typename T>
static long scan(const std::vector<T> &v, const char **seen) {
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (const char *p = text; p < text + 10; p += 1)
    if (p == text) *seen = kind(p);
#pragma omp parallel for reduction(+:s)
  for (typename std::vector<T>::const_iterator it = v.begin(); it < v.end(); ++it) s += *it;
#pragma omp parallel for reduction(+:s)
  for (const T *q = v.data(); q < v.data() + v.size(); q++) s += *q;
  return s;
}
static long plain(const char **seen) {
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (const char *p = text; p != text + 10; p++)
    if (p == text + 3) *seen = kind(p);
#pragma omp parallel for reduction(+:s)
  for (unsigned long long i = 5; i < 105; i++) s += (long)i;
#pragma omp parallel for reduction(+:s)
  for (counter_t c = 0; c < 50; c += 2) s += (long)c;
#pragma omp parallel for reduction(+:s)
  for (std::size_t z = 30; z > 0; z--) s += (long)z;
  return s;
}
int main() {
  std::vector<int> v(100);
  for (int i = 0; i < 100; i++) v[i] = i;
  const char *a = "none", *b = "none";
  long s = scan(v, &a) + plain(&b);
  std::printf("%s %s %ld\n", a, b, s);
  return 0;
}
