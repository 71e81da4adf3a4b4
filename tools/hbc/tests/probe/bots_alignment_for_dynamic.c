/* BOTS alignment, "for" version: all pairs of protein-like sequences scored by a global
   alignment (Gotoh affine gaps) in a `parallel` region whose `omp for schedule(dynamic)
   nowait` runs over the first sequence of each pair, each iteration mallocing its
   dynamic-programming rows for the inner loop over the second sequence, and storing the
   score in a shared matrix by index. Sequences are built first by `single`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NSEQ 34
#define MAXLEN 260

static char seqs[NSEQ][MAXLEN + 1];
static int lens[NSEQ];
static int score_m[NSEQ][NSEQ];
static const int GOPEN = 10, GEXT = 1;

static int sub(char a, char b)
{
    if (a == b) return 5;
    if ((a < 'K') == (b < 'K')) return -1;
    return -3;
}

static int gotoh(const char *a, int la, const char *b, int lb)
{
    int *H = malloc(sizeof(int) * (lb + 1)), *E = malloc(sizeof(int) * (lb + 1));
    const int NEG = -1000000;
    H[0] = 0;
    for (int j = 1; j <= lb; j++) { H[j] = -GOPEN - (j - 1) * GEXT; E[j] = NEG; }
    for (int i = 1; i <= la; i++) {
        int diag = H[0];
        H[0] = -GOPEN - (i - 1) * GEXT;
        int F = NEG;
        for (int j = 1; j <= lb; j++) {
            int e = E[j] - GEXT, eo = H[j] - GOPEN;
            E[j] = e > eo ? e : eo;
            int f = F - GEXT, fo = H[j - 1] - GOPEN;
            F = f > fo ? f : fo;
            int h = diag + sub(a[i - 1], b[j - 1]);
            if (E[j] > h) h = E[j];
            if (F > h) h = F;
            diag = H[j];
            H[j] = h;
        }
    }
    int r = H[lb];
    free(H);
    free(E);
    return r;
}

int main(void)
{
    const char *aa = "ACDEFGHIKLMNPQRSTVWY";
#pragma omp parallel
    {
#pragma omp single
        {
            unsigned s = 5;
            for (int k = 0; k < NSEQ; k++) {
                s = s * 1103515245u + 12345u;
                lens[k] = 120 + (s >> 16) % (MAXLEN - 120);
                for (int p = 0; p < lens[k]; p++) {
                    s = s * 1103515245u + 12345u;
                    seqs[k][p] = (k > 0 && (s >> 20) % 4) && p < lens[k - 1] ? seqs[k - 1][p] : aa[(s >> 16) % 20];
                }
                seqs[k][lens[k]] = 0;
            }
        }
#pragma omp for schedule(dynamic) nowait
        for (int si = 0; si < NSEQ; si++)
            for (int sj = si + 1; sj < NSEQ; sj++) {
                int sc = gotoh(seqs[si], lens[si], seqs[sj], lens[sj]);
                score_m[si][sj] = sc;
                score_m[sj][si] = sc;
            }
    }
    long sum = 0;
    int best = -1000000, bi = -1, bj = -1;
    for (int i = 0; i < NSEQ; i++)
        for (int j = i + 1; j < NSEQ; j++) {
            sum += score_m[i][j];
            if (score_m[i][j] > best) { best = score_m[i][j]; bi = i; bj = j; }
        }
    printf("pairs=%d sum=%ld best=%d (%d,%d) s[0][1]=%d s[5][30]=%d\n", NSEQ * (NSEQ - 1) / 2, sum, best, bi, bj,
           score_m[0][1], score_m[5][30]);
    return 0;
}
