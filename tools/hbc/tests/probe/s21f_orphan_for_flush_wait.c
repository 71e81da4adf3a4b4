/* NPB3.0-omp-C LU (blts/buts) pipelines its wavefront INSIDE an orphaned
   `omp for nowait schedule(static)`: iteration i spins (with `flush`) until iteration i-1
   has set flag[i-1], and until iteration i+1 of the previous sweep has cleared flag[i].
   The same loop written lexically inside the region is taken by team mode and is right;
   orphaned in a function the region calls (same file), hbc refuses it with "a loop that
   waits for other threads ... heartbeat-mode region runs on one thread". Run in order
   on one thread the waits never block, so the sequential answer is the right one. */
#include <stdio.h>
#define N 40
#define NK 6
static double v[NK][N];
static int flag[N];
static void sweep(int k)
{
  int i;
#pragma omp for nowait schedule(static)
  for (i = 1; i < N; i++) {
    if (i != 1) { while (flag[i-1] == 0) {
#pragma omp flush(flag)
      ; } }
    if (i != N-1) { while (flag[i] == 1) {
#pragma omp flush(flag)
      ; } }
    v[k][i] = 0.5 * (v[k][i-1] + v[k-1][i]) + 0.01 * i;
    if (i != 1) flag[i-1] = 0;
    if (i != N-1) flag[i] = 1;
#pragma omp flush(flag)
  }
}
int main(void)
{
  int k, i; double s = 0;
  for (k = 0; k < NK; k++) for (i = 0; i < N; i++) v[k][i] = (k == 0 || i == 0) ? 1.0 + 0.1 * ((i + k) % 3) : 0.0;
#pragma omp parallel private(k)
  {
    for (k = 1; k < NK; k++)
      sweep(k);
  }
  for (k = 0; k < NK; k++) for (i = 0; i < N; i++) s += v[k][i] * (1 + (i + k) % 4);
  printf("s=%.10f\n", s);
  return 0;
}
