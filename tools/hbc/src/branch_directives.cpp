// A directive for clang and another for gcc before one statement:
//
//     #ifdef __clang__
//         SEQAN_OMP_PRAGMA(parallel for)
//     #else
//         SEQAN_OMP_PRAGMA(parallel for simd)
//     #endif
//         for (...)
//
// (lambda-align 1.0.3's output.hpp; helper-88, session 50). hbc translates clang's branch;
// gcc, which compiles the translation with -fopenmp, met its own directive in front of the
// translated loop and stopped. Where the two directives are the same but for simd (a hint,
// which hbc's loops do not need), gcc's is blanked; any other difference is refused: the
// branches may mean different things, and hbc parses only one. Where gcc evaluates the
// group's conditions as clang does (conditionals.cpp), it skips the other branch too, and
// nothing is done (stardist 0.9.2's `#ifdef __APPLE__`; helper-91, session 51).
#include "conditionals.hpp"
#include "translator.hpp"

#include <regex>

namespace hbc {

// A directive's text with its simd parts and its spacing taken out.
static std::string withoutSimd(std::string t) {
    static const std::regex clause("\\b(simdlen|safelen|aligned|nontemporal)\\s*\\([^()]*\\)");
    static const std::regex word("\\bsimd\\b");
    static const std::regex space("\\s+");
    t = std::regex_replace(t, clause, " ");
    t = std::regex_replace(t, word, " ");
    t = std::regex_replace(t, space, "");
    return t;
}

static std::string lineText(StringRef buf, unsigned off) {
    size_t b = buf.rfind('\n', off);  // (the last one before off)
    b = b == StringRef::npos ? 0 : b + 1;
    size_t e = buf.find('\n', off);
    return buf.substr(b, e == StringRef::npos ? StringRef::npos : e - b).str();
}

void Translator::settleBranchDirective(OMPExecutableDirective *D) {
    const SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
    const FileID F = SM.getFileID(L);
    bool invalid = false;
    const StringRef buf = SM.getBufferData(F, &invalid);
    if (invalid) return;
    const unsigned line = SM.getSpellingLineNumber(L);
    for (SourceRange R : tool.skippedRanges) {
        if (SM.getFileID(R.getBegin()) != F) continue;
        const unsigned b = SM.getSpellingLineNumber(R.getBegin()), e = SM.getSpellingLineNumber(R.getEnd());
        // the skipped branch right after the directive's line (#else ... #endif), or right
        // before it (#if ... #else, the directive in the #else)
        if (b != line + 1 && e + 1 != line) continue;
        // a group whose conditions the real compiler evaluates as clang does skips this
        // branch under it too (`#ifdef __APPLE__`, stardist 0.9.2; helper-91)
        bool same = false;
        for (size_t g = 0; g < tool.condGroups.size() && !same; ++g)
            same = tool.condGroups[g].file == F && llvm::is_contained(tool.condGroups[g].lines, b) &&
                   groupSameForCompiler(tool, g);
        if (same) continue;
        std::vector<std::pair<unsigned, std::string>> omp;  // the branch's lines that name OpenMP
        bool code = false;
        for (unsigned l = b; l <= e; ++l) {
            const SourceLocation at = SM.translateLineCol(F, l, 1);
            if (at.isInvalid()) continue;
            std::string t = lineText(buf, SM.getFileOffset(at));
            const size_t first = t.find_first_not_of(" \t");
            if (first == std::string::npos) continue;
            std::string lower = t;
            for (char &c : lower) c = (char)std::tolower((unsigned char)c);
            // `#pragma omp`, or a line naming omp as a word of its own or of an identifier
            // (_Pragma("omp ..."), SEQAN_OMP_PRAGMA(...), OMP(...)); other directives and
            // pragmas (#else, #pragma message) are neither OpenMP nor code
            static const std::regex hashOmp("^\\s*#\\s*pragma\\s+omp\\b");
            static const std::regex namesOmp("(^|[^a-z])omp([^a-z]|$)");
            if (t[first] == '#') {
                if (std::regex_search(lower, hashOmp)) omp.emplace_back(l, t);
            } else if (std::regex_search(lower, namesOmp)) {
                omp.emplace_back(l, t);
            } else {
                code = true;
            }
        }
        // (a branch with code of its own is another program: the driver's check of what
        // gcc compiled judges it, hbc_objects.py)
        if (omp.empty() || code) continue;
        const std::string mine = withoutSimd(lineText(buf, SM.getFileOffset(L)));
        if (omp.size() != 1 || withoutSimd(omp[0].second) != mine) {
            error(D->getBeginLoc(), "an #if branch that clang does not take (line " + std::to_string(omp[0].first) +
                                        ") holds another OpenMP directive for this statement; hbc translates the "
                                        "branch clang takes, and gcc would compile its own: write one directive "
                                        "for both compilers");
            return;
        }
        // (gcc's directive goes; the line stays, so line numbers keep)
        const SourceLocation at = SM.translateLineCol(F, omp[0].first, 1);
        RW.ReplaceText(CharSourceRange::getCharRange(at, at.getLocWithOffset((int)omp[0].second.size())), "");
        return;
    }
}

}  // namespace hbc
