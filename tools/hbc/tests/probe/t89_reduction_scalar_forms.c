/* Scalar reductions of every operator in a team-mode region (region-level thread id), all
   variables C89-declared at the top and reused: +, *, -, &, |, ^, &&, ||, min, max on int,
   long, double and unsigned, on a worksharing loop and on the region itself. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 200

static int data[N];

int main(void)
{
    int i, allpos, anybig, mn, mx, cnt;
    long sum, diff;
    double prod, dmin;
    unsigned band, bor, bxor;
    for (i = 0; i < N; i++) data[i] = (i * 37 + 11) % 101 + 1;
    sum = 0; diff = 0; prod = 1.0; dmin = 1e9;
    band = ~0u; bor = 0; bxor = 0;
    allpos = 1; anybig = 0; mn = 1000; mx = -1000; cnt = 0;
#pragma omp parallel reduction(+ : cnt)
    {
        cnt += omp_get_thread_num() >= 0;
#pragma omp for reduction(+ : sum) reduction(- : diff) reduction(* : prod) \
    reduction(min : mn, dmin) reduction(max : mx)
        for (i = 0; i < N; i++) {
            sum += data[i];
            diff -= data[i] % 7;
            if (i % 40 == 0) prod *= 1.0 + data[i] / 100.0;
            if (data[i] < mn) mn = data[i];
            if (data[i] > mx) mx = data[i];
            if (data[i] * 0.5 < dmin) dmin = data[i] * 0.5;
        }
#pragma omp for reduction(& : band) reduction(| : bor) reduction(^ : bxor) \
    reduction(&& : allpos) reduction(|| : anybig)
        for (i = 0; i < N; i++) {
            band &= (unsigned)data[i] | 0x80u;
            bor |= (unsigned)data[i];
            bxor ^= (unsigned)data[i] * 3u;
            allpos = allpos && data[i] > 0;
            anybig = anybig || data[i] > 100;
        }
    }
    printf("sum=%ld diff=%ld prod=%.6f mn=%d mx=%d dmin=%.1f\n", sum, diff, prod, mn, mx, dmin);
    printf("band=%u bor=%u bxor=%u all=%d any=%d cnt_pos=%d\n", band, bor, bxor, allpos, anybig,
           cnt > 0);
    return 0;
}
