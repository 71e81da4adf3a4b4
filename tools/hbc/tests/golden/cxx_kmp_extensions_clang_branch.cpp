// LLVM libomp's kmp_* extensions called under `#if __clang__` (ncnn's cpu.cpp sets and reads
// the block time, helper-76): the translator parses as clang, and hbc's omp.h did not declare
// them ("use of undeclared identifier 'kmp_get_blocktime'"). They are declared now, and kept
// by the shim (hbc_kmp.c); g++ takes the other branch.
// EXPECT-OUTPUT: sum=4950 blocktime=0
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static int blocktime(void) {
#if defined(_OPENMP) && (__clang__ || defined(_OPENMP_LLVM_RUNTIME))
    kmp_set_blocktime(0);
    return kmp_get_blocktime() + 1000;
#else
    return 0;
#endif
}

int main() {
    int s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 100; i++) s += i;
    printf("sum=%d blocktime=%d\n", s, blocktime());
    return 0;
}
