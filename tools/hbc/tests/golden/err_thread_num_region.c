// A region whose work depends on omp_get_thread_num() cannot run once.
// EXPECT-ERROR: omp_get_thread_num() in a parallel region outside a worksharing loop
#include <omp.h>
int main(void) {
  int part[64] = {0};
#pragma omp parallel
  {
    int id = omp_get_thread_num();
    part[id] = 1;
  }
  return part[0];
}
