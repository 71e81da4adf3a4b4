// Range-based worksharing loops (OpenMP 5.0) over less common ranges: a function call
// returning a reference, a temporary vector, an initializer_list, a std::string, a class
// with ADL begin/end, a vector<bool> with `auto &&`, a const member range in a const member
// function, `auto &&` over a vector, and a range-for nest (collapse: h32_range_for_collapse_min).
#include <cstdio>
#include <string>
#include <vector>

namespace geo {
struct Pts {
    std::vector<int> v;
};
inline std::vector<int>::iterator begin(Pts &p) { return p.v.begin(); }
inline std::vector<int>::iterator end(Pts &p) { return p.v.end(); }
}  // namespace geo

static std::vector<double> g_data(3000, 1.5);
static std::vector<double> &data() { return g_data; }
static std::vector<int> make(int n)
{
    std::vector<int> r(n);
    for (int i = 0; i < n; ++i) r[i] = i % 9;
    return r;
}

struct Mesh {
    std::vector<double> w;
    double total() const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (const double &x : w) s += x;
        return s;
    }
    double total2() const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (double x : this->w) s += 2 * x;
        return s;
    }
};

int main()
{
#pragma omp parallel for
    for (auto &x : data()) x *= 3;
    double ds = 0;
    for (double x : g_data) ds += x;

    long ts = 0;
#pragma omp parallel for reduction(+ : ts)
    for (int x : make(7000)) ts += x;

    long ils = 0;
#pragma omp parallel for reduction(+ : ils)
    for (int x : {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5}) ils += x * x;

    std::string text(5000, 'a');
    for (std::size_t i = 0; i < text.size(); ++i) text[i] = char('a' + i % 26);
    long vowels = 0;
#pragma omp parallel for reduction(+ : vowels)
    for (char c : text) vowels += (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u');

    geo::Pts p{std::vector<int>(4000, 2)};
#pragma omp parallel for
    for (int &q : p) q += 5;
    long ps = 0;
    for (int q : p.v) ps += q;

    std::vector<bool> flags(6000);
#pragma omp parallel for reduction(+ : ps)
    for (std::size_t i = 0; i < 1; ++i) ps += 0;
    for (std::size_t i = 0; i < flags.size(); ++i) flags[i] = (i % 3 == 0);
    long nf = 0;
#pragma omp parallel for reduction(+ : nf)
    for (auto &&b : flags) nf += b ? 1 : 0;
    long nf2 = 0;
#pragma omp parallel for reduction(+ : nf2)
    for (bool b : flags) nf2 += b;

    Mesh m{std::vector<double>(2500, 0.5)};

    std::vector<std::string> names(200, "xy");
#pragma omp parallel for
    for (auto &&s : names) {
        s += "z";
    }
    std::size_t nl = 0;
    for (auto &s : names) nl += s.size();

    std::vector<int> A(40, 1), B(50, 2);
    long cs = 0;
#pragma omp parallel for reduction(+ : cs)
    for (int a : A)
        for (int b : B) cs += a * b + 1;

    std::printf("ds=%.1f ts=%ld ils=%ld vowels=%ld ps=%ld nf=%ld nf2=%ld m=%.1f m2=%.1f nl=%zu cs=%ld\n", ds, ts, ils,
                vowels, ps, nf, nf2, m.total(), m.total2(), nl, cs);
    return 0;
}
