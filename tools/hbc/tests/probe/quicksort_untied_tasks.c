/* Quicksort with `task untied` on each partition side (Hoare partition, median of three),
   a size cutoff below which it recurses sequentially, no taskwait inside the recursion (the
   whole tree is waited for by the implicit barrier of the `single`'s region), and an atomic
   counter of the tasks created. A second sort waits with `taskwait` at every level. */
#include <stdio.h>
#include <stdlib.h>
#define N 250000
#define CUT 1000

static long ntasks;

static void swap(double *a, double *b) { double t = *a; *a = *b; *b = t; }

static long partition(double *v, long lo, long hi)
{
    long mid = lo + (hi - lo) / 2;
    if (v[mid] < v[lo]) swap(&v[mid], &v[lo]);
    if (v[hi] < v[lo]) swap(&v[hi], &v[lo]);
    if (v[hi] < v[mid]) swap(&v[hi], &v[mid]);
    double p = v[mid];
    long i = lo - 1, j = hi + 1;
    for (;;) {
        do i++; while (v[i] < p);
        do j--; while (v[j] > p);
        if (i >= j) return j;
        swap(&v[i], &v[j]);
    }
}

static void qs(double *v, long lo, long hi)
{
    if (lo >= hi) return;
    long p = partition(v, lo, hi);
    if (hi - lo < CUT) {
        qs(v, lo, p);
        qs(v, p + 1, hi);
        return;
    }
#pragma omp atomic
    ntasks += 2;
#pragma omp task untied firstprivate(v, lo, p)
    qs(v, lo, p);
#pragma omp task untied firstprivate(v, p, hi)
    qs(v, p + 1, hi);
}

static void qs_wait(double *v, long lo, long hi)
{
    if (lo >= hi) return;
    long p = partition(v, lo, hi);
#pragma omp task untied if (hi - lo >= CUT)
    qs_wait(v, lo, p);
#pragma omp task untied if (hi - lo >= CUT)
    qs_wait(v, p + 1, hi);
#pragma omp taskwait
}

int main(void)
{
    double *v = malloc(N * sizeof(double)), *w = malloc(N * sizeof(double));
    unsigned x = 99;
    for (long i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        v[i] = (x >> 4) / 1048576.0;
        w[i] = (double)((i * 48271L) % 65537) - 30000.5;
    }
#pragma omp parallel
    {
#pragma omp single nowait
        qs(v, 0, N - 1);
    }
#pragma omp parallel
#pragma omp single
    qs_wait(w, 0, N - 1);
    int ok = 1;
    double h = 0;
    for (long i = 1; i < N; i++) ok &= v[i - 1] <= v[i] && w[i - 1] <= w[i];
    for (long i = 0; i < N; i += 5000) h += v[i] + w[i] * 1e-3;
    printf("ok=%d h=%.6f ntasks=%ld\n", ok, h, ntasks);
    free(v); free(w);
    return 0;
}
