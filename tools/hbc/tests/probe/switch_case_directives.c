/* Directives placed directly under `case` labels, `else` and `default` without braces, a
   loop directive as the body of a `while`, and a `break` right after the loop. */
#include <stdio.h>
#define N 2000

static double v[N];

static double kernel(int mode, int n)
{
    double s = 0;
    switch (mode) {
    case 0:
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) s += v[i];
        break;
    case 1:
    case 2:
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) s += v[i] * mode;
        break;
    default:
        if (n > 10)
#pragma omp parallel for reduction(max:s)
            for (int i = 0; i < n; i++) { if (v[i] > s) s = v[i]; }
        else
#pragma omp parallel for reduction(+:s)
            for (int i = 0; i < n; i++) s -= v[i];
    }
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = (i % 50) * 0.1;
    double r = 0;
    for (int m = 0; m < 4; m++) r += kernel(m, m == 3 ? N : N - m);
    r += kernel(3, 5);
    int rounds = 3;
    while (rounds-- > 0)
#pragma omp parallel for
        for (int i = 0; i < N; i++) v[i] += 1.0;
    printf("r=%.4f v0=%.2f\n", r, v[0]);
    return 0;
}
