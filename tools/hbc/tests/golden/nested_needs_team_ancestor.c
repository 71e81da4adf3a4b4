// omp_get_team_size / omp_get_ancestor_thread_num make a region need a team; written inside
// another construct it is an inactive team of one (one thread at level 2), which hbc gives
// (since session 20; refused before).
// EXPECT-TRANSLATION: hbc_region_enter_inactive(
// EXPECT-OUTPUT: 1 1 1 1 anc0=8
#include <stdio.h>
#include <omp.h>
int main(void) {
  int sizes[4] = {0}, anc = 0;
#pragma omp parallel for reduction(+ : anc)
  for (int i = 0; i < 4; i++) {
#pragma omp parallel reduction(+ : anc)
    {
#pragma omp for
      for (int j = 0; j < 2; j++) {
        sizes[i] = omp_get_team_size(2);
        anc += omp_get_ancestor_thread_num(2) == 0;
      }
    }
  }
  printf("%d %d %d %d anc0=%d\n", sizes[0], sizes[1], sizes[2], sizes[3], anc);
  return 0;
}
