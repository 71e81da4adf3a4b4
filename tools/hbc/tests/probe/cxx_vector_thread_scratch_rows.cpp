// imagick-style row kernels in C++: a std::vector<std::vector<float>> of per-thread scratch
// rows sized by omp_get_max_threads() before the loops and picked with
// omp_get_thread_num() in `parallel for schedule(static)` bodies (a median-of-5 filter
// and an unsharp mask), the row index declared before the loop as older C++ code does,
// a lambda computing each output pixel, and a `reduction(+:sum)` checksum.
#include <omp.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>
// PROBE-OUTPUT: median sum=12188851.0 px=64.0
// PROBE-OUTPUT: unsharp sum=12187578.5 px=64.6

int main()
{
    const int W = 400, H = 300;
    std::vector<float> img((size_t)W * H), med((size_t)W * H), out((size_t)W * H);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[(size_t)y * W + x] = (float)((x * 3 + y * 5) % 200 + ((x * y) % 37 == 0 ? 55 : 0));
    std::vector<std::vector<float>> scratch(omp_get_max_threads(), std::vector<float>(W + 4));
    int y;
#pragma omp parallel for schedule(static)
    for (y = 0; y < H; y++) {
        std::vector<float> &row = scratch[omp_get_thread_num()];
        for (int x = -2; x < W + 2; x++) row[x + 2] = img[(size_t)y * W + std::min(std::max(x, 0), W - 1)];
        auto median5 = [&row](int x) {
            float w[5] = {row[x], row[x + 1], row[x + 2], row[x + 3], row[x + 4]};
            std::sort(w, w + 5);
            return w[2];
        };
        for (int x = 0; x < W; x++) med[(size_t)y * W + x] = median5(x);
    }
    double sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (long k = 0; k < (long)W * H; k++) sum += med[k];
    std::printf("median sum=%.1f px=%.1f\n", sum, med[(size_t)150 * W + 37]);
#pragma omp parallel for schedule(static, 2)
    for (y = 0; y < H; y++) {
        std::vector<float> &row = scratch[omp_get_thread_num()];
        for (int x = 0; x < W; x++) row[x + 2] = med[(size_t)y * W + x];
        row[0] = row[1] = row[2];
        row[W + 2] = row[W + 3] = row[W + 1];
        for (int x = 0; x < W; x++) {
            float blur = (row[x] + row[x + 1] + row[x + 2] + row[x + 3] + row[x + 4]) / 5.0f;
            out[(size_t)y * W + x] = row[x + 2] + 0.5f * (row[x + 2] - blur);
        }
    }
    sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (long k = 0; k < (long)W * H; k++) sum += out[k];
    std::printf("unsharp sum=%.1f px=%.1f\n", sum, out[(size_t)150 * W + 37]);
    return 0;
}
