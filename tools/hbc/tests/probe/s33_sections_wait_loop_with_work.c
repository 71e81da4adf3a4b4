/* Right output (libgomp, OMP_NUM_THREADS=2 and 3; team-dependent: needs the two sections to run
   concurrently, as num_threads(2) gives them in libgomp): "0 10".
   Before session 33, hbc compiled it without a diagnostic, and it hung (all settings): the region
   runs in heartbeat mode, sections in order on one thread, and the producer section spins with
   size == cap. Without the busy-work `for` loop after each critical block hbc refused it
   ("a loop that waits for other threads ... needs concurrent team members"); the extra local
   work outside the critical block (r is not read under the critical) defeated the wait-loop
   detection. Now refused with its file:line. */
// PROBE-ACCEPT: rejected
// PROBE-OUTPUT: 0 10
/*
   From DataRaceBench DRB190-critical-section2-no.c (producer/consumer sections, `while(1)` with
   `for (i<1000) r = (r+1)%10;` after each critical block; there hbc only ever produces). */
#include <stdio.h>
unsigned r = 0;
int cap = 2, size = 0, total = 0;
int main() {
#pragma omp parallel sections shared(size, cap) firstprivate(r) num_threads(2)
  {
#pragma omp section
    { int n = 0; while (n < 10) {
#pragma omp critical
      { if (size < cap) { size++; n++; } }
      for (int i = 0; i < 100; i++) r = (r + 1) % 10;
    } }
#pragma omp section
    { int n = 0; while (n < 10) {
#pragma omp critical
      { if (size > 0) { size--; n++; total++; } }
      for (int i = 0; i < 100; i++) r = (r + 1) % 10;
    } }
  }
  printf("%d %d\n", size, total);
  return 0;
}
