// Device constructs run on the host (the initial device): data constructs are no-ops, a
// plain `target` runs its body in place, and the combined loops are `parallel for` loops
// whose map, num_teams and thread_limit clauses are dropped.
// EXPECT-OUTPUT: 2016 992 20
// EXPECT-TRANSLATION: HB_PARALLEL_FOR
// EXPECT-NO-TRANSLATION: #pragma omp target
#include <stdio.h>
int main(void) {
  int a[64], b[64], i, sum = 0, evens = 0;
#pragma omp target enter data map(alloc: a[0:64])
#pragma omp target data map(tofrom: a[0:64]) map(from: b[0:64])
  {
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(8)
    for (i = 0; i < 64; i++) a[i] = i;
#pragma omp target parallel for map(to: a[0:64])
    for (i = 0; i < 64; i++) b[i] = a[i] % 2 ? 0 : a[i];
#pragma omp target update from(a[0:64])
  }
#pragma omp target exit data map(delete: a[0:64])
#pragma omp target teams distribute parallel for reduction(+:sum) map(tofrom: sum)
  for (i = 0; i < 64; i++) sum += a[i];
#pragma omp target map(tofrom: evens) map(to: b)
  for (i = 0; i < 64; i++) evens += b[i];
  int k = 0;
#pragma omp target firstprivate(k)
  {
    k = 20;  // the target's copy
    b[0] = k;
  }
  printf("%d %d %d\n", sum, evens, b[0] + k);
  return 0;
}
