/* OMP_STACKSIZE sizes the runtime's threads only: the program's own pthread keeps the default
 * stack and recurses through ~3 MB of it with OMP_STACKSIZE=1M (it crashed before session 71,
 * when hbc set the process's default thread attributes), and every other member of a team
 * runs on a stack of at least 1 MiB and less than the default. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <omp.h>
static long deep(int n) {
  volatile char frame[1024];
  frame[0] = (char)n;
  return n == 0 ? 0 : deep(n - 1) + 1 + (frame[0] - (char)n);
}
static void *user_thread(void *arg) {
  *(long *)arg = deep(3000);
  return NULL;
}
int main(void) {
  long r = -1;
  int small = 0, large = 0, members = 0;
#pragma omp parallel reduction(+ : small, large, members)
  {
    members = 1;
    if (omp_get_thread_num() != 0) {
      pthread_attr_t a;
      size_t size = 0;
      if (pthread_getattr_np(pthread_self(), &a) == 0) {
        pthread_attr_getstacksize(&a, &size);
        pthread_attr_destroy(&a);
      }
      small += size < (1u << 20);
      large += size >= (4u << 20);
    }
  }
  pthread_t t;
  if (pthread_create(&t, NULL, user_thread, &r) != 0 || pthread_join(t, NULL) != 0) return 1;
  printf("%ld %d %d %d\n", r, members > 1, small, large);
  return 0;
}
