/* A results summary computed in an atexit handler with a parallel reduction, and a
   destructor-attribute function that runs a parallel loop, both after main returned. */
#include <stdio.h>
#include <stdlib.h>
#define N 10000

static double *results;
static int nres;

static double summarize(void)
{
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < nres; i++) s += results[i];
    return s;
}

static void report(void)
{
    printf("atexit sum=%.4f\n", summarize());
    free(results);
    fflush(stdout);
}

static void before(void)
{
    static long c;
    long m = 0;
#pragma omp parallel for reduction(max:m)
    for (long i = 0; i < 100; i++) if ((i * 37) % 101 > m) m = (i * 37) % 101;
    c = m;
    printf("first m=%ld\n", c);
}

int main(void)
{
    before();
    nres = N;
    results = malloc(sizeof(double) * N);
#pragma omp parallel for
    for (int i = 0; i < N; i++) results[i] = (i % 13) * 0.25;
    atexit(report);
    printf("main done\n");
    return 0;
}
