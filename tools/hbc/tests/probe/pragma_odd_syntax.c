/* Odd-but-legal directive spellings: backslash continuations in the middle of a clause
   list, comments (block and line) inside and after pragmas, clauses in unusual order
   (schedule before private, reduction first, default(shared) last), `parallel` and `for`
   written as two directives with an unbraced single-statement body, extra spaces and tabs,
   `#   pragma` with space after '#', a directive after a label, and _Pragma in the source. */
#include <stdio.h>
#define N 3000

static double a[N], b[N];

int main(void)
{
    double s1 = 0, s2 = 0, s3 = 0;
    long cnt = 0;
    int i, j;
    for (i = 0; i < N; i++) { a[i] = (i % 13) * 0.5; b[i] = (i % 7) * 0.25; }

#pragma omp parallel for /* trailing block comment */ reduction(+ : s1) \
            schedule(static, 7)   \
            private(j) default(shared)
    for (i = 0; i < N; i++)
        for (j = 0; j < 3; j++)
            s1 += a[i] * b[(i + j) % N];

#	pragma	omp	parallel	// line comment after the directive
#   pragma omp for reduction(+:s2) nowait
    for (i = N - 1; i >= 0; i -= 1)
        s2 += a[i] - b[i];

    int step = 3;
again:
#pragma omp parallel for reduction(+: cnt) \
        /* a comment on its own continuation line */ \
        schedule(dynamic)
    for (i = 2; i <= N; i += step) cnt += i % 5;
    if (step == 3) { step = 4; goto again; }

    _Pragma("omp parallel for reduction(max:s3)")
    for (i = 0; i < N; i++)
        if (a[i] * b[i] > s3) s3 = a[i] * b[i];

    printf("s1=%.6f s2=%.6f cnt=%ld s3=%.6f\n", s1, s2, cnt, s3);
    return 0;
}
