// User headers in a subdirectory and one level up ("../"), holding inline functions and
// class templates with OpenMP loops and regions, instantiated for double and float.
#include <cstdio>
#include "h32_sub/h32_kernels.hpp"

int main()
{
    std::vector<double> a(20000, 0.5), b(20000, 2.0);
    k::axpy(0.25, a, b);
    double d = k::dot(a, b);
    std::vector<float> fa(5000, 1.5f);
    float fd = k::dot(fa, fa);
    k::Stencil<double> sd(3000);
    sd.init();
    sd.step(20);
    k::Stencil<float> sf(1000);
    sf.init();
    sf.step(5);
    std::printf("d=%.4f fd=%.2f sd=%.6f sf=%.4f\n", d, (double)fd, sd.norm1(), (double)sf.norm1());
    return 0;
}
