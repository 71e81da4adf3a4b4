// A C file that includes itself as its own template, twice under other macros, with a
// parallel loop in the included part: each later inclusion is translated apart, into
// NAME.hbc-inclusion-K beside the file, which was not written when NAME was the main file
// (the build failed: "c_self_inclusion_template.c.hbc-inclusion-2: No such file"; session 53).
// EXPECT-OUTPUT: 499500 -499501
#ifndef TEMPLATE_PART
#define TEMPLATE_PART
#include <stdio.h>
static long add(const long *a, int n) {
    long s = 0;
#define OP +
#include "c_self_inclusion_template.c"
#undef OP
    return s;
}
static long sub(const long *a, int n) {
    long s = -1;
#define OP -
#include "c_self_inclusion_template.c"
#undef OP
    return s;
}
int main(void) {
    static long a[1000];
    for (int i = 0; i < 1000; i++) a[i] = i;
    printf("%ld %ld\n", add(a, 1000), sub(a, 1000));
    return 0;
}
#else
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++) s += OP a[i];
#endif
