// std::complex accumulated with a user-declared reduction, and a reduction on a struct
// member of a local aggregate through a scalar alias.
#include <complex>
#include <cstdio>

#pragma omp declare reduction(cplus : std::complex<double> : omp_out += omp_in) \
        initializer(omp_priv = std::complex<double>(0, 0))

int main()
{
    const int n = 4096;
    std::complex<double> z(0, 0);
#pragma omp parallel for reduction(cplus:z)
    for (int k = 0; k < n; k++) z += std::polar(1.0, 0.001 * k);
    std::printf("re=%.6f im=%.6f\n", z.real(), z.imag());
    return 0;
}
