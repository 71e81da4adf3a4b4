// PROBE-OUTPUT: s=5050 a[5]=10 c[5]=15 f=7 g=600
/* C++: combined `parallel master taskloop` (and its simd form): variables no clause names are
   shared in the parallel part, so shared in the taskloop's tasks (OpenMP 5.0, 2.19.1.1).
   clang 14 marks them implicitly firstprivate (its own build loses the updates; gcc's is
   right), and hbc followed clang's AST: silently wrong before session 38 (s=0, a[5]=5;
   helper-39, libgomp's testsuite). Explicit firstprivate and reductions keep their meaning. */
#include <cstdio>
#define N 16
int main(void) {
  int s = 0, a[N], c[N], i, f = 7, g = 0;
  for (i = 0; i < N; i++) a[i] = c[i] = i;
#pragma omp parallel master taskloop
  for (i = 0; i < 100; i++) {
#pragma omp atomic
    s += i;
  }
#pragma omp parallel master taskloop simd
  for (i = 0; i < N; i++) a[i] = 2 * a[i];
#pragma omp parallel
#pragma omp master
#pragma omp taskloop simd
  for (i = 0; i < N; i++) c[i] = 3 * c[i];
#pragma omp parallel master taskloop firstprivate(f) grainsize(4)
  for (i = 0; i < 100; i++) {
    f += 1; /* each task's copy starts from 7 */
#pragma omp atomic
    s += f > 7;
  }
#pragma omp parallel master taskloop default(shared) reduction(+:g)
  for (i = 0; i < N; i++) g += a[i] + c[i];
  printf("s=%d a[5]=%d c[5]=%d f=%d g=%d\n", s, a[5], c[5], f, g);
  return 0;
}
