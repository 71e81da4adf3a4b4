#include <cstdio>
#include <vector>
#include "kern.h"
int main() {
    const int n = 50000;
    std::vector<double> x(n), y(n);
    for (int i = 0; i < n; ++i) { x[i] = (i % 11) * 0.1; y[i] = 1.0; }
    kern_axpy(y.data(), x.data(), 0.5, n);
    double d = kern_dot(x.data(), y.data(), n);
#pragma omp parallel for
    for (int i = 0; i < 10000; ++i) {
        kern_count(1);
#pragma omp critical(cnt)
        shared_count += 2;
    }
    std::printf("dot=%.6f count=%ld\n", d, shared_count);
}
