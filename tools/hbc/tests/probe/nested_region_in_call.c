/* A parallel region inside a function called from a parallel loop body (dynamic nesting),
   with a hand-made reduction (local partial + critical) in the inner region. */
#include <stdio.h>
#define NO 40
#define NI 5000

static double row_norm(const double *v, int n)
{
    double total = 0.0;
#pragma omp parallel
    {
        double local = 0.0;
#pragma omp for
        for (int i = 0; i < n; i++) local += v[i] * v[i];
#pragma omp critical
        total += local;
    }
    return total;
}

static double m[NO][NI];

int main(void)
{
    double norms[NO];
    for (int o = 0; o < NO; o++) for (int i = 0; i < NI; i++) m[o][i] = ((o + i) % 7) * 0.5;
#pragma omp parallel for
    for (int o = 0; o < NO; o++) norms[o] = row_norm(m[o], NI);
    double s = 0;
    for (int o = 0; o < NO; o++) s += norms[o] * (o + 1);
    printf("s=%.4f\n", s);
    return 0;
}
