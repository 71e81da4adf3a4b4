/* Needs the team: a barrier-phased red/black update where each thread owns a block chosen
   with omp_get_thread_num(), and phases are separated by barriers. Must be rejected or
   correct. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 1200

static double u[N];

int main(void)
{
    for (int i = 0; i < N; i++) u[i] = (i % 10) * 1.0;
#pragma omp parallel
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        int lo = N * t / nt, hi = N * (t + 1) / nt;
        for (int sweep = 0; sweep < 10; sweep++) {
            for (int i = lo > 0 ? lo : 1; i < hi && i < N - 1; i++)
                if (i % 2 == 0) u[i] = 0.5 * (u[i - 1] + u[i + 1]);
#pragma omp barrier
            for (int i = lo > 0 ? lo : 1; i < hi && i < N - 1; i++)
                if (i % 2 == 1) u[i] = 0.5 * (u[i - 1] + u[i + 1]);
#pragma omp barrier
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += u[i] * (i % 3);
    printf("s=%.6f\n", s);
    return 0;
}
