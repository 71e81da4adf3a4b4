/* A thread the program starts itself, after the main thread ran regions: code that splits a
 * region's work into omp_get_max_threads() parts by omp_get_thread_num() (ViennaCL's
 * host_based norm_inf and scans), and a loop whose body keeps a per-thread slot, sized by
 * omp_get_max_threads(), by its thread number. Before session 79 the thread's second region
 * said max_threads 3 and got a team of 2 (a part never summed), and its first loop saw thread
 * number 2 with slots for 2 (helper-136). A region whose `single` asks omp_get_num_threads(),
 * then a region that splits its work into that many parts by thread number: until session 80
 * the first answered the worker-id bound (3 on the thread) and the second got a team of 2.
 * Prints, per call, whether the sums were whole and every thread number was below
 * omp_get_max_threads(). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 200000L

static int split_by_max_threads(void) {
  const int nt = omp_get_max_threads();
  long *part = calloc(nt, sizeof *part);
  int team = 0;
#pragma omp parallel
  {
    const long id = omp_get_thread_num();
    if (id == 0) team = omp_get_num_threads();
    for (long i = N * id / nt; i < N * (id + 1) / nt; ++i) part[id] += i + 1;
  }
  long s = 0;
  for (int t = 0; t < nt; ++t) s += part[t];
  free(part);
  return team == nt && s == N * (N + 1) / 2;
}

static int slots_by_thread_number(void) {
  const int nt = omp_get_max_threads();
  long *slot = calloc(nt, sizeof *slot);
  long outside = 0;
#pragma omp parallel for reduction(+ : outside)
  for (long i = 0; i < N; ++i) {
    const int t = omp_get_thread_num();
    if (t < 0 || t >= nt) ++outside;
    else __atomic_fetch_add(&slot[t], i + 1, __ATOMIC_RELAXED);
  }
  long s = 0;
  for (int t = 0; t < nt; ++t) s += slot[t];
  free(slot);
  return outside == 0 && s == N * (N + 1) / 2;
}

static int split_by_team_size(void) {
  int nt = 0;
#pragma omp parallel
  {
#pragma omp single
    nt = omp_get_num_threads();
  }
  long *part = calloc(nt, sizeof *part);
#pragma omp parallel
  {
    const long id = omp_get_thread_num();
    for (long i = N * id / nt; i < N * (id + 1) / nt; ++i) part[id] += i + 1;
  }
  long s = 0;
  for (int t = 0; t < nt; ++t) s += part[t];
  free(part);
  return s == N * (N + 1) / 2;
}

static void both(void) {
  printf("%d%d%d\n", split_by_max_threads(), slots_by_thread_number(), split_by_team_size());
}

static void *thread_body(void *arg) {
  (void)arg;
  both();
  both();
  return NULL;
}

int main(void) {
  both();
  pthread_t t;
  if (pthread_create(&t, NULL, thread_body, NULL) != 0) return 1;
  pthread_join(t, NULL);
  both();
  return 0;
}
