/* hbc writes the final value of a worksharing-loop iteration variable back
 * into the original (outer) variable, as if it were lastprivate.  OpenMP makes
 * the loop variable private, and gcc/libgomp leave the original untouched.
 * The idiom (reusing an outer loop counter as the omp-for counter) appears in
 * Tim Mattson's pi_loop.c solution: there the outer loop ends after one pass.
 */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int i, passes = 0;
  long total = 0;
  for (i = 1; i <= 3; i++) {          /* outer counter ... */
    long sum = 0;
    #pragma omp parallel
    {
      #pragma omp for reduction(+:sum)
      for (i = 1; i <= 1000; i++)     /* ... reused as the omp-for counter */
        sum += i;
    }
    total += sum;
    passes++;
    printf("pass %d: i=%d sum=%ld\n", passes, i, sum);
  }
  int j = 7;
  #pragma omp parallel for
  for (j = 0; j < 100; j++) ;
  printf("passes=%d total=%ld j=%d\n", passes, total, j);
  return 0;
}
// PROBE-OUTPUT: pass 1: i=1 sum=500500
// PROBE-OUTPUT: pass 2: i=2 sum=500500
// PROBE-OUTPUT: pass 3: i=3 sum=500500
// PROBE-OUTPUT: passes=3 total=1501500 j=7
