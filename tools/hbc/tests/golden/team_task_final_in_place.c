/* A C task with final(1) in a team-mode region runs in place as a final task: omp_in_final()
 * is 1 in it, and the task a callee creates in it is included, so it is done when the callee
 * returns (the clause was ignored before session 57: omp_in_final() answered 0 and the
 * callee's task was deferred into the member's scope; helper A of session 57). */
// EXPECT-TRANSLATION: hbc_final_begin((1) ? 1 : 0)
// EXPECT-OUTPUT: not final 0, callee tasks not final 0, not done at return 0
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_in_final(void) { return 1; }
#endif
static int not_final, callee_not_final, not_done;
static int tag[64];
static void make(int *flag) {
#pragma omp task
    {
        volatile long a = 0;
        for (int k = 0; k < 200000; k++) a += k;
        if (!omp_in_final()) __atomic_fetch_add(&callee_not_final, 1, __ATOMIC_RELAXED);
        *flag = 1;
    }
}
int main(void) {
#pragma omp parallel
    {
        tag[omp_get_thread_num() % 64] = 1;
#pragma omp task final(1)
        {
            int f = 0;
            if (!omp_in_final()) __atomic_fetch_add(&not_final, 1, __ATOMIC_RELAXED);
            make(&f);
            if (!f) __atomic_fetch_add(&not_done, 1, __ATOMIC_RELAXED);
        }
    }
    printf("not final %d, callee tasks not final %d, not done at return %d\n", not_final, callee_not_final, not_done);
    return 0;
}
