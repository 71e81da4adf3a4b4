/* Graph500 omp-csr style BFS: one region around the whole search; each thread keeps a
   small local buffer of discovered vertices (a region-private array) and flushes it into
   the shared next queue by reserving space with `atomic capture` on the queue tail; the
   parent claim is a compare-and-swap (__sync_bool_compare_and_swap); a `single` swaps the
   queues between levels; levels are deterministic (the parents are checked for validity,
   not printed; a barrier after reading the tail, so every thread sees the same loop
   bounds). A second pass marks visited vertices with an omp_lock_t per vertex group,
   and a `critical(stats)` nested in a function counts edges. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_set_lock(omp_lock_t *l) { (void)l; }
static void omp_unset_lock(omp_lock_t *l) { (void)l; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
#endif

#define NV 5000
#define LOCBUF 32
#define NLOCKS 64

static int64_t xoff[NV + 1], *xadj;
static int64_t bfs_tree[NV];
static int64_t level[NV];
static long nedges_seen;

static void count_edges(long k)
{
#pragma omp critical(stats)
    nedges_seen += k;
}

int main(void)
{
    /* a deterministic graph: ring plus pseudo-random chords */
    int64_t deg = 6;
    xadj = malloc(NV * deg * sizeof(int64_t));
    for (int64_t v = 0; v < NV; v++) {
        xoff[v] = v * deg;
        xadj[v * deg + 0] = (v + 1) % NV;
        xadj[v * deg + 1] = (v + NV - 1) % NV;
        for (int k = 2; k < deg; k++) xadj[v * deg + k] = (v * 7919 + k * 104729) % NV;
    }
    xoff[NV] = NV * deg;
    int64_t *vlist = malloc(NV * sizeof(int64_t)), *nlist = malloc(NV * sizeof(int64_t));
    for (int64_t v = 0; v < NV; v++) { bfs_tree[v] = -1; level[v] = -1; }
    int64_t root = 17, k1 = 0, k2 = 1, curlev = 0;
    vlist[0] = root;
    bfs_tree[root] = root;
    level[root] = 0;
#pragma omp parallel shared(k1, k2, curlev)
    {
        int64_t nbuf[LOCBUF];
        int64_t kbuf = 0;
        while (k1 != k2) {
            const int64_t oldk2 = k2;
#pragma omp barrier
#pragma omp for
            for (int64_t k = k1; k < oldk2; ++k) {
                const int64_t v = vlist[k];
                for (int64_t vo = xoff[v]; vo < xoff[v + 1]; ++vo) {
                    const int64_t j = xadj[vo];
                    if (bfs_tree[j] == -1 && __sync_bool_compare_and_swap(&bfs_tree[j], -1, v)) {
                        level[j] = curlev + 1;
                        if (kbuf < LOCBUF) {
                            nbuf[kbuf++] = j;
                        } else {
                            int64_t voff;
#pragma omp atomic capture
                            { voff = k2; k2 += LOCBUF; }
                            for (int64_t vk = 0; vk < LOCBUF; ++vk) nlist[voff + vk] = nbuf[vk];
                            nbuf[0] = j;
                            kbuf = 1;
                        }
                    }
                }
            }
            if (kbuf) {
                int64_t voff;
#pragma omp atomic capture
                { voff = k2; k2 += kbuf; }
                for (int64_t vk = 0; vk < kbuf; ++vk) nlist[voff + vk] = nbuf[vk];
            }
            kbuf = 0;
#pragma omp barrier
#pragma omp single
            {
                /* nlist holds the new level at [oldk2, k2): copy it into vlist */
                for (int64_t k = oldk2; k < k2; ++k) vlist[k] = nlist[k];
                k1 = oldk2;
                curlev++;
            }
        }
    }
    long lsum = 0, bad = 0, reached = 0;
    for (int64_t v = 0; v < NV; v++) {
        if (level[v] < 0) continue;
        reached++;
        lsum += level[v];
        if (v != root && level[bfs_tree[v]] != level[v] - 1) bad++;
    }
    /* second pass: per-group locks */
    omp_lock_t locks[NLOCKS];
    long group_cnt[NLOCKS] = {0};
    for (int i = 0; i < NLOCKS; i++) omp_init_lock(&locks[i]);
#pragma omp parallel for schedule(guided)
    for (int64_t v = 0; v < NV; v++) {
        long local = 0;
        for (int64_t vo = xoff[v]; vo < xoff[v + 1]; ++vo)
            if (level[xadj[vo]] > level[v]) local++;
        omp_set_lock(&locks[v % NLOCKS]);
        group_cnt[v % NLOCKS] += local;
        omp_unset_lock(&locks[v % NLOCKS]);
        if (v % 100 == 0) count_edges(xoff[v + 1] - xoff[v]);
    }
    long gs = 0;
    for (int i = 0; i < NLOCKS; i++) { gs += group_cnt[i] * (i + 1); omp_destroy_lock(&locks[i]); }
    printf("levels=%ld reached=%ld lsum=%ld bad=%ld gs=%ld edges=%ld\n", (long)curlev, reached, lsum, bad, gs, nedges_seen);
    return 0;
}
