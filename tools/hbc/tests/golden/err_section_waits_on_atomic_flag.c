// A section that spins on a C11 atomic (or gcc's __atomic builtins, or std::atomic's load)
// for a flag that a later section sets: heartbeat mode runs a region's sections in order on
// one thread, so the wait would never end. Refused at the loop, as the same wait on a
// volatile flag, an `atomic read` or a `flush` is; until session 70 these spellings passed
// the check and the program hung (a helper's program).
// EXPECT-ERROR: a loop that waits for other threads
// EXPECT-ERROR-LINE: 16
#include <stdio.h>
#include <stdatomic.h>
int main(void) {
  atomic_int flag = 0;
  long data = 0, got = 0;
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    { while (!atomic_load_explicit(&flag, memory_order_acquire)) { }
      got = data; }
#pragma omp section
    { data = 42;
      atomic_store_explicit(&flag, 1, memory_order_release); }
  }
  printf("got=%ld\n", got);
  return 0;
}
