// PROBE-OUTPUT: levels=400 inner=800 outside=0 after=0 tot=120000.000000
#include <stdio.h>
#include <omp.h>
int lib_level(void);
double lib_sum(const double *a, int n, int *inner_level);
#define N 400
#define M 300
static double a[N * M];
int main(void) {
    long levels = 0, inner = 0;
    double tot = 0;
    for (int i = 0; i < N * M; i++) a[i] = (i % 5) * 0.5;
    int outside = lib_level();
#pragma omp parallel for reduction(+:levels, inner, tot)
    for (int i = 0; i < N; i++) {
        int il;
        levels += lib_level();
        tot += lib_sum(a + (long)i * M, M, &il);
        inner += il;
    }
    printf("levels=%ld inner=%ld outside=%d after=%d tot=%f\n", levels, inner, outside, lib_level(), tot);
    return 0;
}
