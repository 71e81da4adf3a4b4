// Where a token of a macro expansion was written, for the translator and team mode alike.
#pragma once

#include "clang/Basic/SourceManager.h"

namespace hbc {

// Where a token was written before any macro argument carried it: a macro body's location
// (a macro ID) for `g` in `SET(x, MAP(v))` with `#define MAP(v) pow(v, g)`, which
// isMacroArgExpansion alone takes for the argument's text (ImageMagick, helper-59); a file
// location for a token written in the arguments.
inline clang::SourceLocation beforeMacroArgs(const clang::SourceManager &SM, clang::SourceLocation L) {
    for (int guard = 0; L.isMacroID() && SM.isMacroArgExpansion(L) && guard < 256; ++guard)
        L = SM.getImmediateSpellingLoc(L);
    return L;
}

}  // namespace hbc
