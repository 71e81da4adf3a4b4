// C under -Wall -Wextra -Werror: variables that only an outlined construct names (a loop
// counter declared before its loop, a private item, a parameter used only as one) were left
// unused in the function once hbc moved the construct's text out, so gcc's -Wunused-variable
// stopped a build that was clean without hbc (ImageMagick: 137 warnings, helper-65). Each is
// named again at the construct's site, `(void)v;`: heartbeat loops and team-mode regions.
// FLAGS: -Wall -Wextra -Werror
// EXPECT-TRANSLATION: (void)y;
// EXPECT-TRANSLATION: (void)j;
// EXPECT-OUTPUT: rows=4950 grid=19800 team=2450 param=100
#include <omp.h>
#include <stdio.h>

static long rows(void) {
  long y, s = 0;
  double a[100];
#pragma omp parallel for
  for (y = 0; y < 100; y++) a[y] = (double)y;
  for (int i = 0; i < 100; i++) s += (long)a[i];
  return s;
}

static long grid(void) {
  int i, j;
  static long g[100][4];
  long s = 0;
#pragma omp parallel for private(j)
  for (i = 0; i < 100; i++)
    for (j = 0; j < 4; j++) g[i][j] = i + j;
  for (int k = 0; k < 100; k++) s += g[k][0] + g[k][1] + g[k][2] + g[k][3] - 4 * k;
  return s + 19800 - 6 * 100;
}

static long team(void) {
  int tid, k;
  long hits[64] = {0}, s = 0;
#pragma omp parallel private(tid, k)
  {
    tid = omp_get_thread_num();
#pragma omp for
    for (k = 0; k < 50; k++) hits[k] = k * 2 + 0 * tid;
  }
  for (int m = 0; m < 64; m++) s += hits[m];
  return s;
}

static int param(int n, int unused_but_private) {
  int s = 0;
#pragma omp parallel for private(unused_but_private) reduction(+:s)
  for (int i = 0; i < n; i++) {
    unused_but_private = 1;
    s += unused_but_private;
  }
  return s;
}

int main(void) {
  printf("rows=%ld grid=%ld team=%ld param=%d\n", rows(), grid(), team(), param(100, 7));
  return 0;
}
