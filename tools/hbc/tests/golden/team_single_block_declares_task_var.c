/* A team-mode region (it asks its thread number) whose statement is a `single` with no
 * braces of its own, whose block declares a loop variable that a task names: the
 * region's unused-locals pass took the region to end at the `single` pragma line, so it
 * named `i` after the region ("'i' undeclared"), a build error found in session 54 while
 * measuring tasks under `parallel` + `single` (the idiom of fflas-ffpack's PAR_BLOCK). */
// FLAGS: -Wall -Werror
// EXPECT-NO-TRANSLATION: (void)i;
// EXPECT-OUTPUT: 28 1
#include <omp.h>
#include <stdio.h>
int main(void) {
    int res[8] = {0}, who = -1;
#pragma omp parallel
#pragma omp single
    {
        who = omp_get_thread_num();
        for (int i = 0; i < 8; i++) {
#pragma omp task
            res[i] = i;
        }
#pragma omp taskwait
    }
    int s = 0;
    for (int i = 0; i < 8; i++) s += res[i];
    printf("%d %d\n", s, who >= 0);
    return 0;
}
