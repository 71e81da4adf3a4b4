// A region-local partial combined by `+=` in a critical, whose loop updates it by something
// other than +: a Horner recurrence and a clamped running sum. Each thread's partial depends
// on its whole block of iterations in order, so the region needs its team; until session 71
// hbc took both for a + reduction and restarted the partial at 0 per heartbeat range
// (helper-113: 52633 at 2 workers, where a team of 2 gives 15676).
// EXPECT-NO-TRANSLATION: HB_PARALLEL_REDUCE
// EXPECT-TRANSLATION: hbc_team_run
#include <stdio.h>
#define N 100000
static int x[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i % 7 - 3;
  unsigned long ew = 0;
  long best = 0;
#pragma omp parallel
  {
    unsigned long s = 0;
    long run = 0;
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++) s = (s * 3 + (unsigned long)(x[i] + 3)) % 10007;
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++) {
      run += x[i];
      if (run < 0) run = 0;
    }
#pragma omp critical
    ew += s;
#pragma omp critical
    best += run;
  }
  printf("%lu %ld\n", ew, best);
  return 0;
}
