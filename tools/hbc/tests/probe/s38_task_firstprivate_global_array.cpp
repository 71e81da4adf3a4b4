// PROBE-ACCEPT: rejected (a C++ task's copy of a file-scope array: no lambda capture copies it; docs/hbc.md)
// PROBE-OUTPUT: arr=1
// Before session 38 the fork form captured the array by reference and the task wrote the
// original (arr=100).
#include <cstdio>
int arr[4] = {1, 1, 1, 1};
int main() {
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task firstprivate(arr)
    arr[0] = 100;
#pragma omp taskwait
  }
  std::printf("arr=%d\n", arr[0]);
  return 0;
}
