// `#pragma omp error` at compilation with severity fatal (the defaults) stops the build at its
// line, as gcc's does; hbc writes it as `#error` where the directive was, so clang reports it
// with the message, and one under a false `#if` is not met at all.
// EXPECT-CLANG-ERROR: omp error directive encountered: "needs OpenMP 5.1"
#include <stdio.h>
#if 0
#pragma omp error message("not met: the condition is false")
#endif
int main(void) {
    int n = 0;
#pragma omp parallel for reduction(+:n)
    for (int i = 0; i < 10; i++) n++;
#pragma omp error message("needs OpenMP 5.1")
    printf("%d\n", n);
    return 0;
}
