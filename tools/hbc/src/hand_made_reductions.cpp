// Translator (translator.hpp) members: hand-made reductions, the per-thread partial that a
// critical or atomic statement combines into a shared result (data_sharing.cpp's checkRegions
// asks handMadeReduction about each region-private variable).
#include "translator.hpp"

#include <algorithm>

namespace hbc {

// A hand-made reduction's partial starts every heartbeat range as OpenMP starts it in every
// thread, so its start must be the combine's identity, unless the combine ignores repeats
// (min, max, a call, & | && ||). `long part = 1; ... total += part` added 1 per range
// (session 70's helper: 4954-5086 for 4953): + - ^ need 0, * needs 1, or it is no reduction.
static bool partialStartsAtIdentity(const Expr *E, const Expr *Init, const ASTContext &Ctx) {
    E = E->IgnoreParenImpCasts();
    BinaryOperatorKind op;
    if (auto *CA = dyn_cast<CompoundAssignOperator>(E)) op = CA->getOpcode();
    else if (auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->getOpcode() == BO_Assign) {
        auto *R = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
        if (!R) return true;  // a call or a min/max conditional
        op = R->getOpcode();
    } else return true;  // a class's operator: hbc cannot evaluate its start
    const bool additive = op == BO_Add || op == BO_AddAssign || op == BO_Sub || op == BO_SubAssign ||
                          op == BO_Xor || op == BO_XorAssign;
    const bool product = op == BO_Mul || op == BO_MulAssign;
    if (!additive && !product) return true;
    Expr::EvalResult R;
    if (Init->isValueDependent() || !Init->EvaluateAsRValue(R, Ctx)) return false;
    if (R.Val.isInt()) return R.Val.getInt() == (product ? 1 : 0);
    if (R.Val.isFloat()) return product ? R.Val.getFloat().isExactlyValue(1.0) : R.Val.getFloat().isZero();
    return false;
}

// The per-thread partial result pattern:
//     T local = init;  #pragma omp for  ... local = f(local, ...) ...
//     #pragma omp critical   result = g(result, local);   (or result op= local)
//     (or #pragma omp atomic [update]   result op= local;)
// Run once, the loop reduces into local with identity init and combine g.
// The combine's operator when E is `R op= V` or `R = R op V` / `R = V op R` (+ - * & | ^),
// BO_Comma otherwise. `-` combines as +.
static BinaryOperatorKind combineOp(const Expr *E, const VarDecl *R) {
    auto *BO = dyn_cast<BinaryOperator>(E);
    if (!BO) return BO_Comma;
    BinaryOperatorKind k = BO->getOpcode();
    if (BO->isCompoundAssignmentOp()) {
        k = BinaryOperator::getOpForCompoundAssignment(k);
    } else if (auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
               k == BO_Assign && RB && (refVar(RB->getLHS()->IgnoreParenImpCasts()) == R ||
                                        refVar(RB->getRHS()->IgnoreParenImpCasts()) == R)) {
        k = RB->getOpcode();
    } else {
        return BO_Comma;
    }
    if (k == BO_Sub) k = BO_Add;
    return k == BO_Add || k == BO_Mul || k == BO_And || k == BO_Or || k == BO_Xor ? k : BO_Comma;
}

// Whether every other use of the partial V in the region body S is an update by the combine's
// operator that reads V only as its own left operand (`V += e`, `V = V * e`, `++V` for +):
// what makes partials of ranges combine into the partial of their union. Session 71:
// `s = (s*3 + x[i]) % m` and a clamped running sum (`if (s < 0) s = 0`), combined by
// `ew += s` in a critical, were taken for a + reduction and restarted at 0 per heartbeat
// range (helper-113); such a region needs its team.
static bool updatesOnlyBy(Stmt *S, const VarDecl *V, BinaryOperatorKind op, const Stmt *combine) {
    if (!S || S == combine) return true;
    // (a directive's clauses and a captured statement's capture list name V without using it)
    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
        return !D->hasAssociatedStmt() || updatesOnlyBy(D->getAssociatedStmt(), V, op, combine);
    if (auto *CS = dyn_cast<CapturedStmt>(S)) return updatesOnlyBy(CS->getCapturedStmt(), V, op, combine);
    auto free = [&](const Expr *X) {
        std::function<bool(const Stmt *)> uses = [&](const Stmt *Y) {
            if (!Y) return false;
            if (auto *DR = dyn_cast<DeclRefExpr>(Y); DR && DR->getDecl() == V) return true;
            for (const Stmt *C : Y->children())
                if (uses(C)) return true;
            return false;
        };
        return !uses(X);
    };
    if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp() &&
                                              refVar(UO->getSubExpr()->IgnoreParenImpCasts()) == V)
        return op == BO_Add;
    if (auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp() &&
                                                refVar(BO->getLHS()->IgnoreParenImpCasts()) == V) {
        BinaryOperatorKind k = BO->getOpcode();
        if (BO->isCompoundAssignmentOp()) {
            k = BinaryOperator::getOpForCompoundAssignment(k);
            if (k == BO_Sub) k = BO_Add;
            return k == op && free(BO->getRHS());
        }
        auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
        if (!RB) return false;
        BinaryOperatorKind rk = RB->getOpcode() == BO_Sub ? BO_Add : RB->getOpcode();
        if (rk != op) return false;
        const bool leftV = refVar(RB->getLHS()->IgnoreParenImpCasts()) == V;
        const bool rightV = refVar(RB->getRHS()->IgnoreParenImpCasts()) == V && RB->getOpcode() != BO_Sub;
        return (leftV && free(RB->getRHS())) || (rightV && free(RB->getLHS()));
    }
    if (auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == V) return false;  // any other use
    for (Stmt *C : S->children())
        if (!updatesOnlyBy(C, V, op, combine)) return false;
    return true;
}

bool Translator::handMadeReduction(Dir *P, VarDecl *V, Reduction &out) {
    if (!V->getInit() || !regionLocals[P].count(V)) return false;
    Expr *Init = V->getInit();
    if (!CXX) {
        Expr::EvalResult R;
        if (Init->isValueDependent() || !Init->EvaluateAsRValue(R, Ctx)) return false;
    }
    CharSourceRange IR = fileRange(Init->getSourceRange());
    if (IR.isInvalid()) return false;
    for (Dir *c : regionCriticals[P]) {
        Stmt *S = assocStmt(c->D);
        while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
            if (CS->size() != 1) { S = nullptr; break; }
            S = CS->body_front();
        }
        auto *E = dyn_cast_or_null<Expr>(S);
        if (!E) continue;
        E = E->IgnoreParenImpCasts();
        Expr *L = nullptr;
        if (auto *BO = dyn_cast<BinaryOperator>(E)) {
            if (!BO->isAssignmentOp()) continue;
            L = BO->getLHS();
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
            if (!OC->isAssignmentOp()) continue;
            L = OC->getArg(0);
        } else continue;
        VarDecl *Rv = refVar(L);
        if (!Rv || Rv == V || regionLocals[P].count(Rv) || !usesVar(E, V)) continue;
        bool splice = false;
        const std::string opComb = handMadeCombine(E, Rv, V, splice);
        if (opComb.empty() && !splice) continue;
        if (!partialStartsAtIdentity(E, Init, Ctx)) continue;
        if (const BinaryOperatorKind op = combineOp(E, Rv); op != BO_Comma) {
            // (the body is the region's, or an orphan's function body; the combining construct
            // itself is skipped)
            Stmt *body = P->kind == Dir::Orphan ? P->fnBody : P->D ? assocStmt(P->D) : nullptr;
            if (!body || !updatesOnlyBy(body, V, op, c->D)) continue;
        }
        CharSourceRange ER = fileRange(E->getSourceRange());
        if (ER.isInvalid()) continue;
        // splice the statement's text, with the two variables replaced by placeholders
        std::vector<std::pair<unsigned, std::pair<unsigned, char>>> subs;
        std::function<void(Stmt *)> collect = [&](Stmt *X) {
            if (!X) return;
            if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
                if (DR->getDecl() == V || DR->getDecl() == Rv) {
                    SourceLocation Lc = DR->getLocation();
                    if (Lc.isMacroID()) { subs.push_back({~0u, {0, 0}}); return; }
                    subs.push_back({SM.getFileOffset(Lc), {(unsigned)DR->getDecl()->getName().size(),
                                                            DR->getDecl() == Rv ? '\x01' : '\x02'}});
                }
            }
            for (Stmt *C : X->children()) collect(C);
        };
        collect(E);
        std::sort(subs.begin(), subs.end());
        if (!subs.empty() && subs.back().first == ~0u) continue;
        bool invalid = false;
        StringRef buf = SM.getBufferData(SM.getFileID(ER.getBegin()), &invalid);
        if (invalid) continue;
        unsigned b = SM.getFileOffset(ER.getBegin()), e = SM.getFileOffset(ER.getEnd());
        std::string t;
        unsigned pos = b;
        for (auto &sb : subs) {
            if (sb.first < pos || sb.first + sb.second.first > e) { t.clear(); break; }
            t += buf.substr(pos, sb.first - pos).str();
            t += sb.second.second;
            pos = sb.first + sb.second.first;
        }
        if (subs.empty()) continue;
        t += buf.substr(pos, e - pos).str();
        out.op = Op::Custom;
        out.var = V;
        // The region runs once: the critical only orders this combine against other
        // instances of the same name. When it touches nothing but the two local variables
        // (the target never escapes) and calls only local function objects, drop the lock.
        c->elide = c->kind == Dir::Critical && localCombine(E, Rv, V);
        out.ident = buf.substr(SM.getFileOffset(IR.getBegin()), SM.getFileOffset(IR.getEnd()) - SM.getFileOffset(IR.getBegin())).str();
        out.comb = splice ? t : opComb;
        return true;
    }
    return false;
}

// How two partials of a hand-made reduction combine so that the statement E, run once with
// their combination, gives what it gives run once per partial (OpenMP's meaning):
// - `R op= V`, `R = R op V`, `R = V op R` (op one of + * & | ^ && ||; `-` as `R - V`): the
//   statement itself (splice), or for `-` "\x01 += \x02";
// - `R += L`, `R -= L`, `R = R + L`, `R = L + R`, `R = R - L` with L linear in V (V times or
//   divided by terms free of R and V, negated; floating-point for anything but V and
//   integer products): by +, since R + L(a) + L(b) = R + L(a + b);
// - `R = F(R, V)` or `R = F(V, R)` (a call, F associative, as a reduction's combine must be)
//   and the min/max conditional `R = V < R ? V : R` (any comparison, either order): the
//   statement itself is the combine (splice: the caller substitutes the two partials).
// Anything else returns "" with splice false: not a hand-made reduction hbc can show.
std::string Translator::handMadeCombine(Expr *E, VarDecl *R, VarDecl *V, bool &splice) {
    splice = false;
    std::function<bool(Expr *, VarDecl *)> is = [&](Expr *X, VarDecl *D) {  // D, or std::move(D)
        X = const_cast<Expr *>(strip(X));
        if (auto *CE = dyn_cast<CallExpr>(X); CE && CE->getNumArgs() == 1) {
            std::string n;
            if (auto *F = CE->getDirectCallee()) n = F->getQualifiedNameAsString();
            else if (auto *UL = dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreImpCasts())) n = "std::" + UL->getName().getAsString();
            return (n == "std::move" || n == "std::forward") && is(CE->getArg(0), D);
        }
        return refVar(X) == D;
    };
    auto freeOf = [&](Expr *X) {
        if (usesVar(X, V) || usesVar(X, R)) return false;
        if (CXX) return true;
        bool local = false;  // C: the combine is a file-scope function, which sees no locals
        std::function<void(Stmt *)> walk = [&](Stmt *S) {
            if (!S || local) return;
            if (auto *DR = dyn_cast<DeclRefExpr>(S))
                if (auto *D = dyn_cast<VarDecl>(DR->getDecl())) local |= D->hasLocalStorage() || D->isStaticLocal();
            for (Stmt *C : S->children()) walk(C);
        };
        walk(X);
        return !local;
    };
    const bool integral = R->getType().getNonReferenceType()->isIntegerType();
    std::function<bool(Expr *)> linear = [&](Expr *X) {
        X = X->IgnoreParenImpCasts();
        if (is(X, V)) return true;
        if (integral && !X->getType()->isIntegerType()) return false;
        if (!integral && !X->getType()->isRealFloatingType()) return false;
        if (auto *U = dyn_cast<UnaryOperator>(X))
            return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus) && linear(U->getSubExpr());
        if (auto *B = dyn_cast<BinaryOperator>(X)) {
            if (B->getOpcode() == BO_Mul)
                return (linear(B->getLHS()) && freeOf(B->getRHS())) || (freeOf(B->getLHS()) && linear(B->getRHS()));
            if (B->getOpcode() == BO_Div) return !integral && linear(B->getLHS()) && freeOf(B->getRHS());
        }
        return false;
    };
    auto opText = [](BinaryOperatorKind K) -> std::string {
        switch (K) {
        case BO_Add: case BO_AddAssign: case BO_Sub: case BO_SubAssign: return "+";
        case BO_Mul: case BO_MulAssign: return "*";
        case BO_And: case BO_AndAssign: return "&";
        case BO_Or: case BO_OrAssign: return "|";
        case BO_Xor: case BO_XorAssign: return "^";
        case BO_LAnd: return "&&";
        case BO_LOr: return "||";
        default: return "";
        }
    };
    auto byOp = [](const std::string &op) {
        return op == "&&" || op == "||" ? "\x01 = \x01 " + op + " \x02" : "\x01 " + op + "= \x02";
    };
    // R op V exactly: the statement itself combines two partials, unless op subtracts
    auto exact = [&](bool subtracts) {
        if (subtracts) return byOp("+");
        splice = true;
        return std::string();
    };
    auto additive = [](BinaryOperatorKind K) { return K == BO_Add || K == BO_Sub || K == BO_AddAssign || K == BO_SubAssign; };
    auto exactlyRV = [&](Expr *A, Expr *B) { return (is(A, R) && is(B, V)) || (is(A, V) && is(B, R)); };
    auto classOp = [](OverloadedOperatorKind K) -> std::string {  // a class's operator, as text
        switch (K) {
        case OO_Plus: case OO_PlusEqual: case OO_Minus: case OO_MinusEqual: return "+";
        case OO_Star: case OO_StarEqual: return "*";
        default: return "";
        }
    };
    Expr *RHS = nullptr;
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {  // a class's `R op= V` or `R = ...`
        if (OC->getNumArgs() != 2) return "";
        if (OC->getOperator() != OO_Equal) {
            const std::string op = classOp(OC->getOperator());
            return !op.empty() && is(OC->getArg(1), V) ? exact(OC->getOperator() == OO_MinusEqual) : "";
        }
        RHS = OC->getArg(1)->IgnoreParenImpCasts();
    } else if (auto *BO = dyn_cast<BinaryOperator>(E)) {
        RHS = BO->getRHS()->IgnoreParenImpCasts();
        if (BO->isCompoundAssignmentOp()) {
            const std::string op = opText(BO->getOpcode());
            if (op.empty()) return "";
            if (is(RHS, V)) return exact(BO->getOpcode() == BO_SubAssign);
            return additive(BO->getOpcode()) && linear(RHS) ? byOp("+") : "";
        }
    } else {
        return "";
    }
    if (auto *B = dyn_cast<BinaryOperator>(RHS)) {  // R = R op X, R = X op R
        const std::string op = opText(B->getOpcode());
        if (op.empty()) return "";
        Expr *X = is(B->getLHS(), R) ? B->getRHS() : is(B->getRHS(), R) && B->getOpcode() != BO_Sub ? B->getLHS() : nullptr;
        if (!X) return "";
        if (is(X, V)) return exact(B->getOpcode() == BO_Sub);
        return additive(B->getOpcode()) && linear(X) ? byOp("+") : "";
    }
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(RHS); OC && OC->getOperator() != OO_Call) {  // classes: R = R op V
        const std::string op = classOp(OC->getOperator());
        if (op.empty() || OC->getNumArgs() != 2) return "";
        const bool ok = OC->getOperator() == OO_Minus ? is(OC->getArg(0), R) && is(OC->getArg(1), V)
                                                      : exactlyRV(OC->getArg(0), OC->getArg(1));
        return ok ? exact(OC->getOperator() == OO_Minus) : "";
    }
    if (auto *C = dyn_cast<ConditionalOperator>(RHS)) {  // min or max
        auto *Cmp = dyn_cast<BinaryOperator>(C->getCond()->IgnoreParenImpCasts());
        splice = Cmp && Cmp->isRelationalOp() && exactlyRV(Cmp->getLHS(), Cmp->getRHS()) &&
                 exactlyRV(C->getTrueExpr(), C->getFalseExpr());
        return "";
    }
    if (auto *CE = dyn_cast<CallExpr>(RHS)) {  // R = F(R, V), F associative
        unsigned first = isa<CXXOperatorCallExpr>(CE) ? 1 : 0;  // a function object's operator()
        if (CE->getNumArgs() != first + 2 || !exactlyRV(CE->getArg(first), CE->getArg(first + 1))) return "";
        splice = freeOf(first ? CE->getArg(0) : CE->getCallee());
        return "";
    }
    return "";
}

bool Translator::localCombine(Expr *E, VarDecl *Rv, VarDecl *V) {
    if (!Rv->hasLocalStorage() || Rv->getType()->isReferenceType() || Rv->getType()->isArrayType()) return false;
    for (auto &rf : refs) {
        if (rf.first->getDecl() != Rv) continue;
        auto P = Ctx.getParents(*rf.first);
        if (!P.empty()) {
            if (auto *U = P[0].get<UnaryOperator>())
                if (U->getOpcode() == UO_AddrOf) return false;
        }
    }
    bool ok = true;
    std::function<void(Stmt *)> check = [&](Stmt *X) {
        if (!X || !ok) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
            if (auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
                if (VD != Rv && VD != V && !VD->hasLocalStorage()) ok = false;
        }
        if (auto *CE = dyn_cast<CallExpr>(X)) {
            if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) {
                if (OC->getOperator() == OO_Call) {
                    VarDecl *F = refVar(OC->getArg(0));
                    if (!F || !F->hasLocalStorage()) ok = false;
                }
            } else if (auto *FD = CE->getDirectCallee()) {
                std::string n = FD->getQualifiedNameAsString();
                if (n != "std::move" && n != "std::forward") ok = false;
            } else if (auto *UL = dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreImpCasts())) {
                std::string n = UL->getName().getAsString();
                if (n != "move" && n != "forward") ok = false;
            } else {
                VarDecl *F = refVar(CE->getCallee());
                if (!F || !F->hasLocalStorage()) ok = false;
            }
        }
        for (Stmt *C : X->children()) check(C);
    };
    check(E);
    return ok;
}

}  // namespace hbc
