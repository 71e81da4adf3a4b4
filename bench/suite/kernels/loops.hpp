// The HBC / TPAL loop kernels: plus-reduce-array, spmv (arrowhead, powerlaw, random),
// mandelbrot (TPAL and HBC parameters), mandelbulb, floyd-warshall, kmeans, srad, cg.
// Each kernel: make(size, param) builds the input, reset() restores what a run mutates,
// run<B>() is the timed part, out() what is compared with the sequential run.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "../common.hpp"

namespace suite {

// ---------------------------------------------------------------- plus-reduce-array
struct PlusReduce {
    static constexpr const char *name = "plus-reduce-array";
    struct In {
        std::vector<double> a;
        int rounds = 1;
        double sum = 0;
    };
    // TPAL: 100M doubles. The kernel sums the array `rounds` times.
    static In make(Size s, int64_t) {
        In in;
        in.a.assign(pick<int64_t>(s, 1 << 20, 50'000'000, 100'000'000), 1.0);
        in.rounds = pick(s, 2, 20, 1);
        return in;
    }
    static void reset(In &in) { in.sum = 0; }
    template <class B>
    static void run(In &in) {
        const double *a = in.a.data();
        double total = 0;
        for (int r = 0; r < in.rounds; ++r)
            total += B::reduce_outer(0, (int64_t)in.a.size(), 0.0, Plus{},
                                     [=](int64_t i) { return a[i]; });
        in.sum = total;
    }
    static Out out(const In &in) { return Out{{}, {in.sum}, 1e-12}; }
};

// ---------------------------------------------------------------- spmv
struct Csr {
    int64_t n = 0;
    std::vector<int64_t> row_ptr;
    std::vector<int32_t> col;
    std::vector<double> val;
};

// Builds CSR from per-row column lists (already the lexicographic order of (row, col)
// pairs row by row); sorts and de-duplicates each row; val[k] = rand_double(k).
template <class RowCols>
inline Csr build_csr(int64_t n, RowCols &&row_cols) {
    Csr m;
    m.n = n;
    m.row_ptr.assign(n + 1, 0);
    std::vector<int64_t> cols;
    for (int64_t i = 0; i < n; ++i) {
        cols.clear();
        row_cols(i, cols);
        std::sort(cols.begin(), cols.end());
        cols.erase(std::unique(cols.begin(), cols.end()), cols.end());
        for (int64_t c : cols) m.col.push_back((int32_t)c);
        m.row_ptr[i + 1] = (int64_t)m.col.size();
    }
    m.val.resize(m.col.size());
    for (size_t k = 0; k < m.val.size(); ++k) m.val[k] = rand_double(k);
    return m;
}

inline Csr make_arrowhead(int64_t n) {
    return build_csr(n, [n](int64_t i, std::vector<int64_t> &c) {
        if (i == 0) {
            for (int64_t j = 0; j < n; ++j) c.push_back(j);
        } else {
            c.push_back(0);
            c.push_back(i);
        }
    });
}

inline Csr make_powerlaw(int lg) {
    const int64_t n = int64_t(1) << lg;
    const uint64_t mask = uint64_t(n) - 1;
    return build_csr(n, [=](int64_t o, std::vector<int64_t> &c) {
        if (o == n - 1) return;  // the last row is empty
        int L = 0;
        while ((int64_t(2) << L) - 2 < o) ++L;  // level L holds rows 2^L - 1 .. 2^(L+1) - 2
        const int64_t cnt = int64_t(1) << (lg - L);
        for (int64_t k = 0; k < cnt; ++k) c.push_back((int64_t)(hash64(uint64_t(o + k)) & mask));
    });
}

inline Csr make_random(int64_t n, int64_t degree = 100, int dim = 5) {
    return build_csr(n, [=](int64_t i, std::vector<int64_t> &c) {
        for (int64_t k = i * degree; k < (i + 1) * degree; ++k) {
            int pw = dim + 2;
            uint64_t h = (uint64_t)k;
            int64_t j;
            do {
                while ((h = hash64(h)) % 1000003 < 500001) pw += dim;
                h = hash64(h);
                const int p = std::min(pw, 63);  // shifts of 64 or more: capped at 63
                j = (int64_t)((uint64_t(i) + (h & ((uint64_t(1) << p) - 1))) % uint64_t(n));
            } while (j == i);
            c.push_back(j);
        }
    });
}

template <int Kind>
struct Spmv {
    static constexpr const char *name =
        Kind == 0 ? "spmv-arrowhead" : Kind == 1 ? "spmv-powerlaw" : "spmv-random";
    struct In {
        Csr m;
        std::vector<double> x, y;
        int rounds = 10;  // HBC times 10 SpMVs per run
    };
    static In make(Size s, int64_t) {
        In in;
        if (Kind == 0) in.m = make_arrowhead(pick<int64_t>(s, 100'000, 15'000'000, 150'000'000));
        if (Kind == 1) in.m = make_powerlaw(pick(s, 14, 21, 24));
        if (Kind == 2) in.m = make_random(pick<int64_t>(s, 2'000, 300'000, 6'000'000));
        in.x.resize(in.m.n);
        for (int64_t i = 0; i < in.m.n; ++i) in.x[i] = rand_double(i);
        in.y.assign(in.m.n, 0.0);
        return in;
    }
    static void reset(In &in) { std::fill(in.y.begin(), in.y.end(), 0.0); }
    template <class B>
    static void run(In &in) {
        const int64_t *rp = in.m.row_ptr.data();
        const int32_t *col = in.m.col.data();
        const double *val = in.m.val.data(), *x = in.x.data();
        double *y = in.y.data();
        for (int r = 0; r < in.rounds; ++r)
            B::for_outer(0, in.m.n, [=](int64_t i) {
                y[i] = B::reduce(rp[i], rp[i + 1], 0.0, Plus{},
                                 [=](int64_t k) { return val[k] * x[col[k]]; });
            });
    }
    static Out out(const In &in) { return Out{{}, in.y, 1e-9}; }
};

// ---------------------------------------------------------------- mandelbrot
inline int mandel_depth(double cx, double cy, int maxd) {
    double zx = 0, zy = 0;
    int d = 0;
    while (d < maxd && zx * zx + zy * zy < 4.0) {
        const double t = zx * zx - zy * zy + cx;
        zy = 2 * zx * zy + cy;
        zx = t;
        ++d;
    }
    return d;
}

template <bool Hbc>
struct Mandelbrot {
    static constexpr const char *name = Hbc ? "mandelbrot-hbc" : "mandelbrot-tpal";
    struct In {
        int64_t h = 0, w = 0;
        int depth = 0;
        std::vector<int32_t> img;
    };
    // TPAL: 4192 x 4192, depth 100. HBC: 512 x 1024, depth 40,000.
    static In make(Size s, int64_t) {
        In in;
        if (Hbc) {
            in.h = pick<int64_t>(s, 32, 96, 512);
            in.w = 2 * in.h;
            in.depth = pick(s, 2000, 40000, 40000);
        } else {
            in.h = in.w = pick<int64_t>(s, 256, 2048, 4192);
            in.depth = 100;
        }
        in.img.assign(in.h * in.w, 0);
        return in;
    }
    static void reset(In &in) { std::fill(in.img.begin(), in.img.end(), 0); }
    template <class B>
    static void run(In &in) {
        const int64_t h = in.h, w = in.w;
        const int maxd = in.depth;
        int32_t *img = in.img.data();
        const double dx = 3.5 / (double)w, dy = 1.75 / (double)h;
        B::for_outer(0, h, [=](int64_t i) {
            const double cy = -0.875 + (double)i * dy;
            B::for_(0, w, [=](int64_t j) {
                img[i * w + j] = mandel_depth(-2.5 + (double)j * dx, cy, maxd);
            });
        });
    }
    static Out out(const In &in) { return Out{{in.img.begin(), in.img.end()}, {}, 0}; }
};

// ---------------------------------------------------------------- mandelbulb
// Power-8 Mandelbulb (White/Nylander formula) on an nx x ny x nz grid over [-1.2, 1.2]^3;
// the value of a point is its escape iteration (capped).
inline int bulb_iters(double cx, double cy, double cz, int cap) {
    double x = 0, y = 0, z = 0;
    int it = 0;
    while (it < cap) {
        const double r2 = x * x + y * y + z * z;
        if (r2 > 4.0) break;
        const double r = std::sqrt(r2);
        const double theta = std::atan2(std::sqrt(x * x + y * y), z);
        const double phi = std::atan2(y, x);
        const double r8 = r2 * r2 * r2 * r2;
        const double st = std::sin(8 * theta);
        x = r8 * st * std::cos(8 * phi) + cx;
        y = r8 * st * std::sin(8 * phi) + cy;
        z = r8 * std::cos(8 * theta) + cz;
        (void)r;
        ++it;
    }
    return it;
}

struct Mandelbulb {
    static constexpr const char *name = "mandelbulb";
    struct In {
        int64_t nx = 0, ny = 0, nz = 0;
        int cap = 0;
        std::vector<int32_t> out;
    };
    // HBC: 100 x 200 x 300, 400 iterations.
    static In make(Size s, int64_t) {
        In in;
        const int64_t f = pick<int64_t>(s, 10, 30, 100);
        in.nx = f;
        in.ny = 2 * f;
        in.nz = 3 * f;
        in.cap = pick(s, 100, 400, 400);
        in.out.assign(in.nx * in.ny * in.nz, 0);
        return in;
    }
    static void reset(In &in) { std::fill(in.out.begin(), in.out.end(), 0); }
    template <class B>
    static void run(In &in) {
        const int64_t nx = in.nx, ny = in.ny, nz = in.nz;
        const int cap = in.cap;
        int32_t *o = in.out.data();
        B::for_outer(0, nx, [=](int64_t i) {
            B::for_(0, ny, [=](int64_t j) {
                B::for_(0, nz, [=](int64_t k) {
                    const double cx = -1.2 + 2.4 * (double)i / (double)nx;
                    const double cy = -1.2 + 2.4 * (double)j / (double)ny;
                    const double cz = -1.2 + 2.4 * (double)k / (double)nz;
                    o[(i * ny + j) * nz + k] = bulb_iters(cx, cy, cz, cap);
                });
            });
        });
    }
    static Out out(const In &in) { return Out{{in.out.begin(), in.out.end()}, {}, 0}; }
};

// ---------------------------------------------------------------- floyd-warshall
struct FloydWarshall {
    static constexpr const char *name = "floyd-warshall";
    struct In {
        int64_t v = 0;
        std::vector<int64_t> init, d;
    };
    // TPAL: V = 1024, 2048; HBC: 4096.
    static In make(Size s, int64_t) {
        In in;
        in.v = pick<int64_t>(s, 128, 1536, 4096);
        const int64_t v = in.v;
        in.init.resize(v * v);
        for (int64_t i = 0; i < v; ++i)
            for (int64_t j = 0; j < v; ++j) {
                const int64_t sm = i + j;
                in.init[i * v + j] = i == j ? 0 : sm % 3 == 0 ? sm / 2 : sm % 2 == 0 ? 2 * sm : sm;
            }
        in.d = in.init;
        return in;
    }
    static void reset(In &in) { in.d = in.init; }
    template <class B>
    static void run(In &in) {
        const int64_t v = in.v;
        int64_t *d = in.d.data();
        for (int64_t k = 0; k < v; ++k)
            B::for_outer(0, v, [=](int64_t i) {
                const int64_t dik = d[i * v + k];
                int64_t *di = d + i * v;
                const int64_t *dk = d + k * v;
                B::for_(0, v, [=](int64_t j) {
                    const int64_t c = dik + dk[j];
                    if (c < di[j]) di[j] = c;
                });
            });
    }
    static Out out(const In &in) { return Out{in.d, {}, 0}; }
};

// ---------------------------------------------------------------- kmeans
// Rodinia kmeans: N points x 34 float features, k = 5, initial centres = the first k points;
// iterate until no point changes cluster (threshold 0.001 of a count) or 500 iterations.
// The point loop is parallel; the centre sums and counts are an array reduction. Points are
// varied: around one of 5 random centres, plus noise.
struct Kmeans {
    static constexpr const char *name = "kmeans";
    static constexpr int F = 34, K = 5, W = K * (F + 1);
    struct In {
        int64_t n = 0;
        std::vector<float> feat;
        std::vector<int32_t> member;
        std::vector<double> centre;
        int iters = 0;
    };
    // The reduction value: one point (pi >= 0) or partial sums (buf: K x (F sums, count)).
    struct Acc {
        int64_t pi = -1;
        int32_t c = 0;
        int64_t changed = 0;
        std::vector<double> buf;
    };
    // TPAL: 1M points; HBC: 10M.
    static In make(Size s, int64_t) {
        In in;
        in.n = pick<int64_t>(s, 20'000, 800'000, 10'000'000);
        in.feat.resize(in.n * F);
        for (int64_t i = 0; i < in.n; ++i) {
            const uint64_t g = hash64(uint64_t(i) * 7 + 3) % K;
            for (int j = 0; j < F; ++j)
                in.feat[i * F + j] = (float)(10.0 * rand_double(g * 1000 + j) +
                                             3.0 * rand_double(uint64_t(i) * F + j + 12345));
        }
        return in;
    }
    static void reset(In &in) {
        in.member.assign(in.n, -1);
        in.centre.assign(K * F, 0.0);
        for (int c = 0; c < K; ++c)
            for (int j = 0; j < F; ++j) in.centre[c * F + j] = in.feat[c * F + j];
        in.iters = 0;
    }
    template <class B>
    static void run(In &in) {
        const float *feat = in.feat.data();
        int32_t *member = in.member.data();
        const int64_t n = in.n;
        auto add_point = [=](std::vector<double> &buf, int64_t i, int c) {
            if (buf.empty()) buf.assign(W, 0.0);
            double *b = buf.data() + c * (F + 1);
            for (int j = 0; j < F; ++j) b[j] += feat[i * F + j];
            b[F] += 1;
        };
        auto op = [=](Acc a, Acc b) {
            if (a.pi >= 0) {
                add_point(a.buf, a.pi, a.c);
                a.pi = -1;
            }
            if (b.pi >= 0) {
                add_point(a.buf, b.pi, b.c);
            } else if (!b.buf.empty()) {
                if (a.buf.empty())
                    a.buf = std::move(b.buf);
                else
                    for (int t = 0; t < W; ++t) a.buf[t] += b.buf[t];
            }
            a.changed += b.changed;
            return a;
        };
        // The centres every point reads, copied with 16 doubles of padding on each side:
        // in.centre is a small heap block, and the reduction's buffers (allocated per
        // partial sum, on any thread) can land on its cache lines, so their writes made
        // every thread re-fetch the centres (issue 10: hb at 2 workers 1.3x -> 1.9x,
        // 1 worker 1.18 -> 1.0 of sequential; docs/bench-history-loops.md).
        std::vector<double> cen_pad(K * F + 32);
        for (int it = 0; it < 500; ++it) {
            std::copy(in.centre.begin(), in.centre.end(), cen_pad.begin() + 16);
            const double *cen = cen_pad.data() + 16;
            Acc r = B::reduce_outer(0, n, Acc{}, op, [=](int64_t i) {
                int best = 0;
                double bd = 0;
                for (int c = 0; c < K; ++c) {
                    double dist = 0;
                    for (int j = 0; j < F; ++j) {
                        const double t = feat[i * F + j] - cen[c * F + j];
                        dist += t * t;
                    }
                    if (c == 0 || dist < bd) {
                        bd = dist;
                        best = c;
                    }
                }
                Acc a;
                a.pi = i;
                a.c = best;
                a.changed = member[i] != best;
                member[i] = best;
                return a;
            });
            if (r.pi >= 0) r = op(Acc{}, std::move(r));
            ++in.iters;
            for (int c = 0; c < K; ++c) {
                const double cnt = r.buf.empty() ? 0 : r.buf[c * (F + 1) + F];
                if (cnt > 0)
                    for (int j = 0; j < F; ++j)
                        in.centre[c * F + j] = r.buf[c * (F + 1) + j] / cnt;
            }
            if ((double)r.changed <= 0.001) break;
        }
    }
    static Out out(const In &in) {
        Out o{{in.member.begin(), in.member.end()}, in.centre, 1e-6};
        o.ints.push_back(in.iters);
        return o;
    }
};

// ---------------------------------------------------------------- srad
// Rodinia SRAD (v2): per iteration, statistics of a region of interest (a reduction), then
// two row x column nests: diffusion coefficients, then the update.
struct Srad {
    static constexpr const char *name = "srad";
    struct In {
        int64_t r = 0, c = 0;
        int niter = 0;
        std::vector<double> j0, j, dn, ds, dw, de, coef;
    };
    // TPAL: 4000 x 4000; HBC: 10,000 x 10,000.
    static In make(Size s, int64_t) {
        In in;
        in.r = pick<int64_t>(s, 128, 1024, 10000);
        in.c = in.r;
        in.niter = pick(s, 4, 40, 20);
        const int64_t n = in.r * in.c;
        in.j0.resize(n);
        for (int64_t i = 0; i < n; ++i) in.j0[i] = std::exp(rand_double(i));
        in.dn.resize(n);
        in.ds.resize(n);
        in.dw.resize(n);
        in.de.resize(n);
        in.coef.resize(n);
        return in;
    }
    static void reset(In &in) { in.j = in.j0; }
    template <class B>
    static void run(In &in) {
        const int64_t R = in.r, C = in.c;
        const double lambda = 0.5;
        double *J = in.j.data(), *dN = in.dn.data(), *dS = in.ds.data(), *dW = in.dw.data(),
               *dE = in.de.data(), *cf = in.coef.data();
        const int64_t r1 = 0, r2 = R / 2, c1 = 0, c2 = C / 2;  // region of interest
        const double roi = (double)((r2 - r1) * (c2 - c1));
        struct S2 {
            double s, s2;
        };
        auto add = [](S2 a, S2 b) { return S2{a.s + b.s, a.s2 + b.s2}; };
        for (int it = 0; it < in.niter; ++it) {
            const S2 st = B::reduce_outer(r1, r2, S2{0, 0}, add, [=](int64_t i) {
                S2 a{0, 0};
                for (int64_t k = c1; k < c2; ++k) {
                    const double t = J[i * C + k];
                    a.s += t;
                    a.s2 += t * t;
                }
                return a;
            });
            const double mean = st.s / roi;
            const double var = st.s2 / roi - mean * mean;
            const double q0sqr = var / (mean * mean);
            B::for_outer(0, R, [=](int64_t i) {
                B::for_(0, C, [=](int64_t k) {
                    const int64_t x = i * C + k;
                    const double jc = J[x];
                    const int64_t in_ = i == 0 ? 0 : i - 1, is = i == R - 1 ? R - 1 : i + 1;
                    const int64_t jw = k == 0 ? 0 : k - 1, je = k == C - 1 ? C - 1 : k + 1;
                    dN[x] = J[in_ * C + k] - jc;
                    dS[x] = J[is * C + k] - jc;
                    dW[x] = J[i * C + jw] - jc;
                    dE[x] = J[i * C + je] - jc;
                    const double g2 =
                        (dN[x] * dN[x] + dS[x] * dS[x] + dW[x] * dW[x] + dE[x] * dE[x]) /
                        (jc * jc);
                    const double l = (dN[x] + dS[x] + dW[x] + dE[x]) / jc;
                    const double num = 0.5 * g2 - (1.0 / 16.0) * (l * l);
                    double den = 1 + 0.25 * l;
                    const double qsqr = num / (den * den);
                    den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
                    double cc = 1.0 / (1.0 + den);
                    cf[x] = cc < 0 ? 0 : cc > 1 ? 1 : cc;
                });
            });
            B::for_outer(0, R, [=](int64_t i) {
                B::for_(0, C, [=](int64_t k) {
                    const int64_t x = i * C + k;
                    const int64_t is = i == R - 1 ? R - 1 : i + 1;
                    const int64_t je = k == C - 1 ? C - 1 : k + 1;
                    const double cN = cf[x], cS = cf[is * C + k], cW = cf[x], cE = cf[i * C + je];
                    const double D = cN * dN[x] + cS * dS[x] + cW * dW[x] + cE * dE[x];
                    J[x] = J[x] + 0.25 * lambda * D;
                });
            });
        }
    }
    static Out out(const In &in) { return Out{{}, in.j, 1e-7}; }
};

// ---------------------------------------------------------------- cg
// Conjugate gradient (fixed iteration count) on a generated sparse SPD matrix: symmetric,
// strictly diagonally dominant, heavy-tailed row lengths (2 .. ~1000 off-diagonals).
struct Cg {
    static constexpr const char *name = "cg";
    struct In {
        Csr m;
        std::vector<double> b, x, r, p, q;
        int iters = 0;
    };
    static In make(Size s, int64_t) {
        In in;
        const int64_t n = pick<int64_t>(s, 5'000, 150'000, 5'000'000);
        in.iters = pick(s, 10, 40, 25);
        std::vector<std::pair<int32_t, int32_t>> e;
        for (int64_t i = 0; i < n; ++i) {
            const uint64_t h = hash64(uint64_t(i) ^ 0xc6a4a7935bd1e995ull);
            const int64_t deg = 1 + (int64_t)(h % (uint64_t(1) << (hash64(h) % 10)));
            for (int64_t t = 0; t < deg; ++t) {
                const int64_t j = (int64_t)(hash64(uint64_t(i) * 1000003 + t) % uint64_t(n));
                if (j == i) continue;
                e.push_back({(int32_t)i, (int32_t)j});
                e.push_back({(int32_t)j, (int32_t)i});
            }
        }
        std::sort(e.begin(), e.end());
        e.erase(std::unique(e.begin(), e.end()), e.end());
        Csr &m = in.m;
        m.n = n;
        m.row_ptr.assign(n + 1, 0);
        std::vector<double> offsum(n, 0.0);
        size_t k = 0;
        for (int64_t i = 0; i < n; ++i) {
            bool diag = false;
            auto put_diag = [&] {
                m.col.push_back((int32_t)i);
                m.val.push_back(0);  // filled below
                diag = true;
            };
            for (; k < e.size() && e[k].first == i; ++k) {
                if (!diag && e[k].second > i) put_diag();
                const int32_t j = e[k].second;
                const uint64_t a = std::min<uint64_t>(i, j), b = std::max<uint64_t>(i, j);
                const double v = -(0.1 + rand_double(a * uint64_t(n) + b));
                m.col.push_back(j);
                m.val.push_back(v);
                offsum[i] += -v;
            }
            if (!diag) put_diag();
            m.row_ptr[i + 1] = (int64_t)m.col.size();
        }
        for (int64_t i = 0; i < n; ++i)
            for (int64_t q = m.row_ptr[i]; q < m.row_ptr[i + 1]; ++q)
                if (m.col[q] == i) m.val[q] = offsum[i] + 1.0;
        in.b.resize(n);
        for (int64_t i = 0; i < n; ++i) in.b[i] = rand_double(i);
        in.x.resize(n);
        in.r.resize(n);
        in.p.resize(n);
        in.q.resize(n);
        return in;
    }
    static void reset(In &in) {
        std::fill(in.x.begin(), in.x.end(), 0.0);
        in.r = in.b;
        in.p = in.b;
    }
    template <class B>
    static void run(In &in) {
        const int64_t n = in.m.n;
        const int64_t *rp = in.m.row_ptr.data();
        const int32_t *col = in.m.col.data();
        const double *val = in.m.val.data();
        double *x = in.x.data(), *r = in.r.data(), *p = in.p.data(), *q = in.q.data();
        double rho = B::reduce_outer(0, n, 0.0, Plus{}, [=](int64_t i) { return r[i] * r[i]; });
        for (int it = 0; it < in.iters; ++it) {
            B::for_outer(0, n, [=](int64_t i) {
                q[i] = B::reduce(rp[i], rp[i + 1], 0.0, Plus{},
                                 [=](int64_t k) { return val[k] * p[col[k]]; });
            });
            const double pq =
                B::reduce_outer(0, n, 0.0, Plus{}, [=](int64_t i) { return p[i] * q[i]; });
            const double alpha = rho / pq;
            B::for_outer(0, n, [=](int64_t i) {
                x[i] += alpha * p[i];
                r[i] -= alpha * q[i];
            });
            const double rho2 =
                B::reduce_outer(0, n, 0.0, Plus{}, [=](int64_t i) { return r[i] * r[i]; });
            const double beta = rho2 / rho;
            rho = rho2;
            B::for_outer(0, n, [=](int64_t i) { p[i] = r[i] + beta * p[i]; });
        }
    }
    static Out out(const In &in) { return Out{{}, in.x, 1e-6}; }
};

}  // namespace suite
