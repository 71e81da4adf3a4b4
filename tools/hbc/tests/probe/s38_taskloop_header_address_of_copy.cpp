// PROBE-OUTPUT: touched=4
// A taskloop's bounds are evaluated on the originals before its tasks exist; `first` and
// `last` are firstprivate in it (reference parameters of an orphaned construct), and
// `&first` must be the caller's element. Run in place after making the copies, hbc took the
// copy's address before session 38, and the array was never touched (libgomp's pr86539.C).
#include <cstdio>
int arr[8];
static void mark(int &first, int &last) {
#pragma omp taskloop
  for (int *p = &first; p < &last; p++) *p = 1;
}
int main() {
#pragma omp parallel num_threads(2)
#pragma omp single
  mark(arr[2], arr[6]);
  int touched = 0;
  for (int i = 0; i < 8; i++) touched += arr[i];
  std::printf("touched=%d\n", touched);
  return 0;
}
