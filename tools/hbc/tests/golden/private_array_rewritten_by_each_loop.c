// Region-private scratch arrays that every worksharing loop writes before it reads them
// (PolyBench doitgen's `sum`, used by two loops): no loop reads what another left, so each
// iteration may take a fresh copy and the region stays in heartbeat mode. The companion
// team_private_array_left_by_loop.c has a loop that only reads such an array.
// EXPECT-NO-TRANSLATION: hbc_team_run
// EXPECT-OUTPUT: 16128 32256
#include <stdio.h>
#define N 64
#define K 8
int main(void) {
    long a = 0, b = 0;
#pragma omp parallel reduction(+ : a, b)
    {
        int i, k;
        long scratch[K];
#pragma omp for
        for (i = 0; i < N; i++) {
            for (k = 0; k < K; k++) scratch[k] = i + k;
            for (k = 0; k < K; k++) a += scratch[k] - k;
        }
#pragma omp for
        for (i = 0; i < N; i++) {
            for (k = 0; k < K; k++) scratch[k] = 2 * i;
            for (k = 0; k < K; k++) b += scratch[k];
        }
    }
    printf("%ld %ld\n", a, b);
    return 0;
}
