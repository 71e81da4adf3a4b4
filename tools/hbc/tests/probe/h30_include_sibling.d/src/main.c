// PROBE-FLAGS: -Iinclude
#include <stdio.h>
#include "accum.h"
#define N 400000
static double a[N];
int main(void) {
    for (int i = 0; i < N; i++) a[i] = (i % 8) * 0.25;
#pragma omp parallel for
    for (int b = 0; b < N; b += 100) {
        run_chunk(a, b, b + 50);
        for (int i = b + 50; i < b + 100; i++) accum_add(a[i]);
    }
    printf("hits=%ld total=%.2f\n", hits, total);
    return 0;
}
