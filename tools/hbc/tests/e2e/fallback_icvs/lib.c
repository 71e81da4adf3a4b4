/* Built by --hbc-fallback-openmp: clang 14, hbc's parser, has no GCC nested functions, so
 * gcc -fopenmp compiles the file, and its omp_* calls are libgomp's unless the driver
 * points them at the shim (hbc_fallback.c). */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_parallel(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static void omp_set_num_threads(int n) { (void)n; }
static int omp_get_max_threads(void) { return 1; }
#endif
/* 1 when omp_in_parallel() agrees with the team size: inside hbc's parallel loop libgomp
 * said 0 while the (redirected) team size said 2 (OpenBLAS then ran threaded under the
 * program's loop; helper-106, session 54). */
int in_parallel_agrees(void) {
    int answer(void) { return omp_in_parallel() == (omp_get_num_threads() > 1); }
    return answer();
}
/* 1 when omp_get_max_threads() reads back what omp_set_num_threads() set: the set went to
 * libgomp and the read to hbc, so OpenBLAS's openblas_set_num_threads(1) read 2 and split a
 * dgemm for two threads that libgomp ran on one, which waited forever (helper-106). */
int set_then_get(int n) {
    omp_set_num_threads(n);
    return omp_get_max_threads() == n;
}
