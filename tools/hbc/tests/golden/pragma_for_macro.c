// An object-like macro of exactly `_Pragma("...")` and the loop's `for` (Ligra's parallel.h):
// the macro's use is replaced with the translated loop, pragma and keyword together.
// EXPECT-OUTPUT: s=499500 i=3
#include <stdio.h>
#define parallel_for_sum _Pragma("omp parallel for reduction(+ : s)") for
int main(void) {
    long s = 0;
    int i = 3;
    parallel_for_sum(i = 0; i < 1000; i++) s += i;
    printf("s=%ld i=%d\n", s, i);
    return 0;
}
