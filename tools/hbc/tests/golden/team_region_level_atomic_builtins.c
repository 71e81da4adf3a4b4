// Code that every thread of a region runs, updating shared state by gcc's __atomic builtins,
// C11's atomic_* (AtomicExprs in clang, not calls) or through a pointer the region declares:
// each thread makes the update, so the count tells the team's size, and the region needs a
// team (session 70: heartbeat mode ran it once, and counted one thread).
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: builtin=1 c11=1 callee=1 deref=1 arrow=1 subscript=1
#include <stdio.h>
#include <stdatomic.h>
#include <omp.h>
static int calls;
static void bump(void) { __atomic_add_fetch(&calls, 1, __ATOMIC_SEQ_CST); }
struct S { int hits; };
int main(void) {
  int team = 0, c = 0, d = 0, sub = 0;
  atomic_int g = 0;
  struct S s = {0};
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
#pragma omp parallel
  __atomic_fetch_add(&c, 1, __ATOMIC_RELAXED);
#pragma omp parallel
  atomic_fetch_add(&g, 1);
#pragma omp parallel
  bump();
#pragma omp parallel
  {
    int *p = &d;
#pragma omp atomic
    (*p)++;
  }
#pragma omp parallel
  {
    struct S *q = &s;
#pragma omp critical
    q->hits += 1;
  }
#pragma omp parallel
  {
    int *p = &sub;
#pragma omp atomic
    p[0] += 1;
  }
  printf("builtin=%d c11=%d callee=%d deref=%d arrow=%d subscript=%d\n", c == team, (int)g == team,
         calls == team, d == team, s.hits == team, sub == team);
  return 0;
}
