// Translator (translator.hpp) members: what the instantiations of a template say about a use
// in its pattern.
//
// Why: hbc rewrites a template's text once, and the compiler instantiates the result for every
// set of arguments. In the pattern, a use whose meaning waits for the arguments has no casts
// or resolved calls to read (`l < n` with `auto n` initialised from a dependent call: a
// dependent BinaryOperator; `std::vector<T> v(n)`: a ParenListExpr), so mayWrite had to answer
// "may write", and a read-only private looked changed (deeptime's tram.h: a spurious "reads
// its private 'nThermStates' before assigning it" warning, helper-101, session 59). Every
// instantiation in this translation unit is concrete code: the use changes nothing if its
// twin (same source location, same name) changes nothing in any of them. No instantiation
// with a body, or no twin found: the pattern's answer stands.
#include "translator.hpp"

#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>

namespace hbc {

namespace {
// What a function body declares and references at `loc` under `name`: the twins of a pattern's
// variable and of its uses. An OpenMP construct's capture of a variable is a reference made at
// its first use's location, not a use: skipped.
struct AtLocation : RecursiveASTVisitor<AtLocation> {
    ASTContext &ctx;
    SourceLocation loc;
    DeclarationName name;
    std::vector<const DeclRefExpr *> uses;
    std::vector<const VarDecl *> decls;
    AtLocation(ASTContext &C, SourceLocation L, DeclarationName N) : ctx(C), loc(L), name(N) {}
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (D->getLocation() != loc || D->getDecl()->getDeclName() != name) return true;
        DynTypedNodeList P = ctx.getParents(*D);
        if (P.empty() || !P[0].get<CapturedStmt>()) uses.push_back(D);
        return true;
    }
    bool VisitVarDecl(VarDecl *V) {
        if (V->getLocation() == loc && V->getDeclName() == name) decls.push_back(V);
        return true;
    }
};
}  // namespace

// The twins, at `loc` under `name`, in this unit's instantiations of FD (a pattern); false
// when FD has none (not a template, or never instantiated here).
bool Translator::twinsIn(const FunctionDecl *FD, SourceLocation loc, DeclarationName name,
                         std::vector<const DeclRefExpr *> *uses, std::vector<const VarDecl *> *decls) {
    if (!FD->isDependentContext()) return false;
    const std::vector<FunctionDecl *> &inst = instantiationsOfFunction(FD);
    if (inst.empty()) return false;
    AtLocation at(Ctx, loc, name);
    for (FunctionDecl *I : inst) at.TraverseDecl(I->getDefinition() ? I->getDefinition() : I);
    if (uses) *uses = std::move(at.uses);
    if (decls) *decls = std::move(at.decls);
    return true;
}

// Whether some instantiation in this unit declares V, a variable of a template's pattern,
// with a type for which `pred` holds (a firstprivate reference that becomes a reference to an
// array: team_mode.cpp). The innermost enclosing function with instantiations is searched.
bool Translator::someInstantiatedType(const VarDecl *V, const std::function<bool(QualType)> &pred) {
    for (const DeclContext *DC = V->getDeclContext(); DC; DC = DC->getParent()) {
        auto *FD = dyn_cast<FunctionDecl>(DC);
        std::vector<const VarDecl *> twins;
        if (!FD || !twinsIn(FD, V->getLocation(), V->getDeclName(), nullptr, &twins)) continue;
        return std::any_of(twins.begin(), twins.end(), [&](const VarDecl *T) { return pred(T->getType()); });
    }
    return false;
}

// The twins of DRE, a use in a template pattern, in this unit's instantiations of the
// innermost enclosing function that has any (a lambda's call operator, then its template).
// False: DRE is not in a pattern, or nothing was found to judge by.
bool Translator::instantiatedTwins(const DeclRefExpr *DRE, std::vector<const DeclRefExpr *> &twins) {
    for (DynTypedNodeList P = Ctx.getParents(*DRE); !P.empty(); P = Ctx.getParents(P[0])) {
        auto *FD = P[0].get<FunctionDecl>();
        if (FD && twinsIn(FD, DRE->getLocation(), DRE->getDecl()->getDeclName(), &twins, nullptr))
            return !twins.empty();
    }
    return false;
}

}  // namespace hbc
