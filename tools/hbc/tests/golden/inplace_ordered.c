// A loop with `ordered` runs in place, on the encountering thread, in iteration order (a
// team of one thread executes every ordered iteration itself); its clauses keep their
// meaning: firstprivate copied, lastprivate and reduction updated in place. Inner loops
// stay heartbeat loops.
// EXPECT-OUTPUT: 0 1 2 3 4 5 6 7 8 9 | f=7 last=9 sum=45 inner=4950
// EXPECT-NO-TRANSLATION: #pragma omp ordered
#include <stdio.h>
int main(void) {
  int i, f = 7, last = -1, sum = 0;
  long inner = 0;
  static int a[100];
#pragma omp parallel for ordered firstprivate(f) lastprivate(last) reduction(+: sum) schedule(dynamic)
  for (i = 0; i < 10; i++) {
    f += i;
#pragma omp ordered
    printf("%d ", i);
    last = i;
    sum += i;
  }
#pragma omp parallel for
  for (i = 0; i < 100; i++) a[i] = i;
#pragma omp parallel
  {
#pragma omp for ordered reduction(+: inner)
    for (i = 0; i < 1; i++) {
      int k;
#pragma omp parallel for reduction(+: inner)
      for (k = 0; k < 100; k++) inner += a[k];
    }
  }
  printf("| f=%d last=%d sum=%d inner=%ld\n", f, last, sum, inner);
  return 0;
}
