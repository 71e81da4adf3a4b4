/* Directives used as the single statement of an unbraced `if`/`else`, `for` and `case`, as
   compact numerical C does: `if (n > CUT) #pragma omp parallel for ... else for ...`, a
   time loop whose body is just a `parallel for`, a `switch` whose cases are parallel loops,
   and a label before a directive. */
#include <stdio.h>

#define N 20000
#define CUT 1000

static double x[N], y[N];

static void scale(double *v, int n, double a)
{
    int i;
    if (n > CUT)
#pragma omp parallel for
        for (i = 0; i < n; i++) v[i] *= a;
    else
        for (i = 0; i < n; i++) v[i] *= 2.0 * a;
}

static void apply(int mode, double *v, int n)
{
    int i;
    switch (mode) {
    case 0:
#pragma omp parallel for
        for (i = 0; i < n; i++) v[i] += 1.0;
        break;
    case 1:
#pragma omp parallel for
        for (i = 0; i < n; i++) v[i] -= 0.5;
        break;
    default:
        break;
    }
}

int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { x[i] = i % 17; y[i] = i % 5; }
    scale(x, N, 0.5);
    scale(y, 100, 0.5);
    for (t = 0; t < 3; t++)
#pragma omp parallel for
        for (i = 0; i < N; i++) x[i] = 0.5 * x[i] + y[i];
    apply(0, x, N);
    apply(1, y, N);
    apply(2, y, N);
    goto sum;
sum:
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++) s += x[i] + 3.0 * y[i];
    printf("s %.9f x[5] %.9f y[99] %.9f\n", s, x[5], y[99]);
    return 0;
}
