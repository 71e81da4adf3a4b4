// In a template pattern clang decides a task's implicit data-sharing per instantiation, so
// hbc reads it from the instantiations this unit holds (an instantiated directive keeps the
// pattern's location, with its implicit firstprivate variables listed): here x, a local of the
// implicit task, is firstprivate in the task, so its write reaches a copy and bump returns
// v. Before session 53 such a task was refused ("writes 'x'"), and so were fflas-ffpack's
// tasks (helper-102).
// EXPECT-OUTPUT: 7 8
#include <cstdio>
template <class T>
T bump(T v) {
  T x = v;
#pragma omp task
  x += 1;
#pragma omp taskwait
  return x;
}
template <class T>
T bump_shared(T v) {
  T x = v;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task
    x += 1;  // shared by the team, so shared in the task: the original
#pragma omp taskwait
  }
  return x;
}
int main() { std::printf("%d %ld\n", bump(7), bump_shared(7L)); }
