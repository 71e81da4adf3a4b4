// PROBE-OUTPUT: ok=1 sum=10
/* A threadprivate variable of an unnamed struct type in `copyin` on a region that runs in
   team mode (it asks its thread number): the outlined function spelled the type as clang
   prints it, `struct (unnamed struct at FILE:LINE:COL) *`, and did not compile (libgomp's
   copyin-2.c, helper-39). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static void omp_set_num_threads(int n) { (void)n; }
#endif
struct { int start, seen; } state = { 5, 0 };
#pragma omp threadprivate(state)
int main(void) {
  int ok = 1, sum = 0;
  omp_set_num_threads(2);
#pragma omp parallel copyin(state) reduction(&&:ok)
  {
    ok = state.start == 5;
    state.seen = omp_get_thread_num();
  }
#pragma omp parallel for reduction(+:sum)
  for (int i = 0; i < 2; i++) sum += 5;
  printf("ok=%d sum=%d\n", ok, sum);
  return 0;
}
