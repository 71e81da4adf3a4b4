// A recursive function template over T* whose tasks pass the function's own int
// parameters to the recursive call: `#pragma omp task shared(data)` around
// `sort_range<T>(lo, mid, data)` (Michael-Beukman/OpenMPQuicksort's q_sort_tasks).
// lo, mid, hi have the non-dependent type int and no enclosing construct of the function
// shares them, so OpenMP makes them firstprivate in each task in every instantiation;
// the call is dependent (data is T*) so clang leaves it unresolved (ADL), and hbc refused
// it before session 22 ("'task' in a template writes 'lo'"), the plain call too; the
// tasks now capture lo, mid and hi by value (Translator::templateTaskFirstprivates).
#include <cstdio>

template <class T>
void sort_range(int lo, int hi, T *data) {
  if (hi - lo < 2) {
    if (hi - lo == 1 && data[lo + 1] < data[lo]) { T t = data[lo]; data[lo] = data[lo + 1]; data[lo + 1] = t; }
    return;
  }
  int mid = (lo + hi) / 2;
#pragma omp task shared(data)
  sort_range<T>(lo, mid, data);
#pragma omp task shared(data)
  sort_range<T>(mid + 1, hi, data);
#pragma omp taskwait
  // merge the two sorted halves [lo,mid] and [mid+1,hi] in place (insertion)
  for (int i = mid + 1; i <= hi; i++)
    for (int j = i; j > lo && data[j] < data[j - 1]; j--) { T t = data[j]; data[j] = data[j - 1]; data[j - 1] = t; }
}

int main() {
  const int n = 2000;
  static double a[n];
  unsigned s = 12345;
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; a[i] = (s >> 8) % 100000; }
#pragma omp parallel
#pragma omp single
  sort_range<double>(0, n - 1, a);
  int ok = 1;
  double chk = 0;
  for (int i = 0; i < n; i++) { if (i && a[i] < a[i - 1]) ok = 0; chk += a[i] * (i % 7); }
  std::printf("sorted %d checksum %.0f\n", ok, chk);
  return 0;
}
