/* `parallel copyin(tp)` with an empty body broadcasts the master's threadprivate value to
   every member, and the copies persist into the next region of the same size: the second
   region's members all read 8 (libgomp's copyin-3.c). hbc ran the empty region once, on one
   thread, so the next region's other members found their copies unset: bad=1. */
// PROBE-OUTPUT: bad=0 one_team=1
#include <stdio.h>
#include <omp.h>
static int tp;
#pragma omp threadprivate(tp)
int main(void) {
  int bad = 0, members = 0, size = 0;
  omp_set_dynamic(0);
  tp = 8;
#pragma omp parallel copyin(tp)
  ;
#pragma omp parallel reduction(+ : bad, members)
  {
    bad += tp != 8;
    members += 1;
#pragma omp single
    size = omp_get_num_threads();
  }
  printf("bad=%d one_team=%d\n", bad, members == size);
  return 0;
}
