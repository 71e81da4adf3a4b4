/* C++: a combined `parallel for` whose schedule chunk is an expression, not a name: clang keeps
   a copy of it (`.capture_expr.`), whose range is the operator alone. hbc wrote `(int64_t)(+)`
   (a build error) in heartbeat mode, team mode, and nested in an outlined loop body (where
   the copy's variables were not captured either). */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#include <stdio.h>
struct conf { int chunk; };
int main(void) {
  int ch = 3, nt = 2;
  conf cfg = {2};
  long w = 0, v = 0, part[8] = {0};
#pragma omp parallel for schedule(dynamic, ch + 1) reduction(+:w)
  for (int i = 0; i < 100; i++) w += i;
#pragma omp parallel for reduction(+:v)
  for (int r = 0; r < 4; r++) {
    long row = 0;
#pragma omp parallel for schedule(dynamic, cfg.chunk + ch) reduction(+:row)
    for (int i = 0; i < 100; i++) row += 1;
    v += row;
  }
#pragma omp parallel for schedule(dynamic, ch * 2) num_threads(nt + 0)
  for (int i = 0; i < 100; i++) part[omp_get_thread_num() & 7] += i;
  long p = 0;
  for (int k = 0; k < 8; k++) p += part[k];
  printf("%ld %ld %ld\n", w, v, p);
  return 0;
}
