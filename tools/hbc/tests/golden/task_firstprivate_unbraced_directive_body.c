/* A task in a parallel loop's body whose statement is an unbraced `critical`, with a
 * firstprivate copy of a variable from outside the loop: the task's writes are to its own
 * copy (OpenMP prints 5 5450). The copy's scope was the task's own range, which ends with
 * the `critical` pragma line, so the block's uses went to the shared original: 4955 167150,
 * silently, at every setting (found in session 54). The same in a team-mode region:
 * team_task_firstprivate_unbraced_directive_body.c. */
// EXPECT-OUTPUT: 5 5450
#include <stdio.h>
long total = 0;
int main(void) {
    int x = 5;
#pragma omp parallel for
    for (int i = 0; i < 100; i++) {
#pragma omp task firstprivate(x)
#pragma omp critical
        {
            x += i;
            total += x;
        }
    }
    printf("%d %ld\n", x, total);
    return 0;
}
