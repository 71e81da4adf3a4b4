/* size_t, ptrdiff_t and uint64_t loop variables counting down to 0 (and through 0 with
   >=), with outer loop variables in lastprivate getting their final values, and steps of -3. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

static long a[5000];

int main(int argc, char **argv)
{
    (void)argv;
    size_t n = 5000 + (size_t)argc - 1;
    for (size_t k = 0; k < n; k++) a[k] = (long)(k % 97);
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    size_t i;
#pragma omp parallel for reduction(+:s1) lastprivate(i)
    for (i = n; i > 0; i--)
        s1 += a[i - 1] * (long)(i % 3);
    ptrdiff_t j;
#pragma omp parallel for reduction(+:s2) lastprivate(j)
    for (j = (ptrdiff_t)n - 1; j >= 0; j -= 3)
        s2 += a[j];
#pragma omp parallel for reduction(+:s3)
    for (uint64_t u = n - 1; u >= 1; --u)
        s3 += a[u] ^ (long)u;
    uint64_t w;
#pragma omp parallel for reduction(+:s4) lastprivate(w)
    for (w = n; w != 0; w--)
        s4 += a[w - 1];
    printf("s1=%ld s2=%ld s3=%ld s4=%ld i=%zu j=%td w=%llu\n", s1, s2, s3, s4, i, j,
           (unsigned long long)w);
    return 0;
}
