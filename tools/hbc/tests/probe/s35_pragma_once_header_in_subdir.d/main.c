// acc.h (`#pragma once`) is included by main.c and by sub/kern.h (through -I.). Both must
// get the same file, the translated copy: an original and a copy are two files to
// `#pragma once`, and the struct would be defined twice (BabelStream's Stream.h).
// PROBE-FLAGS: -I. -Isub
// PROBE-OUTPUT: sum=4950
#include <stdio.h>
#include "acc.h"
#include "sub/kern.h"
double kern(struct Acc *a, int n) {
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < n; i++) s += i;
    a->v[0] = s;
    return s;
}
int main(void) {
    struct Acc a;
    printf("sum=%.0f\n", kern(&a, 100));
    return 0;
}
