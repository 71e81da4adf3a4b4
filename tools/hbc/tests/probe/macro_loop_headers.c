/* Loop headers written with the program's own macros (FOR_RANGE, a bound macro with a
   cast, an index macro for a 2-D array), under a directive written in the source; the
   body is a single macro statement without braces. */
#include <stdio.h>
#define NR 60
#define NC 45
#define FOR_RANGE(v, lo, hi) for (v = (lo); v < (hi); v++)
#define FOR_N(v, n) for (int v = 0; v < (int)(n); ++v)
#define IDX(i, j) ((i) * NC + (j))
#define AXPY(y, a, x) ((y) += (a) * (x))

static double A[NR * NC], B[NR * NC];

int main(void)
{
    int i, j;
    FOR_RANGE(i, 0, NR) FOR_RANGE(j, 0, NC) A[IDX(i, j)] = (i * 3 + j) % 11;
    double s = 0;
#pragma omp parallel for private(j) reduction(+:s)
    FOR_RANGE(i, 0, NR) {
        FOR_RANGE(j, 0, NC) {
            B[IDX(i, j)] = 2 * A[IDX(i, j)];
            s += B[IDX(i, j)];
        }
    }
    printf("s=%.1f\n", s);
    double t = 0;
#pragma omp parallel for reduction(+:t)
    FOR_N(k, NR * NC)
        AXPY(t, 0.5, B[k]);
    printf("t=%.2f\n", t);
#pragma omp parallel for collapse(2)
    FOR_N(r, NR)
        FOR_N(c, NC)
            A[IDX(r, c)] += r - c;
    double u = 0;
    FOR_N(k, NR * NC) u += A[k];
    printf("u=%.1f\n", u);
    return 0;
}
