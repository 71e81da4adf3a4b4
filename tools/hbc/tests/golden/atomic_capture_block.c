// Structured-block `atomic capture`: old value then update (a ticket), update then new
// value, and an exchange (test-and-set of a visited flag) in a parallel loop. Every ticket
// is taken once, and every flag is claimed by exactly one iteration.
// EXPECT-TRANSLATION: __atomic_exchange(
// EXPECT-OUTPUT: tickets=499500 last=1000 claimed=100 firsts=100
#include <stdio.h>
int main(void) {
  static int seen[1000], flag[100];
  int next = 0, count = 0, firsts = 0;
  long tickets = 0;
#pragma omp parallel for reduction(+ : tickets, firsts)
  for (int i = 0; i < 1000; i++) {
    int t, c, old;
#pragma omp atomic capture
    { t = next; next += 1; }
#pragma omp atomic capture
    { count++; c = count; }
    seen[t]++;
    tickets += t;
    (void)c;
#pragma omp atomic capture
    { old = flag[i % 100]; flag[i % 100] = 1; }
    firsts += old == 0;
  }
  int claimed = 0, ok = 1;
  for (int i = 0; i < 100; i++) claimed += flag[i];
  for (int i = 0; i < 1000; i++) ok &= seen[i] == 1;
  printf("tickets=%ld last=%d claimed=%d firsts=%d\n", ok ? tickets : -1, count, claimed, firsts);
  return 0;
}
