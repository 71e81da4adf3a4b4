#pragma once
// oneDPL's test, in version_impl.h: clang before 16 has no usable C++20 ranges
#if !(defined(__clang__) && __clang_major__ < 16)
#include "extra.h"
#else
inline int extra_value() { return 41; }
#endif
