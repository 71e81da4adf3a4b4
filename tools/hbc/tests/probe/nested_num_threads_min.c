/* Inside a `parallel for` nested (through a call) in the body of an outer `parallel for`,
   the inner region is inactive (max-active-levels 1): omp_get_num_threads() must be 1, as
   omp_get_thread_num() is 0. hbc answers the worker count (2 or 3) while answering thread 0.
   Right output (libgomp, 2 or 3 threads): nt1=400 */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: nt1=400
static int inner(void)
{
    int nt = 0;
#pragma omp parallel for reduction(+ : nt)
    for (int i = 0; i < 100; i++) nt += omp_get_num_threads() == 1;
    return nt;
}
int main(void)
{
    int tot = 0;
#pragma omp parallel for reduction(+ : tot)
    for (int k = 0; k < 4; k++) tot += inner();
    printf("nt1=%d\n", tot);
    return 0;
}
