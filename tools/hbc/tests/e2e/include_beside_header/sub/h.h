#ifndef INCLUDE_BESIDE_HEADER_H
#define INCLUDE_BESIDE_HEADER_H
#include "../../include_beside_header_outside.h"

static long scaled_sum(long n) {
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (long i = 0; i < n; ++i) s += OUTSIDE_SCALE * i;
    return s;
}
#endif
