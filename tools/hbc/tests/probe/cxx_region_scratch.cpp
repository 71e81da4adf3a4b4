// C++ region-private scratch objects: a std::vector sized once per thread and reused by every
// iteration of the worksharing loop (a common C++ idiom for per-thread work buffers).
#include <cstdio>
#include <vector>

int main()
{
    const int n = 600, k = 32;
    std::vector<double> out(n);
#pragma omp parallel
    {
        std::vector<double> tmp(k);
#pragma omp for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < k; j++) tmp[j] = (i + j) % 9;
            double s = 0;
            for (int j = 0; j < k; j++) s += tmp[j] * tmp[k - 1 - j];
            out[i] = s;
        }
    }
    double t = 0;
    for (double v : out) t += v;
    std::printf("t=%.1f\n", t);
    return 0;
}
