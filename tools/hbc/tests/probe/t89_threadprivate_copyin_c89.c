/* threadprivate state with copyin in C89 style: a file-scope threadprivate seed and a
   threadprivate array, copyin on `parallel` and on a combined `parallel for`, the loop index
   declared at the top of the function and reused, a function reading the threadprivate copy,
   and per-member totals merged through an atomic. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 1200

static int seed;
static long tpbuf[4];
#pragma omp threadprivate(seed, tpbuf)

static long total, total2;

static long step(int i)
{
    tpbuf[i % 4] += seed;
    return (long)seed * (i % 3);
}

int main(void)
{
    int i, k;
    long mine;
    seed = 3;
    for (k = 0; k < 4; k++) tpbuf[k] = 10;
    total = 0;
#pragma omp parallel copyin(seed, tpbuf) private(mine, k)
    {
        mine = 0;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) mine += step(i);
        for (k = 0; k < 4; k++) mine += tpbuf[k] - 10;
#pragma omp atomic
        total += mine;
    }
    printf("total=%ld master_seed=%d tp0=%d\n", total, seed, tpbuf[0] >= 10);
    seed = 5;
    total2 = 0;
#pragma omp parallel for copyin(seed) reduction(+ : total2)
    for (i = 0; i < N; i++) total2 += seed + i % 2;
    printf("total2=%ld\n", total2);
    return 0;
}
