/* `single` with private and firstprivate copies (BOTS alignment_single's task producer),
   in a heartbeat-mode region and in a team-mode one (it asks its thread number): the
   block starts from the original's value in its firstprivate copy, its writes stay in its
   copies, and its tasks finish at the single's barrier. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: heartbeat sum=1215 x=5 y=-1
// PROBE-OUTPUT: team sum=1215 x=5 y=-1 ids=ok
int main(void) {
    int x = 5, y = -1;
    long sum = 0;
#pragma omp parallel
    {
#pragma omp single private(y) firstprivate(x)
        for (y = 0; y < 10; y++) {
            x += 3;
#pragma omp task firstprivate(x, y) shared(sum)
            {
#pragma omp atomic
                sum += x * y;
            }
        }
    }
    printf("heartbeat sum=%ld x=%d y=%d\n", sum, x, y);
    sum = 0;
    int bad = 0;
#pragma omp parallel
    {
        if (omp_get_thread_num() >= omp_get_num_threads()) {
#pragma omp atomic
            bad++;
        }
#pragma omp single private(y) firstprivate(x)
        for (y = 0; y < 10; y++) {
            x += 3;
#pragma omp task firstprivate(x, y) shared(sum)
            {
#pragma omp atomic
                sum += x * y;
            }
        }
    }
    printf("team sum=%ld x=%d y=%d ids=%s\n", sum, x, y, bad ? "bad" : "ok");
    return 0;
}
