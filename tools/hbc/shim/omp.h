/* hbc's replacement for <omp.h>: the OpenMP runtime calls that programs make, answered by the
 * heartbeat runtime (docs/hbc.md). hbc puts this directory first on the include path. */
#ifndef HBC_OMP_H
#define HBC_OMP_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { void *p; } omp_lock_t;
typedef struct { void *p; } omp_nest_lock_t;
typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3,
                           omp_sched_auto = 4 } omp_sched_t;
/* Synchronisation hints (OpenMP 4.5/5.0, values as the specification gives them): accepted on
 * `critical ... hint(...)` and by the *_with_hint lock calls, which ignore them. */
typedef enum omp_sync_hint_t {
    omp_sync_hint_none = 0, omp_lock_hint_none = omp_sync_hint_none,
    omp_sync_hint_uncontended = 1, omp_lock_hint_uncontended = omp_sync_hint_uncontended,
    omp_sync_hint_contended = 2, omp_lock_hint_contended = omp_sync_hint_contended,
    omp_sync_hint_nonspeculative = 4, omp_lock_hint_nonspeculative = omp_sync_hint_nonspeculative,
    omp_sync_hint_speculative = 8, omp_lock_hint_speculative = omp_sync_hint_speculative
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

/* The calls are linked under hbc's own names (hbc_omp_get_thread_num, ...), never libgomp's:
 * an object built with gcc -fopenmp in the same program (a --hbc-fallback-openmp file, an
 * OpenMP library) keeps libgomp's omp_* answers, and hbc's objects keep the heartbeat ones. */
#define HBC_OMP_SYMBOL(name) __asm__("hbc_" #name)

double omp_get_wtime(void) HBC_OMP_SYMBOL(omp_get_wtime);
double omp_get_wtick(void) HBC_OMP_SYMBOL(omp_get_wtick);
int omp_get_thread_num(void) HBC_OMP_SYMBOL(omp_get_thread_num);
int omp_get_num_threads(void) HBC_OMP_SYMBOL(omp_get_num_threads);
int omp_get_max_threads(void) HBC_OMP_SYMBOL(omp_get_max_threads);
void omp_set_num_threads(int n) HBC_OMP_SYMBOL(omp_set_num_threads);
int omp_get_num_procs(void) HBC_OMP_SYMBOL(omp_get_num_procs);
int omp_in_parallel(void) HBC_OMP_SYMBOL(omp_in_parallel);
void omp_set_dynamic(int on) HBC_OMP_SYMBOL(omp_set_dynamic);
int omp_get_dynamic(void) HBC_OMP_SYMBOL(omp_get_dynamic);
void omp_set_nested(int on) HBC_OMP_SYMBOL(omp_set_nested);
int omp_get_nested(void) HBC_OMP_SYMBOL(omp_get_nested);
void omp_set_max_active_levels(int n) HBC_OMP_SYMBOL(omp_set_max_active_levels);
int omp_get_max_active_levels(void) HBC_OMP_SYMBOL(omp_get_max_active_levels);
int omp_get_level(void) HBC_OMP_SYMBOL(omp_get_level);
int omp_get_active_level(void) HBC_OMP_SYMBOL(omp_get_active_level);
int omp_get_thread_limit(void) HBC_OMP_SYMBOL(omp_get_thread_limit);
void omp_set_schedule(omp_sched_t kind, int chunk) HBC_OMP_SYMBOL(omp_set_schedule);
void omp_get_schedule(omp_sched_t *kind, int *chunk) HBC_OMP_SYMBOL(omp_get_schedule);
void omp_init_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_init_lock);
void omp_destroy_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_destroy_lock);
void omp_set_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_set_lock);
void omp_unset_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_unset_lock);
int omp_test_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_test_lock);
void omp_init_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_init_nest_lock);
void omp_destroy_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_destroy_nest_lock);
void omp_set_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_set_nest_lock);
void omp_unset_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_unset_nest_lock);
int omp_test_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_test_nest_lock);
void omp_init_lock_with_hint(omp_lock_t *l, omp_sync_hint_t hint) HBC_OMP_SYMBOL(omp_init_lock_with_hint);
void omp_init_nest_lock_with_hint(omp_nest_lock_t *l, omp_sync_hint_t hint)
    HBC_OMP_SYMBOL(omp_init_nest_lock_with_hint);

/* omp_in_parallel() is called on hot paths (e.g. before every task spawn): inline it.
 * hbc_region_level counts translated parallel regions entered on this thread, plus 1 on
 * every thread other than the program's initial thread (one thread-local load). */
extern __thread int hbc_region_level;
static inline int hbc_omp_in_parallel_inline(void) {
    return hbc_region_level > 0;
}
#define omp_in_parallel() hbc_omp_in_parallel_inline()

#ifdef __cplusplus
}
#endif
#endif
