// A file included twice under different macros (a C template) whose loop body uses a macro
// that writes an OpenMP directive together with other code, where one #include names the
// file through a macro: hbc gives each later inclusion a copy of its own, expanded under its
// own macros, but cannot point that #include at it, so the use is refused (one text for all
// inclusions, the first one's, would be silently wrong for the other). (This file includes
// itself as the template.)
// EXPECT-ERROR: OpenMP directive 'atomic' written inside a macro together with other code (or with its associated statement) is not supported in a file included 3 times whose macros expand differently in its inclusions (a C template instantiated by macros), where an #include of it cannot be pointed at a copy of its own
// EXPECT-ERROR: this file is included 3 times in the translation unit (a C template instantiated by macros?), and hbc cannot point one of those #include directives at a translation of its own
#ifndef TEMPLATE_PART
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define TEMPLATE_PART
#define SELF "err_c_template_macro_include_by_macro.c"
static void add(long *acc, int n) {
#define UPDATE(a, v) PRAGMA(omp atomic) a += (v);
#include "err_c_template_macro_include_by_macro.c"
#undef UPDATE
}
static void sub(long *acc, int n) {
#define UPDATE(a, v) PRAGMA(omp atomic) a -= 2 * (v);
#include SELF
#undef UPDATE
}
int main(void) {
    long acc[8] = {0};
    add(acc, 1000);
    sub(acc, 100);
    long s = 0;
    for (int i = 0; i < 8; i++) s += acc[i] * (i + 1);
    printf("%ld\n", s);
    return 0;
}
#else
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        UPDATE(acc[i % 8], i)
    }
#endif
