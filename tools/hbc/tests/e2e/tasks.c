/* Tasks on heartbeat task groups (docs/hbc-internals-tasks.md, Tasks), C: outlined tasks with a struct of
 * firstprivate values and shared pointers. Every result is checked against the sequential
 * build's output. Run forced at 1, 2 and 3 workers.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* recursive fib: two tasks and a taskwait per call */
static long fib(int n) {
  long x, y;
  if (n < 2) return n;
#pragma omp task shared(x) firstprivate(n)
  x = fib(n - 1);
#pragma omp task shared(y)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

/* BOTS-style nqueens: tasks spawned in a loop, each with its own board */
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
#pragma omp task
    {
      char b[16];
      memcpy(b, a, j * sizeof(char));
      b[j] = (char)i;
      if (ok(j + 1, b)) nqueens(n, j + 1, b, &csols[i]);
    }
  }
#pragma omp taskwait
  for (i = 0; i < n; i++) *solutions += csols[i];
  free(csols);
}

/* a task created in a callee, waited for by the caller */
static void spawn_into_caller(long *out, int i) {
#pragma omp task
  out[i] = (long)i * 3;
}

static long tg_count, many_count;
static void leaf(void) {
#pragma omp atomic
  tg_count++;
}

struct pt { int x, y; };

int main(void) {
  long f = 0, outs = 0, out[50], seen[8], many = 0, tg = 0;
  int sols = 0, chain = 1, order = 0, i;
  struct pt p = {1, 2}, ps[4];
  int arr[3] = {1, 2, 3}, arrs[4];
#pragma omp parallel
#pragma omp single
  {
    f = fib(22);
    nqueens(8, 0, "", &sols);
    for (int k = 0; k < 50; k++) spawn_into_caller(out, k);
#pragma omp taskwait
    /* firstprivate: the value at the task's creation (also a struct and an array) */
    {
      /* k, declared in the region, is firstprivate in the tasks by default (i is shared) */
      long v = 0;
      int k;
      for (k = 0; k < 8; k++) {
        v = k * 10;
#pragma omp task firstprivate(v) shared(seen)
        seen[k] = v;
        v = -1;
      }
      for (k = 0; k < 4; k++) {
        p.x = k;
        arr[0] = k * 100;
#pragma omp task firstprivate(p, arr) shared(ps, arrs)
        {
          ps[k].x = p.x;
          arrs[k] = arr[0];
        }
        p.x = -7;
        arr[0] = -7;
      }
#pragma omp taskwait
    }
    /* taskgroup: its tasks and their descendants */
#pragma omp taskgroup
    {
      for (int k = 0; k < 10; k++) {
#pragma omp task
        {
          int j;
          for (j = 0; j < 10; j++) {
#pragma omp task
            leaf();
          }
        }
      }
    }
    tg = tg_count;
    /* depend: in creation order */
    for (int k = 0; k < 1000; k++) {
#pragma omp task depend(inout: chain) shared(chain)
      chain = (chain * 3 + k) % 1000003;
    }
    /* 10^5 tasks */
    for (int k = 0; k < 100000; k++) {
#pragma omp task
      {
#pragma omp atomic
        many_count += k % 7;
      }
    }
#pragma omp taskwait
    many = many_count;
    /* if(0) and final(1): at once, in order (a final task's children too) */
#pragma omp task if (0) shared(order)
    order = order * 10 + 1;
    order = order * 10 + 2;
#pragma omp task final(1) shared(order)
    order = order * 10 + 3;
    order = order * 10 + 4;
  }
  for (i = 0; i < 50; i++) outs += out[i];
  printf("fib %ld queens %d callee %ld\n", f, sols, outs);
  printf("firstprivate");
  for (i = 0; i < 8; i++) printf(" %ld", seen[i]);
  for (i = 0; i < 4; i++) printf(" %d/%d", ps[i].x, arrs[i]);
  printf("\ntaskgroup %ld depend %d many %ld order %d\n", tg, chain, many, order);
  return 0;
}
