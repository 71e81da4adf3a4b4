// An orphaned barrier reached through a callee's own `parallel` binds (OpenMP) to that nested
// region, but at run time hbc's barrier would meet the calling member's team: a team-mode
// region reaching it that way is refused.
// EXPECT-ERROR: this region needs a team (omp_get_thread_num() at region level), but it calls 'meet', which holds an orphaned 'barrier' and is called inside a nested 'parallel'
// EXPECT-ERROR-LINE: 17
#include <omp.h>
static int hits[64];
static void meet(void) {
  hits[omp_get_thread_num()]++;
#pragma omp barrier
}
static void inner(void) {
#pragma omp parallel
  meet();
}
int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) hits[63] = 1;
    inner();
  }
  return hits[63] - 1;
}
