/* teams with a reduction and a distribute inside, on separate lines after a target (the
   DataRaceBench target-teams style); teams reduction with an atomic; a refused use. */
#include <stdio.h>
int main(void) {
  int i, i2, len = 2560;
  double a[2560], b[2560], sum = 0.0, sum2 = 0.0;
  long cnt = 0;
  for (i = 0; i < len; i++) { a[i] = i / 2.0; b[i] = i / 3.0; }
#pragma omp target map(to: a[0:len], b[0:len]) map(tofrom: sum)
#pragma omp teams num_teams(10) thread_limit(256) reduction(+:sum)
#pragma omp distribute
  for (i2 = 0; i2 < len; i2 += 256)
#pragma omp parallel for reduction(+:sum)
    for (i = i2; i < (i2 + 256 < len ? i2 + 256 : len); i++) sum += a[i] * b[i];
  for (i = 0; i < len; i++) sum2 += a[i] * b[i];
#pragma omp target teams map(to: a[0:len]) reduction(+:cnt)
  {
#pragma omp distribute parallel for reduction(+:cnt)
    for (int k = 0; k < len; k++) cnt += a[k] > 100.0;
    cnt += 1;
  }
  printf("sum=%.3f sum2=%.3f diff=%d cnt=%ld\n", sum, sum2, (int)(sum - sum2), cnt);
  return 0;
}
