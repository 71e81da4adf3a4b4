/* PARSEC freqmine-style frequent itemset counting (the first FP-growth scans): transactions
   from a generator; item supports counted with per-thread count arrays in a `parallel`
   region (each thread's row of a table allocated in `single` from omp_get_num_threads(),
   `omp for schedule(dynamic, 64)` over transactions, a barrier, then an `omp for` over
   items summing the rows); frequent items ranked by support (qsort at top level); each
   transaction's frequent items re-ordered by rank in a `parallel for` into a compact array;
   frequent pairs counted in a shared open-addressing hash table protected by a named
   `critical`, with the number of probes reduced; a helper ranking an item called inside
   and outside the regions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NTRANS 6000
#define NITEMS 400
#define MAXLEN 14
#define MINSUP 300
#define HSIZE 8192

static int tlen[NTRANS], titems[NTRANS][MAXLEN];
static long support[NITEMS];
static int rank_of[NITEMS], order[NITEMS], nfreq;
static unsigned long long hkeys[HSIZE];
static long hcount[HSIZE];

static unsigned rnd(unsigned *s) { *s = *s * 1103515245u + 12345u; return (*s >> 16) & 0x7fff; }

static int item_rank(int item) { return rank_of[item]; }

static int by_support(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    if (support[x] != support[y]) return support[x] > support[y] ? -1 : 1;
    return x - y;
}

static void gen(void)
{
    unsigned s = 2024;
    for (int t = 0; t < NTRANS; t++) {
        int n = 3 + rnd(&s) % (MAXLEN - 3);
        tlen[t] = 0;
        for (int k = 0; k < n; k++) {
            int it = (int)((rnd(&s) % 100) * (rnd(&s) % 100) % NITEMS); /* skewed */
            int dup = 0;
            for (int m = 0; m < tlen[t]; m++) dup |= titems[t][m] == it;
            if (!dup) titems[t][tlen[t]++] = it;
        }
    }
}

static void pair_insert(int a, int b, long *probes)
{
    unsigned long long key = (unsigned long long)a * NITEMS + b + 1;
    unsigned h = (unsigned)((key * 0x9E3779B97F4A7C15ULL) >> 51) & (HSIZE - 1);
    while (hkeys[h] != 0 && hkeys[h] != key) { h = (h + 1) & (HSIZE - 1); (*probes)++; }
    hkeys[h] = key;
    hcount[h]++;
}

int main(void)
{
    double t0 = omp_get_wtime();
    gen();
    long *table = NULL;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
#pragma omp single
        table = calloc((size_t)omp_get_num_threads() * NITEMS, sizeof(long));
        long *mine = table + (size_t)tid * NITEMS;
#pragma omp for schedule(dynamic, 64)
        for (int t = 0; t < NTRANS; t++)
            for (int k = 0; k < tlen[t]; k++) mine[titems[t][k]]++;
        int nt = omp_get_num_threads();
#pragma omp for
        for (int i = 0; i < NITEMS; i++) {
            long s = 0;
            for (int th = 0; th < nt; th++) s += table[(size_t)th * NITEMS + i];
            support[i] = s;
        }
    }
    free(table);
    for (int i = 0; i < NITEMS; i++) order[i] = i;
    qsort(order, NITEMS, sizeof(int), by_support);
    nfreq = 0;
    for (int r = 0; r < NITEMS; r++) {
        rank_of[order[r]] = support[order[r]] >= MINSUP ? r : -1;
        nfreq += support[order[r]] >= MINSUP;
    }
    static int sorted[NTRANS][MAXLEN], slen[NTRANS];
    long kept = 0;
#pragma omp parallel for reduction(+ : kept)
    for (int t = 0; t < NTRANS; t++) {
        int n = 0;
        for (int k = 0; k < tlen[t]; k++)
            if (item_rank(titems[t][k]) >= 0) {
                int it = titems[t][k], m = n++;
                while (m > 0 && item_rank(sorted[t][m - 1]) > item_rank(it)) { sorted[t][m] = sorted[t][m - 1]; m--; }
                sorted[t][m] = it;
            }
        slen[t] = n;
        kept += n;
    }
    long probes = 0;
#pragma omp parallel for schedule(dynamic, 32) reduction(+ : probes)
    for (int t = 0; t < NTRANS; t++)
        for (int a = 0; a < slen[t]; a++)
            for (int b = a + 1; b < slen[t]; b++) {
#pragma omp critical(pairs)
                pair_insert(sorted[t][a], sorted[t][b], &probes);
            }
    long npairs = 0, freqpairs = 0, maxpair = 0;
#pragma omp parallel for reduction(+ : npairs, freqpairs) reduction(max : maxpair)
    for (int h = 0; h < HSIZE; h++) {
        if (!hkeys[h]) continue;
        npairs++;
        freqpairs += hcount[h] >= MINSUP / 4;
        if (hcount[h] > maxpair) maxpair = hcount[h];
    }
    printf("frequent items %d top %d (%ld) rank(top) %d kept %ld pairs %ld frequent-pairs %ld max %ld probes>0 %d\n",
           nfreq, order[0], support[order[0]], item_rank(order[0]), kept, npairs, freqpairs, maxpair, probes > 0);
    return omp_get_wtime() - t0 < 0.0;
}
