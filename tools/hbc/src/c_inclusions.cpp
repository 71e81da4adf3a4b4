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

#include "llvm/Support/Path.h"

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

// The quote or angle bracket that closes the file name of the #include that made F, when
// hbc can rewrite that name: written in the includer (not by a macro), and the includer is
// a file hbc translates; an invalid location otherwise.
SourceLocation Translator::includeNameClose(FileID F) {
    const SourceLocation L = SM.getIncludeLoc(F);
    if (L.isInvalid() || !L.isFileID() || !rewritable(L)) return SourceLocation();
    bool invalid = false;
    const char *p = SM.getCharacterData(L, &invalid);
    if (invalid || (*p != '"' && *p != '<')) return SourceLocation();
    const char close = *p == '"' ? '"' : '>';
    const char *q = p + 1;
    while (*q && *q != close && *q != '\n') ++q;
    return *q == close ? L.getLocWithOffset(q - p) : SourceLocation();
}

void Translator::refuseRepeatedCInclusion(OMPExecutableDirective *D) {
    const SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
    const FileEntry *FE = SM.getFileEntryForID(SM.getFileID(L));
    if (!FE || SM.getFileID(L) == SM.getMainFileID()) return;
    const std::vector<FileID> &all = inclusionsOf(FE);
    for (size_t k = 1; k < all.size(); ++k) {
        if (includeNameClose(all[k]).isValid()) continue;
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
    const SourceLocation close = includeNameClose(all[k]);
    if (close.isInvalid()) return false;
    const std::string suffix = ".hbc-inclusion-" + std::to_string(k + 1);
    RW.InsertTextBefore(close, suffix);
    inclusionCopies.emplace_back(all[k], suffix);
    return true;
}

// An #include inside a construct's statement moves with the statement's text when the
// construct is outlined (in C, before the function that holds it), so two things are settled
// before the constructs are rewritten:
// - A later inclusion is redirected to its copy here (GraphBLAS's dot2 template includes
//   GB_AxB_dot_cij.c in its `parallel for`, and is itself included six times; helper-84,
//   session 49): an insertion made afterwards would land in the text that replaced the body
//   (`(int).hbc-inclusion-2(n)`). Such a copy is written even when nothing in it is
//   translated: its includer's translation names it.
// - A quoted name is looked up first in the directory of the file that holds the #include:
//   once outlined into a file of another directory (a template in `kernels/` included by a
//   function in `main.c`), `#include "update.inc"` found nothing (session 53). Such a name is
//   made absolute, to the including file's translated copy's directory (or its own, when no
//   translated headers are written).
void Translator::redirectInclusionsInConstructs(TranslationUnitDecl *TU) {
    if (CXX) return;
    inclusionsOf(nullptr);  // (fills the table)
    // (the constructs' extents, from the pragma to the end of the statement, with the file of
    // the function that holds each: collection translates team-mode regions as it meets them,
    // so this runs before it)
    struct Extents : RecursiveASTVisitor<Extents> {
        SourceManager &SM;
        struct Extent { SourceLocation begin, end; FileID function; };
        std::vector<Extent> all;
        FileID function;
        explicit Extents(SourceManager &sm) : SM(sm) {}
        bool TraverseFunctionDecl(FunctionDecl *FD) {
            const FileID outer = function;
            if (FD->doesThisDeclarationHaveABody()) function = SM.getFileID(SM.getExpansionLoc(FD->getBeginLoc()));
            RecursiveASTVisitor::TraverseFunctionDecl(FD);
            function = outer;
            return true;
        }
        bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
            Stmt *S = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr;
            all.push_back({SM.getExpansionLoc(D->getBeginLoc()), SM.getExpansionLoc(S ? S->getEndLoc() : D->getEndLoc()),
                           function});
            return true;
        }
    } X(SM);
    X.TraverseDecl(TU);
    auto within = [&](SourceLocation inc) -> const Extents::Extent * {
        for (const Extents::Extent &e : X.all)
            if (SM.getFileID(e.begin) == SM.getFileID(inc) && SM.getFileID(e.end) == SM.getFileID(inc) &&
                !SM.isBeforeInTranslationUnit(inc, e.begin) && !SM.isBeforeInTranslationUnit(e.end, inc))
                return &e;
        return nullptr;
    };
    for (auto &[FE, all] : inclusions) {
        if (!FE) continue;
        for (size_t k = 0; k < all.size(); ++k) {
            const SourceLocation inc = SM.getIncludeLoc(all[k]);
            if (inc.isInvalid() || !inc.isFileID() || !rewritable(inc)) continue;
            const Extents::Extent *e = within(inc);
            if (!e) continue;
            if (k >= 1 && rewritable(SM.getLocForStartOfFile(all[0]))) redirectInclusion(all, k);
            anchorIncludeName(inc, e->function);
        }
    }
}

// (the second part above: `inc` is the #include's file name, in a construct of a function
// that starts in `function`)
void Translator::anchorIncludeName(SourceLocation inc, FileID function) {
    bool invalid = false;
    const char *p = SM.getCharacterData(inc, &invalid);
    if (invalid || *p != '"' || p[1] == '/' || function.isInvalid()) return;
    const FileEntry *here = SM.getFileEntryForID(SM.getFileID(inc));
    const FileEntry *there = SM.getFileEntryForID(function);
    if (!here || !there) return;
    const StringRef dir = llvm::sys::path::parent_path(here->tryGetRealPathName());
    if (dir.empty() || dir == llvm::sys::path::parent_path(there->tryGetRealPathName())) return;
    std::string anchored = dir.str();
    if (!tool.headerOut.empty()) {
        if (!StringRef(anchored).startswith(tool.root + "/") && anchored != tool.root) return;
        anchored = tool.headerOut + anchored.substr(tool.root.size());
    }
    RW.InsertTextAfter(inc.getLocWithOffset(1), cStringBody(anchored + "/"));
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
