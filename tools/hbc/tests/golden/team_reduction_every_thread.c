// A parallel region whose every thread writes a reduction item in its own code counts the
// threads (`n += 1`) or drops the item's starting value (`u = 1`): its result depends on the
// team. Run once in heartbeat mode it gave 6 and 1 at any worker count; the region now runs
// in team mode, each member with its own copy from the identity, combined at the end.
// Writes inside `single`, `master` or a worksharing loop are one thread's or shared out and
// keep heartbeat mode. Output is printed relative to the team's size.
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: t-n=5 u-n=5 p/2^n=3 s=4950
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_num_threads() 1
#endif
#include <stdio.h>
int main(void) {
  int t = 5, u = 5, n = 0, m = 0;
  long p = 3, s = 0;
#pragma omp parallel reduction(+ : t)
  {
    t += 1;
#pragma omp master
    n = omp_get_num_threads();
  }
#pragma omp parallel reduction(+ : u) reduction(* : p)
  {
    u = 1;
    p *= 2;
#pragma omp master
    m = omp_get_num_threads();
  }
#pragma omp parallel reduction(+ : s)
  {
#pragma omp for
    for (int i = 0; i < 100; i++) s += i;
  }
  printf("t-n=%d u-n=%d p/2^n=%ld s=%ld\n", t - n, u - m, p >> m, s);
  return 0;
}
