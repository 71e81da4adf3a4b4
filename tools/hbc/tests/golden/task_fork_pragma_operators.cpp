// A block of tasks and a taskwait written by macros as `_Pragma` operators in one argument
// (fflas-ffpack's SYNCH_GROUP(TASK(..); CHECK_DEPENDENCIES; TASK(..);) in pfgemm's k split
// and schedule_winograd.inl; helper-102). hbc expands the macro use before translating, and
// the fork form of `task ... taskwait` then met `_Pragma` operators where it looked for pragma
// lines: "cannot rewrite 'task' inside a macro" until session 53; its replacement must end at
// the operator, not at the end of the line, which holds the next task.
// EXPECT-OUTPUT: 3 7
#include <cstdio>
#define PRAGMA_OMP_IMPL(Args...) _Pragma(#Args)
#define TASK(M, I) PRAGMA_OMP_IMPL(omp task M) {I;}
#define WAIT PRAGMA_OMP_IMPL(omp taskwait)
#define SYNCH_GROUP(Args...) {{Args};} WAIT;
int main() {
    int a = 0, b = 0, c = 0;
#pragma omp parallel
#pragma omp single
    {
        SYNCH_GROUP(
            TASK(shared(a), a = 1);
            WAIT;
            TASK(shared(a, b), b = a + 1);
            TASK(shared(c), c = 4);
        );
    }
    std::printf("%d %d\n", a + b, a + b + c);
    return 0;
}
