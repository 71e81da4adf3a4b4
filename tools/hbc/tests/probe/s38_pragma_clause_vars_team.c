/* A team-mode region (it indexes per-thread partials with omp_get_thread_num) whose
   directives are written in _Pragma strings with variables in their clauses: the region's
   num_threads(nt), worksharing loops' chunks from a shared local and from a private. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define STR(a) #a
#define OMP(a) _Pragma(STR(omp a))
int main(void) {
  int nt = 2, ch = 4;
  long partial[8] = {0};
  int members = 0;
  OMP(parallel num_threads(nt) shared(partial, members))
  {
    int me = omp_get_thread_num();
    int mine = 1 + nt % 2;  /* private, the same in every member (OpenMP requires that of a chunk) */
    OMP(for schedule(dynamic, ch))
    for (int i = 0; i < 1000; i++) partial[me] += i;
    OMP(for schedule(static, mine + 1) nowait)
    for (int i = 0; i < 100; i++) partial[me] += 1;
    OMP(atomic) members++;
  }
  long s = 0;
  for (int k = 0; k < 8; k++) s += partial[k];
  printf("s=%ld members_le_nt=%d\n", s, members >= 1 && members <= nt);
  return 0;
}
