// `#define parallel_for _Pragma("omp parallel for") for` (Ligra, helper-13): hbc refused a
// directive written in one macro with its loop's `for` until session 35. The macros are
// defined in one header and used in another, in templates, with a schedule and a reduction,
// and in the main file; the counter `i` of the last loop is declared before it.
// PROBE-FLAGS: -Iinclude
#include <cstdio>
#include "graph.h"
int main() {
    const long n = 100000;
    long *a = new long[n];
    fill_squares(a, n);
    map_1(a, n, [](long x) { return x + 1; });
    long total = 0;
    long i = -7;
    parallel_for_sum(i = 0; i < n; i++) total += a[i];
    long check = 0;
    for (long k = 0; k < n; k++) check += (k % 97) * (k % 89) + 1;
    printf("total=%ld check=%ld i=%ld\n", total, check, i);
    delete[] a;
    return 0;
}
// PROBE-OUTPUT: total=211186036 check=211186036 i=-7
