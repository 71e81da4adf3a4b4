// PROBE-OUTPUT: g1=1 g2=1 s1=1 in_task=8 after=7 g=1 gen=1
// C++ tasks with their own copies of file-scope and static variables: firstprivate and
// private globals, a global that an enclosing `sections private(g)` re-declares (so
// firstprivate in the task without a clause, OpenMP 5.0 2.19.1.1), in the two-task fork form
// (tasks then taskwait) and in the general form (`if`). The
// fork form captured them by reference before session 38 and the tasks wrote the originals
// (helper-39: libgomp's task-1.C and task-5.C).
#include <cstdio>
int g1 = 1, g2 = 1, g = 1, gen = 1;
static int s1 = 1;
int main() {
  int in_task = -1, after = -1;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task firstprivate(g1)
    g1 = 100;
#pragma omp task private(g2)
    g2 = 100;
#pragma omp task firstprivate(s1)
    s1 += 100;
#pragma omp taskwait
#pragma omp task firstprivate(gen) if(gen > 0)
    gen = 100;
#pragma omp taskwait
  }
#pragma omp parallel num_threads(2)
  {
#pragma omp sections private(g)
    {
#pragma omp section
      {
        g = 7;
#pragma omp task shared(in_task)
        in_task = ++g;
#pragma omp taskwait
        after = g;
      }
    }
  }
  std::printf("g1=%d g2=%d s1=%d in_task=%d after=%d g=%d gen=%d\n", g1, g2, s1, in_task, after, g, gen);
  return 0;
}
