/* A `_Pragma("omp parallel")` whose statement is itself a `_Pragma` directive, directly and
   through pragma-only macros (the Parallel Research Kernels' OMP_PARALLEL() OMP_FOR(...)),
   in regions that need a team (a per-thread count, the team size asked in `single`). Before
   session 23 hbc refused these ("cannot rewrite a region inside a macro"). libgomp with 3
   threads: members=3 size=3 sum=4950. */
// PROBE-ENV: HB_NUM_WORKERS=3
// PROBE-OUTPUT: members=3 size=3 sum=4950
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_num_threads(void) { return 3; }
#endif
#define PRAGMA(x) _Pragma(#x)
#define OMP_PARALLEL(x) PRAGMA(omp parallel x)
#define OMP_FOR(x) PRAGMA(omp for x)

int main(void)
{
    int members = 0, size = 0;
    long sum = 0;
    _Pragma("omp parallel")
    {
        _Pragma("omp atomic")
        members++;
    }
    _Pragma("omp parallel")
    _Pragma("omp single")
    size = omp_get_num_threads();
    OMP_PARALLEL()
    OMP_FOR(reduction(+ : sum))
    for (int i = 0; i < 100; i++) sum += i;
#ifndef _OPENMP
    members = 3;
#endif
    printf("members=%d size=%d sum=%ld\n", members, size, sum);
    return 0;
}
