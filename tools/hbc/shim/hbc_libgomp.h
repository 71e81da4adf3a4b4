/* libgomp's own thread queries, for the shim's answers to threads of libgomp's teams
 * (hbc_omp.c, hbc_fallback.c): weak, so that linking them pulls nothing of libgomp in; null
 * when the program does not link libgomp. Private to the shim. */
#ifndef HBC_LIBGOMP_H
#define HBC_LIBGOMP_H
extern int gomp_thread_num(void) __asm__("omp_get_thread_num") __attribute__((weak));
extern int gomp_num_threads(void) __asm__("omp_get_num_threads") __attribute__((weak));
extern int gomp_max_threads(void) __asm__("omp_get_max_threads") __attribute__((weak));
extern int gomp_in_parallel(void) __asm__("omp_in_parallel") __attribute__((weak));
extern int gomp_level(void) __asm__("omp_get_level") __attribute__((weak));
extern void gomp_set_num_threads(int) __asm__("omp_set_num_threads") __attribute__((weak));
#endif
