// A translated header (lib/par.h, with a parallel loop) includes lib/defs.h, which includes
// its sibling "extra.h" only where gcc preprocesses it: clang 14 (hbc's parser) takes the
// other branch, so the sibling has no translated copy beside defs.h's, and gcc, compiling
// the translation, looked beside the copy and failed (oneDPL 2022.14's ranges_defs.h and
// zip_view_impl.h at -std=c++20; helper-118, session 73). The other branch gives another
// value, so a build that took it would print a different sum.
#include <cstdio>

#include "lib/par.h"

int main() {
    std::printf("%d %ld\n", extra_value(), psum(100000));
    return 0;
}
