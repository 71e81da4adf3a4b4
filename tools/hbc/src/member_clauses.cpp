// Translator (translator.hpp) members: data members named in data-sharing clauses of a
// template's member function. In an ordinary member function clang refers to such an item
// (OpenMP 4.5) through a captured reference named like the member, initialised with
// `this->m`, and the construct's implicit uses of the member refer to that reference; the
// rest of hbc reads that form (isPrivatizedMember, privateMemberOk). In a template's pattern,
// which hbc translates, clang leaves the item and the uses as `this->m`, and hbc refused them
// (mlpack 4.8's ElkanKMeans `reduction(+: distanceCalculations)` and Convolution
// `private(outputTemp)`; helper-89, session 51). The pattern is given the ordinary form here,
// before anything reads it.
#include "translator.hpp"

namespace hbc {

namespace {

// `m` written in a member function: a data member of the class itself (not of a dependent
// base, which clang leaves unresolved), through the implicit `this`.
MemberExpr *implicitMember(Expr *E) {
    auto *ME = E ? dyn_cast<MemberExpr>(E->IgnoreParens()) : nullptr;
    if (!ME || !ME->isImplicitAccess() || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) return nullptr;
    return isa<FieldDecl>(ME->getMemberDecl()) ? ME : nullptr;
}

template <class Clause>
void listItems(OMPClause *C, std::vector<Expr **> &out) {
    if (auto *L = dyn_cast<Clause>(C))
        for (auto it = L->varlist_begin(); it != L->varlist_end(); ++it) out.push_back(&*it);
}

}  // namespace

void Translator::captureTemplateMembers(TranslationUnitDecl *TU) {
    struct Finder : RecursiveASTVisitor<Finder> {
        std::vector<std::pair<OMPExecutableDirective *, FunctionDecl *>> found;  // and the function around it
        std::vector<FunctionDecl *> functions;
        bool shouldVisitTemplateInstantiations() const { return false; }
        bool TraverseDecl(Decl *D) {
            auto *FD = dyn_cast_or_null<FunctionDecl>(D);
            if (FD) functions.push_back(FD);
            const bool more = RecursiveASTVisitor<Finder>::TraverseDecl(D);
            if (FD) functions.pop_back();
            return more;
        }
        bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
            if (D->hasAssociatedStmt() && !functions.empty() && functions.back()->isDependentContext())
                found.push_back({D, functions.back()});
            return true;
        }
    } finder;
    finder.TraverseDecl(TU);
    for (auto [D, fn] : finder.found) {
        std::vector<Expr **> items;
        for (OMPClause *C : D->clauses()) {
            listItems<OMPPrivateClause>(C, items);
            listItems<OMPFirstprivateClause>(C, items);
            listItems<OMPLastprivateClause>(C, items);
            listItems<OMPReductionClause>(C, items);
            listItems<OMPLinearClause>(C, items);
        }
        std::map<FieldDecl *, VarDecl *> captured;  // one per member and construct, as clang's
        auto refTo = [&](VarDecl *V, MemberExpr *ME) {
            return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), V, false, ME->getMemberLoc(),
                                       ME->getType(), VK_LValue);
        };
        for (Expr **item : items) {
            MemberExpr *ME = implicitMember(*item);
            if (!ME) continue;
            auto *field = cast<FieldDecl>(ME->getMemberDecl());
            VarDecl *&V = captured[field];
            if (!V) {
                auto *CE = OMPCapturedExprDecl::Create(Ctx, fn, field->getIdentifier(),
                                                       Ctx.getLValueReferenceType(ME->getType()), ME->getBeginLoc());
                CE->setInit(ME);
                V = CE;
            }
            *item = refTo(V, ME);
        }
        if (captured.empty()) continue;
        // the construct's implicit uses of those members name the captured references
        std::function<void(Stmt *)> redirect = [&](Stmt *S) {
            if (!S) return;
            for (Stmt *&child : S->children()) {
                MemberExpr *ME = implicitMember(dyn_cast_or_null<Expr>(child));
                auto it = ME && ME == child ? captured.find(cast<FieldDecl>(ME->getMemberDecl())) : captured.end();
                if (it != captured.end()) child = refTo(it->second, ME);
                else redirect(child);
            }
        };
        redirect(D->getAssociatedStmt());
    }
}

}  // namespace hbc
