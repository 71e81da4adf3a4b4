/* A team-mode region (it asks omp_get_thread_num()) whose single calls a function holding an
 * orphaned simd loop, which binds to no team: the member that meets it runs it (refused before
 * session 74; oneDPL's for_each(par_unseq) in a user's single, helper-120).
 * EXPECT-OUTPUT: d[0]=2 t=OK */
#include <stdio.h>
#include <omp.h>
static void twice(double *d, int n) {
  #pragma omp simd
  for (int i = 0; i < n; i++) d[i] *= 2;
}
int main(void) {
  static double d[100];
  for (int i = 0; i < 100; i++) d[i] = 1;
  int t = 0;
  #pragma omp parallel reduction(+:t)
  {
    t += omp_get_thread_num() >= 0;
    #pragma omp single
    twice(d, 100);
  }
  printf("d[0]=%g t=%s\n", d[0], t >= 1 ? "OK" : "FAIL");
  return 0;
}
