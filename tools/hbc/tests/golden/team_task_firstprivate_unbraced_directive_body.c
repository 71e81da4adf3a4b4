/* task_firstprivate_unbraced_directive_body.c in a team-mode region (it asks its thread
 * number): the task runs in place with its copy of x, whose scope ended at the `critical`
 * pragma line, so the C rewrite sent the block's uses to the shared x (4955 167150 where
 * OpenMP prints 5 5450; session 54). */
// EXPECT-OUTPUT: 5 5450
#include <omp.h>
#include <stdio.h>
long total = 0;
int main(void) {
    int x = 5, first = 0;
#pragma omp parallel num_threads(2)
    {
        if (omp_get_thread_num() == 0) first = 1;
#pragma omp for
        for (int i = 0; i < 100; i++) {
#pragma omp task firstprivate(x)
#pragma omp critical
            {
                x += i;
                total += x;
            }
        }
    }
    printf("%d %ld\n", x * first, total);
    return 0;
}
