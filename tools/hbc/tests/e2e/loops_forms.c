/* Loop forms: unsigned and size_t counters, pointers, !=, >=, steps, lastprivate (also of the
 * counters, which without it keep their values in OpenMP). */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
int main(void) {
  static short a[5000];
  unsigned char small[200];
  unsigned long long big = 0;
  size_t z;
  unsigned u;
  short *p;
  int i, lastv = -1;
  int64_t q;
  uint8_t c;
  long s1 = 0, s2 = 0;
#pragma omp parallel for
  for (z = 0; z != 5000; z++) a[z] = (short)(z % 100);
#pragma omp parallel for reduction(+:s1) lastprivate(u)
  for (u = 4999; u >= 3; u -= 2) s1 += a[u];
#pragma omp parallel for lastprivate(p)
  for (p = a + 4999; p > a; p--) *p += 1;
#pragma omp parallel for reduction(+:big) lastprivate(lastv)
  for (q = -1000; q < 4000; q += 7) { big += (unsigned long long)(q + 1000); lastv = (int)q; }
#pragma omp parallel for
  for (c = 0; c < 200; c++) small[c] = (unsigned char)(c * 3);
#pragma omp parallel for reduction(+:s2)
  for (i = 0; i < 5000; i++) s2 += a[i] + small[i % 200];
  printf("%ld %llu %d %ld %u %d\n", s1, big, lastv, s2, u, (int)(p - a));
  return 0;
}
