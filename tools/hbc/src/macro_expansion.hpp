// Constructs that macros write in ways hbc cannot rewrite where they stand: a directive
// written by a function-like macro together with other code (CImg's `cimg_openmp_for`: the
// _Pragma and its loop in one macro), or a worksharing loop whose header a macro writes
// (CImg's `cimg_rofoff(img,off)`) in a region that runs in team mode. Their text is the
// macro definition's, shared by every use. When the first parse of a file meets one (an hbc
// diagnostic that names a macro, reported or in a dry run), it writes out, in place of each
// macro use at the edges of every OpenMP construct (the directive, its statement, a loop's
// header), the tokens the preprocessor gave the parser for that use, the directive as a
// `_Pragma("omp ...")` written in the file; a second parse of those texts translates them as
// if the user had written the expansion, and only its diagnostics are shown. Token for
// token, the expanded text is the program the compiler saw. Lines do not move: an expansion
// keeps the line count of its use.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"

#include <string>
#include <utility>
#include <vector>

namespace hbc {

class Translator;

// Installed on the first parse's preprocessor: keeps the tokens of macro expansions in
// files that are not system headers, and every pragma's place.
class MacroTokenRecorder {
public:
    explicit MacroTokenRecorder(clang::Preprocessor &PP);
    std::vector<clang::Token> tokens;              // in the order the parser received them
    std::vector<clang::SourceLocation> pragmas;    // introducers written in macros, `_Pragma` included
private:
    clang::Preprocessor &PP;
};

// The files (as the compiler opens them) with those macro uses expanded, or none. A use
// whose expansion holds a pragma other than OpenMP's is left alone (such a pragma leaves no
// token to write back; the second parse then reports the construct as the first did).
std::vector<std::pair<std::string, std::string>> expandMacroDirectives(Translator &T, clang::ASTContext &C,
                                                                       clang::Preprocessor &PP,
                                                                       const MacroTokenRecorder &R);

}  // namespace hbc
