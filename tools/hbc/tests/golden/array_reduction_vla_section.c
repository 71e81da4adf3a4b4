// C: a section of a one-dimensional variable-length array in a reduction, as docs/hbc.md
// says to write a VLA (`hist[0:n]`), whole and from an offset, in a region's worksharing
// loops. Refused until session 70 ("neither a pointer nor a constant-size array"; a helper's
// program); C++ still refuses it, naming the pointer to reduce instead.
// EXPECT-OUTPUT: hs=43497
#include <stdio.h>
#include <omp.h>
static void fill(int n, long h[n]) { for (int k = 0; k < n; k++) h[k] = 0; }
int main(int argc, char **argv) {
  (void)argv;
  int n = 7 + argc;
  long hist[n], tot[n];
  fill(n, hist); fill(n, tot);
#pragma omp parallel
  {
#pragma omp for reduction(+ : hist[0:n])
    for (int i = 0; i < 5000; i++) hist[i % n] += i % 3;
#pragma omp for reduction(+ : tot[1:n-1])
    for (int i = 0; i < 3000; i++) tot[1 + i % (n - 1)] += 1;
  }
  long hs = 0; for (int k = 0; k < n; k++) hs += hist[k] * (k + 1) + tot[k] * 7;
  printf("hs=%ld\n", hs);
  return 0;
}
