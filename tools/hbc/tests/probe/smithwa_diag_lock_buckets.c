/* SPEC OMP smithwa-style local alignment: the score matrix filled by anti-diagonals inside
   one `parallel` region (an `omp for` per diagonal, its implicit barrier ordering them),
   per-thread best-score records in arrays sized with omp_get_max_threads() before the
   region and indexed by omp_get_thread_num(), and high-scoring cells tallied into buckets
   guarded by an array of omp_lock_t. The per-thread bests are combined after the region. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
#endif

#define LA 1300
#define LB 1100
#define W (LB + 1)
#define GAP 5
#define THRESH 20
#define NBUCK 13

static char A[LA], B[LB];
static int H[(LA + 1) * W];
static long bucket_sum[NBUCK];
static int bucket_cnt[NBUCK];
static omp_lock_t bucket_lock[NBUCK];

static unsigned lcg(unsigned *s) { *s = *s * 1103515245u + 12345u; return (*s >> 16) & 0x7fff; }
static int sim(char a, char b) { return a == b ? 3 : -2; }
static int imax(int a, int b) { return a > b ? a : b; }

static void tally(int i, int h)
{
    int b = i % NBUCK;
    omp_set_lock(&bucket_lock[b]);
    bucket_sum[b] += h;
    bucket_cnt[b]++;
    omp_unset_lock(&bucket_lock[b]);
}

int main(void)
{
    const char *alpha = "ACGT";
    unsigned s = 7;
    int i, t;
    for (i = 0; i < LA; i++) A[i] = alpha[lcg(&s) % 4];
    for (i = 0; i < LB; i++) B[i] = alpha[lcg(&s) % 4];
    for (i = 0; i < 120; i++) B[300 + i] = A[500 + i];          /* a planted match */
    for (i = 0; i < 60; i++) B[800 + i] = (i % 9) ? A[1000 + i] : 'A';
    for (i = 0; i < NBUCK; i++) omp_init_lock(&bucket_lock[i]);

    int nt = omp_get_max_threads();
    int *bv = calloc(nt, sizeof(int)), *bi = calloc(nt, sizeof(int)), *bj = calloc(nt, sizeof(int));
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        bv[tid] = 0; bi[tid] = 0; bj[tid] = 0;
        for (int d = 2; d <= LA + LB; d++) {
            int ilo = d - LB > 1 ? d - LB : 1;
            int ihi = d - 1 < LA ? d - 1 : LA;
#pragma omp for schedule(static)
            for (int ii = ilo; ii <= ihi; ii++) {
                int jj = d - ii;
                int h = H[(ii - 1) * W + jj - 1] + sim(A[ii - 1], B[jj - 1]);
                h = imax(h, H[(ii - 1) * W + jj] - GAP);
                h = imax(h, H[ii * W + jj - 1] - GAP);
                h = imax(h, 0);
                H[ii * W + jj] = h;
                if (h > 0 && (h > bv[tid] || (h == bv[tid] && (ii < bi[tid] || (ii == bi[tid] && jj < bj[tid]))))) {
                    bv[tid] = h; bi[tid] = ii; bj[tid] = jj;
                }
                if (h >= THRESH) tally(ii, h);
            }
        }
    }
    int best = 0, besti = 0, bestj = 0;
    for (t = 0; t < nt; t++)
        if (bv[t] > best || (bv[t] == best && bv[t] > 0 && (bi[t] < besti || (bi[t] == besti && bj[t] < bestj)))) {
            best = bv[t]; besti = bi[t]; bestj = bj[t];
        }
    printf("best=%d at %d,%d\n", best, besti, bestj);
    long tot = 0;
    for (i = 0; i < NBUCK; i++) { printf("b%d=%d/%ld ", i, bucket_cnt[i], bucket_sum[i]); tot += bucket_sum[i]; omp_destroy_lock(&bucket_lock[i]); }
    printf("\ntotal=%ld\n", tot);
    long cs = 0;
    for (i = 0; i <= LA; i += 7) for (int j = 0; j <= LB; j += 5) cs += H[i * W + j] * (long)(i % 11 + 1);
    printf("checksum=%ld\n", cs);
    free(bv); free(bi); free(bj);
    return 0;
}
