// A file included twice under different macros (a C template), whose loop body uses a macro
// that writes an OpenMP directive together with other code: hbc expands such a use in place
// before translating, but one file has one text, and the two inclusions expand the macro
// differently. Until session 49 both inclusions were translated with the first one's
// expansion, silently wrong (helper-84, SuiteSparse:GraphBLAS's templates: `sub` added);
// sessions 49-52 refused the use; since session 53 each later inclusion is expanded into a
// copy of its own (NAME.hbc-expansion-K) that its #include names. (This file includes
// itself as the template.)
// EXPECT-OUTPUT: 2208992
// EXPECT-TRANSLATION: #include "c_template_macro_expands_differently.c.hbc-expansion-3"
#ifndef TEMPLATE_PART
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define TEMPLATE_PART
static void add(long *acc, int n) {
#define UPDATE(a, v) PRAGMA(omp atomic) a += (v);
#include "c_template_macro_expands_differently.c"
#undef UPDATE
}
static void sub(long *acc, int n) {
#define UPDATE(a, v) PRAGMA(omp atomic) a -= 2 * (v);
#include "c_template_macro_expands_differently.c"
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
