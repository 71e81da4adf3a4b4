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

namespace hbc {

namespace {
// Function definitions instantiated from a template pattern, keyed by the pattern.
struct InstantiationIndex : RecursiveASTVisitor<InstantiationIndex> {
    std::map<const FunctionDecl *, std::vector<const FunctionDecl *>> &byPattern;
    explicit InstantiationIndex(std::map<const FunctionDecl *, std::vector<const FunctionDecl *>> &m)
        : byPattern(m) {}
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
        if (!FD->doesThisDeclarationHaveABody()) return true;
        const FunctionDecl *P = FD->getTemplateInstantiationPattern();
        if (P && P != FD) byPattern[P].push_back(FD);
        return true;
    }
};

// The references to a variable named `name` written at `loc` in a function body (lambdas and
// OpenMP constructs in it included). An OpenMP construct's capture of a variable is a
// reference made at its first use's location, not a use: skipped.
struct TwinFinder : RecursiveASTVisitor<TwinFinder> {
    ASTContext &ctx;
    SourceLocation loc;
    DeclarationName name;
    std::vector<const DeclRefExpr *> &found;
    TwinFinder(ASTContext &C, SourceLocation L, DeclarationName N, std::vector<const DeclRefExpr *> &out)
        : ctx(C), loc(L), name(N), found(out) {}
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (D->getLocation() != loc || D->getDecl()->getDeclName() != name) return true;
        DynTypedNodeList P = ctx.getParents(*D);
        if (!P.empty() && P[0].get<CapturedStmt>()) return true;
        found.push_back(D);
        return true;
    }
};
// The declarations of a variable named `name` at `loc` (parameters included).
struct DeclTwinFinder : RecursiveASTVisitor<DeclTwinFinder> {
    SourceLocation loc;
    DeclarationName name;
    std::vector<const VarDecl *> &found;
    DeclTwinFinder(SourceLocation L, DeclarationName N, std::vector<const VarDecl *> &out)
        : loc(L), name(N), found(out) {}
    bool shouldVisitTemplateInstantiations() const { return true; }
    bool VisitVarDecl(VarDecl *V) {
        if (V->getLocation() == loc && V->getDeclName() == name) found.push_back(V);
        return true;
    }
};
}  // namespace

void Translator::indexInstantiations() {
    if (instantiationsIndexed) return;
    InstantiationIndex idx(instantiationsByPattern);
    idx.TraverseDecl(Ctx.getTranslationUnitDecl());
    instantiationsIndexed = true;
}

// Whether some instantiation in this unit declares V, a variable of a template's pattern,
// with a type for which `pred` holds (a firstprivate reference that becomes a reference to an
// array: team_mode.cpp).
bool Translator::someInstantiatedType(const VarDecl *V, const std::function<bool(QualType)> &pred) {
    indexInstantiations();
    const DeclContext *DC = V->getDeclContext();
    while (DC && !isa<FunctionDecl>(DC)) DC = DC->getParent();
    for (; DC; DC = DC->getParent()) {
        auto *FD = dyn_cast<FunctionDecl>(DC);
        if (!FD) continue;
        auto it = instantiationsByPattern.find(FD);
        if (it == instantiationsByPattern.end()) continue;
        std::vector<const VarDecl *> twins;
        for (const FunctionDecl *I : it->second) {
            DeclTwinFinder F(V->getLocation(), V->getDeclName(), twins);
            F.TraverseDecl(const_cast<FunctionDecl *>(I));
        }
        for (const VarDecl *T : twins)
            if (pred(T->getType())) return true;
        return false;
    }
    return false;
}

// The twins of DRE, a use in a template pattern, in this translation unit's instantiations of
// the functions that enclose it (innermost first: a lambda's call operator, then its
// template). False: DRE is not in a pattern, or nothing was found to judge by.
bool Translator::instantiatedTwins(const DeclRefExpr *DRE, std::vector<const DeclRefExpr *> &twins) {
    indexInstantiations();
    if (instantiationsByPattern.empty()) return false;
    DynTypedNodeList P = Ctx.getParents(*DRE);
    for (int guard = 0; !P.empty() && guard < 1000; ++guard) {
        const DynTypedNode N = P[0];
        if (auto *FD = N.get<FunctionDecl>()) {
            if (!FD->isDependentContext()) return false;
            auto it = instantiationsByPattern.find(FD);
            if (it != instantiationsByPattern.end()) {
                for (const FunctionDecl *I : it->second)
                    TwinFinder(Ctx, DRE->getLocation(), DRE->getDecl()->getDeclName(), twins)
                        .TraverseStmt(I->getBody());
                return !twins.empty();
            }
        }
        P = Ctx.getParents(N);
    }
    return false;
}

}  // namespace hbc
