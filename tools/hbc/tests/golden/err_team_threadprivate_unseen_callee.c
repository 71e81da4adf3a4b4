// In a file with threadprivate variables, a loop body that calls a function defined in
// another file may update them per thread (declared extern there), so the region needs a
// team; a team cannot follow that call either (it may hold orphaned constructs): refused,
// where heartbeat mode could have summed only the master's copy.
// EXPECT-ERROR: this region needs a team (a loop body makes a call hbc cannot follow, in a file with threadprivate variables), but it calls 'tick', defined in another file
// EXPECT-ERROR-LINE: 13
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
