// A region needing a team nested in another construct (here a heartbeat-mode region's
// worksharing loop) is refused: the inner region would run on a team of one per iteration.
// EXPECT-ERROR: this region needs a team (omp_get_thread_num() at region level), but it is nested
#include <omp.h>
int main(void) {
  int x[64] = {0};
#pragma omp parallel for
  for (int i = 0; i < 4; i++) {
#pragma omp parallel
    {
      x[omp_get_thread_num()] += i;
    }
  }
  return x[0];
}
