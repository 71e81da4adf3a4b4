// Translator (translator.hpp) members: C++ loop bodies' private copies of the scalars they
// only read, as GCC's own OpenMP lowering passes such variables by value and C's outlined
// range functions read them once (emit_loops_c.cpp).
//
// Why: the body's lambda captures by reference, and on the runtime's paths the closure is
// reached through a pointer. In a deep loop nest GCC then keeps each captured pointer as a
// load through the closure, runs out of registers and spills them (on AVX-512 machines to
// vector registers, moved back on every inner iteration): helper-99's BEAGLE codon loop ran
// 1.9x the sequential time. A copy made as each range starts is a plain local, which the
// register allocator treats as the sequential code's own.
#include "translator.hpp"

namespace hbc {

namespace {
// Skips parentheses and no-op casts above an expression.
const Stmt *useParent(ASTContext &Ctx, const Stmt *S, const Stmt *&child) {
    child = S;
    while (true) {
        auto P = Ctx.getParents(*child);
        if (P.empty()) return nullptr;
        const Stmt *PS = P[0].get<Stmt>();
        if (!PS) return nullptr;
        if (isa<ParenExpr>(PS)) { child = PS; continue; }
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS); IC && IC->getCastKind() == CK_NoOp) { child = PS; continue; }
        return PS;
    }
}

// A walk of a statement that knows whether it is inside code that may run apart from the
// statements around it: an OpenMP construct, a lambda or a block (`inner`). visit(S, inner)
// sees every statement; enter(S) says whether S's own children are such code.
void walkNested(const Stmt *S, bool inner, const std::function<bool(const Stmt *, bool)> &visit,
                const std::function<bool(const Stmt *)> &enter) {
    if (!S || !visit(S, inner)) return;
    const bool in = inner || enter(S);
    if (auto *CS = dyn_cast<CapturedStmt>(S)) {  // (its capture list names variables by reference)
        walkNested(CS->getCapturedStmt(), in, visit, enter);
        return;
    }
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        // a clause may write a variable (reduction, lastprivate, linear, copyprivate ...):
        // only the lists that cannot are passed over
        for (const OMPClause *C : D->clauses())
            if (!isa<OMPPrivateClause>(C) && !isa<OMPFirstprivateClause>(C) && !isa<OMPSharedClause>(C))
                for (const Stmt *X : const_cast<OMPClause *>(C)->children()) walkNested(X, in, visit, enter);
        if (D->hasAssociatedStmt()) walkNested(D->getAssociatedStmt(), in, visit, enter);
        return;
    }
    if (auto *LE = dyn_cast<LambdaExpr>(S)) {
        for (const Expr *I : LE->capture_inits()) walkNested(I, inner, visit, enter);
        walkNested(LE->getBody(), true, visit, enter);
        return;
    }
    if (auto *BE = dyn_cast<BlockExpr>(S)) {
        walkNested(BE->getBody(), true, visit, enter);
        return;
    }
    for (const Stmt *C : S->children()) walkNested(C, in, visit, enter);
}
}  // namespace

// May V be copied once per range of a loop that only reads it? Every use in its function
// must be a read of its value, an unevaluated operand, or a plain assignment (or ++, --) as
// a statement in code that cannot run while the loop does (outside any OpenMP construct,
// lambda or block): nothing takes its address or binds a reference to it, so nothing can
// change it behind the copy's back.
bool Translator::copyableReadOnly(VarDecl *V) {
    auto memo = readOnlyMemo.find(V);
    if (memo != readOnlyMemo.end()) return memo->second;
    bool &ok = readOnlyMemo[V];
    ok = false;
    QualType T = V->getType();
    if (!V->hasLocalStorage() || isa<ParmVarDecl>(V) && V->isParameterPack()) return false;
    if (T->isReferenceType() || !T->isScalarType() || T.getCanonicalType()->isVariablyModifiedType() || T.isVolatileQualified() ||
        T.isConstQualified() || T->isDependentType() && !T->isPointerType())
        return false;
    const auto *FD = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
    if (!FD || !FD->getBody()) return false;
    bool good = true;
    auto visit = [&](const Stmt *S, bool inner) {
        if (!good) return false;
        auto *DR = dyn_cast<DeclRefExpr>(S);
        if (!DR || DR->getDecl() != V) return true;
        const Stmt *child = nullptr;
        const Stmt *PS = useParent(Ctx, DR, child);
        if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS); IC && IC->getCastKind() == CK_LValueToRValue) return true;
        if (PS && isa<UnaryExprOrTypeTraitExpr>(PS)) return true;
        // a template's dependent `p[i]` has no implicit casts: a pointer there is read
        if (auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(PS); AS && AS->isTypeDependent() && T->isPointerType())
            return true;
        bool plainWrite = false;
        if (auto *BO = dyn_cast_or_null<BinaryOperator>(PS))
            plainWrite = BO->isAssignmentOp() && BO->getLHS()->IgnoreParens() == child;
        if (auto *UO = dyn_cast_or_null<UnaryOperator>(PS)) plainWrite = UO->isIncrementDecrementOp();
        // (the write's own value, `a = b = x` or `if (x = f())`, would be a use of the lvalue)
        if (plainWrite && !inner) {
            auto PP = Ctx.getParents(*PS);
            const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
            auto *If = dyn_cast_or_null<IfStmt>(Q);
            if (Q && (isa<CompoundStmt>(Q) || isa<ExprWithCleanups>(Q) || If && If->getCond() != PS ||
                      isa<ForStmt>(Q) && cast<ForStmt>(Q)->getCond() != PS))
                return true;
        }
        good = false;
        return false;
    };
    auto enter = [](const Stmt *S) { return isa<OMPExecutableDirective>(S); };
    if (auto *CD = dyn_cast<CXXConstructorDecl>(FD))
        for (const CXXCtorInitializer *I : CD->inits()) walkNested(I->getInit(), false, visit, enter);
    walkNested(FD->getBody(), false, visit, enter);
    ok = good;
    return ok;
}

// The copies' declarations, at the start of loop d's body lambda: each variable of the
// enclosing function that the body only reads, under its own name, so the body's text is
// unchanged (HBC_WARNINGS_OFF silences -Wshadow there). Not a variable that a lambda, a
// block or a task in the loop uses: it may run after the range that made the copy has
// returned (OpenMP's task sees the shared original; a lambda kept past the loop would keep a
// reference to the copy).
std::string Translator::readOnlyCopies(Dir *d) {
    std::set<VarDecl *> deferred;
    auto defer = [&](const Stmt *S, bool inner) {
        if (inner)
            if (auto *DR = dyn_cast<DeclRefExpr>(S))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) deferred.insert(const_cast<VarDecl *>(V));
        return true;
    };
    auto deferrable = [&](const Stmt *S) {
        if (S == d->D) return false;
        auto *D = dyn_cast<OMPExecutableDirective>(S);
        return D && (isOpenMPTaskingDirective(D->getDirectiveKind()) ||
                     isOpenMPTargetExecutionDirective(D->getDirectiveKind()));
    };
    walkNested(d->D, false, defer, deferrable);
    std::vector<VarDecl *> order;
    std::set<VarDecl *> seen;
    for (auto &rf : refs) {
        if (!rf.second || !inside(rf.second, d)) continue;
        auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || d->declaredInside.count(V) || d->privatized.count(V) || deferred.count(V) || !seen.insert(V).second)
            continue;
        // (declared in the loop, as a lambda's parameter there is: not in scope above the body)
        SourceLocation VL = SM.getExpansionLoc(V->getLocation());
        if (!SM.isBeforeInTranslationUnit(VL, SM.getExpansionLoc(d->D->getBeginLoc()))) continue;
        // (privatized holds the loop's reductions and private, firstprivate, lastprivate items)
        if (copyableReadOnly(V)) order.push_back(V);
    }
    std::string before, copies;
    for (VarDecl *V : order) {
        const std::string n = V->getNameAsString(), tmp = "__hb_ro_" + n;
        before += "  auto " + tmp + " = " + n + ";";
        copies += " decltype(" + n + ") " + n + " = " + tmp + ";";
    }
    return order.empty() ? std::string() : before + "\n " + copies + "\n";
}

}  // namespace hbc
