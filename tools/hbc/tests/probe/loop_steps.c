/* Loop steps known only at run time (negative step in a variable with `>`), INT_MIN
   bounds, long long bounds beyond 2^32 with a large stride. */
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int s = argc > 5 ? 2 : -3;
    long a = 0, b = 0, c = 0, d = 0;
    (void)argv;
#pragma omp parallel for reduction(+:a)
    for (int i = 1000; i > 0; i += s) a += i;
#pragma omp parallel for reduction(+:b)
    for (int i = INT_MIN; i < INT_MAX - (1 << 29); i += 1 << 29) b += i / (1 << 20);
#pragma omp parallel for reduction(+:c)
    for (long long k = 0; k < 40000000000LL; k += 7000000LL) c += (long)(k % 1000);
    int step = 4;
#pragma omp parallel for reduction(+:d)
    for (int i = 0; i <= 1001; i = i + step) d += i;
    printf("a=%ld b=%ld c=%ld d=%ld\n", a, b, c, d);
    return 0;
}
