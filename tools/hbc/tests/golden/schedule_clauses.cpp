// schedule, num_threads, if, default and shared are accepted.
// EXPECT-OUTPUT: 4950
#include <cstdio>
int main() {
  long s = 0;
  int n = 100;
#pragma omp parallel for schedule(dynamic, 4) num_threads(3) if(n > 10) default(shared) reduction(+:s)
  for (int i = 0; i < n; i++) s += i;
  std::printf("%ld\n", s);
}
