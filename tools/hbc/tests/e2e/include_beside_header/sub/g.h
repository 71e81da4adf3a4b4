#ifndef INCLUDE_BESIDE_HEADER_G
#define INCLUDE_BESIDE_HEADER_G
#include "h.h"
#include "../../include_beside_header_outside.h"

static long twice_scaled(long n) { return 2 * scaled_sum(n) + OUTSIDE_SCALE; }
#endif
