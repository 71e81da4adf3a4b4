// A task whose completion is not awaited in the same block cannot become a fork2.
// EXPECT-ERROR: unsupported OpenMP construct 'task' (hbc needs a 'taskwait' later in the same block)
void work(int);
void spawn(int n) {
  for (int i = 0; i < n; i++) {
#pragma omp task firstprivate(i)
    work(i);
  }
}
