#ifdef _OPENMP
#include <omp.h>
omp_lock_t table_lock;
void locks_init(void) { omp_init_lock(&table_lock); }
void locks_fini(void) { omp_destroy_lock(&table_lock); }
#else
void locks_init(void) {}
void locks_fini(void) {}
#endif
