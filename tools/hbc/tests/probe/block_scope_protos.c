/* Old C: functions declared at block scope inside the function that holds the parallel
   loops (`double weight(); extern double randval(int);`), defined later in the file, as
   NPB's C ports and K&R-era codes do; the loop bodies call them. */
#include <stdio.h>

#define N 50000

int main(void)
{
    double weight(int, int);
    extern double randval(int);
    static double w[N];
    double s = 0.0;
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++) w[i] = weight(i, 7) + randval(i);
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++) s += w[i] * randval(N - i);
    printf("s %.10f w[3] %.10f\n", s, w[3]);
    return 0;
}

double weight(int i, int m)
{
    return 0.5 + (double)(i % m) / m;
}

double randval(int k)
{
    unsigned x = (unsigned)k * 1103515245u + 12345u;
    return (double)(x >> 8) / 16777216.0;
}
