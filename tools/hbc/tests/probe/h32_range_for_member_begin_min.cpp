// Minimal: a range-based parallel for over a class with member begin()/end() and, in its
// namespace, a free function begin(Image&) with another meaning. C++ range-for uses the
// members (499500 with g++, with or without -fopenmp, at 1, 2, 4 threads). hbc's
// translation calls `begin(__hb_rng_1)` after `using std::begin;`: overload resolution
// picks the non-template img::begin, the loop starts 10 elements late and prints 499455,
// silently.
#include <cstdio>
#include <vector>

namespace img {
struct Image {
    std::vector<int> px;
    int *begin() { return px.data(); }
    int *end() { return px.data() + px.size(); }
};
inline int *begin(Image &im) { return im.px.data() + 10; }  // first pixel after a header
}  // namespace img

int main()
{
    img::Image im{std::vector<int>(1000)};
    for (int i = 0; i < 1000; ++i) im.px[i] = i;
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int x : im) s += x;
    std::printf("%ld\n", s);
    return 0;
}
