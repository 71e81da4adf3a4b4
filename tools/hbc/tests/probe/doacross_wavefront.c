/* Doacross wavefront (ordered(2) with depend(sink)/depend(source)), a Smith-Waterman-like
   recurrence that is correct only if each cell sees its north and west neighbours. */
#include <stdio.h>
#define R 120
#define C 90

static long H[R][C];

int main(void)
{
    for (int i = 0; i < R; i++) H[i][0] = i;
    for (int j = 0; j < C; j++) H[0][j] = j;
#pragma omp parallel for ordered(2)
    for (int i = 1; i < R; i++)
        for (int j = 1; j < C; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
            long a = H[i - 1][j] + 1, b = H[i][j - 1] + 1, d = H[i - 1][j - 1] + ((i * 7 + j * 3) % 5 == 0 ? 0 : 2);
            H[i][j] = a < b ? (a < d ? a : d) : (b < d ? b : d);
#pragma omp ordered depend(source)
        }
    long s = 0;
    for (int i = 0; i < R; i++) s += H[i][C - 1] * (i % 7 + 1);
    printf("corner=%ld s=%ld\n", H[R - 1][C - 1], s);
    return 0;
}
