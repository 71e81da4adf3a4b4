/* A region that needs a team (each thread seeds from its id and reports to its own slot)
   whose worksharing loop uses an array-section reduction (`reduction(+ : hist[:B])`, the
   OpenMP 4.5 histogram idiom), followed by a `for` with `lastprivate` and `nowait` and a
   `single copyprivate` of a struct. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 50000
#define B 16

struct cfg { int scale; double w; };

static int slot[64];

int main(void)
{
    long hist[B] = {0};
    int last = -1, teams = 0;
    double wsum = 0;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        slot[tid] = 1;
#pragma omp for reduction(+ : hist[:B])
        for (int i = 0; i < N; i++) hist[(i * 131) % B] += 1 + (i & 1);
#pragma omp for lastprivate(last) nowait
        for (int i = 0; i < 1000; i++) last = i * 3;
        struct cfg c;
#pragma omp single copyprivate(c)
        {
            c.scale = 3;
            c.w = 0.5;
        }
#pragma omp atomic
        wsum += c.w * c.scale;
#pragma omp master
        teams = omp_get_num_threads();
    }
    int seen = 0;
    for (int t = 0; t < 64; t++) seen += slot[t];
    long hs = 0;
    for (int b = 0; b < B; b++) hs = hs * 3 + hist[b];
    printf("hs=%ld last=%d slots_ok=%d w_ok=%d\n", hs, last, seen == teams, wsum == 1.5 * teams);
    return 0;
}
