// Uses of macros that write a directive together with other code, expanded in place
// (macro_expansion.hpp).
#include "macro_expansion.hpp"

#include "translator.hpp"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/MacroInfo.h"

#include <algorithm>
#include <map>
#include <set>

namespace hbc {

namespace {

class PragmaNotes : public PPCallbacks {
    MacroTokenRecorder &R;
public:
    explicit PragmaNotes(MacroTokenRecorder &r) : R(r) {}
    void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
        if (Loc.isMacroID()) R.pragmas.push_back(Loc);
    }
};

// The places where a construct meets a macro use: the directive's ends, its statement's,
// and each of its loops' header parts (collapsed levels included).
struct ConstructEdges : RecursiveASTVisitor<ConstructEdges> {
    Translator &T;
    SourceManager &SM;
    std::vector<SourceLocation> at;
    ConstructEdges(Translator &t, SourceManager &sm) : T(t), SM(sm) {}
    void note(SourceLocation L) {
        if (L.isValid() && L.isMacroID() && T.rewritable(L)) at.push_back(L);
    }
    void edges(Stmt *S) {
        if (S) {
            note(S->getBeginLoc());
            note(S->getEndLoc());
        }
    }
    void loopHeader(Stmt *S) {
        if (auto *F = dyn_cast_or_null<ForStmt>(S)) {
            note(F->getForLoc());
            note(F->getLParenLoc());
            note(F->getRParenLoc());
            edges(F->getInit());
            edges(F->getCond());
            edges(F->getInc());
            edges(F->getBody());
        } else if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(S)) {
            note(RF->getForLoc());
            note(RF->getColonLoc());
            note(RF->getRParenLoc());
            if (RF->getLoopVariable()) {
                note(RF->getLoopVariable()->getBeginLoc());
                note(RF->getLoopVariable()->getLocation());
            }
            edges(RF->getRangeInit());
            edges(RF->getBody());
        }
    }
    bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
        note(D->getBeginLoc());
        note(D->getEndLoc());
        Stmt *A = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr;
        while (auto *CS = dyn_cast_or_null<CapturedStmt>(A)) A = CS->getCapturedStmt();
        edges(A);
        unsigned levels = 1;
        if (auto *LD = dyn_cast<OMPLoopBasedDirective>(D)) levels = std::max(1u, LD->getLoopsNumber());
        for (unsigned k = 0; A && k < levels; ++k) {
            loopHeader(A);
            if (auto *F = dyn_cast<ForStmt>(A)) A = F->getBody();
            else if (auto *RF = dyn_cast<CXXForRangeStmt>(A)) A = RF->getBody();
            else break;
            while (auto *CS = dyn_cast_or_null<CompoundStmt>(A)) {
                if (CS->size() != 1) break;
                A = CS->body_front();
            }
        }
        return true;
    }
};

struct Use {
    unsigned begin, end;  // offsets of the macro use in its file
    std::string text;     // its expansion
};

}  // namespace

MacroTokenRecorder::MacroTokenRecorder(Preprocessor &pp) : PP(pp) {
    SourceManager &SM = PP.getSourceManager();
    PP.addPPCallbacks(std::make_unique<PragmaNotes>(*this));
    // The watcher sees each token once, as the parser first receives it (not the replays of
    // tentative parsing, which are marked reinjected), annotations included: an OpenMP
    // pragma reaches the parser as annot_pragma_openmp, its tokens, annot_pragma_openmp_end.
    PP.setTokenWatcher([this, &SM](const Token &T) {
        if (!T.getLocation().isMacroID()) return;
        if (SM.isInSystemHeader(SM.getExpansionLoc(T.getLocation()))) return;
        tokens.push_back(T);
    });
}

std::vector<std::pair<std::string, std::string>> expandMacroDirectives(Translator &T, ASTContext &C, Preprocessor &PP,
                                                                       const MacroTokenRecorder &R) {
    std::vector<std::pair<std::string, std::string>> files;
    SourceManager &SM = C.getSourceManager();
    ConstructEdges V(T, SM);
    V.TraverseDecl(C.getTranslationUnitDecl());
    if (V.at.empty()) return files;

    // each edge's outermost macro use, once
    std::map<FileID, std::map<unsigned, unsigned>> uses;  // file -> begin -> end
    for (SourceLocation L : V.at) {
        CharSourceRange ER = SM.getExpansionRange(L);
        if (ER.isInvalid()) continue;
        SourceLocation E = ER.isTokenRange() ? Lexer::getLocForEndOfToken(ER.getEnd(), 0, SM, C.getLangOpts()) : ER.getEnd();
        auto [fb, ob] = SM.getDecomposedLoc(ER.getBegin());
        auto [fe, oe] = SM.getDecomposedLoc(E);
        if (fb != fe || oe <= ob) continue;
        // (a `_Pragma` operator written in the file is no macro use: it stays as written)
        if (SM.getBufferData(fb).substr(ob).startswith("_Pragma")) continue;
        uses[fb][ob] = oe;
    }
    auto useOf = [&](SourceLocation L, FileID &F, unsigned &begin) {
        auto [f, off] = SM.getDecomposedLoc(SM.getExpansionLoc(L));
        auto it = uses.find(f);
        if (it == uses.end()) return false;
        auto u = it->second.upper_bound(off);
        if (u == it->second.begin()) return false;
        --u;
        if (off >= u->second) return false;
        F = f;
        begin = u->first;
        return true;
    };

    // what each use expands to, and whether that text is faithful
    struct Expansion {
        std::string text;
        int openmpPragmas = 0, allPragmas = 0;
        bool otherAnnotation = false, inPragma = false;
    };
    std::map<std::pair<FileID, unsigned>, Expansion> expansions;
    for (const Token &Tok : R.tokens) {
        FileID F;
        unsigned b;
        if (!useOf(Tok.getLocation(), F, b)) continue;
        Expansion &x = expansions[{F, b}];
        if (Tok.is(tok::annot_pragma_openmp)) {
            x.text += " _Pragma(\"omp";
            x.inPragma = true;
            ++x.openmpPragmas;
        } else if (Tok.is(tok::annot_pragma_openmp_end)) {
            x.text += "\")";
            x.inPragma = false;
        } else if (Tok.isAnnotation()) {
            x.otherAnnotation = true;  // another pragma's tokens: not written back faithfully
        } else {
            std::string s = PP.getSpelling(Tok);
            x.text += ' ';
            x.text += x.inPragma ? cStringBody(s) : s;
        }
    }
    for (SourceLocation L : R.pragmas) {
        FileID F;
        unsigned b;
        if (useOf(L, F, b)) ++expansions[{F, b}].allPragmas;
    }

    // each inclusion's text with its uses expanded (the file's own text where it has none),
    // and the #include directives in it pointed at their copies (below) where `copyName` has one
    std::map<FileID, std::string> copyName;  // a later inclusion given a text of its own: NAME.hbc-expansion-K
    auto expandedText = [&](FileID F) {
        std::string buf = SM.getBufferData(F).str();
        std::vector<Use> edits;
        if (auto u = uses.find(F); u != uses.end())
            for (auto [b, e] : u->second) {
                const Expansion &x = expansions[{F, b}];
                // a pragma that left no tokens (GCC diagnostic, pack, ...) would be lost
                if (x.otherAnnotation || x.inPragma || x.allPragmas != x.openmpPragmas) continue;
                std::string t = x.text + ' ';
                t.append((size_t)std::count(buf.begin() + b, buf.begin() + e, '\n'), '\n');
                edits.push_back({b, e, t});
            }
        for (auto &[G, suffix] : copyName) {
            const SourceLocation close = T.includeNameClose(G);
            if (close.isInvalid() || SM.getFileID(close) != F) continue;
            edits.push_back({SM.getFileOffset(close), SM.getFileOffset(close), suffix});
        }
        std::sort(edits.begin(), edits.end(), [](const Use &a, const Use &b) { return a.begin < b.begin; });
        for (auto it = edits.rbegin(); it != edits.rend(); ++it) buf.replace(it->begin, it->end - it->begin, it->text);
        return buf;
    };

    // A file included more than once whose macros expand differently in its inclusions (a C
    // template instantiated by macros: GraphBLAS, zfp) has no one text that is right for all
    // of them. The second parse reads one text per file name, so each later inclusion gets a
    // copy of its own beside the file, NAME.hbc-expansion-K, and its #include is pointed at
    // it; an including file that is itself included more than once then differs between its
    // inclusions too, and gets copies in turn. Where an #include cannot be pointed elsewhere
    // (its name written by a macro, or in a file hbc does not rewrite) nothing is copied: such
    // a file is left as written, and its constructs are refused at the use (collect.cpp),
    // as they were before (one text for all, the first inclusion's, was silently wrong).
    std::set<const FileEntry *> differing;
    for (auto &[F, byBegin] : uses) {
        const FileEntry *FE = SM.getFileEntryForID(F);
        if (!FE || differing.count(FE)) continue;
        const std::vector<FileID> &all = T.inclusionsOf(FE);
        const std::string first = expandedText(all.empty() ? F : all[0]);
        for (FileID G : all)
            if (expandedText(G) != first) differing.insert(FE);
    }
    bool copyable = true;
    for (std::vector<const FileEntry *> work(differing.begin(), differing.end()); !work.empty() && copyable;) {
        const std::vector<FileID> &all = T.inclusionsOf(work.back());
        work.pop_back();
        for (size_t k = 1; k < all.size() && copyable; ++k) {
            if (copyName.count(all[k])) continue;
            copyable = T.includeNameClose(all[k]).isValid();
            copyName[all[k]] = ".hbc-expansion-" + std::to_string(k + 1);
            const FileEntry *includer = SM.getFileEntryForID(SM.getFileID(SM.getIncludeLoc(all[k])));
            if (includer && T.inclusionsOf(includer).size() > 1 && differing.insert(includer).second)
                work.push_back(includer);
        }
    }
    if (!copyable) copyName.clear();

    std::set<const FileEntry *> done;
    auto add = [&](const std::string &name, const std::string &realName, const std::string &text) {
        files.push_back({name, text});
        if (!realName.empty() && realName != name) files.push_back({realName, text});
    };
    std::set<FileID> touched;
    for (auto &[F, byBegin] : uses) touched.insert(F);
    for (auto &[G, suffix] : copyName) touched.insert(SM.getFileID(SM.getIncludeLoc(G)));
    for (FileID F : touched) {
        const FileEntry *FE = SM.getFileEntryForID(F);
        if (!FE || !done.insert(FE).second) continue;
        const std::vector<FileID> &all = T.inclusionsOf(FE);
        const FileID first = all.empty() ? F : all[0];
        const std::string buf = expandedText(first);
        if (differing.count(FE) && copyName.empty()) continue;  // (refused at the use)
        if (buf != SM.getBufferData(first)) add(FE->getName().str(), FE->tryGetRealPathName().str(), buf);
        for (size_t k = 1; k < all.size(); ++k) {
            auto c = copyName.find(all[k]);
            if (c == copyName.end()) continue;
            // (named as the original from its first line: diagnostics, __FILE__, assert)
            const PresumedLoc P = SM.getPresumedLoc(SM.getLocForStartOfFile(all[k]));
            const std::string line =
                P.isValid() ? "#line 1 \"" + cStringBody(givenName(T.tool, P.getFilename())) + "\"\n" : std::string();
            const std::string real = FE->tryGetRealPathName().str();
            add(FE->getName().str() + c->second, real.empty() ? real : real + c->second, line + expandedText(all[k]));
        }
    }
    return files;
}

}  // namespace hbc
