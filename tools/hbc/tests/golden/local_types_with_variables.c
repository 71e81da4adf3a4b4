// C: a named structure, union or enum defined together with its variables, inside a
// function, and used by outlined code (a loop body, a team-mode region, a task). Its
// definition alone moves in front of the function; the variables stay where they were,
// declared by the tag's name, with their initializers, qualifiers and storage class. A
// structure or union without a name gets one (`__hb_anon1`), here and where outlined code
// declares its variables (a lookup table in a function, as programs write them).
// (data.table's and helper-72's shape: `enum opk {ADD, SUB} op = ADD;`, refused before.)
// EXPECT-TRANSLATION: enum opk {ADD, SUB};
// EXPECT-TRANSLATION: struct pt {int x; int y;};
// EXPECT-TRANSLATION: enum opk op = ADD, op2 = SUB;
// EXPECT-TRANSLATION: struct pt p = {1, 2}, *pp = &p;
// EXPECT-TRANSLATION: static const struct cfg
// EXPECT-TRANSLATION: union bits one = {1u};
// EXPECT-TRANSLATION: struct __hb_anon1 { const char *name; int weight; };
// EXPECT-TRANSLATION: static const struct __hb_anon1 table[3] = {{"a", 1}, {"b", 2}, {"c", 3}};
// EXPECT-TRANSLATION: const struct __hb_anon1 *const table
// EXPECT-OUTPUT: sum=2988 team=ok task=7 weights=600 acc=4
#include <omp.h>
#include <stdio.h>

int main(void) {
  enum opk {ADD, SUB} op = ADD, op2 = SUB;
  struct pt {int x; int y;} p = {1, 2}, *pp = &p;
  static const struct cfg {
    int scale;
  } conf = {3};
  typedef struct pt PT;
  union bits {unsigned u; float f;} one = {1u};
  static const struct { const char *name; int weight; } table[3] = {{"a", 1}, {"b", 2}, {"c", 3}};
  struct { int hits; union { int i; float f; } last; } acc = {0, {0}}, *accp = &acc;
  long weights = 0;
#pragma omp parallel for reduction(+:weights)
  for (int i = 0; i < 300; i++) weights += table[i % 3].weight * (table[i % 3].name[0] != 0);
  long sum = 0;
#pragma omp parallel for reduction(+:sum)
  for (int i = 0; i < 1000; i++) {
    struct pt q = *pp;
    PT r = q;
    enum opk o = (i % 3 == 0) ? op2 : op;
    sum += (o == ADD ? 1 : -1) * (q.x + r.y) * conf.scale;
  }
  int bad = 0, members = 0;
#pragma omp parallel reduction(+:bad)
  {
    struct pt mine = {omp_get_thread_num(), 0};
    if (mine.x != omp_get_thread_num() || one.u != 1u) bad++;
#pragma omp critical
    accp->hits++;
#pragma omp single
    members = omp_get_num_threads();
  }
  int t = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task shared(t)
    t = p.x + p.y + (int)one.u + conf.scale;
#pragma omp taskwait
  }
  printf("sum=%ld team=%s task=%d weights=%ld acc=%d\n", sum, bad ? "bad" : "ok", t, weights,
         acc.hits == members ? 4 : acc.hits + 100);
  return 0;
}
