// The `_Pragma("...") for` macro of pragma_for_macro.c as a worksharing loop of a team-mode
// region (the region asks its thread number): team mode rewrites the loop from its own
// `for`, which lies in the macro, so hbc refuses with file:line.
// EXPECT-ERROR: team-mode region: a loop inside a macro
#include <omp.h>
#include <stdio.h>
#define pfor _Pragma("omp for") for
int main(void) {
    int cnt[64] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        pfor(int i = 0; i < 1000; i++) cnt[t]++;
    }
    printf("%d\n", cnt[0]);
    return 0;
}
