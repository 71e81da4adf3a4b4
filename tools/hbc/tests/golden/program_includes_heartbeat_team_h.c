/* A program that includes the library's own headers and has OpenMP directives too: the
 * headers' include guards are not user macros, so the prelude does not undefine them and
 * define the library's types a second time (session 55: gcc reported a redefinition of
 * the team header's member struct). */
// EXPECT-OUTPUT: 4950 1
#include <heartbeat/heartbeat.h>
#include <heartbeat/team.h>
#include <stdio.h>
int main(void) {
    int s = 0;
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < 100; i++) s += i;
    printf("%d %d\n", s, hb_team_size());
    return 0;
}
