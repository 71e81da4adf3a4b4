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

// Points the k-th inclusion's #include at its copy, NAME.hbc-inclusion-(k+1); false where
// that #include cannot be rewritten (refused at its construct: refuseRepeatedCInclusion).
bool Translator::redirectInclusion(const std::vector<FileID> &all, size_t k) {
    for (auto &[F, suffix] : inclusionCopies)
        if (F == all[k]) return true;
    SourceLocation at;
    const char *p = includeNameAt(SM, *this, all[k], &at);
    if (!p) return false;
    const char close = *p == '"' ? '"' : '>';
    const char *q = p + 1;
    while (*q && *q != close && *q != '\n') ++q;
    if (*q != close) return false;
    const std::string suffix = ".hbc-inclusion-" + std::to_string(k + 1);
    RW.InsertTextBefore(at.getLocWithOffset(q - p), suffix);
    inclusionCopies.emplace_back(all[k], suffix);
    return true;
}

// A later inclusion whose #include is inside a construct's statement (GraphBLAS's dot2
// template includes GB_AxB_dot_cij.c in its `parallel for`, and is itself included six
// times; helper-84, session 49) is redirected before the constructs are rewritten: a region
// outlined into a function carries its body's text, #include included, and an insertion made
// afterwards would land in the text that replaced the body (`(int).hbc-inclusion-2(n)`).
// Such a copy is written even when nothing in it is translated: its includer's translation
// names it.
void Translator::redirectInclusionsInConstructs(TranslationUnitDecl *TU) {
    if (CXX) return;
    inclusionsOf(nullptr);  // (fills the table)
    std::vector<std::pair<const FileEntry *, size_t>> inside;  // (file, k) of each #include to check
    for (auto &[FE, all] : inclusions)
        if (all.size() >= 2 && FE && rewritable(SM.getLocForStartOfFile(all[0])))
            for (size_t k = 1; k < all.size(); ++k) inside.emplace_back(FE, k);
    if (inside.empty()) return;
    // (the constructs' extents, from the pragma to the end of the statement: collection
    // translates team-mode regions as it meets them, so this runs before it)
    struct Extents : RecursiveASTVisitor<Extents> {
        SourceManager &SM;
        std::vector<std::pair<SourceLocation, SourceLocation>> all;
        explicit Extents(SourceManager &sm) : SM(sm) {}
        bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
            Stmt *S = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr;
            all.emplace_back(SM.getExpansionLoc(D->getBeginLoc()), SM.getExpansionLoc(S ? S->getEndLoc() : D->getEndLoc()));
            return true;
        }
    } X(SM);
    X.TraverseDecl(TU);
    for (auto &[FE, k] : inside) {
        const std::vector<FileID> &all = inclusions[FE];
        const SourceLocation inc = SM.getIncludeLoc(all[k]);
        if (inc.isInvalid() || !inc.isFileID()) continue;
        for (auto &[B, E] : X.all)
            if (SM.getFileID(B) == SM.getFileID(inc) && SM.getFileID(E) == SM.getFileID(inc) &&
                !SM.isBeforeInTranslationUnit(inc, B) && !SM.isBeforeInTranslationUnit(E, inc)) {
                redirectInclusion(all, k);
                break;
            }
    }
}

std::vector<std::pair<FileID, std::string>> Translator::redirectRepeatedInclusions() {
    if (CXX) return inclusionCopies;
    inclusionsOf(nullptr);
    for (auto &[FE, all] : inclusions) {
        if (all.size() < 2 || !FE || !rewritable(SM.getLocForStartOfFile(all[0]))) continue;
        bool translated = false;
        for (FileID F : all) translated |= RW.getRewriteBufferFor(F) != nullptr;
        if (!translated) continue;  // (no construct: every inclusion reads the same text)
        for (size_t k = 1; k < all.size(); ++k) redirectInclusion(all, k);
    }
    return inclusionCopies;
}

}  // namespace hbc
