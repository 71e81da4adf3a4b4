/* Loop steps held in variables whose sign is the loop's direction: `i += s` with s < 0 and
   `>=`, `i -= s` with s < 0 and `<`, a long long counter with a large step, and a collapsed
   nest with a variable negative inner step. */
#include <stdio.h>
#define N 1000

static int a[N + 1];

int main(void)
{
    int down = -3, up_neg = -4;
    long long big = 1LL << 33;
    long long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
    for (int i = 0; i <= N; i++) a[i] = i % 23;
#pragma omp parallel for reduction(+:s1)
    for (int i = N; i >= 0; i += down) s1 += a[i] + i;
#pragma omp parallel for reduction(+:s2)
    for (int i = 2; i < N; i -= up_neg) s2 += a[i] * (long long)i;
#pragma omp parallel for reduction(+:s3)
    for (long long x = -(1LL << 40); x < (1LL << 40); x += big) s3 += x / big;
#pragma omp parallel for collapse(2) reduction(+:s4)
    for (int i = 0; i < 20; i++)
        for (int j = 30; j > 0; j += down) s4 += i * 100 + j;
    int st = 7;
#pragma omp parallel for reduction(+:s5)
    for (int i = N; i > -N; i = i - st) s5 += i;
    printf("%lld %lld %lld %lld %lld\n", s1, s2, s3, s4, s5);
    return 0;
}
