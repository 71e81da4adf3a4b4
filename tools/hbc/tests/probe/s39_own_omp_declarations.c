/* A file that declares the OpenMP routines it calls itself, one with a type of its own
   (omp_set_dynamic returns void in omp.h), and calls another with no declaration at all.
   hbc's output did not compile ("conflicting types for 'omp_set_dynamic'": libgomp
   pr36802-2.c). The routines must still be hbc's: the team size is the region's. */
// PROBE-OUTPUT: n=3 in=1
#include <stdio.h>
extern int omp_set_dynamic (int);
extern void omp_set_nested (int);
extern int omp_get_num_threads (void);
int main(void) {
  int n = 0, in = 0;
  omp_set_dynamic (0);
  omp_set_nested (1);
#pragma omp parallel num_threads(3) shared(n, in)
  {
#pragma omp single
    {
      n = omp_get_num_threads ();
      in = omp_in_parallel ();
    }
  }
  printf ("n=%d in=%d\n", n, in);
  return 0;
}
