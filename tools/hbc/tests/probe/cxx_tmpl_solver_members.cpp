// A class template with OpenMP in its member functions (the miniFE/HPCCG C++ style):
// `Vector<Scalar>` with dot/axpby members, a `CSRMatrix<Scalar, Ordinal>` with a matvec
// member reading its own data members inside the loop, a member accumulating into a data
// member through a local copy (`reduction(+:` on the local, written back after), a static
// member function with a `parallel for`, and a const member called from a loop body.
#include <cstdio>
#include <vector>
#include <cmath>

template <typename Scalar>
class Vector {
public:
    explicit Vector(std::size_t n) : coefs(n, Scalar(0)), norm_calls(0), accumulated(0) {}
    std::size_t size() const { return coefs.size(); }
    Scalar &operator[](std::size_t i) { return coefs[i]; }
    const Scalar &operator[](std::size_t i) const { return coefs[i]; }

    Scalar dot(const Vector &y) const
    {
        Scalar result = 0;
        const int n = static_cast<int>(coefs.size());
        const Scalar *xc = coefs.data();
        const Scalar *yc = y.coefs.data();
#pragma omp parallel for reduction(+:result)
        for (int i = 0; i < n; ++i) result += xc[i] * yc[i];
        return result;
    }
    void axpby(Scalar alpha, const Vector &x, Scalar beta, const Vector &y)
    {
        const long n = static_cast<long>(size());
#pragma omp parallel for
        for (long i = 0; i < n; ++i) coefs[i] = alpha * x.coefs[i] + beta * y.coefs[i];
    }
    void accumulate_norm()
    {
        Scalar acc = accumulated;
        ++norm_calls;
#pragma omp parallel for reduction(+:acc)
        for (std::size_t i = 0; i < coefs.size(); ++i) acc += coefs[i] * coefs[i];
        accumulated = acc;
    }
    static void fill(Vector &v, Scalar base)
    {
#pragma omp parallel for
        for (int i = 0; i < (int)v.size(); ++i) v[i] = base + Scalar(i % 10) / Scalar(10);
    }
    Scalar accumulated_value() const { return accumulated; }
    int calls() const { return norm_calls; }

private:
    std::vector<Scalar> coefs;
    int norm_calls;
    Scalar accumulated;
};

template <typename Scalar, typename Ordinal = int>
struct CSRMatrix {
    std::vector<Ordinal> row_offsets, cols;
    std::vector<Scalar> vals;
    Ordinal nrows = 0;

    Scalar diag_weight(Ordinal r) const { return Scalar(2) + Scalar(r % 3) / Scalar(4); }

    void matvec(const Vector<Scalar> &x, Vector<Scalar> &y) const
    {
#pragma omp parallel for schedule(static)
        for (Ordinal row = 0; row < nrows; ++row) {
            Scalar sum = 0;
            for (Ordinal k = row_offsets[row]; k < row_offsets[row + 1]; ++k) sum += vals[k] * x[cols[k]];
            y[row] = sum * diag_weight(row);
        }
    }
};

template <typename Scalar>
static Scalar run(int n)
{
    CSRMatrix<Scalar> A;
    A.nrows = n;
    A.row_offsets.push_back(0);
    for (int r = 0; r < n; ++r) {
        for (int c = r - 2; c <= r + 2; ++c)
            if (c >= 0 && c < n) { A.cols.push_back(c); A.vals.push_back(c == r ? Scalar(4) : Scalar(-1)); }
        A.row_offsets.push_back((int)A.cols.size());
    }
    Vector<Scalar> x(n), y(n), z(n);
    Vector<Scalar>::fill(x, Scalar(1));
    for (int it = 0; it < 5; ++it) {
        A.matvec(x, y);
        z.axpby(Scalar(0.5), x, Scalar(0.25), y);
        z.accumulate_norm();
        x.axpby(Scalar(1), z, Scalar(0), z);
    }
    return x.dot(y) + z.accumulated_value() * z.calls();
}

int main()
{
    double d = run<double>(3000);
    float f = run<float>(500);
    std::printf("d=%.6e f=%.3e\n", d, (double)f);
    return 0;
}
