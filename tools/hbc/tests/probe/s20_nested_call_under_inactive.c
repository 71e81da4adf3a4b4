/* A region in a called function, met inside a region that runs with one thread
   (num_threads(1)): OpenMP makes it the first active level, so its num_threads(2) gives it
   a team of 2 (libgomp: size=2 active=1 at OMP_NUM_THREADS=1, 2, 3). hbc's runtime used to
   treat any region met by a team member as nested (one member), also in a team of one. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: call: size=2 active=1 count=2
static int csize = -1, cactive = -1, count = 0;
static void callee(void)
{
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
        count++;
        if (omp_get_thread_num() == 0) {
            csize = omp_get_num_threads();
            cactive = omp_get_active_level();
        }
    }
}
int main(void)
{
#pragma omp parallel num_threads(1)
    callee();
    printf("call: size=%d active=%d count=%d\n", csize, cactive, count);
    return 0;
}
