/* Each -DT_* with its flag must parse in the translator as gcc compiles it (LAYOUT_FLAGS). */
#include <stddef.h>
#include <stdio.h>
#ifdef T_MS
struct base { int a; };
struct derived { struct base; int b; };
#endif
#ifdef T_PACK
struct p { char c; int i; };
_Static_assert(sizeof(struct p) == 5, "packed");
#endif
#ifdef T_WCHAR
_Static_assert(sizeof(wchar_t) == 2, "short wchar");
#endif
#ifdef T_ENUM
enum small { A, B };
_Static_assert(sizeof(enum small) == 1, "short enums");
#endif
#ifdef T_CHAR
_Static_assert((char)-1 > 0, "unsigned char");
#endif
#ifndef WPVAL
#define WPVAL 0
#endif
int main(void) {
    int s = 0;
#ifdef T_MS
    struct derived d;
    d.a = 3;
    s += d.a - 3;
#endif
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 10; i++) s += i;
    printf("%d %d\n", s, WPVAL);
    return 0;
}
