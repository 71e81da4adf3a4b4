/* NPB LU-style pipelined sweep: in one `parallel` region every thread owns a static block of
   rows (an orphaned `omp for schedule(static) nowait` in blts), and for each plane k it
   waits for its left neighbour to finish the plane (sync_left: spins on isync[] with
   `omp flush`), computes, then signals its right neighbour (sync_right). master times the
   sweep (stderr only). Correct only if the static blocks are in thread order. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static double omp_get_wtime(void) { return 0; }
#endif
#define NZ 24
#define NY 64
#define NX 48

static double v[NZ][NY][NX];
static int isync[64];
static double t0, t1;

static void sync_left(void)
{
    int iam = omp_get_thread_num();
    int mthreadnum = omp_get_num_threads() - 1;
    if (iam > 0 && iam <= mthreadnum) {
        int neigh = iam - 1;
        while (isync[neigh] == 0) {
#pragma omp flush(isync)
        }
        isync[neigh] = 0;
#pragma omp flush(isync)
    }
}

static void sync_right(void)
{
    int iam = omp_get_thread_num();
    int mthreadnum = omp_get_num_threads() - 1;
    if (iam < mthreadnum) {
#pragma omp flush(isync)
        while (isync[iam] == 1) {
#pragma omp flush(isync)
        }
        isync[iam] = 1;
#pragma omp flush(isync)
    }
}

static void blts(int k)
{
    int i, j;
#pragma omp for schedule(static) nowait
    for (j = 1; j < NY; j++) {
        for (i = 1; i < NX; i++)
            v[k][j][i] = 0.25 * (v[k - 1][j][i] + v[k][j - 1][i] + v[k][j][i - 1]) + 0.001 * (i + j);
    }
}

int main(void)
{
    int i, j, k;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                v[k][j][i] = (k == 0 || j == 0 || i == 0) ? 1.0 + 0.01 * ((i + 2 * j + 3 * k) % 7) : 0.0;
#pragma omp parallel default(shared) private(k)
    {
#pragma omp master
        t0 = omp_get_wtime();
        for (k = 1; k < NZ; k++) {
            sync_left();
            blts(k);
            sync_right();
        }
#pragma omp barrier
#pragma omp master
        t1 = omp_get_wtime();
    }
    fprintf(stderr, "time %f\n", t1 - t0);
    double s = 0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) s += v[k][j][i] * (1 + (i + j + k) % 5);
    printf("s=%.9f corner=%.9f\n", s, v[NZ - 1][NY - 1][NX - 1]);
    return 0;
}
