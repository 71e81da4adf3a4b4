/* helper-80 (session 48, octomap's insertPointCloud shape): omp_set_num_threads or
   omp_set_schedule called in the body of a parallel loop sets the ICV of the implicit task
   that runs the iteration, which ends with the region. hbc raised no level around such a
   loop, so the call reached the program-wide setting: every later region had one thread.
   Every line must end in 1s. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef enum { omp_sched_static = 1, omp_sched_dynamic = 2 } omp_sched_t;
static int omp_get_max_threads(void) { return 1; }
static int omp_get_num_threads(void) { return 1; }
static void omp_set_num_threads(int n) { (void)n; }
static void omp_get_schedule(omp_sched_t *k, int *c) { *k = omp_sched_static; *c = 0; }
static void omp_set_schedule(omp_sched_t k, int c) { (void)k; (void)c; }
#endif

static void set_one(void) { omp_set_num_threads(1); }

static int team_size(void) {
  int n = 0;
#pragma omp parallel
  {
#pragma omp single
    n = omp_get_num_threads();
  }
  return n;
}

static void report(const char *what, int before, int team_before, int inside) {
  printf("%s: kept=%d team_kept=%d inside=%d\n", what, omp_get_max_threads() == before, team_size() == team_before,
         inside);
}

int main(void) {
  const int before = omp_get_max_threads(), team_before = team_size();
  int inside = 1;
#pragma omp parallel for reduction(&& : inside)
  for (int i = 0; i < 8; ++i) {
    omp_set_num_threads(1);
    inside = inside && omp_get_max_threads() == 1;
  }
  report("combined", before, team_before, inside);

  inside = 1;
#pragma omp parallel
  {
#pragma omp for reduction(&& : inside)
    for (int i = 0; i < 8; ++i) {
      if (i % 3 == 0) omp_set_num_threads(1);
      if (i % 3 == 0) inside = inside && omp_get_max_threads() == 1;
    }
  }
  report("worksharing", before, team_before, inside);

  inside = 1;
#pragma omp parallel for reduction(&& : inside)
  for (int i = 0; i < 8; ++i) {
    set_one();
    inside = inside && omp_get_max_threads() == 1;
  }
  report("through_callee", before, team_before, inside);

  omp_sched_t kind0;
  int chunk0;
  omp_get_schedule(&kind0, &chunk0);
#pragma omp parallel for
  for (int i = 0; i < 8; ++i) omp_set_schedule(omp_sched_dynamic, 7);
  omp_sched_t kind1;
  int chunk1;
  omp_get_schedule(&kind1, &chunk1);
  printf("schedule: kept=%d\n", kind0 == kind1 && chunk0 == chunk1);
  return 0;
}
