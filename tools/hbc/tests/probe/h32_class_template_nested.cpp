// Class-template members holding regions in less common places: a static member function,
// a nested class of a class template, a const member function that bumps a mutable member
// atomically, a functor's operator() const holding a reduction, a delegating constructor
// that fills in parallel, a friend function, and a region in a member function template of
// a class template (two levels of template parameters).
#include <cstdio>
#include <vector>

template <typename T>
class Grid {
public:
    struct Row {
        std::vector<T> cells;
        T sum() const
        {
            T s = T();
#pragma omp parallel for reduction(+ : s)
            for (std::size_t i = 0; i < cells.size(); ++i) s += cells[i];
            return s;
        }
    };
    Grid(int r, int c, T v) : rows_(r)
    {
#pragma omp parallel for
        for (int i = 0; i < r; ++i) rows_[i].cells.assign(c, v + T(i % 3));
    }
    explicit Grid(int n) : Grid(n, n, T(1)) {}
    static std::vector<T> iota(int n)
    {
        std::vector<T> v(n);
#pragma omp parallel for
        for (int i = 0; i < n; ++i) v[i] = T(i);
        return v;
    }
    T total() const
    {
        T s = T();
#pragma omp parallel for reduction(+ : s)
        for (std::size_t r = 0; r < rows_.size(); ++r) {
#pragma omp atomic
            queries_ += 1;
            for (T x : rows_[r].cells) s += x;
        }
        return s;
    }
    template <typename U>
    U weighted(const std::vector<U> &w) const
    {
        U s = U();
#pragma omp parallel for reduction(+ : s)
        for (std::size_t r = 0; r < rows_.size(); ++r) s += w[r % w.size()] * U(rows_[r].sum());
        return s;
    }
    friend T corner(const Grid &g)
    {
        T s = T();
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < 2; ++i) s += g.rows_[i].cells[0];
        return s;
    }
    const Row &row(int i) const { return rows_[i]; }
    mutable long queries_ = 0;

private:
    std::vector<Row> rows_;
};

struct Norm2 {
    double operator()(const std::vector<double> &v) const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < v.size(); ++i) s += v[i] * v[i];
        return s;
    }
};

int main()
{
    Grid<double> gd(200, 50, 0.5);
    Grid<int> gi(120);
    auto io = Grid<long>::iota(5000);
    long ios = 0;
    for (long x : io) ios += x;
    double t1 = gd.total();
    int t2 = gi.total();
    double w = gd.weighted(std::vector<double>{1.0, 2.0, 0.5});
    float wf = gi.weighted(std::vector<float>{1.0f, 3.0f});
    Norm2 nrm;
    std::printf("t1=%.1f t2=%d q=%ld,%ld ios=%ld w=%.2f wf=%.1f c=%.1f,%d r=%.1f n=%.2f\n", t1, t2, gd.queries_,
                gi.queries_, ios, w, (double)wf, corner(gd), corner(gi), gd.row(7).sum(), nrm(std::vector<double>(1000, 0.1)));
    return 0;
}
