/* Probe s47_thread_buffer_and_nested_loop_in_callee (main.c): a function of another file
 * takes its thread's buffer, fills it, runs a nested parallel reduction and reads the
 * buffer. hbc sees none of it from main.c's loop. */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static double scratch[256][16];
static double work(int j) { double x = j; for (int k = 0; k < 50; k++) x = x * 0.999 + 1.0; return x; }
double step(int i, int m) {
  double *s = scratch[omp_get_thread_num()];
  for (int k = 0; k < 16; k++) s[k] = (double)i * k;
  double acc = 0;
  #pragma omp parallel for reduction(+:acc)
  for (int j = 0; j < m; j++) acc += work(j);
  return s[3] + (acc > 0 ? 0 : 1);
}
