// In a template pattern clang decides a task's implicit data-sharing per instantiation; hbc
// reads it from the instantiations, but one translated text serves them all, and here one
// instantiation makes x a reference (bump<int &>), whose firstprivate copy a copy of the
// pattern's declaration would not make: refused.
// EXPECT-ERROR: 'task' in a template writes 'x', whose data-sharing clang decides per instantiation
template <class T>
T bump(T v) {
  T x = v;
#pragma omp task
  x += 1;
#pragma omp taskwait
  return x;
}
int main() {
  int a = 1;
  return bump(1) + bump<int &>(a) - 4;
}
