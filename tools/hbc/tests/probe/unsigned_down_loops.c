/* Worksharing loops over unsigned and size_t counters going down to 0 or 1 with `>=`
   and `>`, empty ranges (lb above ub, ub = 0), and an unsigned loop near UINT_MAX. */
#include <stdio.h>
#include <limits.h>
#include <stddef.h>
#define N 1000

static unsigned a[N + 1];

int main(void)
{
    unsigned n = N, zero = 0;
    unsigned long long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
    for (unsigned i = 0; i <= N; i++) a[i] = i * 3u + 1u;
#pragma omp parallel for reduction(+:s1)
    for (unsigned i = n; i >= 1; i--) s1 += a[i];
#pragma omp parallel for reduction(+:s2)
    for (unsigned i = n - 1; i > 0; i -= 3) s2 += a[i] + i;
#pragma omp parallel for reduction(+:s3)
    for (unsigned i = zero; i < zero; i++) s3 += 1;
#pragma omp parallel for reduction(+:s4)
    for (size_t i = n; i >= 1 + (size_t)zero; --i) s4 += i;
#pragma omp parallel for reduction(+:s5)
    for (unsigned i = UINT_MAX - 10; i < UINT_MAX; i++) s5 += i - (UINT_MAX - 10);
    unsigned lo = 5;
#pragma omp parallel
    {
#pragma omp for reduction(+:s6)
        for (unsigned i = lo; i >= lo; i--) s6 += 100;
#pragma omp for reduction(+:s6)
        for (unsigned i = 2; i <= 1; i++) s6 += 1000;
    }
    unsigned char cnt[256] = {0};
#pragma omp parallel for
    for (unsigned char c = 255; c > 0; c--) cnt[c] = c / 2;
    unsigned long long cs = 0;
    for (int i = 0; i < 256; i++) cs += cnt[i];
    printf("%llu %llu %llu %llu %llu %llu %llu\n", s1, s2, s3, s4, s5, s6, cs);
    return 0;
}
