/* A clustering step in the shape of Rodinia's kmeans: a `parallel for` with private and
   firstprivate lists (a struct among them) and reduction(+:delta), whose body accumulates
   into per-thread partial centers indexed by omp_get_thread_num() and sized by
   omp_get_max_threads(); the partials are combined sequentially after the loop. Feature
   values are integers, so every sum is exact whatever the split. */
#include <stdio.h>
#include <stdlib.h>
#include <float.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define NPTS 4000
#define NF 4
#define NC 5

typedef struct { int nfeatures, nclusters; double weight; } params_t;

static double feat[NPTS][NF];

static int nearest(const double *pt, double (*cl)[NF], int nc, int nf)
{
    int best = 0;
    double bd = DBL_MAX;
    for (int c = 0; c < nc; c++) {
        double d = 0;
        for (int f = 0; f < nf; f++) { double t = pt[f] - cl[c][f]; d += t * t; }
        if (d < bd) { bd = d; best = c; }
    }
    return best;
}

int main(void)
{
    double clusters[NC][NF];
    static int membership[NPTS];
    params_t prm = { NF, NC, 2.0 };
    int nthreads = omp_get_max_threads();
    double *part = calloc((size_t)nthreads * NC * NF, sizeof(double));
    int *part_len = calloc((size_t)nthreads * NC, sizeof(int));
    for (int i = 0; i < NPTS; i++) {
        membership[i] = -1;
        for (int f = 0; f < NF; f++) feat[i][f] = (double)((i * 37 + f * 101 + (i / 50) * 13) % 97);
    }
    for (int c = 0; c < NC; c++)
        for (int f = 0; f < NF; f++) clusters[c][f] = feat[c * 11][f];
    int loop = 0, i, f, index;
    double delta;
    do {
        delta = 0.0;
#pragma omp parallel for shared(feat, clusters, membership, part, part_len) private(i, f, index) \
        firstprivate(prm, nthreads) schedule(static) reduction(+:delta)
        for (i = 0; i < NPTS; i++) {
            int tid = omp_get_thread_num();
            index = nearest(feat[i], clusters, prm.nclusters, prm.nfeatures);
            if (membership[i] != index) delta += 1.0;
            membership[i] = index;
            part_len[tid * NC + index]++;
            for (f = 0; f < prm.nfeatures; f++) part[(tid * NC + index) * NF + f] += feat[i][f] * prm.weight;
        }
        for (int c = 0; c < NC; c++) {
            double sum[NF] = { 0 };
            int len = 0;
            for (int t = 0; t < nthreads; t++) {
                len += part_len[t * NC + c];
                part_len[t * NC + c] = 0;
                for (int g = 0; g < NF; g++) { sum[g] += part[(t * NC + c) * NF + g]; part[(t * NC + c) * NF + g] = 0; }
            }
            if (len > 0)
                for (int g = 0; g < NF; g++) clusters[c][g] = sum[g] / (prm.weight * len);
        }
        loop++;
    } while (delta > 0 && loop < 30);
    long hist[NC] = { 0 };
    for (int k = 0; k < NPTS; k++) hist[membership[k]]++;
    printf("loops=%d delta=%.1f\n", loop, delta);
    for (int c = 0; c < NC; c++) printf("c%d n=%ld x=%.6f y=%.6f\n", c, hist[c], clusters[c][0], clusters[c][1]);
    free(part);
    free(part_len);
    return 0;
}
