// OpenMP in a system header, called at top level, from a team-mode region and from heartbeat
// loops, runs on hbc's team layer with the header's own meaning (session 41; xgboost's
// __gnu_parallel::stable_sort under a team crashed when the header's regions were ignored).
// PROBE-FLAGS: -isystem sys
// PROBE-ENV: OMP_SCHEDULE=dynamic,4
#include <stdio.h>
#include <gomp_constructs.h>

int main(void) {
    long loops = sysh_loops(4000), ord = sysh_ordered(500), sync = sysh_sync();
    int consistent = sysh_team_consistent();
    printf("top level: loops %ld ordered %ld sync %ld team %d\n", loops, ord, sync, consistent);
    long nested_bad = 0, calls = 0;
#pragma omp parallel num_threads(2) reduction(+ : nested_bad, calls)
    {
        /* nested: the header's regions are teams of one here, as in libgomp */
        if (sysh_ordered(300) != sysh_ordered(300)) nested_bad++;
        if (!sysh_team_consistent()) nested_bad++;
        if (sysh_sync() != sync) nested_bad++; /* (sections in a team of one: all of them) */
        calls++;
    }
    long r[8];
#pragma omp parallel for schedule(dynamic)
    for (int k = 0; k < 8; ++k) r[k] = sysh_ordered(100 + k);
    long sum = 0;
    for (int k = 0; k < 8; ++k) sum += r[k];
    printf("nested bad %ld (of %d) heartbeat sum %ld\n", nested_bad, calls > 0, sum);
    return 0;
}
