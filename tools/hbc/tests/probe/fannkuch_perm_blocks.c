/* Benchmarks Game fannkuch-redux as its OpenMP entries split it: the n! permutations are
   cut into blocks; each iteration of a `parallel for schedule(dynamic)` rebuilds its
   block's first permutation from the block index (factorial number system) into private
   arrays, walks the block, and folds flips into `reduction(max:maxflips)` and the signed
   checksum into `reduction(+:checksum)`. */
#include <stdio.h>
#include <string.h>

#define MAXN 16

static int fact[MAXN + 1];

static void first_perm(int n, long idx, int *perm, int *count)
{
    int p[MAXN], pp[MAXN];
    for (int i = 0; i < n; i++) p[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int d = (int)(idx / fact[i]);
        count[i] = d;
        idx = idx % fact[i];
        memcpy(pp, p, sizeof(int) * n);
        for (int j = 0; j <= i; j++) p[j] = j + d <= i ? pp[j + d] : pp[j + d - i - 1];
    }
    memcpy(perm, p, sizeof(int) * n);
}

static int next_perm(int n, int *perm, int *count)
{
    int first = perm[1];
    perm[1] = perm[0];
    perm[0] = first;
    int i = 1;
    while (++count[i] > i) {
        count[i++] = 0;
        if (i >= n) return 0;
        int next = perm[1];
        perm[0] = next;
        for (int j = 1; j < i; j++) perm[j] = perm[j + 1];
        perm[i] = first;
        first = next;
    }
    return 1;
}

static int count_flips(int n, const int *perm)
{
    int f[MAXN];
    int flips = 0, first = perm[0];
    if (first == 0) return 0;
    memcpy(f, perm, sizeof(int) * n);
    do {
        int lo = 1, hi = first - 1;
        while (lo < hi) { int t = f[lo]; f[lo] = f[hi]; f[hi] = t; lo++; hi--; }
        int t = f[first];
        f[first] = first;
        first = t;
        flips++;
    } while (first);
    return flips;
}

int main(void)
{
    int n = 10;
    fact[0] = 1;
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
    long total = fact[n];
    long blocksize = 5040;
    long nblocks = (total + blocksize - 1) / blocksize;
    int maxflips = 0;
    long checksum = 0;
#pragma omp parallel for schedule(dynamic) reduction(max : maxflips) reduction(+ : checksum)
    for (long b = 0; b < nblocks; b++) {
        int perm[MAXN], count[MAXN];
        long start = b * blocksize, end = start + blocksize < total ? start + blocksize : total;
        first_perm(n, start, perm, count);
        for (long idx = start; idx < end; idx++) {
            int fl = count_flips(n, perm);
            if (fl > maxflips) maxflips = fl;
            checksum += (idx % 2 == 0) ? fl : -fl;
            if (idx + 1 < end) next_perm(n, perm, count);
        }
    }
    printf("%ld\nPfannkuchen(%d) = %d\n", checksum, n, maxflips);
    return 0;
}
