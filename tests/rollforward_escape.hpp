// The escape time of pixel p of a w x h image (200 steps at most): the per-pixel work of
// rollforward_kernel.cpp's loop, shared with the plain reference in rollforward.cpp.
#pragma once

#include <cstdint>

inline int32_t rf_escape_time(int64_t p, int64_t w, int64_t h) {
    const double cr = -2.0 + 3.0 * static_cast<double>(p % w) / static_cast<double>(w);
    const double ci = -1.2 + 2.4 * static_cast<double>(p / w) / static_cast<double>(h);
    double zr = 0, zi = 0;
    int32_t k = 0;
    while (k < 200 && zr * zr + zi * zi < 4.0) {
        const double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        ++k;
    }
    return k;
}
