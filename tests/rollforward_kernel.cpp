// Kernels compiled to assembly and put through tools/rollforward (tests/CMakeLists.txt): their
// loop drivers (run_latent, run_nested) get check-free and checked copies and tables, as the
// code hbc --hbc-rollforward emits does. tests/rollforward.cpp runs them under signals.
#include <cstdint>

#include "heartbeat/heartbeat.hpp"
#include "rollforward_escape.hpp"

// A leaf loop whose body is inlined into the loop driver: the PC sits in the tables most of the
// time. Row y of an escape-time image; the result is a checksum of every pixel.
void rf_escape_rows(int32_t *out, int64_t w, int64_t h) {
    hb::parallel_for_range(0, w * h, [=](int64_t lo, int64_t hi) {
        for (int64_t p = lo; p < hi; ++p) out[p] = rf_escape_time(p, w, h);
    });
}

// Nested loops (run_nested and the unframed inner fast path) with a reduction.
int64_t rf_nested_sum(int64_t n, int64_t m) {
    return hb::parallel_reduce(0, n, int64_t{0}, [](int64_t a, int64_t b) { return a + b; },
                               [m](int64_t i) {
                                   return hb::parallel_reduce(0, m, int64_t{0},
                                                              [](int64_t a, int64_t b) { return a + b; },
                                                              [i](int64_t j) { return (i * 31 + j) % 11; });
                               });
}
