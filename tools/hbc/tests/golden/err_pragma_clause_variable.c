// A clause expression written inside a _Pragma string lies in clang's scratch buffer: it has
// no source text for hbc to rewrite (its variables captured into an outlined body, say).
// A constant is taken as its value; a variable is refused with file:line, where it used to
// become the macro's name, and the translation failed to compile.
// EXPECT-ERROR: a clause expression of 'parallel for' written in a _Pragma string is supported only as an integer constant
// EXPECT-ERROR-LINE: 12
#include <stdio.h>
#define PFOR_DYNAMIC(c) _Pragma("omp parallel for schedule(dynamic, ch)")
int main(void) {
    long a[100], s = 0;
    int ch = 3;
    PFOR_DYNAMIC(ch)
    for (int i = 0; i < 100; i++) a[i] = i;
    for (int i = 0; i < 100; i++) s += a[i];
    printf("%ld\n", s);
    return 0;
}
