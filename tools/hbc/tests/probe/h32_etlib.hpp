// Header-only expression-template vector library used by h32_expr_templates.cpp: a
// parallel assignment from any expression, a parallel dot and norm, reductions in
// templates over the element type.
#pragma once
#include <cmath>
#include <cstddef>
#include <vector>

namespace et {

template <typename E>
struct Expr {
    const E &self() const { return static_cast<const E &>(*this); }
};

template <typename T>
class Vector : public Expr<Vector<T>> {
public:
    explicit Vector(std::size_t n, T v = T()) : d_(n, v) {}
    template <typename E>
    Vector(const Expr<E> &e) : d_(e.self().size())
    {
        assign(e);
    }
    template <typename E>
    Vector &operator=(const Expr<E> &e)
    {
        assign(e);
        return *this;
    }
    T operator[](std::size_t i) const { return d_[i]; }
    T &operator[](std::size_t i) { return d_[i]; }
    std::size_t size() const { return d_.size(); }
    T sum() const
    {
        T s = T();
        const std::size_t n = d_.size();
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < n; ++i) s += d_[i];
        return s;
    }
    T maxabs() const
    {
        T m = T();
#pragma omp parallel for reduction(max : m)
        for (std::size_t i = 0; i < d_.size(); ++i) m = std::max(m, (T)std::abs(d_[i]));
        return m;
    }

private:
    template <typename E>
    void assign(const Expr<E> &e)
    {
        const E &x = e.self();
        const long n = (long)d_.size();
#pragma omp parallel for schedule(static)
        for (long i = 0; i < n; ++i) d_[i] = x[i];
    }
    std::vector<T> d_;
};

template <typename L, typename R, typename Op>
class BinExpr : public Expr<BinExpr<L, R, Op>> {
public:
    BinExpr(const L &l, const R &r) : l_(l), r_(r) {}
    auto operator[](std::size_t i) const { return Op::apply(l_[i], r_[i]); }
    std::size_t size() const { return l_.size(); }

private:
    const L &l_;
    const R &r_;
};

template <typename S, typename E>
class ScaleExpr : public Expr<ScaleExpr<S, E>> {
public:
    ScaleExpr(S s, const E &e) : s_(s), e_(e) {}
    auto operator[](std::size_t i) const { return s_ * e_[i]; }
    std::size_t size() const { return e_.size(); }

private:
    S s_;
    const E &e_;
};

struct Add {
    template <typename A, typename B>
    static auto apply(A a, B b) { return a + b; }
};
struct Mul {
    template <typename A, typename B>
    static auto apply(A a, B b) { return a * b; }
};

template <typename L, typename R>
BinExpr<L, R, Add> operator+(const Expr<L> &l, const Expr<R> &r)
{
    return BinExpr<L, R, Add>(l.self(), r.self());
}
template <typename L, typename R>
BinExpr<L, R, Mul> operator*(const Expr<L> &l, const Expr<R> &r)
{
    return BinExpr<L, R, Mul>(l.self(), r.self());
}
template <typename E>
ScaleExpr<double, E> operator*(double s, const Expr<E> &e)
{
    return ScaleExpr<double, E>(s, e.self());
}

template <typename L, typename R>
auto dot(const Expr<L> &l, const Expr<R> &r)
{
    const L &a = l.self();
    const R &b = r.self();
    decltype(a[0] * b[0]) s = 0;
#pragma omp parallel for reduction(+ : s)
    for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
}

}  // namespace et
