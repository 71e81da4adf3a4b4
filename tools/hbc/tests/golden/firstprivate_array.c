// firstprivate of C arrays: on a parallel for (a copy per range), on a loop nested in a
// parallel loop (where the outer outlined body has the array as a decayed pointer, and the
// copy is from the original's elements), and on a parallel region. Every body writes an
// element of its copy; the originals stay unchanged (p[2] = 3, q[1] = 20, r[2] = 300). (A
// top-level loop that also reads such an array takes team mode since session 42: a thread's
// later iterations see its earlier changes; probe s42_firstprivate_aggregate_carried.cpp.)
// EXPECT-TRANSLATION: __builtin_memcpy(p, __hb_c[
// EXPECT-OUTPUT: s=12000 t=232000 u=3300 p2=3 q1=20 r2=300
#include <stdio.h>
int main(void) {
  int p[3] = {1, 2, 3}, q[2] = {10, 20}, r[3] = {100, 200, 300};
  long s = 0, t = 0, u = 0;
#pragma omp parallel for firstprivate(p) reduction(+ : s)
  for (int i = 0; i < 1000; i++) {
    s += 12;
    p[2] = -100;
  }
#pragma omp parallel for reduction(+ : t)
  for (int o = 0; o < 40; o++) {
#pragma omp parallel for firstprivate(q) reduction(+ : t)
    for (int i = 0; i < 100; i++) {
      t += q[0] + 48;   /* 58 each */
      q[1] = 0;
    }
  }
#pragma omp parallel firstprivate(r)
  {
    r[2] = 0;
#pragma omp for reduction(+ : u)
    for (int i = 0; i < 11; i++) u += r[0] + r[1] + r[2];   /* the region's copy has r[2] = 0 */
  }
  printf("s=%ld t=%ld u=%ld p2=%d q1=%d r2=%d\n", s, t, u, p[2], q[1], r[2]);
  return 0;
}
