// The macro's token `plan` names the shared pointer in one expansion and, in an inner
// block, a local of the same name: a `#define plan (*__hb_p_plan)` around the outlined body
// would turn that declaration into another variable, so the loop is refused at the use
// (c_shared_pointer_in_macro.c has the case that works).
// EXPECT-ERROR: shared variable 'plan' is reached through a pointer in the outlined code
// EXPECT-ERROR-LINE: 20
#include <stdio.h>
#include <stdlib.h>
#define FIRST(t) (plan[t])
static void make_plan(long **out, int n) {
    *out = malloc(n * sizeof **out);
    for (int t = 0; t < n; t++) (*out)[t] = t;
}
int main(void) {
    long *plan = NULL, s = 0;
    make_plan(&plan, 8);
#pragma omp parallel for reduction(+ : s)
    for (int t = 0; t < 8; t++) {
        long x;
        x = FIRST(t);
        {
            long plan[8] = {1, 1, 1, 1, 1, 1, 1, 1};
            x += FIRST(t);
        }
        s += x;
    }
    printf("%ld\n", s);
    free(plan);
    return 0;
}
