/* `ordered` output in a loop with schedule(static,1): the printed sequence must be in
   iteration order. */
#include <stdio.h>
#define N 40

static long work(int i)
{
    long s = 0;
    for (int k = 0; k < 1000 * (i % 5 + 1); k++) s += (k ^ i) % 7;
    return s;
}

int main(void)
{
    long prev = 0, hash = 0;
#pragma omp parallel for ordered schedule(static, 1)
    for (int i = 0; i < N; i++) {
        long w = work(i);
#pragma omp ordered
        {
            hash = hash * 31 + w + prev;
            prev = i;
        }
    }
    printf("hash=%ld prev=%ld\n", hash, prev);
    return 0;
}
