// PROBE-OUTPUT: sum=45
/* Right output (gcc without -fopenmp, and gcc -fopenmp at 2 and 3 threads): "sum=45"
   Before session 33, hbc: build fails: "p.c: In function '__hb_team_1': warning: "flag" redefined ...
   error: called object is not a function or function pointer" -- the team-mode outline
   #defines the shared pointer `flag` as an object-like macro, replacing the program's
   function-like macro `flag(t,j)` of the same name.
   From ParRes/Kernels OPENMP/Synch_p2p/p2p.c (#define flag(TID,j) flag[...]). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define flag(t, j) flag[(t) + (j) * 4]
int main(void)
{
  int *flag = calloc(64, sizeof(int));
  int sum = 0;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    for (int j = 0; j < 10; j++) flag(t, j) = j;
#pragma omp barrier
#pragma omp single
    for (int j = 0; j < 10; j++) sum += flag(0, j);
  }
  printf("sum=%d\n", sum);
  return 0;
}
