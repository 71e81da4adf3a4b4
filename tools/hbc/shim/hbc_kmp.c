/* LLVM libomp's kmp_* extensions (omp.h), which programs call under `#ifdef __clang__` or
 * `_OPENMP_LLVM_RUNTIME` (ncnn's cpu.cpp sets the block time; helper-76): hbc's translator
 * parses as clang, and clang's omp.h declares them. Values are kept and answered back; none
 * changes how hbc's workers run (their spin is HB_SPIN_US, their stack OMP_STACKSIZE read at
 * start: docs/hbc.md, "OpenMP runtime routines"). The memory routines are malloc's. */
#include <stdlib.h>

#include "omp.h"

static int blocktime = 200; /* libomp's default, in ms */
static size_t stacksize;    /* 0: as the threads were started */
static int library = 2;     /* kmp_library throughput, libomp's default */

void kmp_set_blocktime(int ms) { blocktime = ms; }
int kmp_get_blocktime(void) { return blocktime; }
void kmp_set_stacksize(int size) { stacksize = size > 0 ? (size_t)size : 0; }
void kmp_set_stacksize_s(size_t size) { stacksize = size; }
int kmp_get_stacksize(void) { return (int)stacksize; }
size_t kmp_get_stacksize_s(void) { return stacksize; }
void kmp_set_library_serial(void) { library = 1; }
void kmp_set_library_turnaround(void) { library = 3; }
void kmp_set_library_throughput(void) { library = 2; }
void kmp_set_library(int kind) { library = kind; }
int kmp_get_library(void) { return library; }
void kmp_set_defaults(const char *settings) { (void)settings; }
void kmp_set_warnings_on(void) {}
void kmp_set_warnings_off(void) {}
void *kmp_malloc(size_t size) { return malloc(size); }
void *kmp_calloc(size_t n, size_t size) { return calloc(n, size); }
void *kmp_realloc(void *p, size_t size) { return realloc(p, size); }
void kmp_free(void *p) { free(p); }
void *kmp_aligned_malloc(size_t size, size_t alignment) {
    void *p = NULL;
    if (alignment < sizeof(void *)) alignment = sizeof(void *);
    return posix_memalign(&p, alignment, size) == 0 ? p : NULL;
}
