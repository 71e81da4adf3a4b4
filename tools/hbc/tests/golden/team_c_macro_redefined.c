// C team mode reaches a shared local through a pointer; a use written inside a macro's own
// text cannot be rewritten in place. Where the region also has a member, a declaration or a
// private copy of that name (so `#define total (*__hb_p_total)` would break them), hbc
// redefines the macros that name the variable around the outlined body instead (session
// 37; helper-28's h28_define_* and h28_macro_read_* probes were refused): `ACC` beside a
// member `s.total` and an inner `long total`, `RN` read after a loop's reduction copy of
// `n`, and `HITS` reached through another macro.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1,
// EXPECT-TRANSLATION: #pragma push_macro("ACC")
// EXPECT-TRANSLATION: #define ACC(x) ((*__hb_p_total) += (x))
// EXPECT-TRANSLATION: #pragma pop_macro("ACC")
// EXPECT-OUTPUT: total=4950 n=10 bad=0 s.total=101 s.n=5 hits=1
#include <omp.h>
#include <stdio.h>
struct acc {
    long total;
    int n;
};
#define ACC(x) (total += (x))
#define RN (n)
#define HITS hits
#define COUNT_HIT() (HITS++)
int main(void) {
    long total = 0;
    int n = 0, i, bad = 0, hits = 0, threads = 0;
    struct acc s = {100, 0};
#pragma omp parallel reduction(+ : bad, threads)
    {
        threads += omp_get_thread_num() >= 0;
#pragma omp for
        for (i = 0; i < 100; i++) {
#pragma omp critical
            ACC(i);
        }
#pragma omp for reduction(+ : n)
        for (i = 0; i < 10; i++) n += 1;
        bad += RN != 10;
#pragma omp single
        {
            s.total += 1;
            {
                long total = 5;
                s.n = (int)total;
            }
        }
#pragma omp critical
        COUNT_HIT();
    }
    printf("total=%ld n=%d bad=%d s.total=%ld s.n=%d hits=%d\n", total, n, bad, s.total, s.n, hits == threads);
    return 0;
}
