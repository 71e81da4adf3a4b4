/* A region whose thread 0 records the team size with omp_get_thread_num() (so the region
   depends on the team), then a collapse(2) loop with schedule(dynamic, 4) and a reduction,
   and a collapse(2) static loop writing a matrix, separated by a barrier. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define NI 60
#define NJ 45

static double m[NI][NJ];

int main(void)
{
    int nthr = 0;
    double total = 0.0;
    long cnt = 0;
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) nthr = omp_get_num_threads();
#pragma omp for collapse(2) schedule(static)
        for (int i = 0; i < NI; i++)
            for (int j = 0; j < NJ; j++) m[i][j] = (i * 3 + j * 5) % 11 + 0.25;
#pragma omp barrier
#pragma omp for collapse(2) schedule(dynamic, 4) reduction(+:total, cnt)
        for (int i = 1; i < NI - 1; i++)
            for (int j = 1; j < NJ - 1; j++) {
                total += m[i - 1][j] + m[i + 1][j] - m[i][j - 1] * m[i][j + 1];
                cnt += m[i][j] > 5.0;
            }
    }
    printf("threads_ok=%d total=%.4f cnt=%ld\n", nthr >= 1, total, cnt);
    return 0;
}
