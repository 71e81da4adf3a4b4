/* The lock calls, or (the sequential reference build, without -fopenmp) stand-ins. */
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static inline void omp_init_lock(omp_lock_t *l) { *l = 0; }
static inline void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static inline void omp_set_lock(omp_lock_t *l) { *l = 1; }
static inline void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static inline int omp_test_lock(omp_lock_t *l) { return *l == 0 ? (*l = 1) : 0; }
typedef struct { int count; } omp_nest_lock_t;
static inline void omp_init_nest_lock(omp_nest_lock_t *l) { l->count = 0; }
static inline void omp_destroy_nest_lock(omp_nest_lock_t *l) { (void)l; }
static inline void omp_set_nest_lock(omp_nest_lock_t *l) { l->count++; }
static inline void omp_unset_nest_lock(omp_nest_lock_t *l) { l->count--; }
static inline int omp_test_nest_lock(omp_nest_lock_t *l) { return ++l->count; }
static inline int omp_get_thread_num(void) { return 0; }
#endif
