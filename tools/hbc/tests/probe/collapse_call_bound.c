/* collapse(2) whose bounds are function calls (a pure function of the outer extents, not of
   the loop variables), with `continue` in the innermost body, and collapse(3) with a
   macro bound and a call in the middle loop's bound. */
#include <stdio.h>
#define NX 23

static int ny_of(int nx) { return nx * 2 + 1; }
static int nz(void) { return 5; }

static double g[NX][64][8];

int main(void)
{
    long skipped = 0;
    double s = 0;
#pragma omp parallel for collapse(2) reduction(+:s, skipped)
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < ny_of(NX); j++) {
            if ((i + j) % 3 == 0) { skipped++; continue; }
            s += i * 0.5 + j;
        }
    printf("s=%.2f skipped=%ld\n", s, skipped);
#pragma omp parallel
    {
#pragma omp for collapse(3) schedule(dynamic, 3)
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < ny_of(NX - 3); j++)
                for (int k = 0; k < nz(); k++) {
                    if (k == 2) continue;
                    g[i][j][k] = i + 0.01 * j + 0.0001 * k;
                }
    }
    double t = 0;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < 64; j++)
            for (int k = 0; k < 8; k++) t += g[i][j][k];
    printf("t=%.4f\n", t);
    return 0;
}
