/* A region in a called function, reached from a region of one thread (num_threads(1)), is
   the first active level: its team of 2 is at level 2 for every member. Member 1, a pool
   thread of hbc's, answered its baseline (level 1) until session 44, silently. Also the
   same under if(0), and a combined parallel for. */
#include <omp.h>
#include <stdio.h>

static void inner(int *lev, int *size, int *act) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 1) {
      *lev = omp_get_level();
      *size = omp_get_num_threads();
      *act = omp_get_active_level();
    }
  }
}

static void inner_for(int *lev) {
#pragma omp parallel for num_threads(2) schedule(static, 1)
  for (int i = 0; i < 2; i++)
    if (omp_get_thread_num() == 1) *lev = omp_get_level() * 10 + omp_get_ancestor_thread_num(2);
}

int main(void) {
  int lev = -1, size = -1, act = -1, flev = -1;
#pragma omp parallel num_threads(1)
  inner(&lev, &size, &act);
  printf("num_threads(1): member1 level=%d size=%d active=%d\n", lev, size, act);
  lev = size = act = -1;
#pragma omp parallel if(0)
  inner(&lev, &size, &act);
  printf("if(0): member1 level=%d size=%d active=%d\n", lev, size, act);
#pragma omp parallel num_threads(1)
  inner_for(&flev);
  printf("parallel for: member1 level*10+ancestor=%d\n", flev);
  return 0;
}
// PROBE-OUTPUT: num_threads(1): member1 level=2 size=2 active=1
// PROBE-OUTPUT: if(0): member1 level=2 size=2 active=1
// PROBE-OUTPUT: parallel for: member1 level*10+ancestor=21
