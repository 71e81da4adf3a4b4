/* Pathfinder-style dynamic programming over rows: for each row a `parallel for` computes the
   minimum of three neighbours of the previous row through a MIN macro, then the two row
   buffers are swapped outside the loop (pointer swap of int buffers). */
#include <stdio.h>
#include <stdlib.h>
#define COLS 5000
#define ROWS 80
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

int main(void)
{
    int *wall = malloc(sizeof(int) * ROWS * COLS);
    int *src = malloc(sizeof(int) * COLS), *dst = malloc(sizeof(int) * COLS);
    for (int i = 0; i < ROWS * COLS; i++) wall[i] = (int)((i * 2654435761u) >> 28);
    for (int n = 0; n < COLS; n++) dst[n] = wall[n];
    for (int t = 0; t < ROWS - 1; t++) {
        int *temp = src;
        src = dst;
        dst = temp;
        int n;
#pragma omp parallel for private(n)
        for (n = 0; n < COLS; n++) {
            int m = src[n];
            if (n > 0) m = MIN(m, src[n - 1]);
            if (n < COLS - 1) m = MIN(m, src[n + 1]);
            dst[n] = wall[(t + 1) * COLS + n] + m;
        }
    }
    long s = 0;
    int best = dst[0];
    for (int n = 0; n < COLS; n++) { s += dst[n]; best = MIN(best, dst[n]); }
    printf("best=%d sum=%ld\n", best, s);
    free(wall); free(src); free(dst);
    return 0;
}
