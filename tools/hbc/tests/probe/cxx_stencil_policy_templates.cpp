// Templates as C++ scientific codes use them: a Grid<T> class template with a `parallel
// for collapse(2)` fill, a stencil sweep templated on a boundary policy class (static
// member functions) and on the element type (float and double instantiations), a generic
// reduction helper taking a lambda and an identity (`reduction(+:acc)` on a dependent
// accumulator type),
// and a max-norm with `reduction(max:m)`; a time loop swaps two grids with std::swap.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

template <class T>
class Grid {
public:
    Grid(int nx, int ny) : nx_(nx), ny_(ny), v_((size_t)nx * ny) {}
    T &operator()(int i, int j) { return v_[(size_t)j * nx_ + i]; }
    const T &operator()(int i, int j) const { return v_[(size_t)j * nx_ + i]; }
    int nx() const { return nx_; }
    int ny() const { return ny_; }
    template <class F>
    void fill(F f)
    {
#pragma omp parallel for collapse(2)
        for (int j = 0; j < ny_; j++)
            for (int i = 0; i < nx_; i++) (*this)(i, j) = f(i, j);
    }
    void swap(Grid &o) { std::swap(v_, o.v_); }

private:
    int nx_, ny_;
    std::vector<T> v_;
};

struct Periodic {
    static int idx(int i, int n) { return (i + n) % n; }
};
struct Clamped {
    static int idx(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }
};

template <class Policy, class T>
void diffuse(const Grid<T> &in, Grid<T> &out, T k)
{
    const int nx = in.nx(), ny = in.ny();
#pragma omp parallel for schedule(static)
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++) {
            T lap = in(Policy::idx(i - 1, nx), j) + in(Policy::idx(i + 1, nx), j) + in(i, Policy::idx(j - 1, ny)) +
                    in(i, Policy::idx(j + 1, ny)) - T(4) * in(i, j);
            out(i, j) = in(i, j) + k * lap;
        }
}

template <class Acc, class T, class F>
Acc reduce_grid(const Grid<T> &g, Acc init, F f)
{
    Acc acc = init;
    const int n = g.nx() * g.ny();
#pragma omp parallel for reduction(+ : acc)
    for (int k = 0; k < n; k++) acc += f(g(k % g.nx(), k / g.nx()));
    return acc;
}

template <class T>
T max_norm(const Grid<T> &g)
{
    T m = T(0);
#pragma omp parallel for reduction(max : m)
    for (int j = 0; j < g.ny(); j++)
        for (int i = 0; i < g.nx(); i++) m = std::max(m, (T)std::fabs(g(i, j)));
    return m;
}

template <class Policy, class T>
void run(const char *name, int steps)
{
    Grid<T> a(200, 150), b(200, 150);
    a.fill([](int i, int j) { return (T)((i / 20 + j / 15) % 2 ? 1.0 : 0.0) + (T)(i * 0.001); });
    for (int s = 0; s < steps; s++) {
        diffuse<Policy>(a, b, (T)0.2);
        a.swap(b);
    }
    double mass = reduce_grid(a, 0.0, [](T v) { return (double)v; });
    double sq = reduce_grid(a, 0.0, [](T v) { return (double)v * v; });
    std::printf("%s mass=%.4f sq=%.4f max=%.5f a(7,9)=%.5f\n", name, (double)mass, (double)sq, (double)max_norm(a),
                (double)a(7, 9));
}

int main()
{
    run<Periodic, double>("periodic<double>", 40);
    run<Clamped, double>("clamped<double>", 40);
    run<Periodic, float>("periodic<float>", 10);
    return 0;
}
