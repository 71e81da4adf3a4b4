/* __func__ in a parallel loop body (error reporting in a solver routine): it names the
   function that holds the loop. */
#include <stdio.h>
#include <string.h>
#define N 100

static int check(const char *where, int i, double v)
{
    return v < 0 && i % 10 == 0 ? (int)strlen(where) : 0;
}

static long solve(const double *x)
{
    long bad = 0;
    const char *last = "";
#pragma omp parallel for reduction(+:bad) lastprivate(last)
    for (int i = 0; i < N; i++) {
        bad += check(__func__, i, x[i]);
        last = __func__;
    }
    printf("%s: bad=%ld last=%s\n", __func__, bad, last);
    return bad;
}

int main(void)
{
    double x[N];
    for (int i = 0; i < N; i++) x[i] = i % 3 - 1.0;
    return solve(x) > 0 ? 0 : 1;
}
