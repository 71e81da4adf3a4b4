// omp_get_team_size / omp_get_ancestor_thread_num make a region run in team mode (heartbeat
// mode would answer for its loop's workers, not for OpenMP's team); nested in another
// construct such a region is refused rather than answered wrongly.
// EXPECT-ERROR: this region needs a team (omp_get_team_size() or omp_get_ancestor_thread_num() in the region), but it is nested
#include <stdio.h>
#include <omp.h>
int main(void) {
  int sizes[4] = {0};
#pragma omp parallel for
  for (int i = 0; i < 4; i++) {
#pragma omp parallel
    {
#pragma omp for
      for (int j = 0; j < 2; j++) sizes[i] = omp_get_team_size(2);
    }
  }
  printf("%d\n", sizes[0]);
  return 0;
}
