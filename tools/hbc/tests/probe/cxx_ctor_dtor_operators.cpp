// OpenMP in special member functions: a `parallel for` in a constructor body after a
// member initialiser list, in a copy constructor, in a destructor (counting into a global
// through a reduction), in operator+= and operator* (returning a new object built in a
// `parallel for`), and in a conversion operator to double (a reduction).
#include <cstdio>
#include <cstdlib>
#include <utility>

static double g_destroyed_sum = 0;

class Field {
public:
    explicit Field(int n, double v = 0.0) : n_(n), data_(new double[n])
    {
#pragma omp parallel for
        for (int i = 0; i < n_; ++i) data_[i] = v + (i % 7) * 0.125;
    }
    Field(const Field &o) : n_(o.n_), data_(new double[o.n_])
    {
#pragma omp parallel for
        for (int i = 0; i < n_; ++i) data_[i] = o.data_[i];
    }
    Field(Field &&o) noexcept : n_(o.n_), data_(o.data_) { o.data_ = nullptr; o.n_ = 0; }
    ~Field()
    {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n_; ++i) s += data_[i];
        g_destroyed_sum += s;
        delete[] data_;
    }
    Field &operator+=(const Field &o)
    {
#pragma omp parallel for
        for (int i = 0; i < n_; ++i) data_[i] += o.data_[i];
        return *this;
    }
    Field operator*(double f) const
    {
        Field r(n_);
        double *rd = r.data_;
#pragma omp parallel for
        for (int i = 0; i < n_; ++i) rd[i] = data_[i] * f;
        return r;
    }
    explicit operator double() const
    {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n_; ++i) s += data_[i] * data_[i];
        return s;
    }

private:
    int n_;
    double *data_;
};

int main()
{
    double norm2 = 0;
    {
        Field a(5000, 1.0);
        Field b(a);
        b += a;
        Field c = b * 0.5;
        Field d(std::move(c));
        d += a;
        norm2 = static_cast<double>(d);
    }
    std::printf("norm2=%.6f destroyed=%.6f\n", norm2, g_destroyed_sum);
    return 0;
}
