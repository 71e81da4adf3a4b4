// Shared pieces of the suite: the inputs' hash (../../shared spec, "hash64"), sizes, kernel
// outputs and their comparison, and the kernel registry.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace suite {

// The hash every input generator uses (spec: bench-inputs.md). Arithmetic modulo 2^64.
inline uint64_t hash64(uint64_t u) {
    uint64_t v = u * 3935559000370003845ull + 2691343689449507681ull;
    v ^= v >> 21;
    v ^= v << 37;
    v ^= v >> 4;
    v *= 4768777513237032717ull;
    v ^= v << 20;
    v ^= v >> 41;
    v ^= v << 5;
    return v;
}

// In [0, 1): rand_double(0..3) = 0.647203, 0.410947, 0.439064, 0.900373.
inline double rand_double(uint64_t i) { return static_cast<double>(hash64(i) % 1000000) / 1e6; }

enum class Size { tiny, dflt, paper };

inline const char *size_name(Size s) {
    return s == Size::tiny ? "tiny" : s == Size::dflt ? "default" : "paper";
}

// Picks the value for a size.
template <class T>
inline T pick(Size s, T tiny, T dflt, T paper) {
    return s == Size::tiny ? tiny : s == Size::dflt ? dflt : paper;
}

// What a kernel produced: integers are compared exactly, doubles with a relative tolerance
// |a - b| <= tol * max(1, |b|).
struct Out {
    std::vector<int64_t> ints;
    std::vector<double> reals;
    double tol = 0;
};

// Returns an empty string if got matches ref, else a description of the first mismatch.
inline std::string compare(const Out &got, const Out &ref) {
    char buf[256];
    if (got.ints.size() != ref.ints.size() || got.reals.size() != ref.reals.size()) {
        std::snprintf(buf, sizeof buf, "size mismatch: ints %zu vs %zu, reals %zu vs %zu",
                      got.ints.size(), ref.ints.size(), got.reals.size(), ref.reals.size());
        return buf;
    }
    for (size_t i = 0; i < ref.ints.size(); ++i)
        if (got.ints[i] != ref.ints[i]) {
            std::snprintf(buf, sizeof buf, "ints[%zu] = %lld, expected %lld", i,
                          (long long)got.ints[i], (long long)ref.ints[i]);
            return buf;
        }
    const double tol = std::max(got.tol, ref.tol);
    for (size_t i = 0; i < ref.reals.size(); ++i) {
        const double a = got.reals[i], b = ref.reals[i];
        if (!(std::fabs(a - b) <= tol * std::max(1.0, std::fabs(b)))) {
            std::snprintf(buf, sizeof buf, "reals[%zu] = %.17g, expected %.17g (tol %g)", i, a, b,
                          tol);
            return buf;
        }
    }
    return "";
}

inline double now_s() {
    using C = std::chrono::steady_clock;
    return std::chrono::duration<double>(C::now().time_since_epoch()).count();
}

// Sum of doubles with the same association whatever the order partial sums arrive in is
// not needed: reductions are compared with a tolerance.
struct Plus {
    template <class T>
    T operator()(T a, T b) const {
        return a + b;
    }
};

}  // namespace suite
