// A reduction on an element of a template's array of its element type (HeCBench
// atomicIntrinsics: `T gpuData[7]`, `reduction(max: gpuData[2])`), taken as the section
// gpuData[2:1], as a whole array of that type is; refused before session 77 ("an element of
// an array that is not a one-dimensional array ...", helper-129).
// EXPECT-OUTPUT: 1023 1023 -256
#include <cstdio>
template <class T> T mx(T a, T b) { return a > b ? a : b; }
template <class T> long long testcase() {
    T gpuData[7] = {0, 0, (T)-256, 256, 255, 0, 255};
#pragma omp parallel for reduction(max: gpuData[2])
    for (int i = 0; i < 1024; ++i) gpuData[2] = mx(gpuData[2], (T)i);
    return (long long)gpuData[2];
}
template <class T> long long untouched() {
    T a[3] = {(T)-256, 0, 0};
#pragma omp parallel for reduction(+: a[1])
    for (int i = 0; i < 10; ++i) a[1] += (T)i;
    return (long long)a[0];
}
int main() {
    std::printf("%lld %lld %lld\n", testcase<int>(), testcase<long>(), untouched<short>());
    return 0;
}
