/* DBSCAN clustering (the PDSDBSCAN / "disjoint-set DBSCAN" scheme) on 2D points:
   points hashed into a uniform grid of eps-sized cells (cell counts with `atomic`, a
   prefix sum, a scatter with `atomic capture` slots, then each cell sorted), neighbour
   counts by a `parallel for schedule(dynamic, 32)` scanning the 3x3 cells, core points
   marked, core-core edges merged in a union-find whose unions run under a `critical`,
   border points attached to the smallest-id core neighbour, and cluster statistics by
   reductions; find() (two steps at a time) is called inside loops and at top level. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NPTS 6000
#define EPS 0.02f
#define MINPTS 6
#define GCELLS 50 /* 1 / EPS */

static float px[NPTS], py[NPTS];
static int cellof[NPTS], cellstart[GCELLS * GCELLS + 1], cellcount[GCELLS * GCELLS], cellpts[NPTS];
static int nbcount[NPTS], is_core[NPTS], parent[NPTS], cluster[NPTS];

static int find(int x)
{
    while (parent[x] != x) x = parent[parent[x]];
    return x;
}

static void unite(int a, int b)
{
    int ra = find(a), rb = find(b);
    if (ra == rb) return;
    if (ra < rb) parent[rb] = ra;
    else parent[ra] = rb;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void gen_points(void)
{
    unsigned s = 31337;
    for (int i = 0; i < NPTS; i++) {
        s = s * 1664525u + 1013904223u;
        int blob = (s >> 24) % 9;
        s = s * 1664525u + 1013904223u;
        float r1 = ((s >> 8) & 0xffff) / 65536.0f;
        s = s * 1664525u + 1013904223u;
        float r2 = ((s >> 8) & 0xffff) / 65536.0f;
        if (blob < 8) {
            px[i] = 0.1f + 0.1f * (blob % 4) * 2.0f + 0.06f * r1;
            py[i] = 0.2f + 0.4f * (blob / 4) + 0.06f * r2;
        } else { /* noise */
            px[i] = 0.999f * r1;
            py[i] = 0.999f * r2;
        }
    }
}

static void build_grid(void)
{
#pragma omp parallel for
    for (int c = 0; c < GCELLS * GCELLS; c++) cellcount[c] = 0;
#pragma omp parallel for
    for (int i = 0; i < NPTS; i++) {
        int cx = (int)(px[i] / EPS), cy = (int)(py[i] / EPS);
        cellof[i] = cy * GCELLS + cx;
#pragma omp atomic
        cellcount[cellof[i]]++;
    }
    cellstart[0] = 0;
    for (int c = 0; c < GCELLS * GCELLS; c++) cellstart[c + 1] = cellstart[c] + cellcount[c];
    static int fill[GCELLS * GCELLS];
#pragma omp parallel for
    for (int c = 0; c < GCELLS * GCELLS; c++) fill[c] = cellstart[c];
#pragma omp parallel for
    for (int i = 0; i < NPTS; i++) {
        int slot;
#pragma omp atomic capture
        slot = fill[cellof[i]]++;
        cellpts[slot] = i;
    }
#pragma omp parallel for schedule(dynamic, 16)
    for (int c = 0; c < GCELLS * GCELLS; c++)
        qsort(cellpts + cellstart[c], cellcount[c], sizeof(int), cmp_int);
}

#define FOR_NEIGHBOURS(i, j, BODY)                                                        \
    do {                                                                                  \
        int cx_ = cellof[i] % GCELLS, cy_ = cellof[i] / GCELLS;                           \
        for (int dy_ = -1; dy_ <= 1; dy_++)                                               \
            for (int dx_ = -1; dx_ <= 1; dx_++) {                                         \
                int nx_ = cx_ + dx_, ny_ = cy_ + dy_;                                     \
                if (nx_ < 0 || ny_ < 0 || nx_ >= GCELLS || ny_ >= GCELLS) continue;       \
                int c_ = ny_ * GCELLS + nx_;                                              \
                for (int k_ = cellstart[c_]; k_ < cellstart[c_ + 1]; k_++) {              \
                    int j = cellpts[k_];                                                  \
                    float ddx_ = px[i] - px[j], ddy_ = py[i] - py[j];                     \
                    if (ddx_ * ddx_ + ddy_ * ddy_ <= EPS * EPS) { BODY; }                 \
                }                                                                         \
            }                                                                             \
    } while (0)

int main(void)
{
    double t0 = omp_get_wtime();
    gen_points();
    build_grid();
#pragma omp parallel for schedule(dynamic, 32)
    for (int i = 0; i < NPTS; i++) {
        int n = 0;
        FOR_NEIGHBOURS(i, j, n++);
        nbcount[i] = n;
        is_core[i] = n >= MINPTS;
        parent[i] = i;
        cluster[i] = -1;
    }
#pragma omp parallel for schedule(dynamic, 32)
    for (int i = 0; i < NPTS; i++) {
        if (!is_core[i]) continue;
        int cx = cellof[i] % GCELLS, cy = cellof[i] / GCELLS;
        for (int ny = cy - 1; ny <= cy + 1; ny++)
            for (int nx = cx - 1; nx <= cx + 1; nx++) {
                if (nx < 0 || ny < 0 || nx >= GCELLS || ny >= GCELLS) continue;
                int c = ny * GCELLS + nx;
                for (int k = cellstart[c]; k < cellstart[c + 1]; k++) {
                    int j = cellpts[k];
                    float dx = px[i] - px[j], dy = py[i] - py[j];
                    if (dx * dx + dy * dy <= EPS * EPS && is_core[j] && j < i) {
#pragma omp critical(uf)
                        unite(i, j);
                    }
                }
            }
    }
    /* roots and border points */
#pragma omp parallel for
    for (int i = 0; i < NPTS; i++) {
        if (is_core[i]) {
            cluster[i] = find(i);
        } else {
            int best = -1;
            FOR_NEIGHBOURS(i, j, if (is_core[j] && (best < 0 || j < best)) best = j);
            cluster[i] = best < 0 ? -1 : find(best);
        }
    }
    int nclusters = 0, noise = 0, ncore = 0;
    long nbsum = 0;
#pragma omp parallel for reduction(+ : nclusters, noise, ncore, nbsum)
    for (int i = 0; i < NPTS; i++) {
        nclusters += is_core[i] && cluster[i] == i;
        noise += cluster[i] < 0;
        ncore += is_core[i];
        nbsum += nbcount[i];
    }
    long label_hash = 0;
    for (int i = 0; i < NPTS; i++) label_hash = (label_hash * 131 + cluster[i] + 1) % 1000000007L;
    printf("clusters %d core %d noise %d neighbours %ld labels %ld root0 %d\n", nclusters, ncore, noise, nbsum,
           label_hash, find(0));
    return omp_get_wtime() - t0 < 0.0;
}
