/* Game of Life with double buffers, the way many teaching codes and some benchmarks write
   it: one `parallel` region around the generation loop, each thread holding its own
   `cur`/`nxt` pointers (region-private) that it swaps after every `omp for` (all threads
   swap identically), a live-cell count per generation by a reduction into a shared
   variable reset in `single`, a helper counting neighbours (called inside the loop and
   outside regions for the check), a border copy in an orphaned `for`, and a glider gun-ish
   seed. A second run does the same with shared pointers swapped in `single`. */
#include <stdio.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define N 128
#define GENS 40
#define CELL(g, i, j) (g)[(i) * (N + 2) + (j)]

static unsigned char bufA[(N + 2) * (N + 2)], bufB[(N + 2) * (N + 2)];
static unsigned char bufC[(N + 2) * (N + 2)], bufD[(N + 2) * (N + 2)];
static long counts1[GENS], counts2[GENS];

static int neighbours(const unsigned char *g, int i, int j)
{
    return CELL(g, i - 1, j - 1) + CELL(g, i - 1, j) + CELL(g, i - 1, j + 1) + CELL(g, i, j - 1) +
           CELL(g, i, j + 1) + CELL(g, i + 1, j - 1) + CELL(g, i + 1, j) + CELL(g, i + 1, j + 1);
}

/* periodic border: orphaned worksharing */
static void wrap(unsigned char *g)
{
#pragma omp for
    for (int i = 1; i <= N; i++) {
        CELL(g, i, 0) = CELL(g, i, N);
        CELL(g, i, N + 1) = CELL(g, i, 1);
    }
#pragma omp single
    {
        memcpy(&CELL(g, 0, 0), &CELL(g, N, 0), N + 2);
        memcpy(&CELL(g, N + 1, 0), &CELL(g, 1, 0), N + 2);
    }
}

static void seed(unsigned char *g)
{
    unsigned s = 99991;
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++) {
            s = s * 1103515245u + 12345u;
            CELL(g, i, j) = ((s >> 16) % 100) < 30;
        }
}

static long run_private_pointers(void)
{
    long live = 0;
    seed(bufA);
#pragma omp parallel
    {
        unsigned char *cur = bufA, *nxt = bufB;
        for (int gen = 0; gen < GENS; gen++) {
            wrap(cur);
#pragma omp single
            live = 0;
#pragma omp for reduction(+ : live) schedule(static)
            for (int i = 1; i <= N; i++)
                for (int j = 1; j <= N; j++) {
                    int n = neighbours(cur, i, j);
                    unsigned char v = (n == 3) || (n == 2 && CELL(cur, i, j));
                    CELL(nxt, i, j) = v;
                    live += v;
                }
            unsigned char *t = cur;
            cur = nxt;
            nxt = t;
#pragma omp master
            counts1[gen] = live;
        }
    }
    return live;
}

static long run_shared_pointers(void)
{
    long live = 0;
    unsigned char *cur = bufC, *nxt = bufD;
    seed(bufC);
#pragma omp parallel
    {
        for (int gen = 0; gen < GENS; gen++) {
            wrap(cur);
#pragma omp for reduction(+ : live)
            for (int i = 1; i <= N; i++) {
                int row = 0;
                for (int j = 1; j <= N; j++) {
                    int n = neighbours(cur, i, j);
                    CELL(nxt, i, j) = (n == 3) || (n == 2 && CELL(cur, i, j));
                    row += CELL(nxt, i, j);
                }
                live += row;
            }
#pragma omp single
            {
                unsigned char *t = cur;
                cur = nxt;
                nxt = t;
                counts2[gen] = live;
                live = 0;
            }
        }
    }
    return counts2[GENS - 1];
}

int main(void)
{
    double t0 = omp_get_wtime();
    long a = run_private_pointers();
    long b = run_shared_pointers();
    /* check the final generation sequentially: GENS is even, so the result is in bufA/bufC */
    long recount = 0, same = 0;
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++) {
            recount += CELL(bufA, i, j);
            same += CELL(bufA, i, j) == CELL(bufC, i, j);
        }
    unsigned long hash = 0;
    for (int g = 0; g < GENS; g++) hash = hash * 7 + counts1[g] - counts2[g] + g;
    printf("live %ld %ld recount %ld same %ld hash %lu gen10 %ld\n", a, b, recount, same, hash, counts1[10]);
    printf("neigh %d\n", neighbours(bufA, N / 2, N / 2));
    return omp_get_wtime() - t0 < 0.0;
}
