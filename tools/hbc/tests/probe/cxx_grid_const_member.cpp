// C++ grid class in the style of small physics codes: std::vector<std::vector<double>>
// storage, a `const` member function with `parallel for reduction(+:s)`, a member that
// applies a std::function<double(double)> callback in a parallel loop, a lambda defined
// before the loop and called in the body, a class template instantiated for float and
// double whose member holds `parallel for schedule(guided)` with an if() clause,
// omp_get_max_threads() sizing a std::vector of per-thread counters.
#include <cstdio>
#include <vector>
#include <functional>
#include <cmath>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads() { return 1; }
static int omp_get_thread_num() { return 0; }
#endif

class Grid {
public:
    Grid(int rows, int cols) : rows_(rows), cols_(cols), v_(rows, std::vector<double>(cols, 0.0)) {}
    void fill()
    {
#pragma omp parallel for
        for (int i = 0; i < rows_; i++)
            for (int j = 0; j < cols_; j++)
                v_[i][j] = std::sin(0.01 * i) + std::cos(0.02 * j);
    }
    double total() const
    {
        double s = 0.0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < rows_; i++)
            for (int j = 0; j < cols_; j++) s += v_[i][j];
        return s;
    }
    void apply(const std::function<double(double)> &f)
    {
#pragma omp parallel for schedule(dynamic, 4)
        for (int i = 0; i < rows_; i++)
            for (auto &x : v_[i]) x = f(x);
    }
    void smooth()
    {
        std::vector<std::vector<double>> out(v_);
        auto at = [this](int i, int j) {
            if (i < 0) i = 0;
            if (j < 0) j = 0;
            if (i >= rows_) i = rows_ - 1;
            if (j >= cols_) j = cols_ - 1;
            return v_[i][j];
        };
#pragma omp parallel for
        for (int i = 0; i < rows_; i++)
            for (int j = 0; j < cols_; j++)
                out[i][j] = 0.2 * (at(i, j) + at(i - 1, j) + at(i + 1, j) + at(i, j - 1) + at(i, j + 1));
        v_.swap(out);
    }
    long count_above(double t) const
    {
        std::vector<long> per(omp_get_max_threads(), 0);
#pragma omp parallel for
        for (int i = 0; i < rows_; i++)
            for (int j = 0; j < cols_; j++)
                if (v_[i][j] > t) per[omp_get_thread_num()]++;
        long c = 0;
        for (long p : per) c += p;
        return c;
    }
private:
    int rows_, cols_;
    std::vector<std::vector<double>> v_;
};

template <typename Real>
class Series {
public:
    explicit Series(std::size_t n) : a_(n) {}
    void init()
    {
        const std::size_t n = a_.size();
#pragma omp parallel for schedule(guided) if (n > 1000)
        for (std::size_t i = 0; i < n; i++) a_[i] = Real(1) / Real(i + 1);
    }
    Real norm() const
    {
        Real s = 0;
        const long n = (long)a_.size();
#pragma omp parallel for reduction(+:s) if (n > 100)
        for (long i = n - 1; i >= 0; i--) s += a_[i] * a_[i];
        return std::sqrt(s);
    }
private:
    std::vector<Real> a_;
};

int main()
{
    Grid g(300, 200);
    g.fill();
    std::printf("total %.9f\n", g.total());
    double scale = 0.5;
    g.apply([scale](double x) { return x * scale + 1.0; });
    std::function<double(double)> sq = [](double x) { return x * x; };
    g.apply(sq);
    g.smooth();
    std::printf("total %.9f above %ld\n", g.total(), g.count_above(1.5));
    Series<float> sf(5000);
    Series<double> sd(5000);
    sf.init();
    sd.init();
    std::printf("norms %.5f %.12f\n", (double)sf.norm(), sd.norm());
    return 0;
}
