// A header using the macros of another header, in templates (as ligra.h uses parallel.h's).
#pragma once
#include "parallel.h"
template <class T>
void fill_squares(T *a, long n) {
    parallel_for(long i = 0; i < n; i++) a[i] = (T)(i % 97) * (T)(i % 89);
}
template <class T, class F>
void map_1(T *a, long n, F f) {
    parallel_for_1(long i = 0; i < n; i++) a[i] = f(a[i]);
}
