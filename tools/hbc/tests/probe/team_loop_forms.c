/* Worksharing loops of every canonical form inside a team-mode region (the region reads
   omp_get_thread_num() at region level): `N > i`, `i = i + s`, `i = s + i`, `i = i - s`,
   unsigned down to 0 with `>=`... , long long, char counters, a variable negative step. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 1000

static int a[N + 1];
static int who[64];

int main(void)
{
    for (int i = 0; i <= N; i++) a[i] = i % 29;
    long long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0;
    int step = 3, neg = -2;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        if (t < 64) who[t] = 1;
#pragma omp for reduction(+:s1)
        for (int i = 0; N > i; i++) s1 += a[i];
#pragma omp for reduction(+:s2)
        for (int i = 0; i < N; i = i + step) s2 += a[i] * 2;
#pragma omp for reduction(+:s3)
        for (int i = 1; i <= N; i = 2 + i) s3 += a[i];
#pragma omp for reduction(+:s4)
        for (int i = N; i > 0; i = i - step) s4 += a[i] + i;
#pragma omp for reduction(+:s5)
        for (unsigned u = N; u >= 1; u--) s5 += a[u];
#pragma omp for reduction(+:s6)
        for (long long x = -5000000000LL; x < 5000000000LL; x += 1000000007LL) s6 += x % 1000;
#pragma omp for reduction(+:s7)
        for (signed char c = 100; c > -100; c -= 7) s7 += c;
#pragma omp for reduction(+:s8)
        for (int i = N; i >= 0; i += neg) s8 += a[i];
    }
    printf("%lld %lld %lld %lld %lld %lld %lld %lld who0=%d\n", s1, s2, s3, s4, s5, s6, s7, s8, who[0]);
    return 0;
}
