// A task's firstprivate copy of a `register` variable (listed, or implicit for a task outside
// any region) stopped hbc ("private copy of 'register' variable ... is not supported"): the
// in-place copy was made through the original's address, which a register variable has not.
// Since session 76 a task's copy is taken by value (helper-126). The body writes its copy.
// EXPECT-OUTPUT: outside=20 listed=30 rg=2
#include <stdio.h>
int main(void) {
    int outside = 0, listed = 0;
    register int rg = 2;
    for (int i = 0; i < 10; i++) {
#pragma omp task shared(outside)
#pragma omp atomic
        outside += rg;
    }
#pragma omp parallel
#pragma omp single
    for (int i = 0; i < 10; i++) {
#pragma omp task firstprivate(rg) shared(listed)
        {
            rg++;
#pragma omp atomic
            listed += rg;
        }
    }
    printf("outside=%d listed=%d rg=%d\n", outside, listed, rg);
    return 0;
}
