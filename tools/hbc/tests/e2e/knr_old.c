/* Old-style C: K&R definitions, register variables, no prototypes. E2E-FLAGS: -std=gnu89 */
#include <stdio.h>

double sumsq(v, n)
double *v;
int n;
{
    register int i;
    double s;
    s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n; i++)
        s = s + v[i] * v[i];
    return s;
}

void fill(v, n, k)
double *v; int n; int k;
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) v[i] = (double)((i * k) % 11);
}

int main()
{
    static double v[4096];
    fill(v, 4096, 3);
    printf("%.1f\n", sumsq(v, 4096));
    return 0;
}
