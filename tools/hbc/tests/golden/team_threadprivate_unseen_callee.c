// In a file with threadprivate variables, a loop body that calls a function defined in
// another file may update them per thread (declared extern there), so the region needs a
// team, where heartbeat mode could have summed only the master's copy. The callee's orphaned
// constructs bind to the team at run time (refused before session 12).
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1
#include <stdio.h>
extern int counter;
#pragma omp threadprivate(counter)
void tick(void); /* defined in another file: ++counter */
int main(void) {
  int total = 0, i;
#pragma omp parallel
  {
#pragma omp for
    for (i = 0; i < 100; i++) tick();
#pragma omp critical
    total += counter;
  }
  printf("%d\n", total);
  return 0;
}
