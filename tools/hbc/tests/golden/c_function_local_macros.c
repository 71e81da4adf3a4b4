// C: outlined code goes before its function, where macros that the function defines,
// redefines or undefines before the construct stood otherwise. hbc sets such macros around
// the outlined code to their state at the construct (push_macro, #define or #undef,
// pop_macro): IX here was silently expanded with the file's definition (a wrong sum), CLAMP
// was undefined there (a link error), and SCALE, undefined in the function, is an ordinary
// identifier in the loop.
// EXPECT-TRANSLATION: #define IX(i, j) ((i) * ny + (j))
// EXPECT-OUTPUT: 101310.00 4950 12
#include <stdio.h>
#define IX(i, j) ((i) * 8 + (j))
#define SCALE 100
static double grid[64 * 64];
static int SCALE_of(int v) { return v; }
int main(void) {
  int nx = 32, ny = 64;
  for (int i = 0; i < nx * ny; i++) grid[i] = i % 7;
#undef IX
#define IX(i, j) ((i) * ny + (j))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))
#undef SCALE
  double s = 0;
  long c = 0;
  int SCALE = 3;
#pragma omp parallel for reduction(+ : s, c)
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      s += grid[IX(i, j)] * (i + 1);
      c += CLAMP(i * ny + j, 0, 99) == i * ny + j ? i * ny + j : 0;
    }
  long t = 0;
#pragma omp parallel for reduction(+ : t)
  for (int k = 0; k < 4; k++) t += SCALE_of(SCALE);
  printf("%.2f %ld %ld\n", s, c, t);
  return 0;
}
