// C: a file with OpenMP constructs included more than once in the unit, each time under
// other macros (zfp's `#define Scalar float`, then `#include "template/ompcompress.c"`;
// helper-52, session 41). Clang gives each inclusion a FileID of its own, and the rewriter
// keeps one buffer per FileID, so each inclusion is translated under its own macros. The
// first inclusion's translation is written at the file's mirrored path, as every user
// header's is; each later one next to it, as NAME.hbc-inclusion-K, and the #include that
// made it is pointed at that copy. Before session 42 the one translation was included again:
// its outlined functions (`__hb_team_1`, ...) were defined at each inclusion, typed as the
// first, and the build failed; session 41 refused such a file. It still is where an
// inclusion's #include cannot be rewritten: written by a macro, or in a file hbc leaves
// alone. C++ translations keep their code in place, in lambdas, and are included as they are.
#include "translator.hpp"

namespace hbc {

const std::vector<FileID> &Translator::inclusionsOf(const FileEntry *FE) {
    if (inclusions.empty())
        for (unsigned i = 1; i < SM.local_sloc_entry_size(); ++i) {
            const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(i);
            if (!E.isFile()) continue;
            if (const FileEntry *F = E.getFile().getContentCache().OrigEntry)
                inclusions[F].push_back(SM.getFileID(SourceLocation::getFromRawEncoding(E.getOffset())));
        }
    static const std::vector<FileID> none;
    auto it = inclusions.find(FE);
    return it == inclusions.end() ? none : it->second;
}

// The quote or angle bracket that opens the file name of the #include that made F, when
// hbc can rewrite that name: written in the includer (not by a macro), and the includer is
// a file hbc translates.
static const char *includeNameAt(SourceManager &SM, Translator &T, FileID F, SourceLocation *at) {
    const SourceLocation L = SM.getIncludeLoc(F);
    if (L.isInvalid() || !L.isFileID() || !T.rewritable(L)) return nullptr;
    bool invalid = false;
    const char *p = SM.getCharacterData(L, &invalid);
    if (invalid || (*p != '"' && *p != '<')) return nullptr;
    *at = L;
    return p;
}

void Translator::refuseRepeatedCInclusion(OMPExecutableDirective *D) {
    const SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
    const FileEntry *FE = SM.getFileEntryForID(SM.getFileID(L));
    if (!FE || SM.getFileID(L) == SM.getMainFileID()) return;
    const std::vector<FileID> &all = inclusionsOf(FE);
    for (size_t k = 1; k < all.size(); ++k) {
        SourceLocation at;
        if (includeNameAt(SM, *this, all[k], &at)) continue;
        if (refusedInclusions.insert(FE).second)
            error(D->getBeginLoc(), "this file is included " + std::to_string(all.size()) +
                                        " times in the translation unit (a C template instantiated by macros?), "
                                        "and hbc cannot point one of those #include directives at a translation "
                                        "of its own (the file name is written by a macro, or the including file "
                                        "is one hbc does not rewrite); build with --hbc-fallback-openmp, or "
                                        "compile each instantiation as a file of its own");
        return;
    }
}

std::vector<std::pair<FileID, std::string>> Translator::redirectRepeatedInclusions() {
    std::vector<std::pair<FileID, std::string>> copies;
    if (CXX) return copies;
    inclusionsOf(nullptr);  // (fills the table)
    for (auto &[FE, all] : inclusions) {
        if (all.size() < 2 || !FE || !rewritable(SM.getLocForStartOfFile(all[0]))) continue;
        bool translated = false;
        for (FileID F : all) translated |= RW.getRewriteBufferFor(F) != nullptr;
        if (!translated) continue;  // (no construct: every inclusion reads the same text)
        for (size_t k = 1; k < all.size(); ++k) {
            SourceLocation at;
            const char *p = includeNameAt(SM, *this, all[k], &at);
            if (!p) continue;  // (refused at its construct: refuseRepeatedCInclusion)
            const char close = *p == '"' ? '"' : '>';
            const char *q = p + 1;
            while (*q && *q != close && *q != '\n') ++q;
            if (*q != close) continue;
            const std::string suffix = ".hbc-inclusion-" + std::to_string(k + 1);
            RW.InsertTextBefore(at.getLocWithOffset(q - p), suffix);
            copies.emplace_back(all[k], suffix);
        }
    }
    return copies;
}

}  // namespace hbc
