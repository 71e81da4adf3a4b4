// Where ttm's 1-worker overhead lives: the suite's nest (bench/suite/kernels/tensor.hpp, default
// size, 2 rounds per timing) with fewer of its four levels parallel; P = hb::parallel_for /
// parallel_reduce, S = a plain loop. 9 rounds of the six variants interleaved; medians.
// Build: g++ -std=c++17 -O3 -march=native -ffp-contract=off -falign-functions=64 -Iinclude
//        -Ibench/suite levels.cpp build/libheartbeat.a -lpthread -o levels; ./levels [workers]
#include <heartbeat/heartbeat.hpp>
#include "kernels/tensor.hpp"
#include <chrono>
#include <cstdio>
#include <algorithm>
#include <cstring>
using namespace suite;
struct P { template <class F> static void f(int64_t lo, int64_t hi, F &&g) { hb::parallel_for(lo, hi, g); }
           template <class F> static double r(int64_t lo, int64_t hi, F &&g) { return hb::parallel_reduce(lo, hi, 0.0, Plus{}, g); } };
struct S { template <class F> static void f(int64_t lo, int64_t hi, F &&g) { for (int64_t i = lo; i < hi; ++i) g(i); }
           template <class F> static double r(int64_t lo, int64_t hi, F &&g) { double a = 0; for (int64_t i = lo; i < hi; ++i) a = Plus{}(a, g(i)); return a; } };
template <class O, class F1, class L, class R>
[[gnu::noinline]] void run(const Csf3 &t, const double *c, double *a) {
    const int64_t *pos1 = t.pos1.data(), *pos2 = t.pos2.data();
    const int32_t *crd2 = t.crd2.data();
    const double *val = t.val.data();
    constexpr int64_t L_ = 16;
    O::f(0, t.ni, [=](int64_t i) {
        F1::f(pos1[i], pos1[i + 1], [=](int64_t f) {
            L::f(0, L_, [=](int64_t l) {
                a[f * L_ + l] = R::r(pos2[f], pos2[f + 1], [=](int64_t q) { return val[q] * c[(int64_t)crd2[q] * L_ + l]; });
            });
        });
    });
}
int main(int argc, char **argv) {
    hb::set_num_workers(argc > 1 ? atoi(argv[1]) : 1);
    auto t = make_tensor(Size::dflt);
    std::vector<double> c(t->nk * 16), a(t->crd1.size() * 16);
    for (size_t q = 0; q < c.size(); ++q) c[q] = rand_double(q + 57);
    using Fn = void (*)(const Csf3 &, const double *, double *);
    struct V { const char *name; Fn fn; } vs[] = {
        {"seq", run<S, S, S, S>}, {"PPPP", run<P, P, P, P>}, {"PPPS", run<P, P, P, S>},
        {"PPSP", run<P, P, S, P>}, {"PPSS", run<P, P, S, S>}, {"PSSS", run<P, S, S, S>}};
    double med[6][9];
    for (int round = 0; round < 9; ++round)
        for (int v = 0; v < 6; ++v) {
            auto t0 = std::chrono::steady_clock::now();
            for (int r = 0; r < 2; ++r) vs[v].fn(*t, c.data(), a.data());
            med[v][round] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
    for (int v = 0; v < 6; ++v) {
        std::sort(med[v], med[v] + 9);
        std::sort(med[0], med[0] + 9);
        printf("%-5s %.4f s  x seq %.3f\n", vs[v].name, med[v][4], med[v][4] / med[0][4]);
    }
}
