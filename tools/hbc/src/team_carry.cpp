// Private values carried from one iteration to the next (team_mode.hpp). OpenMP gives each
// thread one copy of a loop's private variable for all the iterations it runs, and a static
// schedule fixes which iterations those are and runs them in order. A body that reads such
// a variable before assigning it sees what the thread's previous iteration left: Rodinia
// hotspot's `delta`, assigned in some branches of an edge block's cells and read in all of
// them. A heartbeat loop gives each range a fresh copy and splits anywhere, so the read
// sees an unset value (wrong even at one worker). TeamMode::prefersTeam sends such a loop's
// region to team mode, where a member's copy lives through its static share in order.
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace hbc {

namespace {
bool refersTo(const Expr *E, const VarDecl *V) {
    auto *DR = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
    return DR && DR->getDecl() == V;
}

const VarDecl *loopVariable(OMPExecutableDirective *D);

// One iteration of a loop body, walked in evaluation order: whether some read of V can come
// before every assignment to V (exposed), and whether the body may change V (written).
// walk(S, in) returns whether V is surely assigned after S, given `in` before it: sequences
// pass it on, a branch keeps what both arms assign, a loop's body may not run. What the walk
// does not model counts as a read that may come first: a label (a goto may enter there),
// a use inside a lambda or a task, V bound to a reference or its address taken.
struct FirstUse {
    const VarDecl *V;
    bool exposed = false, written = false;
    // The region-level walk of privateDeadAcrossLoops: a worksharing loop that assigns V
    // leaves it unset (each iteration had a copy of its own; OpenMP's thread keeps its
    // last), its iterations start with V unset, and a loop's second trip sees its first's end.
    bool loopsClobber = false;
    // per enclosing switch or loop, innermost last: the switch's starting state, and whether
    // V is assigned at every `break` out of it so far (loops: their breaks end the loop)
    struct Breakable {
        bool isSwitch, entry, atBreaks;
    };
    std::vector<Breakable> breakables;

    void read(bool in) { exposed |= !in; }

    // a loop's body, whose breaks leave only that loop (its state after is the caller's)
    bool loopBody(const Stmt *Body, bool in) {
        breakables.push_back({false, in, true});
        bool b = walk(Body, in);
        breakables.pop_back();
        return b;
    }

    bool walk(const Stmt *S, bool in) {
        if (!S) return in;
        if (auto *IC = dyn_cast<ImplicitCastExpr>(S); IC && IC->getCastKind() == CK_LValueToRValue &&
                                                      refersTo(IC->getSubExpr(), V)) {
            read(in);  // a plain load
            return in;
        }
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            if (DR->getDecl() == V) {  // an lvalue use: a reference bound to it, its address
                read(in);
                written = true;
            }
            return in;
        }
        if (auto *B = dyn_cast<BinaryOperator>(S)) {
            if (B->getOpcode() == BO_Assign && refersTo(B->getLHS(), V)) {
                walk(B->getRHS(), in);
                written = true;
                return true;
            }
            if (B->isCompoundAssignmentOp() && refersTo(B->getLHS(), V)) {
                read(walk(B->getRHS(), in));
                written = true;
                return true;
            }
            if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
                bool l = walk(B->getLHS(), in);
                walk(B->getRHS(), l);
                return l;
            }
            return walk(B->getRHS(), walk(B->getLHS(), in));
        }
        if (auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp() && refersTo(U->getSubExpr(), V)) {
            read(in);
            written = true;
            return true;
        }
        if (auto *C = dyn_cast<AbstractConditionalOperator>(S)) {
            bool c = walk(C->getCond(), in);
            return walk(C->getTrueExpr(), c) & walk(C->getFalseExpr(), c);
        }
        if (isa<UnaryExprOrTypeTraitExpr>(S)) return in;  // sizeof: not evaluated
        auto *Dir = const_cast<OMPExecutableDirective *>(dyn_cast<OMPExecutableDirective>(S));
        if (loopsClobber && Dir && teamIsWorksharingLoop(Dir)) {
            auto *F = dyn_cast_or_null<ForStmt>(teamAssoc(Dir));
            if (!F) {
                exposed = true;
                return in;
            }
            // V the loop's own counter: the loop has a private one, and the region's keeps
            // its value (OpenMP 5.1, 2.21.1.1; hbc writes no final value back, ivFinal; a simd
            // or `loop` counter is linear or lastprivate, and its final value is written)
            if (loopVariable(Dir) == V && !isOpenMPSimdDirective(Dir->getDirectiveKind()) && !isa<OMPGenericLoopDirective>(Dir))
                return in;
            bool c = walk(F->getCond(), walk(F->getInit(), in));  // the header, as the region reads it
            walk(F->getInc(), c);
            // A loop that assigns V gives each iteration a copy that starts unset; one that
            // only reads it reads the region's
            FirstUse writes{V};
            writes.walk(F->getBody(), true);
            FirstUse inner{V};
            inner.loopsClobber = true;
            inner.walk(F->getBody(), writes.written ? false : in);
            exposed |= inner.exposed;
            written |= inner.written;
            return inner.written ? false : in;
        }
        if (isa<LambdaExpr>(S) || isa<OMPTaskDirective>(S) ||
            (Dir && (isOpenMPParallelDirective(Dir->getDirectiveKind()) || isOpenMPLoopDirective(Dir->getDirectiveKind())))) {
            // runs later (a call, a deferred task), elsewhere, or never (a loop of no
            // iterations), maybe on copies of its own (a nested construct's private V):
            // its reads come at this state or a later one, its assignments do not count
            FirstUse inner{V};
            if (auto *L = dyn_cast<LambdaExpr>(S)) {
                for (const Expr *I : L->capture_inits()) walk(I, in);
                inner.walk(L->getBody(), in);
            } else {
                inner.walk(teamAssoc(Dir), in);
            }
            exposed |= inner.exposed;
            written |= inner.written;
            return in;
        }
        if (Dir) return walk(teamAssoc(Dir), in);  // atomic, critical, simd: run in place
        if (auto *I = dyn_cast<IfStmt>(S)) {
            bool c = walk(I->getCond(), walk(I->getConditionVariableDeclStmt(), walk(I->getInit(), in)));
            return walk(I->getThen(), c) & (I->getElse() ? walk(I->getElse(), c) : c);
        }
        if (auto *F = dyn_cast<ForStmt>(S)) {
            bool c = walk(F->getCond(), walk(F->getConditionVariableDeclStmt(), walk(F->getInit(), in)));
            bool e = walk(F->getInc(), loopBody(F->getBody(), c));
            if (loopsClobber) {  // the next trip: from the first trip's end as well
                c = walk(F->getCond(), walk(F->getConditionVariableDeclStmt(), c && e));
                walk(F->getInc(), loopBody(F->getBody(), c));
            }
            return c;
        }
        if (auto *W = dyn_cast<WhileStmt>(S)) {
            bool c = walk(W->getCond(), walk(W->getConditionVariableDeclStmt(), in));
            bool e = loopBody(W->getBody(), c);
            if (loopsClobber) {
                c = walk(W->getCond(), walk(W->getConditionVariableDeclStmt(), c && e));
                loopBody(W->getBody(), c);
            }
            return c;
        }
        if (auto *Do = dyn_cast<DoStmt>(S)) {
            breakables.push_back({false, in, true});
            bool b = walk(Do->getBody(), in);
            bool atBreaks = breakables.back().atBreaks;
            breakables.pop_back();
            bool c = walk(Do->getCond(), b);
            if (loopsClobber) {
                breakables.push_back({false, in && c, true});
                b = walk(Do->getBody(), in && c);
                atBreaks &= breakables.back().atBreaks;
                breakables.pop_back();
                c = walk(Do->getCond(), b);
            }
            return c && atBreaks;
        }
        if (auto *R = dyn_cast<CXXForRangeStmt>(S)) {
            bool c = walk(R->getEndStmt(), walk(R->getBeginStmt(), walk(R->getRangeStmt(), walk(R->getInit(), in))));
            bool e = loopBody(R->getBody(), walk(R->getLoopVarStmt(), c));
            if (loopsClobber) loopBody(R->getBody(), walk(R->getLoopVarStmt(), c && e));
            return c;
        }
        if (auto *Sw = dyn_cast<SwitchStmt>(S)) {
            bool c = walk(Sw->getCond(), walk(Sw->getConditionVariableDeclStmt(), walk(Sw->getInit(), in)));
            bool hasDefault = false;
            for (const SwitchCase *SC = Sw->getSwitchCaseList(); SC; SC = SC->getNextSwitchCase())
                hasDefault |= isa<DefaultStmt>(SC);
            breakables.push_back({true, c, true});
            bool end = walk(Sw->getBody(), c);
            bool atBreaks = breakables.back().atBreaks;
            breakables.pop_back();
            return end && atBreaks && (hasDefault || c);  // no default: the switch may run no case
        }
        if (auto *SC = dyn_cast<SwitchCase>(S)) {  // entered from the switch, or falling through
            bool entry = false;
            for (auto it = breakables.rbegin(); it != breakables.rend(); ++it)
                if (it->isSwitch) {
                    entry = it->entry;
                    break;
                }
            return walk(SC->getSubStmt(), in && entry);
        }
        if (isa<BreakStmt>(S)) {
            if (!breakables.empty()) breakables.back().atBreaks &= in;
            return true;  // nothing after it in sequence runs from here
        }
        if (isa<ContinueStmt>(S) || isa<ReturnStmt>(S)) {
            for (const Stmt *C : S->children()) walk(C, in);
            return true;
        }
        if (auto *L = dyn_cast<LabelStmt>(S)) return walk(L->getSubStmt(), false);
        if (auto *DS = dyn_cast<DeclStmt>(S)) {
            for (const Decl *D : DS->decls())
                if (auto *VD = dyn_cast<VarDecl>(D)) in = walk(VD->getInit(), in);
            return in;
        }
        if (auto *CS = dyn_cast<CapturedStmt>(S)) return walk(CS->getCapturedStmt(), in);
        for (const Stmt *C : S->children()) in = walk(C, in);  // sequences, calls, the rest
        return in;
    }
};

// The statement one iteration runs: the body of the loop the directive is on.
const Stmt *iterationBody(OMPExecutableDirective *D) {
    const Stmt *S = teamAssoc(D);
    if (auto *F = dyn_cast_or_null<ForStmt>(S)) return F->getBody();
    if (auto *R = dyn_cast_or_null<CXXForRangeStmt>(S)) return R->getBody();
    return nullptr;
}

const VarDecl *loopVariable(OMPExecutableDirective *D) {
    auto *F = dyn_cast_or_null<ForStmt>(teamAssoc(D));
    if (!F) return nullptr;
    if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()); DS && DS->isSingleDecl())
        return dyn_cast<VarDecl>(DS->getSingleDecl());
    if (auto *B = dyn_cast_or_null<BinaryOperator>(F->getInit()); B && B->getOpcode() == BO_Assign)
        if (auto *DR = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts())) return dyn_cast<VarDecl>(DR->getDecl());
    return nullptr;
}

// OpenMP fixes which thread runs which iterations: static (with or without a chunk), auto
// and no schedule (both static in libgomp and libomp), runtime (run-sched-var may be static)
bool staticSchedule(const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
        if (auto *SC = dyn_cast<OMPScheduleClause>(C))
            return SC->getScheduleKind() != OMPC_SCHEDULE_dynamic && SC->getScheduleKind() != OMPC_SCHEDULE_guided;
    return true;
}

// whether the loop body S holds a `continue` of its own loop (one that ends an iteration
// at a point the walk's end state does not describe)
bool continuesItself(const Stmt *S) {
    if (!S || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S) || isa<LambdaExpr>(S))
        return false;
    if (isa<ContinueStmt>(S)) return true;
    for (const Stmt *C : S->children())
        if (continuesItself(C)) return true;
    return false;
}

bool within(const SourceManager &SM, SourceLocation L, SourceRange R) {
    return SM.isPointWithin(SM.getExpansionLoc(L), SM.getExpansionLoc(R.getBegin()), SM.getExpansionLoc(R.getEnd()));
}
}  // namespace

// Loop OD of region (or the combined loop itself) `region`, or an orphaned loop (region
// null): the first variable whose copy lives across OD's iterations in OpenMP and which its
// body reads before assigning and also changes; "" when there is none or OD's schedule
// leaves the iterations to any thread.
std::string teamCarriedPrivate(OMPExecutableDirective *OD, OMPExecutableDirective *region, const SourceManager &SM,
                               const std::function<bool(const Expr *)> &mayWrite) {
    const Stmt *body = iterationBody(OD);
    if (!body || !staticSchedule(OD)) return "";
    std::vector<const VarDecl *> candidates;
    // private, firstprivate and lastprivate: a read before the iteration's assignment sees
    // what the thread's previous iteration left (a firstprivate copy's starting value only
    // in the thread's first one). Team mode honours the team size, so the result is
    // OpenMP's for that size (libgomp loop-4.C: `a = a + i` under firstprivate and
    // lastprivate with schedule(static)).
    for (OMPClause *C : OD->clauses()) {
        auto add = [&](auto *VC) {
            for (Expr *E : VC->varlists())
                if (VarDecl *V = teamVarOf(E)) candidates.push_back(V);
        };
        if (auto *P = dyn_cast<OMPPrivateClause>(C)) add(P);
        // (a conditional lastprivate's item is the original, updated in place: the loop
        // runs in place, inPlaceOnlyClause)
        if (auto *L = dyn_cast<OMPLastprivateClause>(C); L && !inPlaceOnlyClause(C)) add(L);
        if (auto *F = dyn_cast<OMPFirstprivateClause>(C); F && !misreadImplicitFirstprivate(OD, C)) add(F);
    }
    std::vector<const VarDecl *> lastprivates, copiedIn;  // (copiedIn: explicit firstprivate and lastprivate)
    auto copies = [&](auto *VC, bool last) {
        for (Expr *E : VC->varlists())
            if (VarDecl *V = teamVarOf(E)) {
                copiedIn.push_back(V);
                if (last) lastprivates.push_back(V);
            }
    };
    for (OMPClause *C : OD->clauses()) {
        if (auto *L = dyn_cast<OMPLastprivateClause>(C); L && !inPlaceOnlyClause(C)) copies(L, true);
        if (auto *F = dyn_cast<OMPFirstprivateClause>(C); F && !C->isImplicit() && !misreadImplicitFirstprivate(OD, C))
            copies(F, false);
    }
    auto isLast = [&](const VarDecl *V) { return std::find(lastprivates.begin(), lastprivates.end(), V) != lastprivates.end(); };
    // an array, structure or class object of a firstprivate or lastprivate list that the body
    // may change (an element, a field, a non-const member call): the thread's one copy keeps
    // the change for its later iterations and copies it out; a heartbeat range starts from a
    // fresh copy (an armadillo matrix firstprivate: helper-58, session 42). FirstUse follows
    // whole-variable assignments only, so any change counts.
    for (const VarDecl *V : copiedIn) {
        const QualType T = V->getType();
        // (a C variable-length array as any other: both modes copy one since session 78; a
        // C++ one is refused where it is copied)
        if (T->isReferenceType() || T->isScalarType() ||
            (T->isVariablyModifiedType() && V->getASTContext().getLangOpts().CPlusPlus) ||
            within(SM, V->getLocation(), teamStmtRange(const_cast<Stmt *>(body))))
            continue;
        // the uses that only store (`a[i] = e`, `s.f = e`): a firstprivate copy whose
        // changes nothing reads again carries nothing anyone sees (a lastprivate's is copied out)
        std::set<const DeclRefExpr *> stores;
        bool changed = false, read = false;
        std::function<void(const Stmt *)> find = [&](const Stmt *S) {
            if (!S) return;
            if (auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign) {
                const Expr *L = B->getLHS()->IgnoreParenImpCasts();
                while (true) {
                    if (auto *AS = dyn_cast<ArraySubscriptExpr>(L)) L = AS->getBase()->IgnoreParenImpCasts();
                    else if (auto *ME = dyn_cast<MemberExpr>(L); ME && !ME->isArrow()) L = ME->getBase()->IgnoreParenImpCasts();
                    else break;
                }
                if (auto *DR = dyn_cast<DeclRefExpr>(L); DR && DR->getDecl() == V) stores.insert(DR);
            }
            if (auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == V) {
                changed |= mayWrite(DR);
                read |= !stores.count(DR);
            }
            for (const Stmt *C : S->children()) find(C);
        };
        find(body);
        if (changed && (read || isLast(V))) return V->getNameAsString();
    }
    if (region && region != OD) {
        // the region's private variables and its locals without an initialiser that its code
        // outside worksharing loops never names: scratch, each thread's own (a variable the
        // region's code sets is a hand-made reduction's partial or team state, which
        // data_sharing.cpp and needsTeam judge)
        std::vector<const VarDecl *> own = teamRegionCopies(region);
        std::set<const VarDecl *> regionLevel;
        std::function<void(const Stmt *, bool)> scan = [&](const Stmt *S, bool inLoop) {
            if (!S) return;
            if (auto *X = const_cast<OMPExecutableDirective *>(dyn_cast<OMPExecutableDirective>(S)))
                return scan(teamAssoc(X), inLoop || teamIsWorksharingLoop(X));
            if (auto *DS = dyn_cast<DeclStmt>(S); DS && !inLoop)
                for (const Decl *D : DS->decls())
                    if (auto *V = dyn_cast<VarDecl>(D); V && V->hasLocalStorage() && !V->getInit()) own.push_back(V);
            if (auto *DR = dyn_cast<DeclRefExpr>(S); DR && !inLoop)
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) regionLevel.insert(V);
            for (const Stmt *C : S->children()) scan(C, inLoop);
        };
        scan(teamAssoc(region), false);
        for (const VarDecl *V : own)
            if (!regionLevel.count(V)) candidates.push_back(V);
    }
    const VarDecl *iv = loopVariable(OD);
    std::set<const VarDecl *> seen;
    for (const VarDecl *V : candidates) {
        if (V == iv || !seen.insert(V).second || V->getType()->isReferenceType() || !V->getType()->isScalarType())
            continue;
        if (within(SM, V->getLocation(), teamStmtRange(const_cast<Stmt *>(body)))) continue;  // declared per iteration
        FirstUse U{V};
        // a lastprivate copied out from an iteration that may not assign it carries what the
        // thread's earlier iterations left (its static block's; a heartbeat sub-range's copy
        // starts afresh: Cython's prange, helper-55, session 42)
        const bool setAtExit = U.walk(body, false) && !continuesItself(body);
        if (U.written && (U.exposed || (isLast(V) && !setAtExit))) return V->getNameAsString();
    }
    return "";
}

namespace {
// Where V escapes the walk: its address taken or a reference bound to it (a pointer read
// after a loop would see the region's copy, not the thread's), or a use inside a lambda or
// any construct but a worksharing loop (they may run later, or on copies of their own).
bool escapesWalk(const Stmt *S, const VarDecl *V, bool inConstruct) {
    if (!S) return false;
    if (auto *IC = dyn_cast<ImplicitCastExpr>(S); IC && IC->getCastKind() == CK_LValueToRValue && refersTo(IC->getSubExpr(), V))
        return inConstruct;
    if (auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp() && refersTo(B->getLHS(), V))
        return inConstruct || escapesWalk(B->getRHS(), V, inConstruct);
    if (auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp() && refersTo(U->getSubExpr(), V))
        return inConstruct;
    if (auto *DR = dyn_cast<DeclRefExpr>(S)) return DR->getDecl() == V;
    if (isa<UnaryExprOrTypeTraitExpr>(S)) return false;
    bool inner = inConstruct || isa<LambdaExpr>(S) || isa<BlockExpr>(S);
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        auto *Dir = const_cast<OMPExecutableDirective *>(D);
        if (!teamIsWorksharingLoop(Dir)) inner = true;
        return escapesWalk(teamAssoc(Dir), V, inner);
    }
    for (const Stmt *C : S->children())
        if (escapesWalk(C, V, inner)) return true;
    return false;
}

}  // namespace

// A scalar private of a region whose code names it, assigned in a worksharing loop's
// iterations: each iteration may have a fresh copy (heartbeat mode) when every iteration
// assigns it before reading it, the region's code never reads a value such a loop left
// (OpenMP: the thread's last iteration's), and it never escapes (escapesWalk). NPB SP's
// x_solve: `m` an inner loop's counter in one loop's body and the region's counter of later
// loops (helper-15, session 36).
bool privateDeadAcrossLoops(const Stmt *regionBody, const VarDecl *V) {
    if (!regionBody || !V->getType()->isScalarType() || V->getType()->isReferenceType()) return false;
    if (escapesWalk(regionBody, V, false)) return false;
    FirstUse R{V};
    R.loopsClobber = true;
    R.walk(regionBody, true);
    return !R.exposed;
}

// Whether an iteration of the loop D is on may read the per-thread variable V before it
// assigns it (or V is no plain scalar, or escapes: assumed so): the value then comes from the
// thread's earlier iterations or from before the loop, which a heartbeat worker's copy does
// not hold as OpenMP's thread's would.
bool perThreadReadBeforeAssigned(OMPExecutableDirective *D, const VarDecl *V) {
    const Stmt *body = iterationBody(D);
    if (!body || !V->getType()->isScalarType() || V->getType()->isReferenceType() || escapesWalk(body, V, false))
        return true;
    FirstUse R{V};
    R.walk(body, false);
    return R.exposed;
}

// Whether some worksharing loop of the region reads V and never assigns it: it reads the
// copy the thread's earlier loops left (OpenMP), which per-iteration copies in those loops
// would not have set (session 36: a second loop's `seen += m == 2` after a first loop's
// `for (m = 0; m < 2; m++)` counted 0 of 60 under hbc, 60 under gcc).
bool privateReadByALoopThatKeepsIt(const Stmt *S, const VarDecl *V) {
    if (!S) return false;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        auto *Dir = const_cast<OMPExecutableDirective *>(D);
        if (teamIsWorksharingLoop(Dir)) {
            FirstUse U{V};
            U.walk(teamAssoc(Dir), true);
            FirstUse R{V};
            R.walk(teamAssoc(Dir), false);
            if (R.exposed && !U.written) return true;
        }
    }
    for (const Stmt *C : S->children())
        if (privateReadByALoopThatKeepsIt(C, V)) return true;
    return false;
}

// A statically scheduled worksharing loop of region D (or D, a combined `parallel for`), or
// an orphaned one its code calls, whose body reads a private variable before assigning it
// (team_carry.cpp): OpenMP's thread runs its iterations in order with one copy, so the read
// sees the thread's previous iteration; a heartbeat range starts with a fresh copy.
std::string TeamMode::staticLoopCarriesPrivate(OMPExecutableDirective *D) {
    SourceManager &SM = H.Ctx->getSourceManager();
    std::string var;
    teamFirstLoop(D, [&](OMPExecutableDirective *OD) { return !(var = teamCarriedPrivate(OD, D, SM, H.mayWrite)).empty(); });
    std::string where;
    if (var.empty()) {
        std::set<const FunctionDecl *> seen;
        where = calleeWhere(teamAssoc(D), seen, false, [&](const Stmt *X) {
            auto *OD = const_cast<OMPExecutableDirective *>(dyn_cast<OMPExecutableDirective>(X));
            return OD && teamIsWorksharingLoop(OD) && !(var = teamCarriedPrivate(OD, nullptr, SM, H.mayWrite)).empty();
        });
    }
    if (var.empty()) return "";
    return "a statically scheduled loop" + (where.empty() ? std::string() : " in '" + where + "'") +
           " reads its private '" + var + "' before assigning it, which OpenMP carries over from the thread's previous iteration";
}

}  // namespace hbc
