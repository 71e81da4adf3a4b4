/* Array reductions (OpenMP 4.5) against the sequential build: every item kind (a whole 1-D
 * and 2-D array, sections of an array and of a pointer with constant and run-time bounds,
 * p[:n]) and every operator, on `parallel for`, on `for` inside `parallel` and on a
 * `parallel` region. The originals start with non-identity values, which must be kept.
 * Integer arithmetic only, so that any combine order gives the same output.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#include <stdlib.h>

#define N 300000

static unsigned mix(unsigned i) { return i * 2654435761u ^ (i >> 7); }

int main(int argc, char **argv) {
    int n = 37 + argc, lo = 3 + argc; /* run-time section bounds: 38 and 4 */
    long sum[64], diff[64], grid[8][8];
    unsigned band[16], bor[16], bxor[16];
    int land[8], lor[8];
    long mx[40], mn[40];
    long *p = malloc(sizeof(long) * 100);
    double prod[4] = {1.0, 2.0, 0.5, 1.0};
    int i, k;
    (void)argv;
    for (k = 0; k < 64; k++) sum[k] = diff[k] = k;
    for (k = 0; k < 64; k++) grid[k / 8][k % 8] = 1000 - k;
    for (k = 0; k < 16; k++) { band[k] = 0xFFFFFFFFu >> k; bor[k] = 1u << k; bxor[k] = mix(k); }
    for (k = 0; k < 8; k++) { land[k] = 1; lor[k] = k == 5; }
    for (k = 0; k < 40; k++) { mx[k] = -5; mn[k] = 1000000; }
    for (k = 0; k < 100; k++) p[k] = k * 3;

#pragma omp parallel for reduction(+:sum) reduction(-:diff[lo:n]) reduction(+:grid)
    for (i = 0; i < N; i++) {
        unsigned h = mix(i);
        sum[h % 64] += h % 7;
        diff[lo + (int)(h % (unsigned)n)] -= 1 + (i & 1);
        grid[h % 8][(h >> 3) % 8] += (long)(h % 5) - 2;
    }
#pragma omp parallel for reduction(&:band) reduction(|:bor[0:16]) reduction(^:bxor[2:12])
    for (i = 0; i < N; i++) {
        unsigned h = mix(i);
        band[i % 16] &= h | 0x0F0F0F0Fu | (i % 1000 ? 0xFFFFFFFFu : 0u);
        bor[i % 16] |= (h & 0x11110000u);
        bxor[2 + i % 12] ^= h;
    }
#pragma omp parallel
    {
#pragma omp for reduction(&&:land) reduction(||:lor[1:6])
        for (i = 0; i < N; i++) {
            land[i % 8] = land[i % 8] && (mix(i) % 99991 != 7);
            lor[1 + i % 6] = lor[1 + i % 6] || (mix(i) % 65537 == 3);
        }
    }
#pragma omp parallel reduction(max:mx[0:n]) reduction(min:mn)
    {
#pragma omp for
        for (i = 0; i < N; i++) {
            long v = (long)(mix(i) % 1000003);
            if (v > mx[i % n]) mx[i % n] = v;
            if (v < mn[i % 40]) mn[i % 40] = v;
        }
    }
#pragma omp parallel for reduction(+:p[:n]) reduction(*:prod)
    for (i = 0; i < N; i++) {
        p[i % n] += i % 3;
        if (i % 50000 == 0) prod[i % 4] *= 2.0;
    }

    unsigned long c = 0;
    unsigned u = 0;
    for (k = 0; k < 64; k++) c = c * 31 + sum[k] + 7 * diff[k] + 13 * grid[k / 8][k % 8];
    printf("add/sub/2d %lu\n", c);
    for (k = 0; k < 16; k++) u = u * 31 + band[k] + 3 * bor[k] + 5 * bxor[k];
    printf("bitwise %u\n", u);
    printf("logical %d%d%d%d%d%d%d%d %d%d%d%d%d%d%d%d\n", land[0], land[1], land[2], land[3], land[4], land[5],
           land[6], land[7], lor[0], lor[1], lor[2], lor[3], lor[4], lor[5], lor[6], lor[7]);
    c = 0;
    for (k = 0; k < 40; k++) c = c * 31 + mx[k] + 3 * mn[k];
    printf("max/min %lu\n", c);
    c = 0;
    for (k = 0; k < 100; k++) c = c * 31 + p[k];
    printf("pointer section %lu prod %g %g %g %g\n", c, prod[0], prod[1], prod[2], prod[3]);
    free(p);
    return 0;
}
