/* NPB3.0-omp-C LU (jacu) picks the direction of a worksharing loop with the preprocessor:
   the `#pragma omp for` is followed by `#if defined(_OPENMP)` / one loop header /
   `#else` / another header / `#endif`, so `#else` and `#endif` lie inside the text of the
   loop body. hbc outlines the body by copying its source text, which carries the
   `#else ... #endif` lines (without their `#if`) into the outlined function: gcc then
   fails with "#else without #if" and unbalanced braces. */
#include <stdio.h>
#define N 40

static double a[N][N];

static void fill(int k)
{
    int i, j;
#pragma omp parallel for private(j)
#if defined(_OPENMP)
    for (i = N - 1; i >= 0; i--) {
        for (j = N - 1; j >= 0; j--) {
#else
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
#endif
            a[i][j] = (double)(i * k + j) * 0.5;
        }
    }
}

int main(void)
{
    double s = 0.0;
    int i, j;
    fill(3);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (1 + (i + j) % 3);
    printf("s=%.3f\n", s);
    return 0;
}
