/* `parallel for if(nt > 1) num_threads(nt)` with nt = 1, and `parallel num_threads(1)`: OpenMP
   runs them on one thread, in order, so a body that is not thread-safe is right there
   (GraphicsMagick's histogram pass calls an unsynchronised callback so; helper-45). hbc
   dropped both clauses in heartbeat mode: the iterations raced (count 1734000 of 4000000),
   and the thread number reached 2 under num_threads(2). */
// PROBE-OUTPUT: count=4000000 region=400000 tid_ok=1 serial_tid=0
#include <stdio.h>
#include <omp.h>
static volatile long count;
static void add_row(long n) { for (long i = 0; i < n; i++) count = count + 1; }
static void (*volatile row_fn)(long) = add_row;
static int max_tid = -1, max_tid_serial = -1;
static void note_tid(int *slot) {
  int t = omp_get_thread_num();
#pragma omp critical
  if (t > *slot) *slot = t;
}
static void (*volatile tid_fn)(int *) = note_tid;
int main(void) {
  int nt = 1;
#pragma omp parallel for if (nt > 1) num_threads(nt) schedule(guided)
  for (long r = 0; r < 4000; r++) row_fn(1000);
  long c1 = count;
  count = 0;
#pragma omp parallel num_threads(1)
  {
#pragma omp for
    for (long r = 0; r < 400; r++) row_fn(1000);
  }
  long c2 = count;
#pragma omp parallel for num_threads(2)
  for (int k = 0; k < 100000; k++) tid_fn(&max_tid);
#pragma omp parallel for if (0)
  for (int k = 0; k < 100000; k++) tid_fn(&max_tid_serial);
  printf("count=%ld region=%ld tid_ok=%d serial_tid=%d\n", c1, c2, max_tid <= 1, max_tid_serial);
  return 0;
}
