// In a template pattern clang decides a task's implicit data-sharing per instantiation; hbc
// reads it from the instantiations, and one translated text serves them all. Here one
// instantiation makes x a reference (bump<int &>): its firstprivate copy is of what x refers
// to, which the task's closure (a by-copy capture) and the in-place copy (std::remove_reference
// of its type) both make, so `a` keeps its value, as in libgomp (refused before session 74,
// err_task_template_reference_instantiation.cpp: a copy of the pattern's declaration would
// have been a reference).
// EXPECT-OUTPUT: 2 1 12 6
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
T bump2(T v) {
  T x = v;
#pragma omp task
  { x += 1; x += 1; }
  x += 5;
#pragma omp taskwait
  return x;
}
int main() {
  int a = 1, b = 1;
  int r = 0, s = 0;
#pragma omp parallel
#pragma omp single
  { r = bump(1) + bump<int &>(a); s = bump2(1) + bump2<int &>(b); }
  std::printf("%d %d %d %d\n", r, a, s, b);
}
