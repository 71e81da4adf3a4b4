/* Per-thread partial histogram (a local array) filled by an omp for and merged in a
   critical section (a common idiom before array-section reductions). */
#include <stdio.h>
#define N 100000
#define B 16

int main(void)
{
    long hist[B] = {0};
#pragma omp parallel
    {
        long mine[B] = {0};
#pragma omp for
        for (int i = 0; i < N; i++) mine[(i * 2654435761u) >> 28]++;
#pragma omp critical
        for (int b = 0; b < B; b++) hist[b] += mine[b];
    }
    long c = 0;
    for (int b = 0; b < B; b++) c += hist[b] * (b + 1);
    printf("c=%ld\n", c);
    return 0;
}
