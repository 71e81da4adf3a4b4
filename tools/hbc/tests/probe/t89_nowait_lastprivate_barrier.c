/* `lastprivate` on `nowait` worksharing loops of a team-mode region (region-level thread
   id), C89 style: the index and a value are lastprivate, the loop has no barrier, an explicit
   barrier follows and then every member reads the shared values (defined after the
   barrier); a second nowait loop reuses the index with a static schedule and its body asks
   the thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 90

static int owner[N];
static int seen[64];

int main(void)
{
    int i, lastv, bad;
    long s;
    lastv = -1;
    bad = 0;
    s = 0;
#pragma omp parallel reduction(+ : bad)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for lastprivate(i, lastv) nowait schedule(dynamic, 4)
        for (i = 0; i < N; i += 2) lastv = i * 3;
#pragma omp barrier
        if (i != N || lastv != (N - 2) * 3) bad++;
#pragma omp barrier
#pragma omp for schedule(static, 7) nowait lastprivate(i)
        for (i = 5; i < N; i++) owner[i] = omp_get_thread_num();
#pragma omp barrier
        if (i != N) bad++;
#pragma omp for reduction(+ : s)
        for (i = 5; i < N; i++) s += owner[i] >= 0;
    }
    printf("bad=%d s=%ld\n", bad, s);
    return 0;
}
