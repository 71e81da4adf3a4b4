// C: types declared inside a function and used by outlined code (a loop body, a task, a
// team-mode region) are moved in front of the function, in their order, with their line
// numbers: a struct, a typedef of it, an enum, a self-referential struct, an anonymous
// struct behind a typedef. main's other lines keep their numbers.
// EXPECT-TRANSLATION: struct particle { double x, v; int kind; };
// EXPECT-TRANSLATION: typedef struct { long hits, misses; } counts;
// EXPECT-OUTPUT: e=4000.0000 sx=19990.000000 visits=2000
// EXPECT-OUTPUT: chain=45 parts=2000 counts=1000/1000
#include <omp.h>
#include <stdio.h>
#define N 2000

int main(void) {
  struct particle { double x, v; int kind; };
  typedef struct particle part;
  typedef double real;
  enum { LIGHT = 1, HEAVY = 3 };
  struct node { struct node *next; int v; };
  typedef struct { long hits, misses; } counts;
  static long visits = 0;
  static part p[N];
  real coef[4] = { 0.5, 0.25, 0.125, 0.0625 };
  for (int i = 0; i < N; i++) { p[i].x = i * 0.01; p[i].v = (i % 5) - 2; p[i].kind = i % 2 ? LIGHT : HEAVY; }
  real e = 0;
#pragma omp parallel for reduction(+:e)
  for (int i = 0; i < N; i++) {
    part q = p[i];
    real m = q.kind == HEAVY ? 3.0 : 1.0;
    q.x += q.v * coef[i % (int)(sizeof coef / sizeof coef[0])];
    p[i] = q;
    e += 0.5 * m * q.v * q.v;
#pragma omp atomic
    visits++;
  }
  real sx = 0;
  for (int i = 0; i < N; i++) sx += p[i].x;
  printf("e=%.4f sx=%.6f visits=%ld\n", e, sx, visits);

  struct node nodes[10];
  for (int i = 0; i < 10; i++) { nodes[i].v = i; nodes[i].next = i ? &nodes[i - 1] : 0; }
  long chain = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task shared(chain)
    {
      for (struct node *n = &nodes[9]; n; n = n->next) chain += n->v;
    }
  }
  counts c = { 0, 0 };
  long parts = 0;
#pragma omp parallel
  {
    counts mine = { 0, 0 };
#pragma omp for
    for (int i = 0; i < N; i++) {
      if (p[i].kind == HEAVY) mine.hits++; else mine.misses++;
    }
#pragma omp critical
    { c.hits += mine.hits; c.misses += mine.misses; parts += mine.hits + mine.misses; }
    if (omp_get_thread_num() < 0) parts = -1;
  }
  printf("chain=%ld parts=%ld counts=%ld/%ld\n", chain, parts, c.hits, c.misses);
  return 0;
}
