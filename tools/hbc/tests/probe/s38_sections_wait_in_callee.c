// PROBE-ACCEPT: rejected (a section's callee waits for a flag a later section sets: the sections run in order; docs/hbc.md)
// PROBE-OUTPUT: consumed=1000
/* One section calls a function that spins on a flag (flush) which the other section
   clears (velvet's velveth, splayTable.c; helper-40). Written in the section itself this
   was refused; through a call it hung at every setting before session 38. */
#include <stdio.h>
static int producing = 1, count = 0;
static long consumed = 0;
static void wait_then_take(void) {
#pragma omp flush(producing)
  while (producing) {
#pragma omp flush(producing)
  }
#pragma omp flush
  consumed = count;
}
int main(void) {
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    wait_then_take();
#pragma omp section
    {
      for (int i = 0; i < 1000; i++) count++;
#pragma omp flush
      producing = 0;
#pragma omp flush(producing)
    }
  }
  printf("consumed=%ld\n", consumed);
  return 0;
}
