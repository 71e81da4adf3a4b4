// PROBE-OUTPUT: openmp=1 called=0
/* C++: the shape of autoconf-archive's AX_OPENMP test program: it declares an OpenMP routine
   itself, `char omp_set_num_threads ();`, which hbc's <omp.h> (inserted to rename the
   routines a file declares itself) contradicted. The check failed to compile, and a
   project configured with CC=hbc built without OpenMP, silently (clustalo, helper-40).
   Since session 38 such a routine is renamed with the file's own type. */
#include <cstdio>
#ifdef __cplusplus
extern "C"
#endif
char omp_set_num_threads ();
int main (void) {
  int openmp = 0, called = 0;
#ifdef _OPENMP
  openmp = 1;
#endif
  if (openmp < 0) { omp_set_num_threads (); called = 1; }
  printf("openmp=%d called=%d\n", openmp, called);
  return 0;
}
