// __FILE__ and the line of an assert-like message before the translation's first insertion:
// the translated copy is compiled from a temporary folder, and only hbc's #line directives,
// which began at the first insertion, named the user's file. Before session 36 this
// printed the temporary copy's path (helper-14: compiler warnings in Rodinia's lavaMD and
// in files without OpenMP named the temporary copy too).
#include <stdio.h>
static const char *where(void) { return __FILE__; }
static int line_here(void) { return __LINE__; }
int main(void) {
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 100; i++) s += i;
    printf("%s %d %s %ld\n", where(), line_here(), __FILE__, s);
    return 0;
}
