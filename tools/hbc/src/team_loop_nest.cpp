// A team-mode worksharing loop's header (team_mode.hpp): the canonical loops it distributes,
// `collapse(n)` of them perfectly nested, each with bounds that the outer loops' variables do
// not change (a rectangular nest: the collapsed space is the product of the trip counts).
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

namespace hbc {

namespace {

bool names(const Stmt *S, const std::set<const VarDecl *> &vars) {
    if (!S) return false;
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) return vars.count(V) > 0;
    for (const Stmt *C : S->children())
        if (names(C, vars)) return true;
    return false;
}

// for (iv = lb or T iv = lb; iv op ub; iv++ / iv-- / iv += s / iv -= s / iv = iv + s ...)
bool parseLevel(ForStmt *F, const std::function<std::string(SourceRange)> &text, TeamLoopLevel &L) {
    Expr *lb = nullptr, *ub = nullptr, *step = nullptr;
    bool neg = false;
    VarDecl *iv = nullptr;
    if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
        if (DS->isSingleDecl()) iv = dyn_cast<VarDecl>(DS->getSingleDecl());
        if (iv) lb = iv->getInit();
        L.declared = true;
    } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit())) {
        if (BO->getOpcode() == BO_Assign) {
            iv = teamVarOf(BO->getLHS());
            lb = BO->getRHS();
        }
    }
    BinaryOperatorKind cmp = BO_LT;
    Expr *cond = F->getCond() ? F->getCond()->IgnoreImplicit()->IgnoreParenImpCasts() : nullptr;
    Expr *cl = nullptr, *cr = nullptr;
    if (auto *BO = dyn_cast_or_null<BinaryOperator>(cond)) {
        cmp = BO->getOpcode();
        cl = BO->getLHS();
        cr = BO->getRHS();
    } else if (auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(cond); OC && OC->getNumArgs() == 2) {
        // a class iterator's comparison operator
        switch (OC->getOperator()) {
        case OO_Less: cmp = BO_LT; break;
        case OO_LessEqual: cmp = BO_LE; break;
        case OO_Greater: cmp = BO_GT; break;
        case OO_GreaterEqual: cmp = BO_GE; break;
        case OO_ExclaimEqual: cmp = BO_NE; break;
        default: cmp = BO_EQ; break;
        }
        cl = OC->getArg(0);
        cr = OC->getArg(1);
    } else if (auto *RB = dyn_cast_or_null<CXXRewrittenBinaryOperator>(cond)) {
        // C++20's rewritten `<` (operator<=>) and `!=` (operator==): the comparison as written
        const CXXRewrittenBinaryOperator::DecomposedForm DF = RB->getDecomposedForm();
        cmp = DF.Opcode;
        cl = const_cast<Expr *>(DF.LHS);
        cr = const_cast<Expr *>(DF.RHS);
    }
    if (cl && iv && teamVarOf(cl) == iv) ub = cr;
    else if (cr && iv && teamVarOf(cr) == iv) {
        ub = cl;
        cmp = cmp == BO_LT ? BO_GT : cmp == BO_GT ? BO_LT : cmp == BO_LE ? BO_GE : cmp == BO_GE ? BO_LE : cmp;
    }
    Expr *inc = F->getInc() ? F->getInc()->IgnoreImplicit()->IgnoreParenImpCasts() : nullptr;
    std::string st;
    if (auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(inc); OC && OC->getNumArgs() >= 1 && teamVarOf(OC->getArg(0)) == iv) {
        // a class iterator's ++, --, += s, -= s (postfix forms carry a dummy int argument)
        if (OC->getOperator() == OO_PlusPlus) st = "1";
        else if (OC->getOperator() == OO_MinusMinus) st = "-1";
        else if ((OC->getOperator() == OO_PlusEqual || OC->getOperator() == OO_MinusEqual) && OC->getNumArgs() == 2) {
            step = OC->getArg(1);
            neg = OC->getOperator() == OO_MinusEqual;
        }
    } else if (auto *U = dyn_cast_or_null<UnaryOperator>(inc)) {
        if (U->isIncrementDecrementOp() && teamVarOf(U->getSubExpr()) == iv) st = U->isIncrementOp() ? "1" : "-1";
    } else if (auto *CA = dyn_cast_or_null<CompoundAssignOperator>(inc)) {
        if (teamVarOf(CA->getLHS()) == iv && (CA->getOpcode() == BO_AddAssign || CA->getOpcode() == BO_SubAssign)) {
            step = CA->getRHS();
            neg = CA->getOpcode() == BO_SubAssign;
        }
    } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(inc)) {
        auto *R = BO->getOpcode() == BO_Assign && teamVarOf(BO->getLHS()) == iv
                      ? dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()) : nullptr;
        if (R && R->getOpcode() == BO_Add && teamVarOf(R->getLHS()) == iv) step = R->getRHS();
        else if (R && R->getOpcode() == BO_Add && teamVarOf(R->getRHS()) == iv) step = R->getLHS();
        else if (R && R->getOpcode() == BO_Sub && teamVarOf(R->getLHS()) == iv) { step = R->getRHS(); neg = true; }
    }
    if (step) {
        std::string s = "(int64_t)(" + text(step->getSourceRange()) + ")";
        st = neg ? "(-" + s + ")" : s;
    }
    const bool pointer = iv && iv->getType()->isPointerType() &&
                         iv->getType()->getPointeeType()->isObjectType() &&
                         !iv->getType()->getPointeeType()->isIncompleteType();
    // C++ iterators of class type: random access is what the translation needs (i + k, j - i),
    // and the compiler checks it
    // (a template's dependent type too: the same code serves integers, pointers and iterators)
    const bool iterator = iv && !iv->getType()->isReferenceType() &&
                          (iv->getType()->isRecordType() || iv->getType()->isDependentType());
    if (!iv || !lb || !ub || st.empty() || !(iv->getType()->isIntegerType() || pointer || iterator) ||
        !(cmp == BO_LT || cmp == BO_LE || cmp == BO_GT || cmp == BO_GE || cmp == BO_NE))
        return false;
    L.pointer = pointer || iterator;
    L.iterator = iterator;
    L.F = F;
    L.iv = iv;
    L.cmp = cmp;
    L.step = st;
    L.lbExpr = lb;
    L.ubExpr = ub;
    L.stepExpr = step;
    L.lb = text(lb->getSourceRange());
    L.ub = text(ub->getSourceRange());
    return true;
}

}  // namespace

std::string teamLoopNest(ForStmt *F, int collapse, const std::function<std::string(SourceRange)> &text,
                         std::vector<TeamLoopLevel> &nest) {
    std::set<const VarDecl *> outer;
    Stmt *S = F;
    for (int j = 0; j < collapse; ++j) {
        auto *Fj = dyn_cast_or_null<ForStmt>(S);
        if (!Fj) return "the " + std::to_string(collapse) + " collapsed loops must be perfectly nested 'for' loops";
        TeamLoopLevel L;
        if (!parseLevel(Fj, text, L))
            return "the worksharing loop must be `for (i = lb; i < ub; i += s)` (<, <=, >, >=, !=; integer, "
                   "pointer or random-access iterator i) to be translated";
        // the collapsed space is a product of trip counts only when no bound or step moves with
        // an outer loop's variable
        if (names(L.lbExpr, outer) || names(L.ubExpr, outer) || names(L.stepExpr, outer))
            return "a collapsed loop whose bounds or step depend on an outer loop's variable (a non-rectangular "
                   "nest) is not supported";
        if (L.lb.empty() || L.ub.empty()) return "a loop inside a macro";
        outer.insert(L.iv);
        nest.push_back(L);
        S = Fj->getBody();
        if (j + 1 < collapse)
            while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
                if (CS->size() != 1) return "the collapsed loops must be perfectly nested (no code between them)";
                S = CS->body_front();
            }
    }
    return "";
}

// The number of iterations, from the loop's bounds and step held in variables lo, hi, st.
// Pointers: their distance in elements.
std::string teamTripCount(const TeamLoopLevel &L, const std::string &lo, const std::string &hi, const std::string &sv) {
    if (L.cmp == BO_NE) {  // OpenMP 5.0: the step's sign says the direction (a loop-invariant step)
        TeamLoopLevel up = L, down = L;
        up.cmp = BO_LT;
        down.cmp = BO_GT;
        return "(" + sv + " > 0 ? " + teamTripCount(up, lo, hi, sv) + " : " + teamTripCount(down, lo, hi, sv) + ")";
    }
    bool up = L.cmp == BO_LT || L.cmp == BO_LE;
    std::string d = L.pointer ? (up ? "((uint64_t)(" + hi + " - " + lo + "))" : "((uint64_t)(" + lo + " - " + hi + "))")
                    : up ? "((uint64_t)" + hi + " - (uint64_t)" + lo + ")" : "((uint64_t)" + lo + " - (uint64_t)" + hi + ")";
    std::string s = up ? "(uint64_t)" + sv : "(uint64_t)(-" + sv + ")";
    const char *op = L.cmp == BO_LT ? " < " : L.cmp == BO_LE ? " <= " : L.cmp == BO_GT ? " > " : " >= ";
    bool strict = L.cmp == BO_LT || L.cmp == BO_GT;
    return "(" + lo + op + hi + " ? (int64_t)(" + (strict ? "(" + d + " - 1)" : d) + " / " + s + " + 1) : (int64_t)0)";
}

// The loop variable's value at iteration number idx: lo + idx * st, wrapping for integers.
std::string teamIvAt(const TeamLoopLevel &L, const std::string &T, const std::string &lo, const std::string &idx,
                     const std::string &sv) {
    if (L.pointer) return "(" + lo + " + (int64_t)(" + idx + ") * " + sv + ")";
    return "(" + T + ")((uint64_t)" + lo + " + (uint64_t)" + idx + " * (uint64_t)" + sv + ")";
}

// Declarations of the bounds lo, hi and the step sv; T is the variable's type (a class or
// dependent one declared `auto` becomes decltype(lo), deduced from the start as written).
std::string teamBoundsDecl(const TeamLoopLevel &L, std::string &T, const std::string &lo, const std::string &hi,
                           const std::string &sv) {
    std::string pre;
    if (L.iterator) {  // no casts: the iterator's own arithmetic and comparisons
        if (L.iv->getType()->getContainedAutoType()) {
            T = "decltype(" + lo + ")";
            pre += "auto " + lo + " = " + L.lb + "; ";
        } else {
            pre += T + " " + lo + " = " + L.lb + "; ";
        }
        return pre + T + " " + hi + " = " + L.ub + "; int64_t " + sv + " = " + L.step + "; ";
    }
    return T + " " + lo + " = (" + T + ")(" + L.lb + "); " + T + " " + hi + " = (" + T + ")(" + L.ub + "); int64_t " +
           sv + " = " + L.step + "; ";
}

}  // namespace hbc
