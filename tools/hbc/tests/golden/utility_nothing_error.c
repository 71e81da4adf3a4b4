// OpenMP 5.1's `nothing` and `error` directives, which gcc 12 compiles and clang 14 (hbc's
// parser) did not ("expected an OpenMP directive"). `nothing` is blanked; `error` at
// compilation becomes `#warning` or `#error` in place, so the preprocessor's conditionals
// decide whether it is met, as they decide for gcc's; `error at(execution)` becomes a call
// that prints the message on every thread that meets it (a region with one runs in team
// mode) and, for severity(fatal), exits. A region's error under a false condition prints
// nothing. The messages go to stderr: stdout is the sequential program's.
// EXPECT-OUTPUT: sum=4950 count=8 after=1
// EXPECT-TRANSLATION: __hbc_error_directive(0, ("reached by each member"))
// EXPECT-TRANSLATION: __hbc_error_directive(1, ("never met"))
// EXPECT-TRANSLATION: #warning omp error directive encountered: "a compile-time note"
// EXPECT-NO-TRANSLATION: #pragma omp nothing
#include <stdio.h>
#pragma omp nothing
#if defined(_OPENMP) && _OPENMP < 201511
#pragma omp error message("this configuration is not supported")
#endif
#pragma omp error severity(warning) \
    message("a compile-time note")
int main(int argc, char **argv) {
    long sum = 0;
    int count = 0, after = 0;
    (void)argv;
#pragma omp parallel num_threads(2) reduction(+:count)
    {
#pragma omp nothing
#pragma omp error at(execution) severity(warning) message("reached by each member")
        count += 4;
#pragma omp for reduction(+:sum)
        for (int i = 0; i < 100; i++) {
#pragma omp nothing
            sum += i;
        }
        if (argc > 5) {
#pragma omp error at(execution) severity(fatal) message("never met")
        }
    }
    switch (argc) {
    case 1:
#pragma omp nothing
        after = 1;
        break;
    default:
        after = 2;
    }
    printf("sum=%ld count=%d after=%d\n", sum, count, after);
    return 0;
}
