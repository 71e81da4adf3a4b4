// C: conditional groups that a construct's statement cuts through. NFFT 3.5.3's sort.c opens
// a team-mode region's braces inside one `#ifdef _OPENMP` group and closes them in another
// (helper-74); a task's body here does the same. hbc copies such a statement into a function
// of its own, where the copied `#endif` had no `#if` (gcc: "#endif without #if"). The groups
// are flattened to what the parse took; line numbers are kept.
// EXPECT-OUTPUT: sum=2997 task=21
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
int main(void) {
  int counts[64] = {0};
  int n = 1000, tid = 0, tnum = 1, i, l, h;
#ifdef _OPENMP
#pragma omp parallel private(tid, tnum, i, l, h)
  {
    tid = omp_get_thread_num();
    tnum = omp_get_num_threads();
#endif
    l = (tid * n) / tnum;
    h = ((tid + 1) * n) / tnum;
    for (i = l; i < h; i++) counts[tid] += i % 7;
#ifdef _OPENMP
  }
#endif
  long s = 0;
  for (i = 0; i < 64; i++) s += counts[i];
  int t = 0;
#pragma omp parallel
#pragma omp single
  {
#ifdef _OPENMP
#pragma omp task shared(t)
    {
#else
    {
#endif
      for (int k = 0; k < 7; k++) t += k;
#if defined(_OPENMP)
    }
#else
    }
#endif
#pragma omp taskwait
  }
  printf("sum=%ld task=%d\n", s, t);
  return 0;
}
