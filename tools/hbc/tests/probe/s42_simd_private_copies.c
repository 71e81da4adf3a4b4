/* A standalone `simd`'s private items are copies of their own: the loop leaves the originals
   alone (OpenMP; gcc and clang print -1, -3 and 5). hbc dropped the clause with the pragma,
   so the loop wrote the originals (t=126; helper-56, session 42): in a function, with
   collapse(2), and in a team-mode region (its thread numbers ask for one). */
// PROBE-OUTPUT: t=-1 a63=127 v=-3 sum=32640 w=5 tid_ok=1
#include <stdio.h>
#include <omp.h>
int main(void) {
  double a[64], t = -1.0;
  for (int i = 0; i < 64; i++) a[i] = i;
#pragma omp simd private(t)
  for (int i = 0; i < 64; i++) { t = a[i] * 2; a[i] = t + 1; }
  int v = -3; long sum = 0;
#pragma omp simd collapse(2) private(v) reduction(+:sum)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) { v = i * 16 + j; sum += v; }
  int w = 5, tid_ok = 1;
#pragma omp parallel num_threads(2) firstprivate(w) reduction(&&:tid_ok)
  {
    int me = omp_get_thread_num(), base = w;
    double b[8];
#pragma omp simd private(w)
    for (int i = 0; i < 8; i++) { w = i + me; b[i] = w; }
    tid_ok = w == base && b[7] == 7 + me && me < omp_get_num_threads();
  }
  printf("t=%g a63=%g v=%d sum=%ld w=%d tid_ok=%d\n", t, a[63], v, sum, w, tid_ok);
  return 0;
}
