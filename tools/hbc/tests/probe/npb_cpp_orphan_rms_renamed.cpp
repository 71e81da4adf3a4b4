// Same as npb_cpp_orphan_rms.cpp with the inner counter of error_norm's loop renamed (mm),
// avoiding the rejection of orphan_counter_reuse_min.c.
// NPB-CPP (C++ port) style: file-scope pointers to arrays allocated with malloc and cast
// (`static double (*u)[JMAX][IMAX][5]`), a `#define min(x,y)` macro, functions with
// orphaned `#pragma omp for` (one `nowait`) called from a `parallel` region in main;
// error_norm keeps a local array partial `rms_local[5]` filled by an orphaned `omp for
// nowait` and added into the global `rms[m]` with `#pragma omp atomic`, then `omp barrier`;
// `omp master` timers (stderr) and `omp single` in the middle of the step loop.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0; }
#endif
#define min(x, y) ((x) < (y) ? (x) : (y))
#define KMAX 14
#define JMAX 18
#define IMAX 22

static double (*u)[JMAX][IMAX][5];
static double (*rhs)[JMAX][IMAX][5];
static double rms[5];
static double dt_local;
static double t_start, t_acc;

static void compute_rhs() {
  int i, j, k, m;
#pragma omp for
  for (k = 1; k < KMAX - 1; k++)
    for (j = 1; j < JMAX - 1; j++)
      for (i = 1; i < IMAX - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = 0.1 * (u[k][j][i + 1][m] + u[k][j][i - 1][m] + u[k][j + 1][i][m] +
                                   u[k][j - 1][i][m] - 4.0 * u[k][j][i][m]) +
                            0.001 * min(i, j);
}

static void add() {
  int i, j, k, m;
#pragma omp for nowait
  for (k = 1; k < KMAX - 1; k++)
    for (j = 1; j < JMAX - 1; j++)
      for (i = 1; i < IMAX - 1; i++)
        for (m = 0; m < 5; m++) u[k][j][i][m] += dt_local * rhs[k][j][i][m];
}

static void error_norm() {
  int i, j, k, m;
  double add, rms_local[5];
  for (m = 0; m < 5; m++) rms_local[m] = 0.0;
#pragma omp for nowait
  for (k = 0; k < KMAX; k++)
    for (j = 0; j < JMAX; j++)
      for (i = 0; i < IMAX; i++)
        for (int mm = 0; mm < 5; mm++) {
          add = u[k][j][i][mm] - 1.0;
          rms_local[mm] = rms_local[mm] + add * add;
        }
  for (m = 0; m < 5; m++) {
#pragma omp atomic
    rms[m] += rms_local[m];
  }
#pragma omp barrier
#pragma omp single
  for (m = 0; m < 5; m++) rms[m] = std::sqrt(rms[m] / (double)(KMAX * JMAX * IMAX));
}

int main() {
  u = (double(*)[JMAX][IMAX][5])malloc(sizeof(double) * KMAX * JMAX * IMAX * 5);
  rhs = (double(*)[JMAX][IMAX][5])malloc(sizeof(double) * KMAX * JMAX * IMAX * 5);
  for (int k = 0; k < KMAX; k++)
    for (int j = 0; j < JMAX; j++)
      for (int i = 0; i < IMAX; i++)
        for (int m = 0; m < 5; m++) u[k][j][i][m] = 1.0 + 0.01 * ((3 * i + 5 * j + 7 * k + m) % 11);
  int step;
#pragma omp parallel private(step)
  {
#pragma omp master
    t_start = omp_get_wtime();
    for (step = 1; step <= 6; step++) {
#pragma omp single
      dt_local = 0.5 / step;
      compute_rhs();
      add();
#pragma omp barrier
    }
#pragma omp master
    t_acc = omp_get_wtime() - t_start;
    error_norm();
  }
  std::fprintf(stderr, "time %f\n", t_acc);
  for (int m = 0; m < 5; m++) std::printf("rms[%d]=%.12e\n", m, rms[m]);
  free(u);
  free(rhs);
  return 0;
}
