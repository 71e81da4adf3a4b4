/* Right output (gcc without -fopenmp, and gcc -fopenmp at 2 and 3 threads): "per-thread sum=6"
   Before session 33, hbc: the program stops at run time (rc 134) with "...:NN: OpenMP 'barrier' reached from a
   heartbeat-mode parallel region with several workers, where no team meets at it ... the
   region reaches it through another file or together with orphaned worksharing loops" --
   but the callee is in this file and there is no worksharing loop. hbc warns only about the
   critical block; the orphaned `masked` keeps the region out of team mode.
   From OpenMP Examples data_environment/sources/copyprivate.2.c (read_next). */
#include <stdio.h>
#include <stdlib.h>
int next_value = 1;
int read_next(void)
{
  int *tmp;
  int v;
#pragma omp single copyprivate(tmp)
  tmp = (int *)malloc(sizeof(int));
#pragma omp masked
  *tmp = next_value++;
#pragma omp barrier
  v = *tmp;
#pragma omp barrier
#pragma omp single nowait
  free(tmp);
  return v;
}
int main(void)
{
  int sum = 0, n = 0, v;
#pragma omp parallel private(v)
  {
    v = 0;
    for (int k = 0; k < 3; k++) v += read_next();
#pragma omp critical
    { sum += v; n++; }
  }
  printf("per-thread sum=%d\n", sum / n);
  return 0;
}
