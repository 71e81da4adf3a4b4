/* The per-thread buffers of probe s47_thread_buffer_across_nested_loop (main.c). */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static double scratch[256][16];
double *get_scratch(void) { return scratch[omp_get_thread_num()]; }
