/* A lock per vertex (an omp_lock_t array initialised in a parallel loop): each edge locks
   its two endpoints in a fixed order and updates both vertices' degree and weight; a nested
   lock protects a recursive accumulation; omp_test_lock is used for a try-then-block path.
   The locks are destroyed in another parallel loop. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
typedef int omp_nest_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static int omp_test_lock(omp_lock_t *l) { *l = 1; return 1; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_init_nest_lock(omp_nest_lock_t *l) { *l = 0; }
static void omp_set_nest_lock(omp_nest_lock_t *l) { ++*l; }
static void omp_unset_nest_lock(omp_nest_lock_t *l) { --*l; }
static void omp_destroy_nest_lock(omp_nest_lock_t *l) { (void)l; }
#endif
#define NV 500
#define NE 20000

static omp_lock_t vlock[NV];
static omp_nest_lock_t tlock;
static long degree[NV];
static double wsum[NV];
static long tree_total;

static void add_tree(int depth, long v)
{
    omp_set_nest_lock(&tlock);
    tree_total += v;
    if (depth > 0) add_tree(depth - 1, v / 2);
    omp_unset_nest_lock(&tlock);
}

int main(void)
{
    int *eu = malloc(sizeof(int) * NE), *ev = malloc(sizeof(int) * NE);
    for (int e = 0; e < NE; e++) {
        eu[e] = (int)((e * 2654435761u) % NV);
        ev[e] = (int)((e * 40503u + 7) % NV);
    }
#pragma omp parallel for
    for (int v = 0; v < NV; v++) omp_init_lock(&vlock[v]);
    omp_init_nest_lock(&tlock);
#pragma omp parallel for schedule(dynamic, 64)
    for (int e = 0; e < NE; e++) {
        int a = eu[e] < ev[e] ? eu[e] : ev[e], b = eu[e] < ev[e] ? ev[e] : eu[e];
        if (!omp_test_lock(&vlock[a])) omp_set_lock(&vlock[a]);
        if (b != a) omp_set_lock(&vlock[b]);
        degree[a]++;
        wsum[a] += (e % 13) * 0.5;
        if (b != a) { degree[b]++; wsum[b] += (e % 13) * 0.5; omp_unset_lock(&vlock[b]); }
        omp_unset_lock(&vlock[a]);
        if (e % 100 == 0) add_tree(3, e);
    }
#pragma omp parallel for
    for (int v = 0; v < NV; v++) omp_destroy_lock(&vlock[v]);
    omp_destroy_nest_lock(&tlock);
    long dsum = 0, dmax = 0;
    double ws = 0;
    for (int v = 0; v < NV; v++) { dsum += degree[v]; if (degree[v] > dmax) dmax = degree[v]; ws += wsum[v]; }
    printf("deg=%ld max=%ld w=%.1f tree=%ld\n", dsum, dmax, ws, tree_total);
    free(eu); free(ev);
    return 0;
}
