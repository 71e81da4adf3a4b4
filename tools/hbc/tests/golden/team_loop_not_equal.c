/* A `!=` worksharing loop (OpenMP 5.0) in a team-mode region: the step's sign gives the
   direction, as in heartbeat mode. */
// EXPECT-TRANSLATION: > 0 ?
// EXPECT-OUTPUT: 4951 4950
#include <stdio.h>
#include <omp.h>
#define N 100
static int a[N];
int main(void) {
  long s = 0, t = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) a[0] = 1;
#pragma omp for reduction(+:s)
    for (int i = 0; i != N; i++) s += a[i];
#pragma omp for reduction(+:t)
    for (int i = N - 1; i != 0; --i) t += i;
  }
  printf("%ld %ld\n", s, t);
  return 0;
}
