/* collapse(2)/collapse(3) with schedule(static,c)/dynamic/guided/runtime, lastprivate of
   the collapsed indices. */
#include <stdio.h>
#define NI 37
#define NJ 23
#define NK 11

static double A[NI][NJ][NK];
static long B[NI][NJ];

int main(void)
{
    int i, j, k;
#pragma omp parallel for collapse(3) schedule(static, 7)
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++)
            for (k = 0; k < NK; k++)
                A[i][j][k] = i * 0.5 + j * 0.25 + k;
#pragma omp parallel for collapse(2) schedule(dynamic, 3) private(k)
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            long s = 0;
            for (k = 0; k < NK; k++) s += (long)(A[i][j][k] * 4);
            B[i][j] = s;
        }
    long t = 0;
#pragma omp parallel for collapse(2) schedule(guided) reduction(+:t) lastprivate(i, j)
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++)
            t += B[i][j] * ((i + j) % 5);
    long u = 0;
#pragma omp parallel for schedule(runtime) reduction(^:u)
    for (int q = 0; q < NI * NJ; q++)
        u ^= B[q / NJ][q % NJ] << (q % 13);
    printf("t=%ld i=%d j=%d u=%ld\n", t, i, j, u);
    return 0;
}
