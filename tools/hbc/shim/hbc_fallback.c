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

static int in_libgomp_region(void) { return gomp_in_parallel && gomp_in_parallel(); }

int hbc_fallback_omp_get_thread_num(void) {
    return in_libgomp_region() && gomp_thread_num ? gomp_thread_num() : hbc_omp_get_thread_num();
}
int hbc_fallback_omp_get_num_threads(void) {
    return in_libgomp_region() && gomp_num_threads ? gomp_num_threads() : hbc_omp_get_num_threads();
}
int hbc_fallback_omp_get_max_threads(void) {
    return in_libgomp_region() && gomp_max_threads ? gomp_max_threads() : hbc_omp_get_max_threads();
}
