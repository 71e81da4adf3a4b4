/* reduction on the parallel region itself, updated by worksharing loops and by
   region-level code, and a max reduction over a region (miniapp-style diagnostics). */
#include <stdio.h>
#define N 10000

static int v[N];

int main(void)
{
    long sum = 0;
    int mx = 0;
    for (int i = 0; i < N; i++) v[i] = (i * 7919) % 1237;
#pragma omp parallel reduction(+:sum) reduction(max:mx)
    {
#pragma omp for
        for (int i = 0; i < N; i++) { sum += v[i]; if (v[i] > mx) mx = v[i]; }
#pragma omp for
        for (int i = 0; i < N; i += 2) sum -= v[i] / 2;
    }
    printf("sum=%ld mx=%d\n", sum, mx);
    return 0;
}
