// Variables that hbc's translation leaves unnamed: a function's variables that only an
// outlined construct names (a loop counter declared before the loop, a private item) once
// its text moves out, and copies that the body only assigns. gcc's -Wunused-variable and
// -Wunused-but-set-variable, errors under -Wall -Werror, fire where the untranslated code
// was clean (ImageMagick: 137 warnings, helper-65). `(void)v;` names each one again;
// volatile variables are left alone (the cast would read them).
#pragma once

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include "team_mode.hpp"  // teamAssoc

#include <functional>
#include <set>
#include <string>

namespace hbc {

// `(void)v; `, or nothing for a volatile v.
inline std::string voidUse(const clang::VarDecl *V) {
    return V->getType().isVolatileQualified() ? std::string() : "(void)" + V->getNameAsString() + "; ";
}
// The same at the end of a line of an outlined function: ` (void)v;`.
inline std::string voidUseEnd(const clang::VarDecl *V) {
    const std::string u = voidUse(V);
    return u.empty() ? u : " " + u.substr(0, u.size() - 1);
}

// privateOnly (C++, where the region is a lambda capturing by reference and names the rest):
// only the items of `private` clauses and the counters of its loops.
inline std::string voidUnusedLocals(const clang::SourceManager &SM, clang::Stmt *construct,
                                    const std::function<bool(clang::VarDecl *)> &passed, bool privateOnly = false) {
    using namespace clang;
    // (a directive's own range ends with its pragma line: its statement's counts too)
    const SourceLocation B = SM.getExpansionLoc(construct->getBeginLoc()),
                         E = SM.getExpansionLoc(teamStmtEnd(construct));
    std::set<VarDecl *> seen, privates;
    std::string out;
    if (privateOnly) {
        std::function<void(Stmt *)> find = [&](Stmt *S) {
            if (!S) return;
            if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
                for (OMPClause *C : D->clauses())
                    if (auto *P = dyn_cast<OMPPrivateClause>(C))
                        for (Expr *X : P->varlists())
                            if (auto *DR = dyn_cast<DeclRefExpr>(X->IgnoreParenImpCasts()))
                                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) privates.insert(V);
                Stmt *A = teamAssoc(D);
                if (isOpenMPLoopDirective(D->getDirectiveKind()))
                    if (auto *F = dyn_cast_or_null<ForStmt>(A))
                        if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()))
                            if (auto *DR = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
                                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) privates.insert(V);
                find(A);
                return;
            }
            for (Stmt *C : S->children()) find(C);
        };
        find(construct);
    }
    std::function<void(Stmt *)> walk = [&](Stmt *S) {
        if (!S) return;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) walk(teamAssoc(D));  // (children(): its clauses)
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (V->getParentFunctionOrMethod() && !V->isStaticLocal() && !V->getType().isVolatileQualified() &&
                    !SM.isPointWithin(SM.getExpansionLoc(V->getLocation()), B, E) && !passed(V) &&
                    (!privateOnly || privates.count(V)) && seen.insert(V).second)
                    out += voidUse(V);
        for (Stmt *C : S->children()) walk(C);
    };
    walk(construct);
    return out;
}

}  // namespace hbc
