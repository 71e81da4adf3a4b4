// PROBE-OUTPUT: a=400 b=400 c=400 d=800
#include <stdio.h>
int lib_level(void);
static int where(void) { return lib_level(); }          /* helper of this file */
static int (*volatile fp)(void) = lib_level;            /* through a pointer */
#define N 400
int main(void) {
    long a = 0, b = 0, c = 0, d = 0;
#pragma omp parallel for reduction(+:a)
    for (int i = 0; i < N; i++) a += where();
#pragma omp parallel
    {
#pragma omp for reduction(+:b)
        for (int i = 0; i < N; i++) b += lib_level();
    }
#pragma omp parallel for reduction(+:c)
    for (int i = 0; i < N; i++) c += fp();
#pragma omp parallel for reduction(+:d)
    for (int i = 0; i < N; i++) {
        long e = 0;
#pragma omp parallel for reduction(+:e)
        for (int j = 0; j < 4; j++) e += where();
        d += e / 4;
    }
    printf("a=%ld b=%ld c=%ld d=%ld\n", a, b, c, d);
    return 0;
}
