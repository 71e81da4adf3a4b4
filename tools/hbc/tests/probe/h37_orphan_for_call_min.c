/* Minimal: an orphaned `omp for` in a function called from a `parallel` region (NPB CG's
   shape). hbc-translate (build of 2026-11-24 17:35) segfaults in
   Translator::codeClauseExprs / cacheClauseTexts. */
#include <stdio.h>
#define N 1000
static double x[N], s;
static void sum_x(void)
{
#pragma omp for
    for (int j = 0; j < N; j++)
        x[j] = 2.0 * x[j];
}
int main(void)
{
    for (int i = 0; i < N; i++) x[i] = i % 7;
#pragma omp parallel
    sum_x();
    for (int i = 0; i < N; i++) s += x[i];
    printf("%.1f\n", s);
    return 0;
}
