// The common std::vector element-wise declare reduction whose initializer sizes the
// private copy from omp_orig (refused until session 43; now each copy is sized from the
// original, which the loop leaves alone until its result is combined into it).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#pragma omp declare reduction(vsum : std::vector<double> : \
        std::transform(omp_out.begin(), omp_out.end(), omp_in.begin(), omp_out.begin(), std::plus<double>())) \
    initializer(omp_priv = decltype(omp_orig)(omp_orig.size()))

int main()
{
    std::vector<double> acc(8, 0.0);
#pragma omp parallel for reduction(vsum : acc)
    for (int i = 0; i < 10000; ++i) acc[i % 8] += i * 0.5;
    double s = 0;
    for (std::size_t k = 0; k < acc.size(); ++k) s += acc[k] * (k + 1);
    std::printf("%.1f\n", s);
    return 0;
}
