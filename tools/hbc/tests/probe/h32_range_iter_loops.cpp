// Modern C++ loop forms under worksharing: range-for over a C array, a std::array, a
// std::deque and a const vector reference (by value, with min/max reductions on double);
// random-access iterator loops with `<` and a step held in a variable; size_t counting down;
// collapse of an iterator loop over an int loop.
#include <array>
#include <cstdio>
#include <cstddef>
#include <deque>
#include <vector>

static double minmax_sum(const std::vector<double> &v, double &mn, double &mx)
{
    double s = 0;
    mn = 1e300;
    mx = -1e300;
#pragma omp parallel for reduction(+ : s) reduction(min : mn) reduction(max : mx)
    for (double x : v) {
        s += x;
        if (x < mn) mn = x;
        if (x > mx) mx = x;
    }
    return s;
}

int main()
{
    double carr[4096];
    for (int i = 0; i < 4096; ++i) carr[i] = (i % 17) * 0.25;
#pragma omp parallel for
    for (double &x : carr) x = 2 * x + 1;
    double cs = 0;
    for (double x : carr) cs += x;

    std::array<long, 3000> arr{};
    long k0 = 0;
    for (auto &a : arr) a = k0++;
    long asum = 0;
#pragma omp parallel for reduction(+ : asum)
    for (const auto &a : arr) asum += a * (a % 7);

    std::deque<int> dq;
    for (int i = 0; i < 5000; ++i) dq.push_back(i % 101);
#pragma omp parallel for
    for (auto &d : dq) d = d * 3 - 1;
    long dsum = 0;
    for (int d : dq) dsum += d;

    std::vector<double> v(20000);
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = ((i * 7919) % 1000) * 0.001 - 0.3;
    double mn, mx;
    double s = minmax_sum(v, mn, mx);

    // iterator loop with a step from a variable
    std::vector<int> w(10001);
    for (std::size_t i = 0; i < w.size(); ++i) w[i] = int(i % 13);
    int step = 3;
    long wsum = 0;
#pragma omp parallel for reduction(+ : wsum)
    for (auto it = w.begin(); it < w.end(); it += step) wsum += *it * (it - w.begin());

    // size_t counting down to 0 inclusive via > with unsigned
    std::vector<unsigned> u(7000);
    std::size_t n = u.size();
#pragma omp parallel for
    for (std::size_t i = n; i > 0; --i) u[i - 1] = unsigned(i * 3);
    unsigned long usum = 0;
    for (unsigned x : u) usum += x;

    // unsigned countdown with step variable and >=
    unsigned ustep = 5;
    unsigned long cnt = 0;
#pragma omp parallel for reduction(+ : cnt)
    for (unsigned i = 9999; i >= 5; i -= ustep) cnt += i;

    // collapse: iterator outer, int inner
    std::vector<std::array<double, 8>> rows(600);
#pragma omp parallel for collapse(2)
    for (auto r = rows.begin(); r < rows.end(); ++r)
        for (int j = 0; j < 8; ++j) (*r)[j] = (r - rows.begin()) * 0.5 + j;
    double rsum = 0;
    for (auto &r : rows)
        for (double x : r) rsum += x;

    // reverse iterators
    std::vector<int> rv(4000);
    int c = 0;
#pragma omp parallel for
    for (auto it = rv.rbegin(); it != rv.rend(); ++it) *it = int(it - rv.rbegin()) * 2;
    for (int i = 0; i < 4000; i += 999) c += rv[i];

    std::printf("cs=%.2f asum=%ld dsum=%ld s=%.6f mn=%.3f mx=%.3f\n", cs, asum, dsum, s, mn, mx);
    std::printf("wsum=%ld usum=%lu cnt=%lu rsum=%.1f c=%d\n", wsum, usum, cnt, rsum, c);
    return 0;
}
