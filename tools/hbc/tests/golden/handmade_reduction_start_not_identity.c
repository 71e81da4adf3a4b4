// A hand-made reduction whose partial does not start at its combine's identity: each of
// OpenMP's threads starts at 1, so the result counts the team. Run as a heartbeat
// reduction, every range started at 1 (session 70's helper: 4954-5086 for 4953); hbc now
// takes such a partial as no reduction, and the region runs on a team. A max partial may
// start anywhere (repeats change nothing) and stays a heartbeat reduction.
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: sum=1 max=99
#include <stdio.h>
#include <omp.h>
int main(void) {
  int team = 0;
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
  long total = 0;
#pragma omp parallel
  {
    long part = 1;
#pragma omp for
    for (int i = 0; i < 100; i++) part += i;
#pragma omp critical
    total += part;
  }
  long best = 0;
#pragma omp parallel
  {
    long mine = 5;
#pragma omp for
    for (int i = 0; i < 100; i++) mine = i > mine ? i : mine;
#pragma omp critical
    best = mine > best ? mine : best;
  }
  printf("sum=%d max=%ld\n", total == 4950 + team, best);
  return 0;
}
