/* threadprivate with copyin in main, used only at region level (the master's copy). */
#include <stdio.h>
#define N 1000

static int base = 0;
#pragma omp threadprivate(base)

static long arr[N];

int main(void)
{
    long s = 0;
    base = 7;
#pragma omp parallel copyin(base)
    {
        int b = base;
#pragma omp for reduction(+:s)
        for (int i = 0; i < N; i++) {
            arr[i] = i + b;
            s += arr[i];
        }
#pragma omp master
        base += 1;
    }
#pragma omp parallel
    {
#pragma omp single
        s += base;
    }
    printf("s=%ld base=%d\n", s, base);
    return 0;
}
