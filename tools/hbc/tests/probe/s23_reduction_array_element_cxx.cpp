// Array elements as reduction items in C++ (OpenMP 5.0): an element of a std::vector's data
// through a pointer and of a member-free local array, on parallel for loops in a function
// and a lambda. Until session 23 hbc refused them ("use a section a[i:1]").
// PROBE-OUTPUT: hist=4950 mx=99.5 n=100
#include <cstdio>
#include <vector>

static double peak(const std::vector<double> &v) {
    double m[2] = {-1.0, 0.0};
#pragma omp parallel for reduction(max : m[0])
    for (std::size_t i = 0; i < v.size(); i++)
        if (v[i] > m[0]) m[0] = v[i];
    return m[0];
}

int main() {
    std::vector<long> h(4, 0);
    long *hp = h.data();
    std::vector<double> v(100);
    for (int i = 0; i < 100; i++) v[i] = i + 0.5;
#pragma omp parallel for reduction(+ : hp[2])
    for (int i = 0; i < 100; i++) hp[2] += i;
    int c[1] = {0};
    auto count = [&] {
#pragma omp parallel for reduction(+ : c[0])
        for (int i = 0; i < 100; i++) c[0] += 1;
    };
    count();
    std::printf("hist=%ld mx=%.1f n=%d\n", h[2], peak(v), c[0]);
    return 0;
}
