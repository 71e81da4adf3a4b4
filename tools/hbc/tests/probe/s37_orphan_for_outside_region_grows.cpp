// helper-18 (session 37), from miniMD: fixed in session 37 (the loop runs in order in a serial section).
// Idiom from miniMD ref: Comm::borders() is called from main() outside any parallel region and unpacks
// ghost atoms with an orphaned "omp for" whose body may grow (reallocate) the atom arrays:
//     #pragma omp for
//     for (i = 0; i < nrecv; i++) atom.unpack_border(n + i, ...);   // unpack_border: if (i == nmax) growarray();
// Outside a parallel region an orphaned loop binds to a one-thread team and runs sequentially, so the
// reallocation is safe (gcc -fopenmp prints the line below).  hbc runs this orphaned loop with heartbeat
// parallelism (hbc_rt::for_range); other chunks keep writing into the old array while one chunk reallocates
// it, so values are lost (miniMD: ghost atoms at (0,0,0) -> inf energy at step 0, NaNs, later SIGSEGV).
#include <cstdio>
#include <cstdlib>
#include <cstring>
struct Store {
  int cap = 1000; double *v = (double *)malloc(sizeof(double) * 1000);
  void grow() {
    double *nv = (double *)malloc(sizeof(double) * (cap + 20000));
    memcpy(nv, v, sizeof(double) * cap); free(v); v = nv; cap += 20000;
  }
  void put(int i, double x) { if (i == cap) grow(); v[i] = x; }
};
static void fill(Store &s, int first, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) s.put(first + i, 1.0 + i);
}
int main() {
  long bad = 0;
  for (int rep = 0; rep < 50; rep++) {
    Store s;
    fill(s, 0, 1000);                 // fills exactly to capacity
    fill(s, 1000, 15000);             // first iteration grows the array
    for (int i = 0; i < 15000; i++) if (s.v[1000 + i] != 1.0 + i) { bad++; break; }
    free(s.v);
  }
  printf("runs with lost values: %ld of 50\n", bad);
  return 0;
}
// PROBE-OUTPUT: runs with lost values: 0 of 50
