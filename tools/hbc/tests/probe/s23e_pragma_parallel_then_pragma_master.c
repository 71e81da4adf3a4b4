/* The Parallel Research Kernels (C1z p2p-tasks, stencil/transpose/nstream-taskloop) write
     OMP_PARALLEL()      // #define OMP_PARALLEL(x) PRAGMA(omp parallel x)
     OMP_MASTER          // #define OMP_MASTER PRAGMA(omp master)
     { ... tasks ... }
   i.e. a _Pragma("omp parallel") whose associated statement is itself a _Pragma directive
   (master / single / for). The same code with #pragma lines is translated; with _Pragma
   (or macros that expand to the _Pragma alone) hbc says "cannot rewrite a region inside a
   macro" (emit_regions.cpp emitRegion: stmtRange of the associated directive). */
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define OMP_PARALLEL(x) PRAGMA(omp parallel x)
#define OMP_MASTER PRAGMA(omp master)
#define OMP_TASK(x) PRAGMA(omp task x)
#define OMP_TASKWAIT PRAGMA(omp taskwait)

static long v[64];

int main(void)
{
  long s = 0;
  OMP_PARALLEL()
  OMP_MASTER
  {
    for (int i = 0; i < 64; i++) {
      OMP_TASK(firstprivate(i))
      v[i] = (long)i * i;
    }
    OMP_TASKWAIT
  }
  _Pragma("omp parallel")
  _Pragma("omp for reduction(+:s)")
  for (int i = 0; i < 64; i++) s += v[i];
  _Pragma("omp parallel")
  _Pragma("omp single")
  s += 1;
  printf("s=%ld\n", s);
  return 0;
}
