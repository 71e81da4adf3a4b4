/* Rodinia-style C: thread count from the command line, omp_set_num_threads, a region
 * with master and a worksharing loop, private/firstprivate lists, schedule(static),
 * a switch case holding a parallel loop, gettimeofday timing. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <omp.h>

#define ROWS 300
#define COLS 200
#define GET(a, r, c) ((a)[(r) * COLS + (c)])

static long long now_us(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return (long long)tv.tv_sec * 1000000 + tv.tv_usec;
}

static void step(float *restrict out, const float *restrict in, int mode) {
  int r, c;
  float w = 0.2f;
  switch (mode) {
  case 0:
#pragma omp parallel for shared(out, in) private(r, c) firstprivate(w) schedule(static)
    for (r = 1; r < ROWS - 1; r++)
      for (c = 1; c < COLS - 1; c++)
        GET(out, r, c) = w * (GET(in, r - 1, c) + GET(in, r + 1, c) + GET(in, r, c - 1) + GET(in, r, c + 1) + GET(in, r, c));
    break;
  default:
#pragma omp parallel for private(c)
    for (r = 0; r < ROWS; r++)
      for (c = 0; c < COLS; c++) GET(out, r, c) = GET(in, r, c);
  }
}

int main(int argc, char **argv) {
  int nthreads = argc > 1 ? atoi(argv[1]) : 2, it, i;
  float *a = (float *)malloc(sizeof(float) * ROWS * COLS), *b = (float *)malloc(sizeof(float) * ROWS * COLS);
  double total = 0;
  long long t0;
  omp_set_num_threads(nthreads);
  for (i = 0; i < ROWS * COLS; i++) a[i] = (float)(i % 23);
  t0 = now_us();
#pragma omp parallel
  {
#pragma omp master
    { if (omp_get_num_threads() < 1) printf("no threads\n"); }
#pragma omp for
    for (i = 0; i < ROWS * COLS; i++) b[i] = 0;
  }
  for (it = 0; it < 20; it++) {
    step(b, a, 0);
    step(a, b, 1);
  }
#pragma omp parallel for reduction(+:total)
  for (i = 0; i < ROWS * COLS; i++) total += a[i];
  if (now_us() < t0) printf("clock\n");
  printf("%.2f\n", total);
  free(a); free(b);
  return 0;
}
