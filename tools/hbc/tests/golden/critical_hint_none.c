// `hint(omp_sync_hint_none)` (0) on critical and atomic: gcc accepts it, clang 14, which hbc
// parses with, refused it ("argument to 'hint' clause must be a strictly positive integer
// value", helper-126). A hint changes nothing, so the prepass blanks every `hint(...)` of
// critical and atomic (lines and columns do not move).
// EXPECT-OUTPUT: c=400 d=400 e=400
#include <stdio.h>
#include <omp.h>
int main(void) {
    int c = 0, d = 0, e = 0;
#pragma omp parallel for
    for (int i = 0; i < 400; i++) {
#pragma omp critical (n) hint(omp_sync_hint_none)
        c++;
#pragma omp atomic update hint(omp_sync_hint_contended)
        d++;
#pragma omp critical (e) hint(omp_sync_hint_uncontended | \
                          omp_sync_hint_nonspeculative)
        e++;
    }
    printf("c=%d d=%d e=%d\n", c, d, e);
    return 0;
}
