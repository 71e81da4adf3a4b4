#include <stdio.h>
double a_entry(const double *v, int n);
double b_entry(const double *v, int n);
static double work(const double *v, int n) {
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += v[i] * v[i];
    return s;
}
double v[50000];
int main(void) {
    for (int i = 0; i < 50000; i++) v[i] = (i % 17) * 0.125;
    printf("a=%.4f b=%.4f m=%.4f\n", a_entry(v, 50000), b_entry(v, 50000), work(v, 50000));
    return 0;
}
