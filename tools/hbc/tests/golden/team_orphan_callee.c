// A team-mode region calling a function that holds an orphaned worksharing loop: the loop
// is shared among the caller's team at run time (refused before session 12, when every
// member would have run the whole loop).
// EXPECT-TRANSLATION: if (hbc_orphan_team()) { (void)hb_team_for(0,
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
// EXPECT-OUTPUT: ok 1
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int a[100];
static void fill(void) {
  int i;
#pragma omp for
  for (i = 0; i < 100; i++) a[i] += 1;
}
int main(void) {
  int ids[64] = {0};
  int i;
#pragma omp parallel
  {
    ids[omp_get_thread_num()] = 1;
    fill();
  }
  int ok = ids[0];
  for (i = 0; i < 100; i++) ok = ok && a[i] == 1;
  printf("ok %d\n", ok);
  return 0;
}
