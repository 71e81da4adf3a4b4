/* A lastprivate that a schedule(static) loop assigns in only some iterations: OpenMP copies
   out the private copy of the thread that ran the last iteration, which carries what that
   thread's earlier iterations of its block left. For a team of at most 8 threads the last
   block holds iteration N - N/8, so every flag below is copied out set. Cython's prange
   writes `firstprivate(v) lastprivate(v)` for every variable assigned in it (helper-55,
   session 42): hbc ran such loops as heartbeat loops, whose promoted sub-ranges start a
   fresh copy, and printed 0 for every flag. */
// PROBE-OUTPUT: found=1 team=1 only=7 chunk=1 cont=1 every=99999
#include <stdio.h>
#define N 100000L
static volatile long sink;
int main(void) {
  long found = 0, team = 0, only = 0, chunk = 0, cont = 0, every = 0;
#pragma omp parallel for schedule(static) firstprivate(found) lastprivate(found)
  for (long k = 0; k < N; k++) {
    sink = k;
    if (k == N - N / 8) found = 1;
  }
#pragma omp parallel
  {
#pragma omp for schedule(static) firstprivate(team) lastprivate(team)
    for (long k = 0; k < N; k++) {
      sink = k;
      if (k == N - N / 8) team = 1;
    }
  }
#pragma omp parallel for lastprivate(only)
  for (long k = 0; k < N; k++) {
    sink = k;
    if (k == N - N / 8) only = 7;
  }
#pragma omp parallel for schedule(static, 1000) firstprivate(chunk) lastprivate(chunk)
  for (long k = 0; k < N; k++) {
    sink = k;
    if (k == N - 500) chunk = 1;
  }
  /* assigned on the path that falls through, but a `continue` skips it */
#pragma omp parallel for lastprivate(cont)
  for (long k = 0; k < N; k++) {
    sink = k;
    if (k != N - N / 8) continue;
    cont = 1;
  }
  /* assigned in every iteration: the last iteration's value, whatever the schedule */
#pragma omp parallel for lastprivate(every)
  for (long k = 0; k < N; k++) {
    sink = k;
    every = k;
  }
  printf("found=%ld team=%ld only=%ld chunk=%ld cont=%ld every=%ld\n", found, team, only, chunk, cont, every);
  return 0;
}
