// An array section reduced on the parallel region: its worksharing loops reduce into private
// copies too (their uses are element writes through the decayed pointer), and the `for`
// inside a `parallel` with its own array reduction, with ^ and ||. The region's own update
// runs once per thread (a team: hbc printed 2004 at every team size before session 57, where
// OpenMP's answer is 2004 + 5 * (threads - 1)); `h` is printed without the others' shares.
// EXPECT-OUTPUT: h 2004 g 4 f 1 0
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 1; }
#endif
int main(void) {
  long h[10];
  unsigned g[4] = {1, 2, 3, 4};
  int f[2] = {0, 0};
  int i, threads = 1;
  for (i = 0; i < 10; i++) h[i] = 100;
#pragma omp parallel reduction(+:h[0:10])
  {
    h[9] += 5;  /* the region's code: once per thread, as each thread's copy starts at 0 */
#pragma omp single
    threads = omp_get_num_threads();
#pragma omp for
    for (i = 0; i < 1000; i++) h[i % 10] += i % 3;
  }
#pragma omp parallel
  {
#pragma omp for reduction(^:g) reduction(||:f)
    for (i = 0; i < 1000; i++) { g[i % 4] ^= (unsigned)i; f[0] = f[0] || i == 777; }
  }
  long c = 0;
  for (i = 0; i < 10; i++) c += h[i];
  printf("h %ld g %u f %d %d\n", c - 5 * (threads - 1), g[0] ^ g[1] ^ g[2] ^ g[3], f[0], f[1]);
  return 0;
}
