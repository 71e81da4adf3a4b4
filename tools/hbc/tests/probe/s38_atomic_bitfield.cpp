/* C++: `atomic` on bit-field members (gcc accepts them, PR c/69389): update, capture, read and
   write, in a heartbeat loop and in a team-mode region. A bit-field has no address, and
   hbc's __atomic lowering took one: a build error before session 38 (helper-39). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct flags { unsigned lo : 5, count : 12, hi : 15; };
static struct flags g = { 3, 0, 7 };
int main(void) {
  struct flags f = { 1, 0, 2 };
  unsigned seen = 0, last = 0, v;
#pragma omp parallel for reduction(+:seen)
  for (int i = 0; i < 1000; i++) {
    unsigned c;
#pragma omp atomic capture
    c = g.count++;
    seen += c % 2; /* (`c < 1000` here crashes gcc 12 -O2 without -fopenmp) */
#pragma omp atomic
    f.count += 2;
  }
  long per[8] = {0};
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 100; i++) {
#pragma omp atomic update
      g.count = g.count + 1;
      per[omp_get_thread_num() & 7]++;
    }
#pragma omp single
    {
#pragma omp atomic write
      f.lo = 17;
    }
  }
#pragma omp atomic read
  v = g.count;
#pragma omp atomic read
  last = f.count;
  printf("g=%u/%u/%u f=%u/%u/%u seen=%u v=%u last=%u n=%ld\n", g.lo, g.count, g.hi, f.lo, f.count, f.hi, seen, v,
         last, per[0] + per[1] + per[2] + per[3] + per[4] + per[5] + per[6] + per[7]);
  return 0;
}
