// The `_Pragma("...") for` macro of pragma_for_macro.c as worksharing loops of a team-mode
// region (the region asks its thread number): the loop's range starts at the macro's use,
// so team mode's rewrite of the loop header replaces the use (stmtRange); a constant chunk
// written in the string is its value.
// EXPECT-TRANSLATION: hb_team_loop_begin(&__hb_l_1_1, 0, __hb_l_1_1_n, HB_TEAM_STATIC, 0, 0)
// EXPECT-TRANSLATION: HB_TEAM_DYNAMIC, (int64_t)(3), HB_TEAM_NOWAIT
// EXPECT-NO-TRANSLATION: pfor(int
// EXPECT-OUTPUT: 1000 100
#include <omp.h>
#include <stdio.h>
#define pfor _Pragma("omp for") for
#define pfor_dynamic_nowait _Pragma("omp for schedule(dynamic, 3) nowait") for
int main(void) {
    int cnt[64] = {0}, hits[64] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        pfor(int i = 0; i < 1000; i++) cnt[t]++;
        pfor_dynamic_nowait(int i = 0; i < 100; i++) hits[t]++;
    }
    int c = 0, h = 0;
    for (int t = 0; t < 64; t++) c += cnt[t], h += hits[t];
    printf("%d %d\n", c, h);
    return 0;
}
