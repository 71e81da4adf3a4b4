/* Recursive merge sort with tasks: `task if(n > CUTOFF)` on the two halves, `final(depth
   >= MAXD)` with omp_in_final() switching to the sequential path, `taskwait` before the
   merge, shared(a, tmp) buffers passed down; started from a `single` in a region (the
   usual driver), then a second sort started by `master` + `taskgroup`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_final(void) { return 0; }
#endif
#define N 300000
#define CUTOFF 2048
#define MAXD 10

static void merge(int *a, int *tmp, long lo, long mid, long hi)
{
    long i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (hi - lo) * sizeof(int));
}

static void insertion(int *a, long lo, long hi)
{
    for (long i = lo + 1; i < hi; i++) {
        int v = a[i];
        long j = i - 1;
        while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}

static long seq_calls;

static void msort(int *a, int *tmp, long lo, long hi, int depth)
{
    if (hi - lo < 32) { insertion(a, lo, hi); return; }
    long mid = lo + (hi - lo) / 2;
    if (omp_in_final()) {
#pragma omp atomic
        seq_calls++;
        msort(a, tmp, lo, mid, depth + 1);
        msort(a, tmp, mid, hi, depth + 1);
    } else {
#pragma omp task shared(a, tmp) if (hi - lo > CUTOFF) final(depth >= MAXD)
        msort(a, tmp, lo, mid, depth + 1);
#pragma omp task shared(a, tmp) if (hi - lo > CUTOFF) final(depth >= MAXD)
        msort(a, tmp, mid, hi, depth + 1);
#pragma omp taskwait
    }
    merge(a, tmp, lo, mid, hi);
}

int main(void)
{
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int)), *tmp = malloc(N * sizeof(int));
    unsigned x = 7;
    for (long i = 0; i < N; i++) {
        x = x * 1664525u + 1013904223u;
        a[i] = (int)(x >> 8) % 1000000;
        b[i] = (int)(i * 7919 % 100003);
    }
#pragma omp parallel
#pragma omp single
    msort(a, tmp, 0, N, 0);
#pragma omp parallel
#pragma omp master
#pragma omp taskgroup
    {
#pragma omp task
        msort(b, tmp, 0, N, 0);
    }
    int ok = 1;
    long h = 0;
    for (long i = 1; i < N; i++) ok &= a[i - 1] <= a[i] && b[i - 1] <= b[i];
    for (long i = 0; i < N; i += 1000) h = h * 3 + a[i] + b[i];
    printf("ok=%d h=%ld\n", ok, h);
    free(a); free(b); free(tmp);
    return 0;
}
