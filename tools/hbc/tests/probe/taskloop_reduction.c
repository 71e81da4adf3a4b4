/* taskloop with a reduction clause (OpenMP 5.0) inside parallel/single. */
#include <stdio.h>
#define N 100000

int main(void)
{
    long s = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(+:s) num_tasks(8)
    for (int i = 0; i < N; i++)
        s += (i * 31) % 101;
    printf("s=%ld\n", s);
    return 0;
}
