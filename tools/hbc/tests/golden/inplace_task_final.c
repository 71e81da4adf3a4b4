// A task run in place (here: the first, which holds a task) keeps what `final(e)` means: when
// e is true omp_in_final() is 1 in it and the tasks created in it are final too;
// hbc_final_begin/end make the final scope current around its block. The second holds only a
// taskwait: deferred since session 76, final(e) decides at its creation (run included).
// EXPECT-OUTPUT: outer=1 inner=1 off=0
#include <stdio.h>
#include <omp.h>
int main(void) {
  int outer = -1, inner = -1, off = -1, deep = 1;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task final(deep > 0) shared(outer, inner)
    {
      outer = omp_in_final();
#pragma omp task shared(inner)
      inner = omp_in_final();
#pragma omp taskwait
    }
#pragma omp task final(deep < 0) shared(off)
    {
      off = omp_in_final();
#pragma omp taskwait
    }
  }
  printf("outer=%d inner=%d off=%d\n", outer, inner, off);
  return 0;
}
