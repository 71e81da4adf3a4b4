// In a template pattern clang decides a task's implicit data-sharing per instantiation, so
// hbc cannot see that x is firstprivate in the task (a local of the implicit task): a task
// there that writes a variable it does not list in a clause is rejected.
// EXPECT-ERROR: 'task' in a template writes 'x', whose data-sharing clang decides per instantiation
template <class T>
T bump(T v) {
  T x = v;
#pragma omp task
  x += 1;
#pragma omp taskwait
  return x;
}
int main() { return bump(1) - 1; }
