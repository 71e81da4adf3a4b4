/* Directives chosen by a macro of the file that is defined only under `#ifdef __clang__`:
 * gcc, which does not define it, takes the other branch and compiles its directive, which
 * hbc never parsed. Refused, as a condition on __clang__ itself is
 * (err_branch_directive_differs_for_gcc.c). So is a macro that only a branch clang skips
 * would define. */
// EXPECT-ERROR: an #if branch that clang does not take (line 20) holds another OpenMP directive for this statement
// EXPECT-ERROR-LINE: 18
// EXPECT-ERROR: an #if branch that clang does not take (line 26) holds another OpenMP directive for this statement
// EXPECT-ERROR-LINE: 24
#ifdef __clang__
#define VIA_CLANG 1
#else
#define VIA_GCC 1
#endif
long sums(void) {
    long s = 0, t = 0;
#ifdef VIA_CLANG
#pragma omp parallel for reduction(+:s)
#else
#pragma omp parallel for schedule(dynamic) reduction(+:s)
#endif
    for (int i = 0; i < 1000; i++) s += i;
#ifndef VIA_GCC
#pragma omp parallel for reduction(+:t)
#else
#pragma omp parallel for schedule(dynamic) reduction(+:t)
#endif
    for (int i = 0; i < 1000; i++) t += i;
    return s + t;
}
