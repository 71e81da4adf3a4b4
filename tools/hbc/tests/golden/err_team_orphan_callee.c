// A team-mode region calling a function that holds an orphaned worksharing loop is refused:
// heartbeat mode translates the orphaned `for` as a whole loop, which every member would run.
// EXPECT-ERROR: this region needs a team (omp_get_thread_num() at region level), but it calls 'fill', which holds an orphaned 'for'
// EXPECT-ERROR-LINE: 15
#include <omp.h>
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
  for (i = 0; i < 100; i++)
    if (a[i] != 1) return 1;
  return ids[0] - 1;
}
