/* collapse(3) with C89 indices in a team-mode region (region-level thread id), unbraced
   nest, lastprivate of all three indices and a reduction; then the indices are reused by a
   sequential check loop and by a second collapse(3) that steps down. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define X 6
#define Y 5
#define Z 7

static long cube[X][Y][Z];
static int seen[64];

int main(void)
{
    int x, y, z;
    long s, s2;
    s = 0;
    s2 = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()]++;
#pragma omp for collapse(3) lastprivate(x, y, z) reduction(+ : s)
        for (x = 0; x < X; x++)
            for (y = 0; y < Y; y++)
                for (z = 0; z < Z; z++) {
                    cube[x][y][z] = x * 100 + y * 10 + z;
                    s += cube[x][y][z];
                }
#pragma omp single
        printf("lp x=%d y=%d z=%d\n", x, y, z);
#pragma omp for collapse(3) reduction(+ : s2) schedule(guided)
        for (x = X - 1; x >= 0; x--)
            for (y = Y - 1; y >= 0; y -= 2)
                for (z = 0; z < Z; z += 3)
                    s2 += cube[x][y][z] * (x + 1);
    }
    printf("s=%ld s2=%ld seen0=%d\n", s, s2, seen[0]);
    return 0;
}
