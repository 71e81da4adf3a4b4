// In a template's target region, a dependent scalar read as a branch of `?:` whose other
// branch is a prvalue (`sample ? N - 1 : N`) is a read: the result is a prvalue, which no
// reference can bind. hbc took it for a possible write and refused the region ("may be a
// scalar that this 'target teams distribute' makes firstprivate", HeCBench stddev; helper-129).
// So is `sample ? N : D` initialising a variable whose type is a value in every
// instantiation (a reference could bind N, which the construct would then write).
// EXPECT-OUTPUT: 6 7.33333 8.66667 / 3.85 4.65 5.45
#include <cstdio>
template <typename T, typename I>
void colsum(T *out, const T *data, I D, I N, bool sample) {
#pragma omp target teams distribute num_teams(D)
    for (I c = 0; c < D; c++) {
        T sum = 0;
        for (I r = 0; r < N; r++) sum += data[r * D + c];
        I n = sample ? N - 1 : N;
        I m = sample ? N : D;
        out[c] = sum / n;
        out[D + c] = sum / (T)(m + 1) + (T)0.25;
    }
}
int main() {
    float d[12], o[6];
    for (int i = 0; i < 12; i++) d[i] = i;
    colsum<float, int>(o, d, 3, 4, true);
    std::printf("%g %g %g / %g %g %g\n", o[0], o[1], o[2], o[3], o[4], o[5]);
    return 0;
}
