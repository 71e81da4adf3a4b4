/* A team-mode region in C whose statement is an unbraced `single` declaring a struct type in
 * its block: the type is the region's own, so the outlined function can hold it. The check
 * took the region to end at the `single` pragma line and refused ("type 'pair' is declared
 * inside the function"), a false rejection found in session 54 beside
 * team_single_block_declares_task_var.c. */
// EXPECT-OUTPUT: 3
#include <omp.h>
#include <stdio.h>
int main(void) {
    int who = -1;
#pragma omp parallel
#pragma omp single
    {
        struct pair { int a, b; } p = {1, 2};
        who = omp_get_thread_num() >= 0 ? p.a + p.b : 0;
    }
    printf("%d\n", who);
    return 0;
}
