// A task inside a team-mode region is not translated yet: a diagnostic, never a wrong run.
// EXPECT-ERROR: 'task' in a team-mode region (docs/hbc.md, Team mode) is not supported
// EXPECT-ERROR-LINE: 10
#include <omp.h>
int main(void) {
  int x[64] = {0};
#pragma omp parallel
  {
    int id = omp_get_thread_num();
#pragma omp task
    x[id] = 1;
  }
  return x[0];
}
