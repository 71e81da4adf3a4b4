// oneDPL algorithms with the OpenMP backend, each timed 3 times (median printed); written by a
// session-73 helper against oneDPL 2022.14 (PyPI onedpl-devel). Build: run.sh.
#include <oneapi/dpl/execution>
#include <oneapi/dpl/algorithm>
#include <oneapi/dpl/numeric>
#include <algorithm>
#include <numeric>
#include <vector>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
using namespace oneapi::dpl::execution;
namespace dpl = oneapi::dpl;
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
template <class F> void bench(const char* name, F f) {
    double t[3]; double cs = 0;
    for (int r = 0; r < 3; r++) { double t0 = now(); cs = f(); t[r] = now() - t0; }
    std::sort(t, t + 3);
    printf("%-22s median %8.1f ms  (min %8.1f)  check %.6g\n", name, t[1] * 1e3, t[0] * 1e3, cs); fflush(stdout);
}
int main(int argc, char** argv) {
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    std::vector<double> x(n), y(n); for (long i = 0; i < n; i++) x[i] = (double)((i * 7919) % 100003);
    bench("for_each(sqrt*4)", [&] { y = x; dpl::for_each(par, y.begin(), y.end(), [](double& v) { for (int k = 0; k < 4; k++) v = std::sqrt(v + 1.0); }); return y[n / 2]; });
    bench("transform(sin)", [&] { dpl::transform(par, x.begin(), x.end(), y.begin(), [](double v) { return std::sin(v); }); return y[n / 3]; });
    bench("reduce", [&] { return dpl::reduce(par, x.begin(), x.end()); });
    bench("transform_reduce(sin)", [&] { return dpl::transform_reduce(par, x.begin(), x.end(), 0.0, std::plus<double>(), [](double v) { return std::sin(v); }); });
    bench("inclusive_scan", [&] { dpl::inclusive_scan(par, x.begin(), x.end(), y.begin()); return y[n - 1]; });
    bench("sort", [&] { y = x; dpl::sort(par, y.begin(), y.end()); return y[n / 2]; });
    bench("stable_sort", [&] { y = x; dpl::stable_sort(par, y.begin(), y.end()); return y[n / 2]; });
    bench("copy_if", [&] { auto e = dpl::copy_if(par, x.begin(), x.end(), y.begin(), [](double v) { return (long)v % 3 == 0; }); return (double)(e - y.begin()); });
    bench("count_if(sin)", [&] { return (double)dpl::count_if(par, x.begin(), x.end(), [](double v) { return std::sin(v) > 0.5; }); });
    bench("minmax_element", [&] { auto p = dpl::minmax_element(par, x.begin(), x.end()); return (double)(p.second - x.begin()); });
    bench("find_if(last)", [&] { return (double)(dpl::find_if(par, x.begin(), x.end(), [](double v) { return v < -1; }) - x.begin()); });
    std::vector<double> a(x.begin(), x.begin() + n / 2), b(x.begin() + n / 2, x.end()); std::sort(a.begin(), a.end()); std::sort(b.begin(), b.end());
    bench("merge", [&] { dpl::merge(par, a.begin(), a.end(), b.begin(), b.end(), y.begin()); return y[n / 2]; });
    return 0;
}
