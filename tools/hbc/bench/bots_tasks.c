/* A BOTS-style task program in C (fib and nqueens, tasks in a recursion and in a loop, no
 * cutoff), for hbc against gcc -fopenmp (libgomp): docs/hbc-testing.md, "Tasks: measurements".
 *   bots_tasks fib N | nqueens N      prints the result and the time of the parallel region */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long fib(int n) {
  long x, y;
  if (n < 2) return n;
#pragma omp task shared(x) firstprivate(n)
  x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

static int ok(int n, const char *a) {
  for (int i = 0; i < n; i++)
    for (int j = 1; i + j < n; j++) {
      int p = a[i], q = a[i + j];
      if (q == p || q == p - j || q == p + j) return 0;
    }
  return 1;
}
static void nqueens(int n, int j, const char *a, int *solutions) {
  int *csols, i;
  if (n == j) {
    *solutions = 1;
    return;
  }
  *solutions = 0;
  csols = (int *)calloc(n, sizeof(int));
  for (i = 0; i < n; i++) {
#pragma omp task firstprivate(i)
    {
      char b[32];
      memcpy(b, a, j * sizeof(char));
      b[j] = (char)i;
      if (ok(j + 1, b)) nqueens(n, j + 1, b, &csols[i]);
    }
  }
#pragma omp taskwait
  for (i = 0; i < n; i++) *solutions += csols[i];
  free(csols);
}

int main(int argc, char **argv) {
  const char *k = argc > 1 ? argv[1] : "fib";
  int n = argc > 2 ? atoi(argv[2]) : 30;
  long r = 0;
  int sols = 0;
  double t0 = omp_get_wtime();
#pragma omp parallel
#pragma omp single
  {
    if (!strcmp(k, "fib")) r = fib(n);
    else nqueens(n, 0, "", &sols);
  }
  double t = omp_get_wtime() - t0;
  printf("%s %d result %ld time %.4f\n", k, n, strcmp(k, "fib") ? (long)sols : r, t);
  return 0;
}
