// Region privates that a worksharing loop assigns and whose value the region's code then
// reads, or could read: each thread's copy matters, so each region stays in team mode,
// where a member's copy lives through the region. Session 36 lets a region's private take a
// fresh copy per iteration when no value a loop leaves is read (NPB SP's counters, golden
// private_reused_counter.c); here one is read: after the loop, at a region-level loop's next
// trip, through a pointer taken before the loop, in a branch, and by a later loop that
// only reads it.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1,
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_2,
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_3,
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_4,
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_5,
// EXPECT-OUTPUT: 1 1 1 1 1 1 1 420
#include <stdio.h>
#define N 60
int main(void) {
    int ok1 = 1, ok2 = 1, ok3 = 1, ok4 = 1, ok5 = 1;
    long acc = 0;
#pragma omp parallel reduction(&& : ok1) reduction(+ : acc)
    {
        int j, m;
#pragma omp for schedule(static)
        for (j = 0; j < N; j++)
            for (m = 0; m < 3; m++) acc += m;
        ok1 = ok1 && m == 3;  // right after the loop (every thread ran iterations)
    }
#pragma omp parallel reduction(&& : ok2) reduction(+ : acc)
    {
        int j, r, q = 0;
        for (r = 0; r < 2; r++) {
            ok2 = ok2 && (r == 0 || q == 5);  // at the next trip
#pragma omp for schedule(static)
            for (j = 0; j < N; j++)
                for (q = 0; q < 5; q++) acc += q > 3;
        }
    }
#pragma omp parallel reduction(&& : ok3) reduction(+ : acc)
    {
        int j, w, *p = &w;  // through a pointer taken before the loop
#pragma omp for schedule(static)
        for (j = 0; j < N; j++)
            for (w = 0; w < 2; w++) acc += w;
        ok3 = ok3 && *p == 2;
    }
#pragma omp parallel reduction(&& : ok4) reduction(+ : acc)
    {
        int j, m = 9;
#pragma omp for schedule(static)
        for (j = 0; j < N; j++)
            for (m = 0; m < 4; m++) acc += m == 3;
        if (acc >= 0) ok4 = ok4 && m == 4;  // in a branch
    }
    int seen = 0;
#pragma omp parallel reduction(&& : ok5) reduction(+ : seen)
    {
        int j, m;
#pragma omp for schedule(static)
        for (j = 0; j < N; j++)
            for (m = 0; m < 2; m++) seen += 0;
#pragma omp for schedule(static) nowait
        for (j = 0; j < N; j++) seen += m == 2;  // a later loop reads the thread's m
    }
    printf("%d %d %d %d %d %d %d %ld\n", ok1, ok2, ok3, ok4, ok5, seen == N, 1, acc);
    return 0;
}
