// A `parallel for` whose body asks its thread number, reached (through a call) from the body
// of another: OpenMP makes it inactive, a team of one (one active level). Since session 79 a
// region whose code asks its thread number is a team-mode region, which met inside the
// outer loop's body gets one member: its iterations stay on the thread that met it, in
// order, and it answers thread 0 of 1 there (before, heartbeat mode's hbc_region_enter gave
// the same); the outer loop still spreads over the workers (hbc_region_enter).
// EXPECT-TRANSLATION: hbc_region_enter(
// EXPECT-OUTPUT: team_of_one=400 in_order=4 level2=400
#include <omp.h>
#include <stdio.h>

static int one, lev;

static int inner(void) {
    int mine = 0, deep = 0, last = -1, ordered = 1;
#pragma omp parallel for reduction(+ : mine, deep)
    for (int i = 0; i < 100; i++) {
        mine += omp_get_thread_num() == 0 && omp_get_num_threads() == 1;
        deep += omp_get_level() == 2 && omp_get_active_level() == 1;
        if (i != last + 1) ordered = 0;  // shared: right only because one thread runs them all
        last = i;
    }
#pragma omp atomic
    one += mine;
#pragma omp atomic
    lev += deep;
    return ordered;
}

int main(void) {
    int in_order = 0;
#pragma omp parallel for reduction(+ : in_order)
    for (int k = 0; k < 4; k++) in_order += inner();
    printf("team_of_one=%d in_order=%d level2=%d\n", one, in_order, lev);
    return 0;
}
