// `_Pragma("...") for` macros (Ligra's idiom) beyond heartbeat-mode loops: worksharing loops
// of a team-mode region (it indexes per-thread counters), with a constant chunk in the
// string; a taskloop from such a macro in a single; and a directly written _Pragma with a
// constant chunk and a reduction. Session 36: the first two were refused ("a loop inside a
// macro"), and a chunk in the string became the macro's name (a build error).
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_thread_num() 0
#endif
#include <stdio.h>
#define omp_for _Pragma("omp for") for
#define omp_for_nowait _Pragma("omp for nowait schedule(dynamic, 3)") for
#define omp_for_static5 _Pragma("omp for schedule(static, 5)") for
#define taskloop_for _Pragma("omp taskloop grainsize(4)") for
int main(void) {
    long total = 0, hits[16] = {0}, per[16] = {0};
#pragma omp parallel reduction(+ : total)
    {
        int me = omp_get_thread_num();
        omp_for(int i = 0; i < 1000; i++) total += i;
        omp_for_nowait(int i = 0; i < 100; i++) hits[me] += 1;
#pragma omp barrier
        omp_for_static5(int i = 0; i < 77; i++) per[me] += i;
    }
    long h = 0, p = 0;
    for (int t = 0; t < 16; t++) h += hits[t], p += per[t];
    printf("%ld %ld %ld\n", total, h, p);
    long a[100] = {0}, s = 0;
#pragma omp parallel
#pragma omp single
    taskloop_for(int i = 0; i < 100; i++) a[i] = 2 * i;
    for (int i = 0; i < 100; i++) s += a[i];
    long r = 0;
    _Pragma("omp parallel for schedule(dynamic, 4) reduction(+:r)")
    for (int i = 0; i < 100; i++) r += a[i] / 2;
    printf("%ld %ld\n", s, r);
    return 0;
}
