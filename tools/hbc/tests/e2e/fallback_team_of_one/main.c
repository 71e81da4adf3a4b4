/* A translated loop's iterations call a function of a --hbc-fallback-openmp object (lib.c,
 * libgomp) whose own `parallel for num_threads(1) schedule(static)` is a team of one: gcc
 * splits that loop with omp_get_thread_num()/omp_get_num_threads(), which must be libgomp's
 * answers (0 of 1) there, not the hbc member's. Until session 49 the shim answered hbc's
 * whenever libgomp's team was inactive, and each caller filled only its own block
 * (SuiteSparse:GraphBLAS's GB_builder.c under openmp_demo; helper-84).
 * E2E-FLAGS: --hbc-fallback-openmp */
#include <stdio.h>
void fill_in_team_of_one(long *a, long n);
int main(void) {
  static long buf[6][2000];
  long sums[6];
  int id;
#pragma omp parallel for num_threads(4) schedule(dynamic, 1)
  for (id = 0; id < 6; id++) {
    fill_in_team_of_one(buf[id], 2000 - 100 * id);
    long s = 0;
    for (int i = 0; i < 2000; i++) s += buf[id][i];
    sums[id] = s;
  }
  for (int i = 0; i < 6; i++) printf("%ld%c", sums[i], i == 5 ? '\n' : ' ');
  return 0;
}
