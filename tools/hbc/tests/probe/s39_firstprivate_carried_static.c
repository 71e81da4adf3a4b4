/* A firstprivate scalar that each iteration reads and changes: under schedule(static) an
   OpenMP thread carries its copy from one iteration of its share to the next, so the
   result is fixed for a team size (libgomp's loop-4.C). hbc ran it as a heartbeat loop,
   where every range restarted from the starting value: a=30+sum(500..999) was wrong. */
// PROBE-OUTPUT: a=374780 sum=748500 b=499
#include <stdio.h>
int main(void) {
  int i, a = 30;
#pragma omp parallel for firstprivate(a) lastprivate(a) num_threads(2) schedule(static)
  for (i = 0; i < 1000; i++) a = a + i;
  /* a region's firstprivate carried through a worksharing loop's iterations */
  static long seen[1000];
  int b = 0;
#pragma omp parallel num_threads(2) firstprivate(b)
  {
#pragma omp for schedule(static)
    for (int k = 0; k < 1000; k++) { seen[k] = b; b = b + 1; }
  }
  long sum = 0;
  int mx = 0;
  for (int k = 0; k < 1000; k++) { sum += seen[k] * (k < 500 ? 1 : 5); if (seen[k] > mx) mx = seen[k]; }
  printf("a=%d sum=%ld b=%d\n", a, sum, mx);
  return 0;
}
