// Reductions on combined device constructs whose variables are in no map clause (OpenMP
// 5.0 maps reduction items of a combined target construct tofrom): +, *, min, max, &&,
// |, on `target teams distribute parallel for`, `target parallel for`, `target teams loop`,
// `target simd`; a function doing such a reduction called from a host `parallel for`.
#include <cstdio>
#include <vector>
#include <climits>

static long kernel_sum(const int *v, int lo, int hi) {
    long s = 0;
#pragma omp target teams distribute parallel for reduction(+:s) map(to: v[lo:hi-lo])
    for (int i = lo; i < hi; i++) s += v[i];
    return s;
}

int main() {
    const int n = 20000;
    std::vector<int> v(n);
    for (int i = 0; i < n; i++) v[i] = (i * 7919) % 1000 - 300;
    const int *pv = v.data();
    int mn = INT_MAX, mx = INT_MIN;
    bool allsmall = true;
    unsigned bits = 0;
    double prod = 1.0;
    long sq = 0;
#pragma omp target teams distribute parallel for reduction(min:mn) reduction(max:mx) map(to: pv[0:n])
    for (int i = 0; i < n; i++) {
        if (pv[i] < mn) mn = pv[i];
        if (pv[i] > mx) mx = pv[i];
    }
#pragma omp target parallel for reduction(&&:allsmall) reduction(|:bits) map(to: pv[0:n])
    for (int i = 0; i < n; i++) {
        allsmall = allsmall && (pv[i] < 700);
        bits |= 1u << (unsigned)((pv[i] + 300) % 31);
    }
#pragma omp target teams loop reduction(*:prod)
    for (int i = 1; i <= 20; i++) prod *= 1.0 + 1.0 / i;
#pragma omp target simd reduction(+:sq) map(to: pv[0:n])
    for (int i = 0; i < n; i++) sq += (long)pv[i] * pv[i];
    std::vector<long> parts(8);
#pragma omp parallel for
    for (int c = 0; c < 8; c++) parts[c] = kernel_sum(pv, c * (n / 8), (c + 1) * (n / 8));
    long tot = 0;
    for (long p : parts) tot += p;
    std::printf("mn=%d mx=%d allsmall=%d bits=%x prod=%.6f sq=%ld tot=%ld p3=%ld\n", mn, mx, (int)allsmall, bits, prod,
                sq, tot, parts[3]);
    return 0;
}
