/* Array reductions whose elements are small or unusual arithmetic types: an unsigned char
   histogram that wraps (section over a pointer), a _Bool array with ||, an enum array with
   max, a long double array with +, a signed char array with min, and __int128 with +. */
#include <stdio.h>
#include <stdlib.h>

enum lvl { LA = -2, LB = 0, LC = 9 };

int main(int argc, char **argv)
{
    (void)argv;
    int n = 50000 + argc - 1;
    unsigned char *hist = calloc(16, 1);
    _Bool seen[10] = { 0 };
    enum lvl top[4] = { LA, LA, LA, LA };
    long double acc[3] = { 0.5L, 0.25L, 0.125L };
    signed char lo[5] = { 100, 100, 100, 100, 100 };
    __int128 big[2] = { 0, 0 };
    hist[3] = 200;
#pragma omp parallel for reduction(+:hist[0:16], acc, big) reduction(||:seen) reduction(max:top) reduction(min:lo)
    for (int i = 0; i < n; i++) {
        hist[i % 16] += (unsigned char)(i % 7 + 1);
        seen[(i * 7) % 10] = seen[(i * 7) % 10] || (i % 3 == 0);
        enum lvl e = (i % 11 == 0) ? LC : ((i % 2) ? LB : LA);
        if (e > top[i % 4]) top[i % 4] = e;
        acc[i % 3] += (long double)(i % 10);
        signed char v = (signed char)(i % 200 - 100);
        if (v < lo[i % 5]) lo[i % 5] = v;
        big[i % 2] += (__int128)(i % 5) << 80;
    }
    for (int k = 0; k < 16; k++) printf("%u ", hist[k]);
    printf("\n");
    for (int k = 0; k < 10; k++) printf("%d", seen[k]);
    printf(" top=%d,%d,%d,%d", top[0], top[1], top[2], top[3]);
    printf(" acc=%.3Lf,%.3Lf,%.3Lf", acc[0], acc[1], acc[2]);
    printf(" lo=%d,%d,%d,%d,%d", lo[0], lo[1], lo[2], lo[3], lo[4]);
    printf(" big=%llx,%llx\n", (unsigned long long)(big[0] >> 64), (unsigned long long)(big[1] >> 64));
    free(hist);
    return 0;
}
