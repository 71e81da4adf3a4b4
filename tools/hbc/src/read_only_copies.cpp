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

// Is S inside an OpenMP construct, a lambda or a block (where it may run while the loop does)?
bool inConcurrentCode(ASTContext &Ctx, const Stmt *S) {
    DynTypedNodeList P = Ctx.getParents(*S);
    while (!P.empty()) {
        if (P[0].get<OMPExecutableDirective>() || P[0].get<LambdaExpr>() || P[0].get<BlockExpr>() ||
            P[0].get<CapturedStmt>())
            return true;
        if (P[0].get<FunctionDecl>() || P[0].get<Decl>() && !P[0].get<VarDecl>()) return false;
        P = Ctx.getParents(P[0]);
    }
    return false;
}
}  // namespace

// May V be copied once per range of a loop that only reads it? Every use in its function
// must be a read of its value, an unevaluated operand, or a plain assignment (or ++, --) in
// code that cannot run while the loop does: nothing takes its address or binds a reference
// to it, so nothing can change it behind the copy's back.
bool Translator::copyableReadOnly(VarDecl *V) {
    auto memo = readOnlyMemo.find(V);
    if (memo != readOnlyMemo.end()) return memo->second;
    bool &ok = readOnlyMemo[V];
    ok = false;
    QualType T = V->getType();
    if (!V->hasLocalStorage() || isa<ParmVarDecl>(V) && V->isParameterPack()) return false;
    if (T->isReferenceType() || !T->isScalarType() || T->isVariablyModifiedType() || T.isVolatileQualified() ||
        T.isConstQualified() || T->isDependentType() && !T->isPointerType())
        return false;
    const auto *FD = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
    if (!FD || !FD->getBody()) return false;
    bool good = true;
    std::function<void(const Stmt *)> scan = [&](const Stmt *S) {
        if (!S || !good) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == V) {
            const Stmt *child = nullptr;
            const Stmt *PS = useParent(Ctx, DR, child);
            if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS); IC && IC->getCastKind() == CK_LValueToRValue) return;
            if (PS && isa<UnaryExprOrTypeTraitExpr>(PS)) return;
            // a template's dependent `p[i]` has no implicit casts: a pointer there is read
            if (auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(PS); AS && AS->isTypeDependent() && T->isPointerType())
                return;
            bool plainWrite = false;
            if (auto *BO = dyn_cast_or_null<BinaryOperator>(PS))
                plainWrite = BO->isAssignmentOp() && BO->getLHS()->IgnoreParens() == child;
            if (auto *UO = dyn_cast_or_null<UnaryOperator>(PS)) plainWrite = UO->isIncrementDecrementOp();
            // (the write's own value, `a = b = x`, would be a use of the lvalue: refused)
            if (plainWrite && !inConcurrentCode(Ctx, PS)) {
                auto PP = Ctx.getParents(*PS);
                const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
                auto *If = dyn_cast_or_null<IfStmt>(Q);
                if (!Q || isa<CompoundStmt>(Q) || isa<ExprWithCleanups>(Q) || If && If->getCond() != PS ||
                    isa<ForStmt>(Q) && cast<ForStmt>(Q)->getCond() != PS)
                    return;
            }
            good = false;
            return;
        }
        if (auto *CS = dyn_cast<CapturedStmt>(S)) {  // (its capture list names V by reference)
            scan(CS->getCapturedStmt());
            return;
        }
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            // a clause may write V (reduction, lastprivate, linear, copyprivate ...): only the
            // lists that cannot are passed over
            for (const OMPClause *C : D->clauses())
                if (!isa<OMPPrivateClause>(C) && !isa<OMPFirstprivateClause>(C) && !isa<OMPSharedClause>(C))
                    for (const Stmt *X : const_cast<OMPClause *>(C)->children()) scan(X);
            if (D->hasAssociatedStmt()) scan(D->getAssociatedStmt());
            return;
        }
        for (const Stmt *C : S->children()) scan(C);
        if (auto *LE = dyn_cast<LambdaExpr>(S)) scan(LE->getBody());
    };
    if (auto *CD = dyn_cast<CXXConstructorDecl>(FD))
        for (const CXXCtorInitializer *I : CD->inits()) scan(I->getInit());
    scan(FD->getBody());
    ok = good;
    return ok;
}

// Is this use of a variable in loop d's body inside a lambda, a block or a task that may run
// after the range that made the copy has returned? (OpenMP's task sees the shared original; a
// lambda kept past the loop would keep a reference to the copy.)
static bool inDeferrableCode(ASTContext &Ctx, const Stmt *use, const Stmt *loop) {
    DynTypedNodeList P = Ctx.getParents(*use);
    while (!P.empty()) {
        const Stmt *S = P[0].get<Stmt>();
        if (S == loop) return false;
        if (P[0].get<LambdaExpr>() || P[0].get<BlockExpr>()) return true;
        if (auto *D = P[0].get<OMPExecutableDirective>())
            if (isOpenMPTaskingDirective(D->getDirectiveKind()) || isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
                return true;
        if (P[0].get<FunctionDecl>()) return false;
        P = Ctx.getParents(P[0]);
    }
    return false;
}

// The copies' declarations, at the start of loop d's body lambda: each variable of the
// enclosing function that the body only reads, under its own name, so the body's text is
// unchanged (HBC_WARNINGS_OFF silences -Wshadow there).
std::string Translator::readOnlyCopies(Dir *d) {
    std::vector<VarDecl *> order;
    std::set<VarDecl *> seen, deferred;
    for (auto &rf : refs)
        if (rf.second && inside(rf.second, d))
            if (auto *V = dyn_cast<VarDecl>(rf.first->getDecl()); V && inDeferrableCode(Ctx, rf.first, d->D))
                deferred.insert(V);
    for (auto &rf : refs) {
        if (!rf.second || !inside(rf.second, d)) continue;
        auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || d->declaredInside.count(V) || d->privatized.count(V) || deferred.count(V) || !seen.insert(V).second)
            continue;
        // (declared in the loop, as a lambda's parameter there is: not in scope above the body)
        SourceLocation VL = SM.getExpansionLoc(V->getLocation());
        if (!SM.isBeforeInTranslationUnit(VL, SM.getExpansionLoc(d->D->getBeginLoc()))) continue;
        bool red = false;
        for (auto &r : d->reds) red = red || r.var == V;
        for (auto *W : d->fpriv) red = red || W == V;
        for (auto *W : d->lpriv) red = red || W == V;
        for (auto *W : d->priv) red = red || W == V;
        if (!red && copyableReadOnly(V)) order.push_back(V);
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
