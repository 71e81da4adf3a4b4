// Team mode (team_mode.hpp): threadprivate variables. Which functions name them, and their
// declarations made thread-local (`thread_local` in C++, `__thread` in C).
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace hbc {

// F (defined in this file) names a threadprivate variable, itself or through its callees.
bool TeamMode::usesThreadprivate(FunctionDecl *F, std::set<FunctionDecl *> &visiting) {
    const FunctionDecl *Def = nullptr;
    if (!F || !F->hasBody(Def) || !visiting.insert(F->getFirstDecl()).second) return false;
    auto it = tpUsers.find(F->getFirstDecl());
    if (it != tpUsers.end()) return it->second;
    bool uses = false;
    std::function<void(const Stmt *)> scan = [&](const Stmt *S) {
        if (!S || uses) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) uses = perThread(V);
            if (auto *G = dyn_cast<FunctionDecl>(DR->getDecl()))
                uses = uses || usesThreadprivate(const_cast<FunctionDecl *>(G), visiting);
        }
        for (const Stmt *C : S->children()) scan(C);
    };
    scan(Def->getBody());
    tpUsers[F->getFirstDecl()] = uses;
    return uses;
}

namespace {

// `static` / `extern` first, then the thread-local specifier (GCC requires that order in C).
std::string withThreadLocal(const std::string &head, bool cxx, StorageClass sc) {
    if (cxx) return "thread_local " + head;
    if (sc == SC_None) return "__thread " + head;
    return head.substr(0, 6) + " __thread" + head.substr(6);
}

}  // namespace

void TeamMode::makeThreadLocal(const std::function<bool(SourceLocation)> &rewritable) {
    SourceManager &SM = H.Ctx->getSourceManager();
    const LangOptions &LO = H.Ctx->getLangOpts();
    std::set<const VarDecl *> tp;
    for (VarDecl *V : threadprivate)
        for (VarDecl *R : V->redecls()) tp.insert(R);
    // One declaration may declare several variables (`static double a, b;`): one specifier
    // for all of them when all are threadprivate; split into one declaration per variable
    // when only some are (the specifier would make the others thread-local too).
    std::set<unsigned> done;
    for (VarDecl *V : threadprivate)
        for (VarDecl *R : V->redecls()) {
            if (hoisted.count(V)) break;  // moved, thread-local already
            SourceLocation L = SM.getExpansionLoc(R->getBeginLoc());
            if (!done.insert(L.getRawEncoding()).second) continue;
            std::vector<VarDecl *> group;
            for (Decl *D : R->getDeclContext()->decls())
                if (auto *O = dyn_cast<VarDecl>(D))
                    if (SM.getExpansionLoc(O->getBeginLoc()) == L) group.push_back(O);
            if (!rewritable(L)) {
                if (!SM.isInSystemHeader(L))
                    H.error(R->getLocation(), "threadprivate variable '" + V->getNameAsString() +
                                                  "' is declared where hbc cannot make it thread-local");
                continue;
            }
            bool invalid = false;
            const char *buf = SM.getCharacterData(L, &invalid);
            if (invalid) continue;
            const std::string head5(buf, strnlen(buf, 16));
            const bool storageFirst = head5.rfind("static", 0) == 0 || head5.rfind("extern", 0) == 0;
            if (!H.CXX && R->getStorageClass() != SC_None && !storageFirst) {
                H.error(R->getLocation(), "threadprivate variable '" + V->getNameAsString() +
                                              "': put 'static' or 'extern' first in its declaration");
                continue;
            }
            bool all = true;
            for (VarDecl *O : group) all &= tp.count(O) > 0;
            if (all) {
                if (H.CXX) H.RW->InsertText(L, "thread_local ", false);
                else if (R->getStorageClass() == SC_None) H.RW->InsertText(L, "__thread ", false);
                else H.RW->InsertText(L.getLocWithOffset(6), " __thread", true);
                continue;
            }
            // split: the specifiers (up to the end of the type specifier), then each
            // declarator (after the previous comma, up to its end)
            std::string why;
            SourceLocation specEnd = group.front()->getTypeSpecEndLoc();
            if (specEnd.isInvalid() || specEnd.isMacroID()) why = "its type is spelled by a macro";
            for (VarDecl *O : group)
                if (O->getEndLoc().isMacroID() || O->getLocation().isMacroID()) why = "a declarator is spelled by a macro";
            if (why.empty()) {
                SourceLocation afterSpec = Lexer::getLocForEndOfToken(specEnd, 0, SM, LO);
                std::string head = Lexer::getSourceText(CharSourceRange::getCharRange(L, afterSpec), SM, LO).str();
                std::string out;
                SourceLocation from = afterSpec;
                for (size_t k = 0; k < group.size() && why.empty(); ++k) {
                    SourceLocation end = Lexer::getLocForEndOfToken(group[k]->getEndLoc(), 0, SM, LO);
                    std::string decl = Lexer::getSourceText(CharSourceRange::getCharRange(from, end), SM, LO).str();
                    if (k > 0) {  // drop the comma that separated it from the previous one
                        size_t c = decl.find(',');
                        if (c == std::string::npos) why = "unexpected declaration text";
                        else decl = decl.substr(c + 1);
                    }
                    out += (tp.count(group[k]) ? withThreadLocal(head, H.CXX, group[k]->getStorageClass()) : head) + decl + "; ";
                    from = end;
                }
                if (why.empty()) {
                    // the original declaration ends at the semicolon after the last declarator
                    SourceLocation semi = Lexer::findLocationAfterToken(group.back()->getEndLoc(), tok::semi, SM, LO, false);
                    if (semi.isInvalid()) why = "no semicolon after it";
                    else H.RW->ReplaceText(CharSourceRange::getCharRange(L, semi), out);
                }
            }
            if (!why.empty())
                H.error(R->getLocation(), "threadprivate variable '" + V->getNameAsString() +
                                              "' shares its declaration with variables that are not threadprivate, "
                                              "and hbc cannot split it (" + why + "); declare them separately");
        }
}

}  // namespace hbc
