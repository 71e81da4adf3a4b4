// A C++ team-mode region (it asks its thread number) whose code uses a variable-length array
// declared outside it: the region is a lambda capturing by reference, which g++ cannot do
// for a variably modified type. Refused at the use since session 39 (kraken2's mmap_file.cc:
// hbc++'s output did not compile, "sorry, unimplemented"; helper-42).
// EXPECT-ERROR: team-mode region: 'buf' has a variably modified type (a variable-length array), which the C++ lambda of a team-mode region cannot capture
// EXPECT-ERROR-LINE: 16
#include <omp.h>
int mark(int rows, int cols) {
  char buf[rows][cols];
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) buf[r][c] = 0;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
#pragma omp for
    for (int c = 0; c < cols; c++) buf[t % rows][c] = 1;
  }
  return buf[0][0];
}
