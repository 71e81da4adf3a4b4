// Team mode: worksharing loops whose variable is a pointer (GAPBS's bfs walks its frontier
// queue with one): the trip count is the pointers' distance in elements, each iteration's
// pointer is the start plus its number times the step, and lastprivate gives the
// sequential final value.
// EXPECT-TRANSLATION: (uint64_t)(__hb_ub_1_1 - __hb_lb_1_1)
// EXPECT-OUTPUT: tot=250500.0 back=500500.0 seen=501 last=0
#include <omp.h>
#include <stdio.h>
static double data[1001];
int main(void) {
  for (int i = 0; i < 1001; i++) data[i] = i;
  double *b = data, *e = data + 1001, *p;
  double tot = 0, back = 0;
  long seen = 0;
#pragma omp parallel
  {
    double mine = 0, mine2 = 0;
    long cnt = 0;
#pragma omp for nowait
    for (double *q = b; q < e; q += 2) { mine += *q; cnt++; }
#pragma omp for lastprivate(p)
    for (p = e - 1; p > b; p--) mine2 += *p;
#pragma omp critical
    { tot += mine; back += mine2; seen += cnt; }
    if (omp_get_thread_num() < 0) seen = -1;
  }
  printf("tot=%.1f back=%.1f seen=%ld last=%ld\n", tot, back, seen, (long)(p - data));
  return 0;
}
