/* After omp_set_num_threads(1) a parallel region is a team of one, which OpenMP makes
   inactive: a region that its code reaches in another function is then the first active
   level, and gets the num_threads(2) it asks for. hbc gave it one thread (the workers were
   added only outside every region): nthreads=1 bodies=1 (LLVM's libomp tests, helper-41). */
// PROBE-OUTPUT: nthreads=2 bodies=2 sum=4950 after=1
#include <stdio.h>
#include <omp.h>
static int nthreads = 0, bodies = 0;
static long sum = 0;
static void inner(void) {
#pragma omp parallel num_threads(2)
  {
    int me = omp_get_thread_num(), nt = omp_get_num_threads();
    long part = 0;
    for (int i = me; i < 100; i += nt) part += i;
#pragma omp atomic
    sum += part;
#pragma omp atomic
    bodies++;
#pragma omp single
    nthreads = nt;
  }
}
int main(void) {
  omp_set_num_threads(1);
#pragma omp parallel
  inner();
  int after = 0;
#pragma omp parallel
  {
#pragma omp single
    after = omp_get_num_threads();
  }
  printf("nthreads=%d bodies=%d sum=%ld after=%d\n", nthreads, bodies, sum, after);
  return 0;
}
