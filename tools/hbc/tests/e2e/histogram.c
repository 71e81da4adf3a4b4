/* Histogram with atomics, a named critical section and an omp lock. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  static int data[100000];
  int hist[16] = {0}, i, maxbin = 0, maxval = 0;
  long total = 0;
  omp_lock_t lock;
  omp_init_lock(&lock);
  for (i = 0; i < 100000; i++) data[i] = (int)((i * 2654435761u) >> 7) % 16;
#pragma omp parallel for
  for (i = 0; i < 100000; i++) {
#pragma omp atomic
    hist[data[i]]++;
  }
#pragma omp parallel for
  for (i = 0; i < 16; i++) {
#pragma omp critical(maxupd)
    {
      if (hist[i] > maxval || (hist[i] == maxval && i < maxbin)) { maxval = hist[i]; maxbin = i; }
    }
    omp_set_lock(&lock);
    total += hist[i];
    omp_unset_lock(&lock);
  }
  omp_destroy_lock(&lock);
  printf("total %ld maxbin %d maxval %d h0 %d\n", total, maxbin, maxval, hist[0]);
  return 0;
}
