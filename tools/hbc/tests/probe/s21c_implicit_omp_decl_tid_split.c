/* A C file that calls OpenMP routines without including <omp.h> (implicit
   declarations, accepted by gcc 12 with a warning), as Rodinia hotspot3D's 3D.c
   does with omp_get_num_threads().  Each thread sums its own slice, found by
   thread id and team size, then adds it to the total atomically.
   The right total is the same at any team size. */
// PROBE-OUTPUT: total 5994
#include <stdio.h>

#define N 1000

int main(void)
{
    static int v[N];
    for (int i = 0; i < N; i++)
        v[i] = i % 13;
    long total = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        int nt = omp_get_num_threads();
        long s = 0;
        for (int i = t; i < N; i += nt)
            s += v[i];
#pragma omp atomic
        total += s;
    }
    printf("total %ld\n", total);
    return 0;
}
