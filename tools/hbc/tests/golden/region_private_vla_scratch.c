// A variable-length array private to a parallel region and used as scratch by its `omp for`
// (miniAMR's stencil `work`, helper-127): each range of the heartbeat loop gets its own copy,
// sized as the original when the loop starts, as a fixed-size array's is. Before session 77
// heartbeat mode left it to team mode, which refuses private copies of such arrays.
// EXPECT-TRANSLATION: HB_PARALLEL_FOR(
// EXPECT-OUTPUT: 42400 2400
#include <stdio.h>
int n = 8;
double a[100], b[64];
static void f(int rows, int cols) {
    int k, in;
    double work[n];
    double grid[rows][cols];
#pragma omp parallel default(shared) private(k, work, grid)
    {
#pragma omp for
        for (in = 0; in < 100; in++) {
            for (k = 0; k < n; k++) work[k] = in + k;
            double s = 0;
            for (k = 0; k < n; k++) s += work[k];
            a[in] = s;
        }
#pragma omp for
        for (in = 0; in < 64; in++) {
            for (int r = 0; r < rows; r++)
                for (int c = 0; c < cols; c++) grid[r][c] = in + r * c;
            b[in] = grid[rows - 1][cols - 1];
        }
    }
}
int main(void) {
    f(3, 4);
    double t = 0, u = 0;
    for (int i = 0; i < 100; i++) t += a[i];
    for (int i = 0; i < 64; i++) u += b[i];
    printf("%g %g\n", t, u);
    return 0;
}
