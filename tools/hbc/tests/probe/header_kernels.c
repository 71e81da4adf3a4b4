/* OpenMP loops that live in the program's own header (inline functions). */
#include <stdio.h>
#include "probe_kernels.h"
#define N 3000

static double x[N], y[N];

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = (i % 5) * 0.5; y[i] = 1.0; }
    for (int r = 0; r < 3; r++) scale_add(y, x, 0.5, N);
    printf("s=%.4f\n", sum_sq(y, N));
    return 0;
}
