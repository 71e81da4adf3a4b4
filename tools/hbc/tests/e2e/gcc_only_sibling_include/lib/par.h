#pragma once
#include "defs.h"

inline long psum(int n) {
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < n; i++) s += i % extra_value();
    return s;
}
