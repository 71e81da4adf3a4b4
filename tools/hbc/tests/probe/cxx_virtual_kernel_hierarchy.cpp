// OpenMP inside virtual member functions of a class hierarchy: an abstract Operator whose
// non-virtual apply() opens a parallel region that splits rows by thread id and calls the
// virtual row kernel, derived classes overriding both a `parallel for` method and a
// reduction method, and an override that itself calls the base version.
#include <cstdio>
#include <memory>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

class Operator {
public:
    explicit Operator(int n) : n_(n) {}
    virtual ~Operator() = default;
    virtual double row(int i, const std::vector<double> &x) const = 0;
    virtual double norm(const std::vector<double> &x) const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < n_; i++) s += x[i] * x[i];
        return s;
    }
    virtual void scale(std::vector<double> &x, double a) const
    {
#pragma omp parallel for
        for (int i = 0; i < n_; i++) x[i] *= a;
    }
    void apply(const std::vector<double> &x, std::vector<double> &y) const
    {
#pragma omp parallel
        {
            int t = omp_get_thread_num(), nt = omp_get_num_threads();
            int lo = n_ * t / nt, hi = n_ * (t + 1) / nt;
            for (int i = lo; i < hi; i++) y[i] = row(i, x);
        }
    }
    int size() const { return n_; }

protected:
    int n_;
};

class Laplace1D : public Operator {
public:
    using Operator::Operator;
    double row(int i, const std::vector<double> &x) const override
    {
        double l = i > 0 ? x[i - 1] : 0, r = i + 1 < n_ ? x[i + 1] : 0;
        return 2 * x[i] - l - r;
    }
};

class Weighted : public Laplace1D {
public:
    Weighted(int n, double w) : Laplace1D(n), w_(w) {}
    double row(int i, const std::vector<double> &x) const override { return w_ * Laplace1D::row(i, x) + x[i]; }
    double norm(const std::vector<double> &x) const override
    {
        double m = 0;
#pragma omp parallel for reduction(max : m)
        for (int i = 0; i < n_; i++) m = x[i] > m ? x[i] : (-x[i] > m ? -x[i] : m);
        return m + Operator::norm(x);
    }
    void scale(std::vector<double> &x, double a) const override
    {
        Operator::scale(x, a);
#pragma omp parallel for schedule(dynamic, 64)
        for (int i = 0; i < n_; i++) x[i] += 1e-3 * (i % 5);
    }

private:
    double w_;
};

int main()
{
    const int n = 20000;
    std::vector<std::unique_ptr<Operator>> ops;
    ops.emplace_back(new Laplace1D(n));
    ops.emplace_back(new Weighted(n, 0.5));
    for (auto &op : ops) {
        std::vector<double> x(n), y(n);
        for (int i = 0; i < n; i++) x[i] = (i % 13) * 0.1;
        for (int it = 0; it < 5; it++) {
            op->apply(x, y);
            double nr = op->norm(y);
            op->scale(y, 1.0 / (1.0 + nr * 1e-4));
            x.swap(y);
        }
        std::printf("norm=%.6f x7=%.6f\n", op->norm(x), x[7]);
    }
    return 0;
}
