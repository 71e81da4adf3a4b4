/* Locks as applications use them: an array of omp_lock_t initialised and destroyed in
   `parallel for` loops; a histogram whose bins are updated under their lock taken with an
   omp_test_lock() retry loop that counts failed attempts (not printed) and does a little
   other work between tries; a pair update that takes two bin locks in index order through
   a helper function; and one global lock around a linked-list push in a `parallel`
   region's `omp for nowait`, the list sorted and summed afterwards. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static int omp_test_lock(omp_lock_t *l) { if (*l) return 0; *l = 1; return 1; }
#endif

#define NBIN 64
#define NITEM 200000

static omp_lock_t binlock[NBIN], listlock;
static long bins[NBIN];
static double binw[NBIN];

struct item { int key; struct item *next; };
static struct item *head;

static unsigned hash(unsigned x) { x ^= x >> 13; x *= 0x5bd1e995u; x ^= x >> 15; return x; }

static void pair_update(int a, int b, long amount)
{
    int lo = a < b ? a : b, hi = a < b ? b : a;
    omp_set_lock(&binlock[lo]);
    if (hi != lo) omp_set_lock(&binlock[hi]);
    bins[a] -= amount;
    bins[b] += amount;
    if (hi != lo) omp_unset_lock(&binlock[hi]);
    omp_unset_lock(&binlock[lo]);
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
#pragma omp parallel for
    for (int b = 0; b < NBIN; b++) omp_init_lock(&binlock[b]);
    omp_init_lock(&listlock);
    long retries = 0;
    double filler = 0;
#pragma omp parallel for reduction(+ : retries, filler) schedule(dynamic, 128)
    for (int i = 0; i < NITEM; i++) {
        unsigned h = hash((unsigned)i);
        int b = h % NBIN;
        while (!omp_test_lock(&binlock[b])) {
            retries++;
            filler += 1e-9;
        }
        bins[b]++;
        binw[b] += (h & 1023) * 0.5;
        omp_unset_lock(&binlock[b]);
    }
#pragma omp parallel for
    for (int i = 0; i < 5000; i++) pair_update(hash(i * 3u) % NBIN, hash(i * 7u + 1) % NBIN, i % 3);
#pragma omp parallel
    {
#pragma omp for nowait
        for (int i = 0; i < 3000; i++) {
            if (hash(i + 17u) % 5) continue;
            struct item *it = malloc(sizeof *it);
            it->key = i;
            omp_set_lock(&listlock);
            it->next = head;
            head = it;
            omp_unset_lock(&listlock);
        }
    }
    int n = 0, keys[3000];
    for (struct item *p = head; p; p = p->next) keys[n++] = p->key;
    qsort(keys, n, sizeof(int), cmp);
    long ksum = 0;
    for (int i = 0; i < n; i++) ksum += (long)keys[i] * (i + 1);
    long tot = 0;
    double wt = 0;
    for (int b = 0; b < NBIN; b++) { tot += bins[b]; wt += binw[b]; }
    printf("total=%ld w=%.1f bin0=%ld bin17=%ld bin63=%ld\n", tot, wt, bins[0], bins[17], bins[63]);
    printf("list n=%d ksum=%ld first=%d last=%d\n", n, ksum, keys[0], keys[n - 1]);
#pragma omp parallel for
    for (int b = 0; b < NBIN; b++) omp_destroy_lock(&binlock[b]);
    omp_destroy_lock(&listlock);
    (void)retries;
    (void)filler;
    return 0;
}
