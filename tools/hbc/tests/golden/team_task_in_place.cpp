// C++ tasks in a team-mode region's own code are closures deferred into the member's task
// scope (run in place before session 57, hence the name): a member's std::vector is copied
// into the task (implicit firstprivate), the loop variable too; taskwait waits for them.
// EXPECT-TRANSLATION: hbc_taskwait();
// EXPECT-OUTPUT: sizes 1 sum 4950 copy 3
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif
int main() {
  long sum = 0;
  int copy_ok = 0, sizes_ok = 1;
#pragma omp parallel
  {
    std::vector<int> mine(3, omp_get_thread_num());
#pragma omp task
    {
      mine.push_back(1);  // the task's copy
#pragma omp atomic
      copy_ok += mine.size() == 4;
    }
#pragma omp taskwait
    if (mine.size() != 3) sizes_ok = 0;
#pragma omp for
    for (int i = 0; i < 100; ++i) {
#pragma omp task
      {
#pragma omp atomic
        sum += i;
      }
    }
  }
  std::printf("sizes %d sum %ld copy %d\n", sizes_ok, sum, copy_ok >= 1 ? 3 : 0);
}
