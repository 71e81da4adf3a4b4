// Tasks in a team-mode region run in place on the member that creates them (undeferred, as
// OpenMP allows): their private and firstprivate copies, implicit ones included (a
// member's region-local `id`, the loop variable of an enclosing worksharing loop), shadow
// the variables in the task's block. A taskgroup still opens a group scope, for tasks that
// the functions it calls create.
// Refused before session 12.
// EXPECT-TRANSLATION: { int *__hb_fps_id_1 = &id; int id;
// EXPECT-OUTPUT: marks 1 sum 4950 last 7 group 3
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
int main(void) {
  int x[64] = {0}, sum = 0, last = 0, group = 0;
#pragma omp parallel
  {
    int id = omp_get_thread_num();
#pragma omp task
    x[id % 64] = 1;
#pragma omp taskwait
#pragma omp for
    for (int i = 0; i < 100; ++i) {
#pragma omp task firstprivate(i) depend(out: sum)
      {
#pragma omp atomic
        sum += i;
      }
    }
#pragma omp single
    {
      int t = 7, scratch = 0;
#pragma omp task private(scratch) shared(last)
      {
        scratch = t;
        last = scratch;
      }
#pragma omp taskgroup
      {
#pragma omp task
        group += 1;
#pragma omp task
        group += 2;
      }
    }
  }
  int marks = 0;
  for (int i = 0; i < 64; ++i) marks += x[i];
  printf("marks %d sum %d last %d group %d\n", marks >= 1, sum, last, group);
  return 0;
}
