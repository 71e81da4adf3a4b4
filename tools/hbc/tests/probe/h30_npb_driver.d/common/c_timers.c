#ifdef _OPENMP
#include <omp.h>
#else
#include <time.h>
#endif
/* NPB-style timers: wall-clock, per-timer accumulation (not printed: non-deterministic). */
static double start[8], elapsed[8];
double elapsed_time(void) {
#ifdef _OPENMP
    return omp_get_wtime();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
#endif
}
void timer_clear(int n) { elapsed[n] = 0.0; }
void timer_start(int n) { start[n] = elapsed_time(); }
void timer_stop(int n) { elapsed[n] += elapsed_time() - start[n]; }
double timer_read(int n) { return elapsed[n]; }
