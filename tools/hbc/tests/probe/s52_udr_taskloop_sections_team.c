/* User-defined reductions on a taskloop (run in place by the member in `single`) and on
   `sections`, in a team-mode region (session 52: refused before). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
typedef struct { long a, b; } pair_t;
#pragma omp declare reduction(pp : pair_t : omp_out.a += omp_in.a, omp_out.b += omp_in.b) initializer(omp_priv = (pair_t){0, 0})
int main(void) {
  pair_t p = {1, 2}, q = {10, 20};
  int seen[64] = {0};
#pragma omp parallel
  {
    seen[omp_get_thread_num()] = 1;
#pragma omp single
    {
#pragma omp taskloop reduction(pp : p)
      for (int i = 0; i < 1000; i++) { p.a += i; p.b += 1; }
    }
#pragma omp sections reduction(pp : q)
    {
#pragma omp section
      { q.a += 5; }
#pragma omp section
      { q.b += 7; }
    }
  }
  printf("p=%ld,%ld q=%ld,%ld seen=%d\n", p.a, p.b, q.a, q.b, seen[0]);
  return 0;
}
