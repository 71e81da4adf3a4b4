// PROBE-ACCEPT: rejected a reference written in a target (docs/hbc.md, Device constructs: hbc cannot give a reference the target's firstprivate copy)
// C++ scalars reached in other ways inside a `target`: a lambda defined in the region that
// captures a local by reference and writes it, a reference variable bound to a local, a
// by-value lambda defined outside and called inside, and a lambda run by a kernel over a
// std::vector's data. OpenMP makes each scalar named in no map clause firstprivate on the
// target (a reference to a scalar as well), so the host's values stay (output from g++).
#include <cstdio>
#include <vector>
// PROBE-OUTPUT: cnt=0 ref=5 bump=0 acc=0 mapped=12 k2=10 sum=1999000
int main() {
    int cnt = 0, base = 5, bump = 0, acc = 0, mapped = 0;
    int &ref = base;
    auto twice = [](int v) { return 2 * v; };
#pragma omp target
    {
        auto add = [&](int v) { cnt += v; };
        for (int i = 0; i < 4; i++) add(i);
        ref = 50;
        [&bump]() { bump = 3; }();
        acc = twice(21);
    }
#pragma omp target map(tofrom: mapped)
    {
        auto add = [&](int v) { mapped += v; };
        for (int i = 0; i < 4; i++) add(i * 2);
    }
    std::vector<double> v(2000, 1.0), w(2000);
    double *pv = v.data(), *pw = w.data();
    int k2 = 10;
    auto f = [=](int i) { return pv[i] * i * k2; };
#pragma omp target teams distribute parallel for map(to: pv[0:2000]) map(from: pw[0:2000])
    for (int i = 0; i < 2000; i++) pw[i] = f(i) / 10.0;
    double sum = 0;
    for (double x : w) sum += x;
    std::printf("cnt=%d ref=%d bump=%d acc=%d mapped=%d k2=%d sum=%.0f\n", cnt, ref, bump, acc, mapped, k2, sum);
    return 0;
}
