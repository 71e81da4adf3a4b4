/* An update in code every thread runs, of the region's own private or firstprivate copy, counts
 * nothing (each thread's copy is never combined): the region stays in heartbeat mode, while
 * one of a reduction item, combined at the end, makes it a team (every_thread_update_under_lock.c,
 * region_reduction_array.c; session 57). */
// EXPECT-NO-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: sum 499500 steps 3
#include <stdio.h>
int main(void) {
    long sum = 0;
    int steps = 0, i, seen = 3;
#pragma omp parallel private(steps) firstprivate(seen)
    {
        steps = 0;
        steps++;
        seen += 1;
#pragma omp for reduction(+ : sum)
        for (i = 0; i < 1000; i++) sum += i + (steps - 1) + (seen - 4);
    }
    printf("sum %ld steps %d\n", sum, seen);
    return 0;
}
