// CRTP kernels: a Kernel<Derived> base whose run() holds the `parallel for` and calls
// static_cast<const Derived&>(*this).point(i); a reduction through the same base; a
// derived kernel whose point() reads members; a CRTP base that opens a region with an
// orphaned `omp for` in a second base member.
#include <cstdio>
#include <vector>

template <class D>
struct Kernel {
    void run(std::vector<double> &out) const
    {
        const D &d = static_cast<const D &>(*this);
        int n = (int)out.size();
#pragma omp parallel for schedule(static, 128)
        for (int i = 0; i < n; i++) out[i] = d.point(i);
    }
    double sum(int n) const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < n; i++) s += static_cast<const D &>(*this).point(i);
        return s;
    }
    void fill_sweep(std::vector<double> &out, int sweeps) const
    {
#pragma omp parallel
        for (int k = 0; k < sweeps; k++) sweep(out, k);
    }
    void sweep(std::vector<double> &out, int k) const
    {
        int n = (int)out.size();
#pragma omp for
        for (int i = 0; i < n; i++) out[i] += static_cast<const D &>(*this).point(i) * (k + 1);
    }
};

struct Poly : Kernel<Poly> {
    double a, b, c;
    Poly(double a_, double b_, double c_) : a(a_), b(b_), c(c_) {}
    double point(int i) const { double x = i * 1e-3; return (a * x + b) * x + c; }
};

struct Table : Kernel<Table> {
    std::vector<int> t;
    explicit Table(int n) : t(n) { for (int i = 0; i < n; i++) t[i] = (i * 17) % 31; }
    double point(int i) const { return t[i % t.size()] * 0.5; }
};

int main()
{
    std::vector<double> o1(10000), o2(10000, 0.0);
    Poly p(1.5, -2.0, 0.25);
    Table t(97);
    p.run(o1);
    t.fill_sweep(o2, 3);
    double s1 = p.sum(10000), s2 = t.sum(5000);
    double c = 0;
    for (int i = 0; i < 10000; i += 7) c += o1[i] - o2[i];
    std::printf("s1=%.6f s2=%.6f c=%.6f\n", s1, s2, c);
    return 0;
}
