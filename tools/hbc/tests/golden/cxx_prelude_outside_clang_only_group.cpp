// The file's first declaration sits in a conditional group that only clang takes (ncnn's
// cpu.cpp: `#if defined(_OPENMP) && (__clang__ || ...)`, helper-76). hbc's translator parses
// as clang and put its prelude (heartbeat.h, hbc_rt.hpp) before that declaration, inside the
// group, which g++ skips: the translation did not compile. The prelude now goes before the
// group's #if.
// EXPECT-OUTPUT: sum=4950
#include <stdio.h>
#include <stdlib.h>

#if defined(_OPENMP) && (__clang__ || defined(_OPENMP_LLVM_RUNTIME))
__attribute__((constructor)) static void clang_only_initializer() { setenv("KMP_DUPLICATE_LIB_OK", "1", 1); }
#endif

int main() {
    int s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 100; i++) s += i;
    printf("sum=%d\n", s);
    return 0;
}
