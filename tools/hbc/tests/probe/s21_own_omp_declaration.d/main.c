/* A helper file with no OpenMP directive declares the OpenMP routines it calls itself
   instead of including <omp.h>; the region's threads each take a share by number. They
   must get the region's answers, not those of a runtime outside every team (which would
   make each thread take the whole range). */
// PROBE-OUTPUT: total 4950 shares 2
#include <stdio.h>
#include <omp.h>
long share(const int *v, int n, int *count);
int main(void) {
    int v[100], count = 0;
    for (int i = 0; i < 100; i++) v[i] = i;
    long total = 0;
#pragma omp parallel num_threads(2) reduction(+ : total)
    total += share(v, 100, &count);
    printf("total %ld shares %d\n", total, count);
    return 0;
}
