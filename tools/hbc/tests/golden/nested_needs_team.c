// A region that needs a team (omp_get_thread_num() at region level) written inside another
// construct, here a heartbeat-mode loop's body: OpenMP makes it an inactive team of one per
// iteration (thread 0 of 1), which hbc gives by running its code once on the thread that
// meets it (hbc_region_enter_inactive; since session 20, refused before).
// EXPECT-TRANSLATION: hbc_region_enter_inactive(
// EXPECT-OUTPUT: x0=6 others=0
#include <omp.h>
#include <stdio.h>
int main(void) {
  int x[64] = {0}, others = 0;
#pragma omp parallel for reduction(+ : others)
  for (int i = 0; i < 4; i++) {
#pragma omp parallel
    {
#pragma omp atomic
      x[omp_get_thread_num()] += i;
      others += omp_get_num_threads() - 1;
    }
  }
  printf("x0=%d others=%d\n", x[0], others);
  return 0;
}
