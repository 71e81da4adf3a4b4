/* exit() called by one member of a team-mode region (the region asks omp_get_thread_num())
   while the other members wait at the single's barrier: the program must end normally
   (exit status 0) after running the atexit handler. hbc's binary aborts with
   "terminate called without an active exception" (rc 134) before the handler prints.
   Right output (libgomp, 2 or 3 threads):
   exiting
   at-exit sum=4950 parts=120 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
// PROBE-OUTPUT: exiting
// PROBE-OUTPUT: at-exit sum=4950 parts=120
static long sum;
static int parts[16];
static void report(void)
{
    int ps = 0;
    for (int i = 0; i < 16; i++) ps += parts[i];
    printf("at-exit sum=%ld parts=%d\n", sum, ps);
}
int main(void)
{
    atexit(report);
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 16; i += n) parts[i] = i;
#pragma omp for reduction(+ : sum)
        for (int i = 0; i < 100; i++) sum += i;
#pragma omp single
        {
            printf("exiting\n");
            fflush(stdout);
            exit(0);
        }
    }
    return 1;
}
