// The macro GET's token `total` names the shared `total` in one expansion and an inner
// block's own `total` in another: one redefinition cannot serve both, and a #define of the
// name would break the inner declaration, so the region is refused at the use rather than
// translated with a different meaning (team_c_macro_redefined.c has the cases that work).
// EXPECT-ERROR: team-mode region in C: shared variable 'total' used inside a macro expansion that hbc cannot redefine for the outlined body
// EXPECT-ERROR-LINE: 17
#include <omp.h>
#include <stdio.h>
#define GET (total)
int main(void) {
    long total = 7, out = 0;
#pragma omp parallel reduction(+ : out)
    {
        int t = omp_get_thread_num();
        long x;
        {
            x = GET;
            long total = 3;
            x += GET;
        }
        out += x + t * 0;
    }
    printf("%ld\n", out);
    return 0;
}
