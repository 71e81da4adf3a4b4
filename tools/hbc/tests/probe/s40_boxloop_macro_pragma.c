/* HYPRE's BoxLoop style: one macro opens a block, declares bounds, writes the directive with
   _Pragma and opens the loop; another closes both. hbc refused every such use with file:line
   (41 of HYPRE's files, helper-47); since session 40 the uses are written out expanded and
   translated. The second loop asks its thread number under schedule(static), so its region
   runs in team mode: each thread's share is one contiguous block. */
// PROBE-OUTPUT: sum=499500 owners_ok=1 hist=1000
#include <stdio.h>
#include <omp.h>
#define STR(x) #x
#define PRAGMA(x) _Pragma(STR(x))
#define BOX_BEGIN(n, i, clauses) \
  {                              \
    int lo_ = 0, hi_ = (n);      \
    PRAGMA(omp parallel for clauses) \
    for (int i = lo_; i < hi_; i++) {
#define BOX_END(i) } }
static int owner[1000];
int main(void) {
  long sum = 0;
  BOX_BEGIN(1000, k, reduction(+:sum))
    sum += k;
  BOX_END(k)
  BOX_BEGIN(1000, k, schedule(static))
    owner[k] = omp_get_thread_num();
  BOX_END(k)
  int ok = 1, hist = 0;
  for (int k = 1; k < 1000; k++) ok &= owner[k] >= owner[k - 1];
  for (int k = 0; k < 1000; k++) hist += owner[k] >= 0;
  printf("sum=%ld owners_ok=%d hist=%d\n", sum, ok, hist);
  return 0;
}
