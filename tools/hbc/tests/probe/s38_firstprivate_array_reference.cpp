// PROBE-OUTPUT: orig=1,2,3 seen=6 total=2
// firstprivate of a reference to an array on a C++ `parallel`: each thread's copy is the
// array (by value); the translation declared the copy with the array type and initialised
// it from the original, which does not compile (libgomp's ctor-13.C, helper-39).
#include <cstdio>
static int seen, total;
static void run(int (&a)[3]) {
#pragma omp parallel firstprivate(a) num_threads(2)
  {
    a[0] = 100;
#pragma omp single
    seen = a[1] + a[2] + 1;
#pragma omp atomic
    total += a[0] == 100;
  }
}
int main() {
  int x[3] = {1, 2, 3};
  run(x);
  std::printf("orig=%d,%d,%d seen=%d total=%d\n", x[0], x[1], x[2], seen, total > 0 ? 2 : 0);
  return 0;
}
