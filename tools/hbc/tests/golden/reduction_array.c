// Array reductions (OpenMP 4.5): a whole fixed-size array, a 2-D array, and sections with
// constant and run-time bounds over an array and a pointer. Every original keeps its
// starting values (combined, not overwritten).
// EXPECT-TRANSLATION: hbc_array_red_begin
// EXPECT-TRANSLATION: hbc_array_red_slot
// EXPECT-OUTPUT: hist 174860
// EXPECT-OUTPUT: grid 5120.000000
// EXPECT-OUTPUT: sec -10 max 999
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  long hist[16];
  double grid[4][4];
  int i, n = 10 + argc;  /* 11: a run-time length */
  long *p = malloc(sizeof(long) * 32);
  for (i = 0; i < 16; i++) hist[i] = i;
  for (i = 0; i < 16; i++) grid[i / 4][i % 4] = 1.0;
  for (i = 0; i < 32; i++) p[i] = -1;
#pragma omp parallel for reduction(+:hist)
  for (i = 0; i < 10000; i++) hist[(i * 7) % 16] += i % 5;
#pragma omp parallel for reduction(+:grid)
  for (i = 0; i < 5104; i++) grid[i % 4][(i / 4) % 4] += 1.0;
#pragma omp parallel for reduction(max:p[2:n]) reduction(+:hist[1:4])
  for (i = 0; i < 1000; i++) {
    if (i > p[2 + i % n]) p[2 + i % n] = i;
    hist[1 + i % 4] += 1;
  }
  long c = 0, m = 0, s = 0;
  double g = 0;
  for (i = 0; i < 16; i++) c += hist[i] * (i + 1);
  for (i = 0; i < 16; i++) g += grid[i / 4][i % 4];
  for (i = 0; i < 32; i++) { s += p[i] > 0 ? 1 : p[i]; if (p[i] > m) m = p[i]; }
  printf("hist %ld\n", c);
  printf("grid %f\n", g);
  printf("sec %ld max %ld\n", s, m);
  free(p);
  return 0;
}
