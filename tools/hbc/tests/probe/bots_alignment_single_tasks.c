/* BOTS alignment-style: `parallel` + `single` (nowait... a plain single) with a doubly
   nested loop creating one `untied` task per pair of sequences (firstprivate(si, sj)),
   each writing its score into the caller's matrix; a second variant with the pair loop as
   `#pragma omp for schedule(dynamic) private(sj)` in the same region. */
#include <stdio.h>
#include <stdlib.h>
#define NSEQ 24
#define LEN 60

static char seq[NSEQ][LEN + 1];
static int seqlen[NSEQ];

static int score_pair(const char *a, int la, const char *b, int lb)
{
    int *prev = malloc((lb + 1) * sizeof(int)), *cur = malloc((lb + 1) * sizeof(int));
    int i, j, best = 0;
    for (j = 0; j <= lb; j++) prev[j] = 0;
    for (i = 1; i <= la; i++) {
        cur[0] = 0;
        for (j = 1; j <= lb; j++) {
            int m = prev[j - 1] + (a[i - 1] == b[j - 1] ? 2 : -1);
            int d = prev[j] - 1, l = cur[j - 1] - 1;
            int v = m > d ? m : d;
            v = v > l ? v : l;
            v = v > 0 ? v : 0;
            cur[j] = v;
            if (v > best) best = v;
        }
        int *t = prev; prev = cur; cur = t;
    }
    free(prev); free(cur);
    return best;
}

int main(void)
{
    static int mat1[NSEQ][NSEQ], mat2[NSEQ][NSEQ];
    int si, sj;
    unsigned s = 7;
    for (si = 0; si < NSEQ; si++) {
        seqlen[si] = LEN / 2 + (int)(si * 7 % (LEN / 2));
        for (sj = 0; sj < seqlen[si]; sj++) {
            s = s * 1103515245u + 12345u;
            seq[si][sj] = "ACGT"[(s >> 16) & 3];
        }
        seq[si][seqlen[si]] = 0;
    }
#pragma omp parallel
    {
#pragma omp single
        {
            for (si = 0; si < NSEQ; si++) {
                for (sj = si + 1; sj < NSEQ; sj++) {
#pragma omp task untied firstprivate(si, sj)
                    mat1[si][sj] = mat1[sj][si] = score_pair(seq[si], seqlen[si], seq[sj], seqlen[sj]);
                }
            }
        }
    }
#pragma omp parallel
    {
#pragma omp for schedule(dynamic) private(sj)
        for (si = 0; si < NSEQ; si++)
            for (sj = si + 1; sj < NSEQ; sj++)
                mat2[si][sj] = mat2[sj][si] = score_pair(seq[si], seqlen[si], seq[sj], seqlen[sj]);
    }
    long c1 = 0, c2 = 0;
    for (si = 0; si < NSEQ; si++)
        for (sj = 0; sj < NSEQ; sj++) {
            c1 += (long)mat1[si][sj] * (si + 2 * sj + 1);
            c2 += (long)mat2[si][sj] * (si + 2 * sj + 1);
        }
    printf("c1=%ld c2=%ld same=%d si=%d\n", c1, c2, c1 == c2, si);
    return 0;
}
