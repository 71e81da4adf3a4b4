/* A parent gives the children it runs their own OMP_NUM_THREADS: each child's team follows
 * it (before session 71 the HB_NUM_WORKERS that hbc derived from the parent's variable, which
 * the children inherit, won). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>
int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "child") == 0) {
    int team = 0;
#pragma omp parallel
    {
#pragma omp single
      team = omp_get_num_threads();
    }
    printf("%d %d\n", omp_get_max_threads(), team);
    return 0;
  }
  char cmd[4096];
  snprintf(cmd, sizeof cmd, "'%s' child", argv[0]);
  fflush(stdout);
  setenv("OMP_NUM_THREADS", "1", 1);
  if (system(cmd) != 0) return 1;
  setenv("OMP_NUM_THREADS", "3", 1);
  if (system(cmd) != 0) return 1;
  return 0;
}
