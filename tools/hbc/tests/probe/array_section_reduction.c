/* Array-section reduction (OpenMP 4.5): a histogram summed into hist[0:B]. */
#include <stdio.h>
#define N 100000
#define B 32

int main(void)
{
    long hist[B] = {0};
#pragma omp parallel for reduction(+:hist[0:B])
    for (int i = 0; i < N; i++)
        hist[(i * 2654435761u) >> 27]++;
    long c = 0;
    for (int b = 0; b < B; b++) c += hist[b] * (b + 1);
    printf("c=%ld\n", c);
    return 0;
}
