/* A C template instantiated by macros whose directives are written by those macros together
 * with other code, as SuiteSparse:GraphBLAS's bitmap saxpy writes its atomics (helper-84,
 * session 49). Each function defines the macros and includes `kernels/saxpy_template.inc`,
 * which includes `update.inc` inside its loop body, so both files expand differently in each
 * inclusion. Until session 52 hbc refused this (one text per file, and the first inclusion's
 * expansion would have been silently wrong for the others); since session 53 each later
 * inclusion is expanded into a copy of its own. `scatter_team` calls through a function
 * pointer, so its region runs in team mode; the others are heartbeat-mode regions. */
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)

enum { N = 4000, BINS = 16 };

static long plus_one(long x) { return x + 1; }

static void scatter_add(const long *a, long *bins, int n) {
#define UPDATE(z, x) PRAGMA(omp atomic) z += (x);
#define WEIGHT(i) (a[i])
#pragma omp parallel
#include "kernels/saxpy_template.inc"
#undef WEIGHT
#undef UPDATE
}

static void scatter_sub_twice(const long *a, long *bins, int n) {
#define UPDATE(z, x) PRAGMA(omp atomic) z -= 2 * (x);
#define WEIGHT(i) (a[i] % 7)
#pragma omp parallel
#include "kernels/saxpy_template.inc"
#undef WEIGHT
#undef UPDATE
}

static void scatter_max(const long *a, long *bins, int n) {
#define UPDATE(z, x) PRAGMA(omp critical(bin_max)) { if ((x) > z) z = (x); }
#define WEIGHT(i) (a[(i) * 7 % n])
#pragma omp parallel
#include "kernels/saxpy_template.inc"
#undef WEIGHT
#undef UPDATE
}

static void scatter_team(long (*f)(long), const long *a, long *bins, int n) {
#define UPDATE(z, x) PRAGMA(omp atomic) z ^= f(x);
#pragma omp parallel
    {
#define WEIGHT(i) (a[i] * 3)
#include "kernels/saxpy_template.inc"
#undef WEIGHT
    }
#undef UPDATE
}

int main(void) {
    static long a[N], b1[BINS], b2[BINS], b3[BINS], b4[BINS];
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 1001;
    scatter_add(a, b1, N);
    scatter_sub_twice(a, b2, N);
    scatter_max(a, b3, N);
    scatter_team(plus_one, a, b4, N);
    long s[4] = {0, 0, 0, 0};
    for (int k = 0; k < BINS; k++) {
        s[0] += b1[k] * (k + 1);
        s[1] += b2[k] * (k + 1);
        s[2] += b3[k] * (k + 1);
        s[3] += b4[k] * (k + 1);
    }
    printf("%ld %ld %ld %ld\n", s[0], s[1], s[2], s[3]);
    return 0;
}
