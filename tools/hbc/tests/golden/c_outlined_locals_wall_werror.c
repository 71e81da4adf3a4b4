// C under -Wall -Wextra -Werror: variables that only an outlined construct names (a loop
// counter declared before its loop, a private item, a parameter used only as one) were left
// unused in the function once hbc moved the construct's text out, so gcc's -Wunused-variable
// stopped a build that was clean without hbc (ImageMagick: 137 warnings, helper-65). Each is
// named again at the construct's site, `(void)v;`: heartbeat loops and team-mode regions.
// Also: a team-mode region that shares nothing (its context unread, helper-67), a counter the
// region declares before its worksharing loop, a pointer loop counter (its bound was
// `const T *`, -Wdiscarded-qualifiers), and in-place `sections` whose private copy is only
// assigned ("set but not used").
// FLAGS: -Wall -Wextra -Werror
// EXPECT-TRANSLATION: (void)y;
// EXPECT-TRANSLATION: (void)j;
// EXPECT-TRANSLATION: (void)__hb_c;
// EXPECT-OUTPUT: rows=4950 grid=19800 team=2450 param=100
// EXPECT-OUTPUT: quiet=2 counter=190 pointer=200 sections=3
#include <omp.h>
#include <stdio.h>

static int quiet_hits;
static void bump(void) {
#pragma omp atomic
  quiet_hits++;
}

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

static int quiet(void) {
#pragma omp parallel num_threads(2)
  bump();
  return quiet_hits;
}

static int counter(void) {
  int total = 0;
#pragma omp parallel num_threads(2) reduction(+:total)
  {
    int k;
#pragma omp for
    for (k = 0; k < 20; k++) total += k;
  }
  return total;
}

static double pointer(void) {
  static double a[100];
  double *p, s = 0;
#pragma omp parallel for
  for (p = a; p < a + 100; p++) *p = 2.0;
  for (int i = 0; i < 100; i++) s += a[i];
  return s;
}

static int sections(void) {
  int done = 0, scratch = 0;
#pragma omp parallel sections private(scratch) reduction(+:done)
  {
#pragma omp section
    { scratch = 1; done += 1; }
#pragma omp section
    { scratch = 2; done += 2; }
  }
  return done + scratch;
}

int main(void) {
  printf("rows=%ld grid=%ld team=%ld param=%d\n", rows(), grid(), team(), param(100, 7));
  printf("quiet=%d counter=%d pointer=%.0f sections=%d\n", quiet(), counter(), pointer(), sections());
  return 0;
}
