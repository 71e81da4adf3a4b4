// A clause expression written inside a _Pragma string lies in clang's scratch buffer: it has
// no source text for hbc to rewrite. A constant is taken as its value; anything else is
// printed from the AST, each variable spelled as the code that evaluates it reaches it: a
// combined construct's chunk (clang's captured copy, seen through), a chunk read from a
// struct inside an outlined C loop body (by pointer), and a team-mode loop's chunk.
// (hpgmg-fv's operator macros: `_Pragma("omp parallel for ... if(nb>1) schedule(static,1)")`)
// EXPECT-TRANSLATION: (int64_t)((ch))
// EXPECT-TRANSLATION: (int64_t)(((*__hb_p_cfg).chunk))
// EXPECT-TRANSLATION: HB_TEAM_DYNAMIC, (int64_t)((*__hb_p_ch))
// EXPECT-OUTPUT: 4950 1000 2000 400 1
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct conf { int chunk; };
#define STR(x) #x
#define OMP(x) _Pragma(STR(omp x))
#define PFOR_DYNAMIC(nb, c) OMP(parallel for if(nb > 1) schedule(dynamic, c) reduction(+:s))
#define FOR_DYNAMIC(c) OMP(for schedule(dynamic, c) reduction(+:t))
int main(void) {
    long a[100], s = 0, t = 0, u[4] = {0};
    int nb = 100, ch = 3, step = 1;
    struct conf cfg = {2};
    long w = 0;
    for (int i = 0; i < 100; i++) a[i] = i;
    PFOR_DYNAMIC(nb, ch)
    for (int i = 0; i < 100; i++) s += a[i];
    OMP(parallel shared(step))
    {
        OMP(single)
        step = 4;
        FOR_DYNAMIC(step)
        for (int i = 0; i < 1000; i++) t += 1;
    }
    OMP(parallel for reduction(+:w))
    for (int r = 0; r < 4; r++) {
        long row = 0;
        OMP(parallel for schedule(dynamic, cfg.chunk) reduction(+:row))
        for (int i = 0; i < 100; i++) row += 1;
        w += row;
    }
    OMP(parallel num_threads(nb / 50))
    {
        OMP(for schedule(dynamic, ch))
        for (int i = 0; i < 1000; i++) u[omp_get_thread_num() & 3] += 2;
    }
    printf("%ld %ld %ld %ld %d\n", s, t, u[0] + u[1] + u[2] + u[3], w, ch == 3);
    return 0;
}
