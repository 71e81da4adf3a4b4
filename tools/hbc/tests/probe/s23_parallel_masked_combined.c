/* The combined `parallel masked` (OpenMP 5.1; gcc 12 knows it, clang 14 does not). clang 14
   parses `parallel`, drops `masked` with a warning, and the body would run as region code:
   on every member of a team-mode region. Sessions 23-52 refused a directive whose tail
   clang drops (extra tokens); since session 53 the prepass writes the combined form as its
   constructs nested (`_Pragma` operators). The right answer: the block runs once, on
   thread 0 of a team of 3. */
// PROBE-ENV: HB_NUM_WORKERS=3
// PROBE-OUTPUT: runs=1 tid=0
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

int main(void)
{
    int runs = 0, tid = -1;
#pragma omp parallel masked num_threads(3)
    {
#pragma omp atomic
        runs++;
        tid = omp_get_thread_num();
    }
    printf("runs=%d tid=%d\n", runs, tid);
    return 0;
}
