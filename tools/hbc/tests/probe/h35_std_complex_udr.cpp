// std::complex<double> reductions through declare reduction (+ with an identity
// initializer, * with omp_priv(1, 0) direct form) and a std::complex<float> built-in +
// (built-in + is for arithmetic types only, so a UDR for std::complex<float> too). Zeros
// are printed as x + 0.0, since a product's zero sign depends on the order.
#include <complex>
#include <cstdio>

typedef std::complex<double> cd;
typedef std::complex<float> cf;
#pragma omp declare reduction(cadd : cd : omp_out += omp_in) initializer(omp_priv = cd(0, 0))
#pragma omp declare reduction(cmul : cd : omp_out *= omp_in) initializer(omp_priv(1.0, 0.0))
#pragma omp declare reduction(fadd : cf : omp_out = omp_out + omp_in) initializer(omp_priv = cf())

int main(int argc, char **)
{
    int n = 9000 + argc - 1;
    cd s(10, -10), p(0, 2);
    cf f(1.0f, 1.0f);
#pragma omp parallel for reduction(cadd : s) reduction(cmul : p) reduction(fadd : f)
    for (int i = 0; i < n; i++) {
        s += cd(i % 7, -(i % 3));
        p *= (i % 4 == 1) ? cd(0, 1) : ((i % 9 == 2) ? cd(-1, 0) : cd(1, 0));
        f += cf(float(i % 2), float(i % 5));
    }
    std::printf("s=(%.1f,%.1f) p=(%.1f,%.1f) f=(%.1f,%.1f)\n", s.real(), s.imag(), p.real() + 0.0,
                p.imag() + 0.0, f.real(), f.imag());
    return 0;
}
