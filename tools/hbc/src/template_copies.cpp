// TeamMode (team_mode.hpp) members: the level analysis of a region written in a function
// template, judged on each instantiation instead of the pattern. In the pattern a call of a
// template's callable (`f(i)` with `F &f`) names no function, and counts as a callback that
// may ask the nesting level; in an instantiation it is a call of one lambda, whose body hbc
// reads. The translation is of the pattern, so it must suit every instantiation of this
// translation unit.
#include "team_mode.hpp"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace hbc {

// The function whose body holds S, or null.
static const FunctionDecl *enclosingFunction(ASTContext &Ctx, const Stmt *S) {
    for (auto P = Ctx.getParents(*S); !P.empty();) {
        if (const auto *FD = P[0].get<FunctionDecl>()) return FD;
        if (const auto *D = P[0].get<Decl>()) P = Ctx.getParents(*D);
        else if (const auto *PS = P[0].get<Stmt>()) P = Ctx.getParents(*PS);
        else return nullptr;
    }
    return nullptr;
}

// The statement of Body that instantiates S: the same kind of statement at the same place.
static const Stmt *copyIn(const Stmt *Body, const Stmt *S) {
    if (!Body) return nullptr;
    if (Body->getStmtClass() == S->getStmtClass() && Body->getBeginLoc() == S->getBeginLoc() &&
        Body->getEndLoc() == S->getEndLoc())
        return Body;
    // (a directive's children are its captures: its statement is reached through teamAssoc)
    if (auto *OD = dyn_cast<OMPExecutableDirective>(Body)) return copyIn(teamAssoc(const_cast<OMPExecutableDirective *>(OD)), S);
    for (const Stmt *C : Body->children())
        if (const Stmt *R = copyIn(C, S)) return R;
    return nullptr;
}

std::optional<std::vector<const Stmt *>> TeamMode::instantiatedCopies(const Stmt *S) {
    const FunctionDecl *FD = enclosingFunction(*H.Ctx, S);
    const FunctionTemplateDecl *FTD = FD ? FD->getDescribedFunctionTemplate() : nullptr;
    if (!FTD) return std::nullopt;
    std::vector<const Stmt *> copies;
    for (const FunctionDecl *Spec : FTD->specializations()) {
        if (Spec->getTemplateSpecializationKind() == TSK_ExplicitSpecialization) continue;  // its own body
        const Stmt *Body = Spec->getBody();
        if (!Body) continue;  // declared, never instantiated here: no code runs it
        const Stmt *C = copyIn(Body, S);
        if (!C) return std::nullopt;
        copies.push_back(C);
    }
    if (copies.empty()) return std::nullopt;  // nothing to judge by: the pattern decides
    return copies;
}

}  // namespace hbc
