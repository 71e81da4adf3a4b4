/* Private copies keep the alignment their original was declared with: a region's private
   and firstprivate array, a task's firstprivate, a loop's private, and a team-mode region's
   (it asks its thread number). hbc declared the copies with the type alone (libgomp
   pr68960.c aborted; an aligned vector load on such a copy would fault). */
// PROBE-OUTPUT: misaligned=0
#include <stdio.h>
#include <stdint.h>
#include <omp.h>
static int misaligned;
static void check(const void *p, uintptr_t a) {
  if ((uintptr_t)p & (a - 1)) {
#pragma omp atomic
    misaligned++;
  }
}
int main(void) {
  int temp[257] __attribute__((aligned(256))) = {0};
  double v[8] __attribute__((aligned(64))) = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp parallel private(temp) firstprivate(v)
  {
    check(temp, 256);
    check(v, 64);
  }
#pragma omp parallel
#pragma omp single
#pragma omp task firstprivate(temp)
  check(temp, 256);
#pragma omp taskwait
#pragma omp parallel for private(temp)
  for (int i = 0; i < 100; i++) {
    temp[0] = i;
    check(temp, 256);
  }
#pragma omp parallel private(temp) firstprivate(v)
  {
    temp[omp_get_thread_num() % 257] = 1;
    check(temp, 256);
    check(v, 64);
  }
  printf("misaligned=%d\n", misaligned);
  return 0;
}
