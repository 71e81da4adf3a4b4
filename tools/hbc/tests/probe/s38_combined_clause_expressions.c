/* Combined constructs with expressions (not names) in their clauses: clang keeps a copy of
   each (.capture_expr.). Before session 38 hbc wrote the copy's name or its operator alone
   (a build error) for parallel for simd's chunk and parallel master taskloop's grainsize. */
#include <stdio.h>
static int twice(int x) { return 2 * x; }
int main(void) {
  int n = 1000, d = 2, c = 3;
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
#pragma omp parallel for simd schedule(static, c + 1) reduction(+:s1) if(n > d)
  for (int i = 0; i < n; i++) s1 += i;
#pragma omp parallel sections num_threads(d + 1) reduction(+:s2)
  {
#pragma omp section
    s2 += 1;
#pragma omp section
    s2 += 2;
  }
#pragma omp target teams distribute parallel for num_teams(d * 2) thread_limit(c + 1) schedule(dynamic, twice(c)) reduction(+:s3) map(tofrom: s3)
  for (int i = 0; i < n; i++) s3 += i;
#pragma omp parallel for collapse(2) schedule(guided, c - 1) num_threads(twice(d)) reduction(+:s4)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < n / 10; j++) s4 += i * j;
#pragma omp parallel master taskloop simd grainsize(n / (d + 2)) reduction(+:s5)
  for (int i = 0; i < n; i++) s5 += i;
#pragma omp parallel for linear(s6 : d - 1) schedule(static)
  for (int i = 0; i < 10; i++) s6 += d - 1;
  printf("%ld %ld %ld %ld %ld %ld\n", s1, s2, s3, s4, s5, s6);
  return 0;
}
