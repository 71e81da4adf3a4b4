/* A function holding an orphaned `single copyprivate` called at region level (so the
   region takes team mode since session 23) and also from a worksharing loop's body: a
   single closely nested in a `for` region is non-conforming (OpenMP 4.5 2.17), and hbc
   neither refuses it nor runs it as before session 23 (heartbeat mode, where the single
   was a team of one's and the sum 4950): the members meet at the single's barrier from
   different iterations, the sum varies and at 3 workers the program hangs (as libgomp). */
// PROBE-ACCEPT: rejected (the intended refusal since session 23: a barrier or single reached from a worksharing loop's iterations is not OpenMP)
#include <stdio.h>
int get(int k) {
  int x;
#pragma omp single copyprivate(x)
  x = k;
  return x;
}
int main(void) {
  long s = 0;
  int t = 0;
#pragma omp parallel reduction(+:t)
  {
    t += get(1);
#pragma omp for reduction(+:s)
    for (int i = 0; i < 100; i++) s += get(i);
  }
  printf("%ld %d\n", s, t > 0);
  return 0;
}
