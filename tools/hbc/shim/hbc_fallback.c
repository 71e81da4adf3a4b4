/* What a --hbc-fallback-openmp object (compiled by gcc -fopenmp) gets for the routines that
 * tell a thread its team: the driver points its calls here (hbc.py, FALLBACK_QUERIES). In
 * libgomp's own parallel region (the object's regions) libgomp answers; anywhere else the
 * caller is hbc's (a team member, a heartbeat worker, the initial thread), and hbc answers.
 * Before session 47 libgomp answered everywhere, 0 and 1 on hbc's team members, and ncnn's
 * per-thread scratch, indexed by a fallback file's wrapper of omp_get_thread_num(), was
 * shared by every member (helper-76). */
#include "hbc_libgomp.h"
int hbc_omp_get_thread_num(void);
int hbc_omp_get_num_threads(void);
int hbc_omp_get_max_threads(void);
int hbc_omp_in_parallel(void);
void hbc_omp_set_num_threads(int n);

/* Any libgomp region, a team of one too: omp_in_parallel() is 0 in one, and a fallback
 * object's `parallel num_threads(1)` on an hbc team member then split its static loop by
 * the member's id and team size, running only that member's block (GraphBLAS's
 * GB_builder.c under openmp_demo's team; helper-84). */
static int in_libgomp_region(void) { return gomp_level && gomp_level() > 0; }

int hbc_fallback_omp_get_thread_num(void) {
    return in_libgomp_region() && gomp_thread_num ? gomp_thread_num() : hbc_omp_get_thread_num();
}
int hbc_fallback_omp_get_num_threads(void) {
    return in_libgomp_region() && gomp_num_threads ? gomp_num_threads() : hbc_omp_get_num_threads();
}
int hbc_fallback_omp_get_max_threads(void) {
    return in_libgomp_region() && gomp_max_threads ? gomp_max_threads() : hbc_omp_get_max_threads();
}
/* omp_in_parallel() in a fallback object called from hbc's parallel loop is 1, as in a
 * program that is all libgomp: OpenBLAS then stays serial inside a program's parallel loop
 * (libgomp answered 0, and it ran threaded under the loop; helper-106). */
int hbc_fallback_omp_in_parallel(void) {
    return in_libgomp_region() && gomp_in_parallel ? gomp_in_parallel() : hbc_omp_in_parallel();
}
/* nthreads-var is one per program in OpenMP: set outside libgomp's regions it is hbc's too,
 * so that this object's omp_get_max_threads(), answered by hbc there, says what it set
 * (OpenBLAS's openblas_set_num_threads(1) read 2 back and split a dgemm for 2 threads that
 * libgomp ran on 1, which then waited forever; helper-106). Inside a libgomp region it is
 * that region's task's, libgomp's alone. */
void hbc_fallback_omp_set_num_threads(int n) {
    if (gomp_set_num_threads) gomp_set_num_threads(n);
    if (!in_libgomp_region()) hbc_omp_set_num_threads(n);
}
