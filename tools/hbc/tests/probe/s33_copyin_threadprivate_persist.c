/* Right output (gcc without -fopenmp; gcc -fopenmp at 2 and 3 threads): "bad=0"
   Before session 33, hbc: the first region (copyin + build()) runs in heartbeat mode on the initial thread
   only; the second region (a reduction written by every thread) runs in team mode, and the
   other members' `size`/`work` were never set: prints bad=1 (2 workers) or bad=2 (3).
   OpenMP guarantees threadprivate values persist between two consecutive non-nested
   parallel regions with the same number of threads and dyn-var false (the defaults).
   From OpenMP Examples data_environment/sources/copyin.1.c (with a main using the result). */
#include <stdio.h>
#include <stdlib.h>
float *work;
int size;
float tol;
#pragma omp threadprivate(work, size, tol)
void build(void)
{
  work = (float *)malloc(sizeof(float) * size);
  for (int i = 0; i < size; ++i) work[i] = tol;
}
int main(void)
{
  tol = 2.5f;
  size = 100;
#pragma omp parallel copyin(tol, size)
  {
    build();
  }
  int bad = 0;
#pragma omp parallel reduction(+ : bad)
  {
    float s = 0;
    for (int i = 0; i < size; i++) s += work[i];
    if (size != 100 || s != 250.0f) bad++;
  }
  printf("bad=%d\n", bad);
  return 0;
}
