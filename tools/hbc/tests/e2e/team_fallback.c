/* Failure classes 2 and 3 (rejected: the program uses the team, or general tasks): hbc names
 * the construct, and --hbc-fallback-openmp builds the file as plain OpenMP, which must give
 * the sequential answer (kmeans-like per-thread partial arrays indexed by
 * omp_get_thread_num(), threadprivate with copyin, and a task tree without the two-branch
 * idiom).
 * E2E-FLAGS: --hbc-fallback-openmp */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
static int seed;
#pragma omp threadprivate(seed)
static long fib(int n) {
  long a = 0, b = 0;
  if (n < 2) return n;
#pragma omp task shared(a) if (n > 12)
  a = fib(n - 1);
#pragma omp task shared(b) if (n > 12)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}
int main(void) {
  enum { N = 100000, K = 8 };
  int *cls = malloc(N * sizeof *cls);
  for (int i = 0; i < N; i++) cls[i] = (i * 7919) % K;
  int nt = omp_get_max_threads();
  long *part = calloc((size_t)nt * K, sizeof *part);
#pragma omp parallel
  {
    int t = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < N; i++) part[t * K + cls[i]] += i % 5;
  }
  long count[K] = {0};
  for (int t = 0; t < nt; t++)
    for (int k = 0; k < K; k++) count[k] += part[t * K + k];
  seed = 3;
  long tp = 0;
#pragma omp parallel copyin(seed) reduction(+:tp)
  tp += seed > 0;
  long f = 0;
#pragma omp parallel
#pragma omp single
  f = fib(22);
  printf("%ld %ld %ld %d\n", count[0], count[K - 1], f, tp > 0);
  free(part);
  free(cls);
  return 0;
}
