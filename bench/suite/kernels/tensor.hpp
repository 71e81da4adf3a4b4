// HBC's TACO kernels: ttv (A(i,j) = sum_k T(i,j,k) c(k)) and ttm (A(i,j,l) = sum_k T(i,j,k)
// C(k,l)) on a sparse 3-tensor in CSF with the first mode dense and the others compressed.
// Every loop of the nest is parallel (the k loop as a reduction).
//
// Input (in place of nell-2): I x J x K with heavy-tailed fibre counts: slice i holds
// 1 + h % 2^(h' % 9) fibres (j), fibre (i, j) holds 1 + h % 2^(h' % 8) non-zeros (k);
// coordinates hashed, sorted and de-duplicated; values rand_double.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "../common.hpp"

namespace suite {

struct Csf3 {
    int64_t ni = 0, nj = 0, nk = 0;
    std::vector<int64_t> pos1, pos2;  // pos1: ni + 1 (fibres of slice i); pos2: fibres + 1
    std::vector<int32_t> crd1, crd2;  // j of each fibre; k of each non-zero
    std::vector<double> val;
};

inline std::shared_ptr<const Csf3> make_tensor(Size s) {
    static std::shared_ptr<const Csf3> cache[3];
    const int si = (int)s;
    if (cache[si]) return cache[si];
    auto t = std::make_shared<Csf3>();
    t->ni = pick<int64_t>(s, 400, 12000, 12092);
    t->nj = pick<int64_t>(s, 1000, 9184, 9184);
    t->nk = pick<int64_t>(s, 3000, 28818, 28818);
    const int fib_lg = pick(s, 6, 9, 12), nz_lg = pick(s, 5, 8, 10);
    t->pos1.push_back(0);
    t->pos2.push_back(0);
    std::vector<int32_t> js, ks;
    for (int64_t i = 0; i < t->ni; ++i) {
        const uint64_t h = hash64(uint64_t(i) + 77);
        const int64_t nf = 1 + (int64_t)(h % (uint64_t(1) << (hash64(h) % fib_lg)));
        js.clear();
        for (int64_t f = 0; f < nf; ++f)
            js.push_back((int32_t)(hash64(uint64_t(i) * 100003 + f) % uint64_t(t->nj)));
        std::sort(js.begin(), js.end());
        js.erase(std::unique(js.begin(), js.end()), js.end());
        for (int32_t j : js) {
            t->crd1.push_back(j);
            const uint64_t h2 = hash64((uint64_t(i) << 32) ^ uint64_t(j) ^ 0x9e37);
            const int64_t nz = 1 + (int64_t)(h2 % (uint64_t(1) << (hash64(h2) % nz_lg)));
            ks.clear();
            for (int64_t z = 0; z < nz; ++z)
                ks.push_back((int32_t)(hash64(h2 + uint64_t(z)) % uint64_t(t->nk)));
            std::sort(ks.begin(), ks.end());
            ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
            for (int32_t k : ks) t->crd2.push_back(k);
            t->pos2.push_back((int64_t)t->crd2.size());
        }
        t->pos1.push_back((int64_t)t->crd1.size());
    }
    t->val.resize(t->crd2.size());
    for (size_t q = 0; q < t->val.size(); ++q) t->val[q] = rand_double(q + 999);
    cache[si] = t;
    return t;
}

struct Ttv {
    static constexpr const char *name = "ttv";
    struct In {
        std::shared_ptr<const Csf3> t;
        std::vector<double> c, a;
        int rounds = 1;
    };
    static In make(Size s, int64_t) {
        In in;
        in.t = make_tensor(s);
        in.c.resize(in.t->nk);
        for (int64_t k = 0; k < in.t->nk; ++k) in.c[k] = rand_double(k + 31);
        in.a.assign(in.t->crd1.size(), 0.0);
        in.rounds = pick(s, 2, 40, 10);
        return in;
    }
    static void reset(In &in) { std::fill(in.a.begin(), in.a.end(), 0.0); }
    template <class B>
    static void run(In &in) {
        const Csf3 &t = *in.t;
        const int64_t *pos1 = t.pos1.data(), *pos2 = t.pos2.data();
        const int32_t *crd2 = t.crd2.data();
        const double *val = t.val.data(), *c = in.c.data();
        double *a = in.a.data();
        for (int r = 0; r < in.rounds; ++r)
            B::for_outer(0, t.ni, [=](int64_t i) {
                B::for_(pos1[i], pos1[i + 1], [=](int64_t f) {
                    a[f] = B::reduce(pos2[f], pos2[f + 1], 0.0, Plus{},
                                     [=](int64_t q) { return val[q] * c[crd2[q]]; });
                });
            });
    }
    static Out out(const In &in) { return Out{{}, in.a, 1e-9}; }
};

struct Ttm {
    static constexpr const char *name = "ttm";
    static constexpr int64_t L = 16;  // columns of C
    struct In {
        std::shared_ptr<const Csf3> t;
        std::vector<double> c, a;  // c: K x L, a: fibres x L
        int rounds = 1;
    };
    static In make(Size s, int64_t) {
        In in;
        in.t = make_tensor(s);
        in.c.resize(in.t->nk * L);
        for (size_t q = 0; q < in.c.size(); ++q) in.c[q] = rand_double(q + 57);
        in.a.assign(in.t->crd1.size() * L, 0.0);
        in.rounds = pick(s, 1, 6, 2);
        return in;
    }
    static void reset(In &in) { std::fill(in.a.begin(), in.a.end(), 0.0); }
    template <class B>
    static void run(In &in) {
        const Csf3 &t = *in.t;
        const int64_t *pos1 = t.pos1.data(), *pos2 = t.pos2.data();
        const int32_t *crd2 = t.crd2.data();
        const double *val = t.val.data(), *c = in.c.data();
        double *a = in.a.data();
        for (int r = 0; r < in.rounds; ++r)
            B::for_outer(0, t.ni, [=](int64_t i) {
                B::for_(pos1[i], pos1[i + 1], [=](int64_t f) {
                    B::for_(0, L, [=](int64_t l) {
                        a[f * L + l] = B::reduce(pos2[f], pos2[f + 1], 0.0, Plus{}, [=](int64_t q) {
                            return val[q] * c[(int64_t)crd2[q] * L + l];
                        });
                    });
                });
            });
    }
    static Out out(const In &in) { return Out{{}, in.a, 1e-9}; }
};

}  // namespace suite
