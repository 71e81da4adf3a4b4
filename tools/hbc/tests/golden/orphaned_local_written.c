// Class 1: a function-local variable written by an orphaned worksharing loop and read after
// it (NPB's checksum and norm routines) is private to each thread of the caller's team, and
// each thread runs its share of the iterations in order. hbc keeps exactly that: each share
// runs in order on its member (no heartbeat split inside it), and a caller outside any team
// runs the whole loop in order. `m`, the function's counter reused inside the body, and
// `chk`, a partial whose combine target is an array element, take the same path.
// EXPECT-TRANSLATION: } else { hb_serial __hb_os; int __hb_os_on = hbc_orphan_serial_begin(&__hb_os); if (__hb_tot_2 > 0) __hb_loop_2((void *)__hb_ctx_2, 0, __hb_tot_2); if (__hb_os_on) hb_serial_end(&__hb_os); }
// EXPECT-OUTPUT: serial 42
// EXPECT-OUTPUT: team 42
// EXPECT-OUTPUT: norms 21.000 33.000 45.000 sum 99.000
#include <stdio.h>
static int a[100];
static double u[12][3], sums[4], tot[3];
static int scan(void) {
  int last = -1;
#pragma omp for
  for (int i = 0; i < 100; i++)
    if (a[i]) last = i;
  return last;
}
static void norm(int it) {
  int i, m;
  double chk = 0.0;
  for (m = 0; m < 3; m++) tot[m] = 0.0;
#pragma omp barrier
#pragma omp for nowait
  for (i = 0; i < 12; i++)
    for (m = 0; m < 3; m++) {
      chk += u[i][m];
#pragma omp atomic
      tot[m] += u[i][m];
    }
#pragma omp critical
  sums[it] += chk;
#pragma omp barrier
}
int main(void) {
  int best = -1;
  a[42] = 1;
  printf("serial %d\n", scan());
#pragma omp parallel
  {
    int mine = scan();
#pragma omp critical
    if (mine > best) best = mine;
  }
  printf("team %d\n", best);
  for (int i = 0; i < 12; i++)
    for (int m = 0; m < 3; m++) u[i][m] = 0.5 * i + m - 1.0;
#pragma omp parallel
  norm(1);
  printf("norms %.3f %.3f %.3f sum %.3f\n", tot[0], tot[1], tot[2], sums[1]);
  return 0;
}
