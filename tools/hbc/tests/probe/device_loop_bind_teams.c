/* `loop bind(teams)` inside a teams region (offload-style code): the one team hbc runs shares
   its iterations; reductions on the loops land, and a scalar the target only reads keeps its value. */
#include <stdio.h>
#define N 20000
static double x[N], y[N];
int main(void) {
  double dot = 0, norm = 0, scale = 0.5;
  int i;
  for (i = 0; i < N; i++) { x[i] = (i % 13) * 0.25; y[i] = (i % 7) - 3.0; }
#pragma omp target teams map(tofrom: x[0:N], y[0:N], dot)
  {
#pragma omp loop bind(teams) reduction(+: dot)
    for (int k = 0; k < N; k++) {
      y[k] = y[k] * scale + x[k];
      dot += x[k] * y[k];
    }
  }
#pragma omp target teams map(to: y[0:N]) map(tofrom: norm)
#pragma omp loop bind(teams) reduction(+: norm)
  for (i = 0; i < N; i++) norm += y[i] * y[i];
  printf("dot=%.4f norm=%.4f scale=%.2f y0=%.3f yN=%.3f\n", dot, norm, scale, y[0], y[N - 1]);
  return 0;
}
