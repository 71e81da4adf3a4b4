/* k-nearest-neighbour search (kNN classifier style): for each query, the reference points
   are split among the team with `omp for schedule(dynamic, 64)` and every thread keeps its
   own bounded max-heap (per-thread heaps in an array indexed by omp_get_thread_num(),
   allocated once after a `single` reads the team size); the heaps are merged into the
   query's global heap under `critical`, then a `single` sorts and votes. A second pass
   classifies all queries with a combined `parallel for` whose body keeps a heap on the
   stack. Ties broken by index so the answer does not depend on the schedule. */
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

#define NREF 8000
#define NQ 24
#define DIM 6
#define K 9
#define NCLASS 4

typedef struct { float d; int idx; } Cand;
typedef struct { Cand c[K]; int n; } Heap;

static float ref[NREF][DIM];
static int label[NREF];
static float query[NQ][DIM];

static int worse(Cand a, Cand b) /* a farther than b */
{
    return a.d > b.d || (a.d == b.d && a.idx > b.idx);
}

static void heap_push(Heap *h, Cand x)
{
    if (h->n < K) {
        int i = h->n++;
        h->c[i] = x;
        while (i > 0 && worse(h->c[i], h->c[(i - 1) / 2])) {
            Cand t = h->c[i]; h->c[i] = h->c[(i - 1) / 2]; h->c[(i - 1) / 2] = t;
            i = (i - 1) / 2;
        }
    } else if (worse(h->c[0], x)) {
        h->c[0] = x;
        int i = 0;
        for (;;) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < K && worse(h->c[l], h->c[m])) m = l;
            if (r < K && worse(h->c[r], h->c[m])) m = r;
            if (m == i) break;
            Cand t = h->c[i]; h->c[i] = h->c[m]; h->c[m] = t;
            i = m;
        }
    }
}

static float dist2(const float *a, const float *b)
{
    float s = 0;
    for (int d = 0; d < DIM; d++) s += (a[d] - b[d]) * (a[d] - b[d]);
    return s;
}

static int cmp_cand(const void *x, const void *y)
{
    const Cand *a = x, *b = y;
    return worse(*a, *b) ? 1 : worse(*b, *a) ? -1 : 0;
}

static int vote(Heap *h)
{
    int counts[NCLASS] = {0};
    qsort(h->c, h->n, sizeof(Cand), cmp_cand);
    for (int i = 0; i < h->n; i++) counts[label[h->c[i].idx]] += K - i;
    int best = 0;
    for (int c = 1; c < NCLASS; c++) if (counts[c] > counts[best]) best = c;
    return best;
}

static unsigned rng = 2463534242u;
static float frand(void)
{
    rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5;
    return (rng % 1000000) / 1000000.0f;
}

int main(void)
{
    for (int i = 0; i < NREF; i++) {
        for (int d = 0; d < DIM; d++) ref[i][d] = frand();
        label[i] = (ref[i][0] + ref[i][1] > 1.0f) * 2 + (ref[i][2] > 0.5f);
    }
    for (int q = 0; q < NQ; q++)
        for (int d = 0; d < DIM; d++) query[q][d] = frand();

    double t0 = omp_get_wtime();
    int pred1[NQ];
    long idxsum1 = 0;
    Heap *heaps = NULL;
    Heap global;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
#pragma omp single
        heaps = malloc(sizeof(Heap) * omp_get_num_threads());
        for (int q = 0; q < NQ; q++) {
            heaps[tid].n = 0;
#pragma omp single
            global.n = 0;
#pragma omp for schedule(dynamic, 64)
            for (int i = 0; i < NREF; i++) {
                Cand c = { dist2(query[q], ref[i]), i };
                heap_push(&heaps[tid], c);
            }
#pragma omp critical(merge)
            for (int j = 0; j < heaps[tid].n; j++) heap_push(&global, heaps[tid].c[j]);
#pragma omp barrier
#pragma omp single
            {
                pred1[q] = vote(&global);
                for (int j = 0; j < global.n; j++) idxsum1 += global.c[j].idx;
            }
        }
    }
    free(heaps);

    int pred2[NQ];
    long idxsum2 = 0;
#pragma omp parallel for schedule(dynamic, 1) reduction(+ : idxsum2)
    for (int q = 0; q < NQ; q++) {
        Heap h;
        h.n = 0;
        for (int i = 0; i < NREF; i++) {
            Cand c = { dist2(query[q], ref[i]), i };
            heap_push(&h, c);
        }
        pred2[q] = vote(&h);
        for (int j = 0; j < h.n; j++) idxsum2 += h.c[j].idx;
    }
    double elapsed = omp_get_wtime() - t0;

    int agree = 0, hist[NCLASS] = {0};
    for (int q = 0; q < NQ; q++) { agree += pred1[q] == pred2[q]; hist[pred1[q]]++; }
    printf("agree %d/%d idxsum %ld %ld classes %d %d %d %d\n", agree, NQ, idxsum1, idxsum2,
           hist[0], hist[1], hist[2], hist[3]);
    return elapsed < 0.0;
}
