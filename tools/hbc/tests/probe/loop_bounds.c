/* Loop forms: unsigned, size_t, long, decreasing by 1 and by 2, <=, !=, >=, a variable
   step, pointer induction variables. */
#include <stdio.h>
#include <stddef.h>
#define N 1003

static double a[N];
static int mark[N];

int main(void)
{
    unsigned un = N;
    size_t sn = N;
    long ln = N, stride = 3;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
#pragma omp parallel for
    for (unsigned u = 0; u < un; u++) a[u] = u * 0.5;
#pragma omp parallel for reduction(+:s1)
    for (size_t i = sn - 1; i > 0; i--) s1 += (long)a[i] * (long)i;
#pragma omp parallel for reduction(+:s2)
    for (long i = ln - 1; i >= 0; i -= 2) s2 += i;
#pragma omp parallel for reduction(+:s3)
    for (int i = 1; i <= N; i++) s3 += i % 10;
#pragma omp parallel for reduction(+:s4)
    for (int i = 0; i != N; i++) s4 += i & 3;
#pragma omp parallel for reduction(+:s5)
    for (long i = 5; i < ln; i += stride) { s5 += i; mark[i] = 1; }
#pragma omp parallel for reduction(+:s6)
    for (double *p = a; p < a + N; p++) s6 += (long)*p;
#pragma omp parallel for reduction(+:s7)
    for (unsigned u = un; u > 2; u -= 3) s7 += u;
    long m = 0;
    for (int i = 0; i < N; i++) m += mark[i];
    unsigned char c = 0;
    long s8 = 0;
#pragma omp parallel for reduction(+:s8) lastprivate(c)
    for (c = 250; c > 10; c -= 7) s8 += c;
    printf("%ld %ld %ld %ld %ld %ld %ld %ld %ld c=%d\n", s1, s2, s3, s4, s5, s6, s7, m, s8, c);
    return 0;
}
