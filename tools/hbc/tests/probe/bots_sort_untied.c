/* BOTS sort-style (cilksort): a recursive merge sort whose quarters are sorted by `untied`
   tasks, joined with taskwait, then merged by two tasks and a final merge; below a cut-off
   the recursion sorts sequentially (insertion sort), and a binary-split parallel merge
   spawns tasks above its own cut-off. Started from `parallel` + `single`. */
#include <stdio.h>
#include <stdlib.h>
#define N 50000
#define SORT_CUT 64
#define MERGE_CUT 256

typedef long ELM;

static void insertion(ELM *lo, ELM *hi)
{
    for (ELM *p = lo + 1; p <= hi; p++) {
        ELM v = *p, *q = p - 1;
        while (q >= lo && *q > v) { q[1] = *q; q--; }
        q[1] = v;
    }
}

static ELM *bsearch_split(ELM val, ELM *lo, ELM *hi)
{
    while (lo <= hi) {
        ELM *mid = lo + (hi - lo) / 2;
        if (val <= *mid) hi = mid - 1; else lo = mid + 1;
    }
    return lo;
}

static void seqmerge(ELM *l1, ELM *h1, ELM *l2, ELM *h2, ELM *dst)
{
    while (l1 <= h1 && l2 <= h2) *dst++ = *l1 <= *l2 ? *l1++ : *l2++;
    while (l1 <= h1) *dst++ = *l1++;
    while (l2 <= h2) *dst++ = *l2++;
}

static void pmerge(ELM *l1, ELM *h1, ELM *l2, ELM *h2, ELM *dst)
{
    if (h2 - l2 > h1 - l1) { ELM *t = l1; l1 = l2; l2 = t; t = h1; h1 = h2; h2 = t; }
    if (h1 < l1) { for (ELM *p = l2; p <= h2; p++) *dst++ = *p; return; }
    if (h2 - l2 + h1 - l1 < MERGE_CUT) { seqmerge(l1, h1, l2, h2, dst); return; }
    ELM *s1 = l1 + (h1 - l1 + 1) / 2;
    ELM *s2 = bsearch_split(*s1, l2, h2);
    ELM *d = dst + (s1 - l1) + (s2 - l2);
    *d = *s1;
#pragma omp task untied
    pmerge(l1, s1 - 1, l2, s2 - 1, dst);
#pragma omp task untied
    pmerge(s1 + 1, h1, s2, h2, d + 1);
#pragma omp taskwait
}

static void cilksort(ELM *a, ELM *tmp, long size)
{
    if (size < SORT_CUT) { insertion(a, a + size - 1); return; }
    long q = size / 4;
    ELM *A = a, *B = a + q, *C = a + 2 * q, *D = a + 3 * q;
    ELM *tA = tmp, *tB = tmp + q, *tC = tmp + 2 * q, *tD = tmp + 3 * q;
#pragma omp task untied
    cilksort(A, tA, q);
#pragma omp task untied
    cilksort(B, tB, q);
#pragma omp task untied
    cilksort(C, tC, q);
#pragma omp task untied
    cilksort(D, tD, size - 3 * q);
#pragma omp taskwait
#pragma omp task untied
    pmerge(A, A + q - 1, B, B + q - 1, tA);
#pragma omp task untied
    pmerge(C, C + q - 1, D, a + size - 1, tC);
#pragma omp taskwait
    pmerge(tA, tC - 1, tC, tmp + size - 1, A);
}

int main(void)
{
    ELM *a = malloc(sizeof(ELM) * N), *tmp = malloc(sizeof(ELM) * N);
    unsigned long s = 12345;
    long check = 0;
    for (long i = 0; i < N; i++) {
        s = s * 1103515245 + 12345;
        a[i] = (long)((s >> 8) % 100000);
        check += a[i];
    }
#pragma omp parallel
#pragma omp single
    {
#pragma omp task untied
        cilksort(a, tmp, N);
    }
    long bad = 0, sum = 0;
    for (long i = 0; i < N; i++) { sum += a[i]; if (i && a[i - 1] > a[i]) bad++; }
    printf("sorted=%d sum_ok=%d min=%ld max=%ld mid=%ld\n", bad == 0, sum == check, a[0], a[N - 1], a[N / 2]);
    free(a); free(tmp);
    return 0;
}
