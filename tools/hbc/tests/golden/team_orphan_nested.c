// An orphaned barrier and master reached through a callee's own `parallel`, from each member
// of a team-mode region: OpenMP binds them to that nested region, an inactive team of one
// per outer thread. The callee's region is a team-mode region of its own (its barrier needs
// a team), which the runtime makes a team of one when a member of a larger team meets it, so
// they bind there too (since session 20; before, hbc refused the program).
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-OUTPUT: masters=2 level2=2 first=1
#include <omp.h>
#include <stdio.h>
static int masters, deep, first;
static void meet(void) {
#pragma omp barrier
#pragma omp master
  {
#pragma omp atomic
    masters++;
  }
  if (omp_get_level() == 2 && omp_get_num_threads() == 1) {
#pragma omp atomic
    deep++;
  }
}
static void inner(void) {
#pragma omp parallel
  meet();
}
int main(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) first = 1;
    inner();
  }
  printf("masters=%d level2=%d first=%d\n", masters, deep, first);
  return 0;
}
