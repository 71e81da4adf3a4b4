/* OpenMP 5.0 `reduction(inscan, +: x)` with `#pragma omp scan inclusive(x)` and
   `exclusive(x)`: the portable way newer codes write a prefix sum (stream compaction
   offsets). Refused until session 63; hbc now runs such a loop in place, in order. */
#include <stdio.h>
#define N 20000

static int a[N], incl[N], excl[N];

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (i * 7) % 13 - 4;
    int x = 0;
#pragma omp parallel for reduction(inscan, + : x)
    for (int i = 0; i < N; i++) {
        x += a[i];
#pragma omp scan inclusive(x)
        incl[i] = x;
    }
    int y = 0;
#pragma omp parallel for reduction(inscan, + : y)
    for (int i = 0; i < N; i++) {
        excl[i] = y;
#pragma omp scan exclusive(y)
        y += a[i] > 0;
    }
    long h = 0;
    for (int i = 0; i < N; i += 17) h = h * 7 + incl[i] + 3 * excl[i];
    printf("incl_last=%d excl_last=%d h=%ld\n", incl[N - 1], excl[N - 1], h);
    return 0;
}
