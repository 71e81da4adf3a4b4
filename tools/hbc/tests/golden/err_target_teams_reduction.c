// A reduction on `teams` without `distribute` combines one partial per team; hbc, which runs
// the league as one team in place, has no host form for it and says why.
// EXPECT-ERROR: unsupported OpenMP construct 'target teams': the 'reduction' clause on 'target teams' is not supported (hbc runs device constructs on the host)
// EXPECT-ERROR-LINE: 8
#include <stdio.h>
int main(void) {
  int teams = 0;
#pragma omp target teams num_teams(2) reduction(+:teams)
  teams += 1;
  printf("%d\n", teams);
  return 0;
}
