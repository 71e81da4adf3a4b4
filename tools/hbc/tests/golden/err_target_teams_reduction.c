// hbc runs a league as one team, in place, so a `teams` reduction updates its item
// directly: right as long as the body only combines into it. A body that assigns the item
// (which would set the team's copy, then combined with the original) is refused.
// EXPECT-ERROR: 'teams', a reduction item of this 'target teams' (which hbc runs as one team, in place), is used other than by 'x op= e', 'x = x op e' or a nested reduction with the same operator; not supported
// EXPECT-ERROR-LINE: 10
#include <stdio.h>
int main(void) {
  int teams = 5;
#pragma omp target teams num_teams(2) reduction(+:teams)
  teams = 1;
  printf("%d\n", teams);
  return 0;
}
