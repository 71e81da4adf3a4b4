/* Two pthreads run `parallel num_threads(2)` regions with a nested region at once. The one
 * whose region finds the workers held by the other's team gets a team of one (docs/hbc-limits.md,
 * "Several user threads"), and its nested region one thread too, consistently: before session
 * 71 the nested region stopped the program as a first active level hbc could not give a team
 * (helper-111). Each thread prints whether every round's nested count matched its team. */
#include <pthread.h>
#include <stdio.h>
#include <omp.h>
static int ok[2];
static void *body(void *arg) {
  const int id = (int)(long)arg;
  ok[id] = 1;
  for (int rep = 0; rep < 200; rep++) {
    long n = 0;
    int size = 0;
#pragma omp parallel num_threads(2) reduction(+ : n)
    {
#pragma omp single
      size = omp_get_num_threads();
#pragma omp parallel num_threads(2) reduction(+ : n)
      n += omp_get_level() * 10 + (omp_get_num_threads() == 1);
    }
    if (n != 21L * size) ok[id] = 0;
  }
  return NULL;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, body, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("%d %d\n", ok[0], ok[1]);
  return 0;
}
