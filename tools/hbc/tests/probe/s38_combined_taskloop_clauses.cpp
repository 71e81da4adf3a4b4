/* Combined taskloop forms with expressions in grainsize, num_tasks, if and final (C++). */
#include <cstdio>
int main(void) {
  int n = 1000, d = 2;
  long s = 0;
#pragma omp parallel master taskloop grainsize(n / 4) reduction(+:s) if(d > 1) final(d > 5)
  for (int i = 0; i < n; i++) s += i;
  long t = 0;
#pragma omp parallel master taskloop num_tasks(d * 3) reduction(+:t)
  for (int i = 0; i < n; i++) t += 2 * i;
  printf("%ld %ld\n", s, t);
  return 0;
}
