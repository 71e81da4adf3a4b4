// Minimal: a template-dependent parameter only READ inside a target loop (never written).
// Read-only, firstprivate and shared agree, so no copy is needed; g++: 21 4.5
// hbc refused it (saying the construct writes k) until session 17.
#include <cstdio>
template <class T> T scale_sum(T k) {
    T s = 0;
#pragma omp target teams distribute parallel for reduction(+:s)
    for (int i = 0; i < 3; i++) s += k * (T)(i + 1);
    return s;
}
int main() {
    std::printf("%d %.1f\n", scale_sum(3) + 3, scale_sum(0.75));
    return 0;
}
