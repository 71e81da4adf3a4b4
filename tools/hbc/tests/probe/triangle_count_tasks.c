/* Triangle counting on an ordered CSR graph (GAP tc / Graph500-style generator): the graph
   is built from a hashed edge list, deduplicated and oriented from lower to higher degree
   rank with per-vertex sorts in a `parallel for schedule(dynamic)`; triangles are counted
   three ways: tasks over vertex chunks created in a `single` loop (`task firstprivate`,
   `atomic` add of each chunk's count, `taskwait`), a `taskgroup` with recursive splitting
   of the vertex range, and a `parallel for reduction` with dynamic schedule; the per-vertex
   counts also give a maximum through `reduction(max)`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NV 3000
#define NE 30000
#define CHUNK 64

static int *rowptr, *adj;
static long tri_per_vertex[NV];

static unsigned long long splitmix(unsigned long long z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static void build(void)
{
    int *deg = calloc(NV, sizeof(int));
    int *eu = malloc(sizeof(int) * NE), *ev = malloc(sizeof(int) * NE);
#pragma omp parallel for
    for (int e = 0; e < NE; e++) {
        unsigned long long h = splitmix(e);
        int u = (int)(h % NV), v = (int)((h >> 32) % (NV / 2 + 1 + u % (NV / 2)));
        if (u > v) { int t = u; u = v; v = t; }
        eu[e] = u;
        ev[e] = u == v ? (v + 1) % NV : v;
        if (eu[e] > ev[e]) { int t = eu[e]; eu[e] = ev[e]; ev[e] = t; }
    }
    for (int e = 0; e < NE; e++) deg[eu[e]]++;
    rowptr = malloc(sizeof(int) * (NV + 1));
    rowptr[0] = 0;
    for (int v = 0; v < NV; v++) rowptr[v + 1] = rowptr[v] + deg[v];
    adj = malloc(sizeof(int) * NE);
    memset(deg, 0, sizeof(int) * NV);
    for (int e = 0; e < NE; e++) adj[rowptr[eu[e]] + deg[eu[e]]++] = ev[e];
#pragma omp parallel for schedule(dynamic, 16)
    for (int v = 0; v < NV; v++) {
        qsort(adj + rowptr[v], rowptr[v + 1] - rowptr[v], sizeof(int), cmp_int);
        /* mark duplicates with -1 (kept in place, skipped by the counters) */
        for (int k = rowptr[v] + 1; k < rowptr[v + 1]; k++)
            if (adj[k] == adj[k - 1]) adj[k - 1] = -1;
    }
    free(deg); free(eu); free(ev);
}

static long count_vertex(int u)
{
    long c = 0;
    for (int a = rowptr[u]; a < rowptr[u + 1]; a++) {
        int v = adj[a];
        if (v < 0) continue;
        /* intersect adj(u) after a with adj(v) */
        int p = a + 1, q = rowptr[v];
        while (p < rowptr[u + 1] && q < rowptr[v + 1]) {
            if (adj[p] < 0) { p++; continue; }
            if (adj[q] < 0) { q++; continue; }
            if (adj[p] < adj[q]) p++;
            else if (adj[p] > adj[q]) q++;
            else { c++; p++; q++; }
        }
    }
    return c;
}

static long count_range(int lo, int hi)
{
    if (hi - lo <= CHUNK) {
        long c = 0;
        for (int u = lo; u < hi; u++) c += count_vertex(u);
        return c;
    }
    long a = 0, b = 0;
    int mid = lo + (hi - lo) / 2;
#pragma omp task shared(a)
    a = count_range(lo, mid);
#pragma omp task shared(b)
    b = count_range(mid, hi);
#pragma omp taskwait
    return a + b;
}

int main(void)
{
    double t0 = omp_get_wtime();
    build();
    long total_tasks = 0;
#pragma omp parallel
#pragma omp single
    {
        for (int lo = 0; lo < NV; lo += CHUNK) {
#pragma omp task firstprivate(lo)
            {
                long c = 0;
                int hi = lo + CHUNK < NV ? lo + CHUNK : NV;
                for (int u = lo; u < hi; u++) {
                    tri_per_vertex[u] = count_vertex(u);
                    c += tri_per_vertex[u];
                }
#pragma omp atomic
                total_tasks += c;
            }
        }
#pragma omp taskwait
    }
    long total_rec = 0;
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp taskgroup
            total_rec = count_range(0, NV);
        }
    }
    long total_for = 0, maxv = 0;
#pragma omp parallel for schedule(dynamic, 32) reduction(+ : total_for) reduction(max : maxv)
    for (int u = 0; u < NV; u++) {
        long c = count_vertex(u);
        total_for += c;
        if (tri_per_vertex[u] > maxv) maxv = tri_per_vertex[u];
    }
    int dups = 0;
    for (int k = 0; k < rowptr[NV]; k++) dups += adj[k] < 0;
    printf("triangles %ld %ld %ld max-per-vertex %ld duplicates %d\n", total_tasks, total_rec, total_for, maxv, dups);
    return omp_get_wtime() - t0 < 0.0;
}
