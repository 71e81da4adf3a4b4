// Translator (translator.hpp) members: tasks in templates, whose implicit data sharing clang
// leaves to each instantiation (what hbc can know without one, and what it refuses).
#include "translator.hpp"

#include <algorithm>

namespace hbc {

// A statement's parents, past the CapturedDecl that holds a construct's body (whose parent is
// the construct's CapturedStmt): before session 77 the walks below stopped there, so a task
// inside any construct found neither its function nor its parallel.
static DynTypedNodeList parentsOf(ASTContext &Ctx, const Stmt &S) {
    DynTypedNodeList P = Ctx.getParents(S);
    if (!P.empty())
        if (const auto *CD = P[0].get<CapturedDecl>()) return Ctx.getParents(*CD);
    return P;
}

// The source a construct covers (a directive's own range is its pragma line), down to the
// end of its statement, which may be a construct in turn.
static SourceRange constructRange(const Stmt *S) {
    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
        if (const Stmt *A = assocStmt(const_cast<OMPExecutableDirective *>(D)))
            return {D->getBeginLoc(), constructRange(A).getEnd()};
    return S->getSourceRange();
}

// The constructs and lambdas around D, innermost first, up to its function (null past a
// block); lambda: one lies between.
struct Enclosing {
    const FunctionDecl *fn = nullptr;
    std::vector<SourceRange> around;
    bool lambda = false;
};
static Enclosing enclosingOf(ASTContext &Ctx, OMPExecutableDirective *D) {
    Enclosing e;
    for (auto P = parentsOf(Ctx, *D); !P.empty();) {
        const Stmt *S = P[0].get<Stmt>();
        if (!S) {
            e.fn = P[0].get<FunctionDecl>();
            break;
        }
        if (isa<BlockExpr>(S)) return Enclosing{};
        e.lambda |= isa<LambdaExpr>(S);
        if (isa<OMPExecutableDirective>(S) || isa<LambdaExpr>(S)) e.around.push_back(constructRange(S));
        P = parentsOf(Ctx, *S);
    }
    return e;
}

// Whether every construct around (Enclosing::around) holds V's declaration: V is then private
// to the task that runs the innermost, so firstprivate in a task there (OpenMP 5.2, 5.1.1).
static bool declaredInsideAll(const SourceManager &SM, const VarDecl *V, const std::vector<SourceRange> &around) {
    for (SourceRange R : around)
        if (SM.isBeforeInTranslationUnit(V->getLocation(), R.getBegin()) ||
            SM.isBeforeInTranslationUnit(R.getEnd(), V->getLocation()))
            return false;
    return true;
}

// What a local V that task D names with no clause is in D's enclosing context (OpenMP 5.2,
// 5.1.1: the task's copy is firstprivate unless V is shared by all implicit tasks of the
// team there). Worksharing and synchronisation constructs make no data environment for an
// unlisted variable, so the innermost parallel, teams, task, taskloop or target around D
// decides: V declared inside it (or inside any construct nearer D), or listed as a copy
// there, is private; a parallel or teams that shares it (no clause, shared, default(shared))
// shares it; an enclosing task's own rule is not followed (Unknown). With none of them in
// D's function, V is a local of a routine called in the region: private.
enum class Held { Private, Shared, Unknown };
static Held heldAround(ASTContext &Ctx, const VarDecl *V, OMPExecutableDirective *D) {
    const SourceManager &SM = Ctx.getSourceManager();
    for (auto P = parentsOf(Ctx, *D); !P.empty();) {
        const Stmt *S = P[0].get<Stmt>();
        if (!S) return P[0].get<FunctionDecl>() ? Held::Private : Held::Unknown;
        if (isa<BlockExpr>(S) || isa<LambdaExpr>(S)) return Held::Unknown;
        if (auto *C = dyn_cast<OMPExecutableDirective>(S)) {
            if (declaredInsideAll(SM, V, {constructRange(C)})) return Held::Private;
            const OpenMPDirectiveKind K = C->getDirectiveKind();
            // (a combined target construct maps a scalar firstprivate: its own rule, not followed)
            const bool team = (isOpenMPParallelDirective(K) || isOpenMPTeamsDirective(K)) && !isOpenMPTargetExecutionDirective(K);
            for (OMPClause *Cl : C->clauses()) {
                const bool copy = isa<OMPPrivateClause>(Cl) || isa<OMPFirstprivateClause>(Cl) ||
                                  isa<OMPLastprivateClause>(Cl) || isa<OMPReductionClause>(Cl) || isa<OMPLinearClause>(Cl);
                // (an enclosing task's `shared` shares what its creator had, which may be private)
                if (copy || isa<OMPSharedClause>(Cl))
                    for (Stmt *E : Cl->children())
                        if (refVar(dyn_cast_or_null<Expr>(E)) == V) return copy ? Held::Private : team ? Held::Shared : Held::Unknown;
            }
            if (team) {
                for (OMPClause *Cl : C->clauses())
                    if (auto *DC = dyn_cast<OMPDefaultClause>(Cl))
                        if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)  // (clang 14 has no private)
                            return Held::Private;
                return Held::Shared;
            }
            if (isOpenMPTaskingDirective(K) || isOpenMPTargetExecutionDirective(K)) return Held::Unknown;
        }
        P = parentsOf(Ctx, *S);
    }
    return Held::Unknown;
}

// The variables that D's clauses name.
static std::set<VarDecl *> listedVars(OMPExecutableDirective *D) {
    std::set<VarDecl *> listed;
    for (OMPClause *C : D->clauses())
        for (Stmt *E : C->children())
            if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(E))) listed.insert(V);
    return listed;
}

// A loop construct's counters declared before its loops (`i = 0` in a for's init, down the
// nest): private by OpenMP's rules without any clause, so neither shared nor a firstprivate
// copy. Any variable assigned in such an init counts, whatever the collapse depth (an extra
// one only makes hbc refuse a write to it, or keep a task in place). taskloopCounters: a
// taskloop's, empty for a task.
static std::set<VarDecl *> loopCounters(OMPExecutableDirective *D) {
    std::set<VarDecl *> out;
    for (Stmt *S = assocStmt(D); S;) {
        if (auto *CS = dyn_cast<CompoundStmt>(S)) {
            S = CS->size() == 1 ? CS->body_front() : nullptr;
            continue;
        }
        auto *F = dyn_cast<ForStmt>(S);
        if (!F) break;
        if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()); BO && BO->isAssignmentOp())
            if (VarDecl *V = refVar(BO->getLHS())) out.insert(V);
        S = F->getBody();
    }
    return out;
}

static std::set<VarDecl *> taskloopCounters(OMPExecutableDirective *D) {
    return isOpenMPTaskLoopDirective(D->getDirectiveKind()) ? loopCounters(D) : std::set<VarDecl *>();
}

// The variables that D's clauses name, and a taskloop's counters.
static std::set<VarDecl *> listedOrCounters(OMPExecutableDirective *D) {
    std::set<VarDecl *> out = listedVars(D), counters = taskloopCounters(D);
    out.insert(counters.begin(), counters.end());
    return out;
}

// Each use in task D of a local variable from outside it (not declared in it, nor a
// parameter of a lambda in it) that is not in `listed`, until `use` returns false: what
// clang, in a template, leaves the data sharing of to each instantiation.
static void outerLocalUses(OMPExecutableDirective *D, const std::set<VarDecl *> &listed,
                           const std::function<bool(DeclRefExpr *, VarDecl *)> &use) {
    std::set<VarDecl *> inside;
    bool more = true;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X || !more) return;
        if (auto *DS = dyn_cast<DeclStmt>(X))
            for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
        if (auto *LE = dyn_cast<LambdaExpr>(X))
            for (auto *P : LE->getCallOperator()->parameters()) inside.insert(P);
        if (auto *DR = dyn_cast<DeclRefExpr>(X))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && V->hasLocalStorage() && !listed.count(V) && !inside.count(V))
                more = use(DR, V);
        for (Stmt *C : X->children()) scan(C);
    };
    scan(assocStmt(D));
}

// In a template clang lists no implicit data-sharing: defer only when every local variable
// from outside the task that it names is listed in a clause (its sharing is then known).
bool Translator::templateTaskAllListed(OMPExecutableDirective *D) {
    std::set<VarDecl *> known = listedVars(D);
    for (auto [V, sharing] : instantiatedTaskSharing(D))
        if (sharing != 'x') known.insert(V);
    bool all = true;
    outerLocalUses(D, known, [&](DeclRefExpr *, VarDecl *) { return all = false; });
    return all;
}

// What clang decided in each instantiation of the template that this unit holds (an
// instantiated directive keeps the pattern's location, and lists its implicit firstprivate
// variables, each declared where the pattern's is): per variable from outside the task, 'f'
// (firstprivate in all), 's' (shared in all: no clause), or 'x' (they differ, or a copy
// would be of an array); 's' for all in a template not instantiated here, whose code never
// runs here. (fflas-ffpack's tasks name dependent-typed locals and parameters, firstprivate
// in every instantiation; helper-102.) A reference's copy is of what it refers to, as every
// consumer makes it: the closure's by-copy capture, the in-place copy of
// `std::remove_reference<decltype(v)>::type` (since session 74; 'x' before, which refused
// oneDPL's parallel_invoke, a task calling a forwarding-reference parameter: helper-118).
const std::map<VarDecl *, char> &Translator::instantiatedTaskSharing(OMPExecutableDirective *D) {
    // (asked by each of the checks below, and again at emission: each instantiation's body is
    // searched once per task)
    auto [it, fresh] = instantiatedSharing.try_emplace(D);
    std::map<VarDecl *, char> &out = it->second;
    if (!fresh) return out;
    // (a task or a taskloop, whose counters are private without a clause saying so: left out)
    if (!isa<OMPTaskDirective>(D) && !isOpenMPTaskLoopDirective(D->getDirectiveKind())) return out;
    const FunctionDecl *fn = nullptr;
    for (auto P = Ctx.getParents(*D); !P.empty() && !fn;) {
        if (const Stmt *S = P[0].get<Stmt>()) P = Ctx.getParents(*S);
        else if ((fn = P[0].get<FunctionDecl>())) break;
        else if (const Decl *Dc = P[0].get<Decl>()) P = Ctx.getParents(*Dc);  // (a construct's CapturedDecl)
        else break;
    }
    if (!fn || !fn->isDependentContext()) return out;
    std::vector<OMPExecutableDirective *> twins;
    std::function<void(Stmt *)> find = [&](Stmt *S) {
        if (!S) return;
        if (auto *T = dyn_cast<OMPExecutableDirective>(S);
            T && T->getBeginLoc() == D->getBeginLoc() && T->getDirectiveKind() == D->getDirectiveKind())
            twins.push_back(T);
        if (auto *T = dyn_cast<OMPExecutableDirective>(S)) find(assocStmt(T));  // (not among its children)
        for (Stmt *C : S->children()) find(C);
    };
    for (FunctionDecl *I : instantiationsOfFunction(fn)) find(I->getBody());
    outerLocalUses(D, listedOrCounters(D), [&](DeclRefExpr *, VarDecl *V) {
        if (out.count(V)) return true;
        char verdict = twins.empty() ? 's' : 0;  // (never instantiated here: any form compiles, none runs)
        for (OMPExecutableDirective *T : twins) {
            char here = 's';
            for (OMPClause *C : T->clauses())
                if (auto *FC = dyn_cast<OMPFirstprivateClause>(C))
                    for (Expr *E : FC->varlists())
                        if (VarDecl *W = refVar(E); W && W->getLocation() == V->getLocation())
                            here = W->getType().getNonReferenceType()->isArrayType() ? 'x' : 'f';
            verdict = !verdict || verdict == here ? here : 'x';
        }
        out[V] = verdict;
        return true;
    });
    return out;
}

// In a template, clang leaves a task's implicit data sharing to each instantiation. One case
// needs no instantiation: a local variable or parameter of the function, of non-reference
// and non-array type, that no enclosing construct of the function shares (every construct
// around the task also holds its declaration, and no lambda lies between) is private in the
// task's enclosing context, so firstprivate in the task (OpenMP 5.2, 5.1.1). Without a
// default clause, and of a type that is not dependent, only. (OpenMPQuicksort's recursive
// template passed its int bounds to a dependent call, which hbc took for a possible write,
// and refused.)
std::set<VarDecl *> Translator::templateTaskFirstprivates(OMPExecutableDirective *D) {
    std::set<VarDecl *> out;
    for (auto [V, sharing] : instantiatedTaskSharing(D))
        if (sharing == 'f') out.insert(V);
    for (OMPClause *C : D->clauses())
        if (isa<OMPDefaultClause>(C)) return out;
    // (a template's function only: in any other, clang's implicit clauses say it)
    const Enclosing e = enclosingOf(Ctx, D);
    if (!e.fn || !e.fn->isDependentContext()) return out;
    outerLocalUses(D, listedOrCounters(D), [&](DeclRefExpr *, VarDecl *V) {
        QualType T = V->getType();
        if (V->getDeclContext() != e.fn || T->isReferenceType() || T->isArrayType() || T->isDependentType()) return true;
        if (declaredInsideAll(SM, V, e.around)) out.insert(V);
        return true;
    });
    return out;
}

// The other case that needs no instantiation: a variable the innermost enclosing `parallel`
// shares, declared outside it (without a default clause other than shared on it), that no
// construct between the parallel and the task lists, with no task, taskloop, target or lambda
// between them, is shared by all the team's implicit tasks there, so shared in the task
// (OpenMP 5.2, 5.1.1), which is how hbc takes an unlisted variable. (fflas-ffpack's tasks
// pass such bounds to dependent calls; helper-102.)
std::set<VarDecl *> Translator::templateTaskShared(OMPExecutableDirective *D) {
    std::set<VarDecl *> out;
    if (!isa<OMPTaskDirective>(D)) return out;  // (a taskloop's counter is private)
    for (OMPClause *C : D->clauses())
        if (isa<OMPDefaultClause>(C)) return out;
    std::set<VarDecl *> listedBetween;
    const OMPExecutableDirective *par = nullptr;
    for (auto P = parentsOf(Ctx, *D); !P.empty() && !par;) {
        const Stmt *S = P[0].get<Stmt>();
        if (!S || isa<LambdaExpr>(S) || isa<BlockExpr>(S)) return out;
        if (auto *E = dyn_cast<OMPExecutableDirective>(S)) {
            const OpenMPDirectiveKind K = E->getDirectiveKind();
            if (isOpenMPTaskingDirective(K) || isOpenMPTargetExecutionDirective(K) || isOpenMPTeamsDirective(K))
                return out;
            // a worksharing loop's counters are private without a clause (a template's task
            // in `omp for` over an outer `i` took i for shared once this walk reached the
            // parallel, session 77)
            if (isOpenMPLoopDirective(K))
                for (VarDecl *V : loopCounters(const_cast<OMPExecutableDirective *>(E))) listedBetween.insert(V);
            for (OMPClause *C : E->clauses()) {
                if (auto *DC = dyn_cast<OMPDefaultClause>(C); DC && DC->getDefaultKind() != llvm::omp::OMP_DEFAULT_shared)
                    return out;
                if (isa<OMPSharedClause>(C)) continue;
                for (Stmt *X : C->children())
                    if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(X))) listedBetween.insert(V);
            }
            if (isOpenMPParallelDirective(K)) par = E;
        }
        P = parentsOf(Ctx, *S);
    }
    if (!par) return out;
    const SourceRange R = constructRange(par);
    outerLocalUses(D, listedVars(D), [&](DeclRefExpr *, VarDecl *V) {
        const bool inside = !SM.isBeforeInTranslationUnit(V->getLocation(), R.getBegin()) &&
                            !SM.isBeforeInTranslationUnit(R.getEnd(), V->getLocation());
        if (!inside && !listedBetween.count(V)) out.insert(V);
        return true;
    });
    return out;
}

// Otherwise implicit firstprivate variables are not listed: a task there may write only
// variables it declares, lists in a clause, or that templateTaskFirstprivates finds.
bool Translator::templateTaskSharingKnown(OMPExecutableDirective *D, const std::string &name) {
    std::set<VarDecl *> known = listedOrCounters(D), implicit = templateTaskFirstprivates(D), shared = templateTaskShared(D);
    known.insert(implicit.begin(), implicit.end());
    known.insert(shared.begin(), shared.end());
    for (auto [V, sharing] : instantiatedTaskSharing(D))
        if (sharing != 'x') known.insert(V);
    bool ok = true;
    outerLocalUses(D, known, [&](DeclRefExpr *DR, VarDecl *V) {
        // a const variable that is no reference cannot be written (fflas-ffpack's `const T
        // alpha` passed to a dependent call; helper-102): its sharing changes nothing
        const QualType T = V->getType();
        if (T.isConstQualified() && !T->isReferenceType()) return true;
        if (!directlyModified(DR)) return true;
        error(DR->getLocation(), "'" + name + "' in a template writes '" + V->getNameAsString() +
              "', whose data-sharing clang decides per instantiation; list it in a shared, firstprivate or private clause");
        return ok = false;
    });
    return ok;
}

// Assigned, incremented, its address taken, a member called on it, or passed to a call
// (a dependent call may bind a non-const reference): what a dependent expression can do
// to a variable (isWriteUse cannot tell a read from a write there).
static bool argOnlyRead(const CallExpr *CE, const Stmt *A);
bool Translator::directlyModified(DeclRefExpr *DR) {
    auto P = Ctx.getParents(*DR);
    const Stmt *cur = DR;
    while (!P.empty()) {
        const Stmt *PS = P[0].get<Stmt>();
        if (!PS) return false;
        if (isa<ParenExpr>(PS) || isa<ImplicitCastExpr>(PS)) {
            cur = PS;
            P = Ctx.getParents(*PS);
            continue;
        }
        if (auto *BO = dyn_cast<BinaryOperator>(PS)) return BO->isAssignmentOp() && BO->getLHS() == cur;
        if (auto *UO = dyn_cast<UnaryOperator>(PS)) return UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf;
        if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS)) {
            // arithmetic, comparison and logical operators read their operands (fflas-ffpack's
            // `A + b * lda` with A of a dependent pointer type, once any operator+ is visible:
            // helper-102); an assignment, increment, `<<` (a stream), `*`, `[]` or `->` on a
            // class object may change it
            switch (OC->getOperator()) {
            case OO_Plus: case OO_Minus: case OO_Slash: case OO_Percent: case OO_Caret: case OO_Pipe:
            case OO_Tilde: case OO_Exclaim: case OO_Less: case OO_Greater: case OO_LessEqual: case OO_GreaterEqual:
            case OO_EqualEqual: case OO_ExclaimEqual: case OO_Spaceship: case OO_AmpAmp: case OO_PipePipe:
                return false;
            case OO_Star: case OO_Amp:  // (binary: a product, a bitwise and; unary: a dereference, an address)
                if (OC->getNumArgs() == 2) return false;
                break;
            default:
                break;
            }
            return OC->getNumArgs() > 0 && OC->getArg(0) == cur && OC->getOperator() != OO_Call;
        }
        if (isa<CXXDependentScopeMemberExpr>(PS) || isa<MemberExpr>(PS) || isa<UnresolvedMemberExpr>(PS)) return true;
        if (auto *CE = dyn_cast<CallExpr>(PS)) return CE->getCallee() != cur && !argOnlyRead(CE, cur);
        if (isa<CXXUnresolvedConstructExpr>(PS) || isa<ParenListExpr>(PS)) return true;
        return false;
    }
    return false;
}

// Argument A of call CE is taken by value or by const reference by every function the call
// may name: its direct callee, or every candidate of a dependent call that lookup has fixed
// (members, or a name that argument-dependent lookup cannot add to).
static bool argOnlyRead(const CallExpr *CE, const Stmt *A) {
    unsigned i = 0;
    while (i < CE->getNumArgs() && CE->getArg(i) != A) ++i;
    if (i == CE->getNumArgs()) return false;
    std::vector<const FunctionDecl *> cands;
    if (const FunctionDecl *F = CE->getDirectCallee()) cands.push_back(F);
    else {
        const Expr *C = CE->getCallee()->IgnoreParenImpCasts();
        const OverloadExpr *OE = dyn_cast<UnresolvedMemberExpr>(C);
        if (auto *UL = dyn_cast<UnresolvedLookupExpr>(C); UL && !UL->requiresADL()) OE = UL;
        if (!OE) return false;
        for (const NamedDecl *N : OE->decls()) {
            N = N->getUnderlyingDecl();
            if (auto *FT = dyn_cast<FunctionTemplateDecl>(N)) N = FT->getTemplatedDecl();
            auto *F = dyn_cast<FunctionDecl>(N);
            if (!F) return false;
            cands.push_back(F);
        }
    }
    if (cands.empty()) return false;
    for (const FunctionDecl *F : cands) {
        if (i >= F->getNumParams()) continue;  // by value through `...`, or not viable
        QualType T = F->getParamDecl(i)->getType();
        if (T->isDependentType()) return false;
        if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified()) return false;
    }
    return true;
}

// clang 14 gives a task without in_reduction an implicit firstprivate copy of an enclosing
// taskgroup's task_reduction item, which OpenMP shares there (shared in the enclosing
// context): the in_reduction tasks the task created reduced into its copy, and the taskgroup's
// result lost them (helper-130: s=0 where 45).
static std::set<VarDecl *> implicitCopiesOfTaskReductionItems(ASTContext &Ctx, OMPExecutableDirective *D) {
    std::set<VarDecl *> items, out;
    if (!isa<OMPTaskDirective>(D)) return out;
    for (auto P = parentsOf(Ctx, *D); !P.empty();) {
        const Stmt *S = P[0].get<Stmt>();
        if (!S) break;
        if (auto *TG = dyn_cast<OMPTaskgroupDirective>(S))
            for (const OMPClause *C : TG->clauses())
                if (auto *TR = dyn_cast<OMPTaskReductionClause>(C))
                    for (const Expr *E : TR->varlists())
                        if (VarDecl *V = refVar(const_cast<Expr *>(E))) items.insert(V);
        P = parentsOf(Ctx, *S);
    }
    for (OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFirstprivateClause>(C); FC && FC->isImplicit())
            for (Expr *E : FC->varlists())
                if (VarDecl *V = refVar(E); V && items.count(V)) out.insert(V);
    return out;
}

// clang 14 lists no implicit clause for a local that a task only calls (`h(i)`, h a pointer
// to function: its checker skips a call's plain callee, and `(*h)(i)` inside an atomic), so
// such a local looked shared, and a deferred task called through the address of a dead
// frame (helper-130: a segfault once the function had returned). OpenMP's rules, for the
// locals of the task's function that no clause lists (with no default clause): firstprivate
// when private in the enclosing context (heldAround); shared where a parallel shares it, as
// clang said; for one only called whose sharing heldAround cannot tell, shared if the
// innermost parallel shares it (templateTaskShared), else `unknown`, where the task runs in
// place (a call does not write the variable: at creation both meanings agree).
std::set<VarDecl *> Translator::calleeOnlyFirstprivates(OMPExecutableDirective *D, bool &unknown) {
    std::set<VarDecl *> out, unlisted, notCalled;
    if (!isa<OMPTaskDirective>(D)) return out;
    std::set<VarDecl *> listed = listedVars(D), inside;
    std::set<const DeclRefExpr *> callees;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X) return;
        if (auto *DS = dyn_cast<DeclStmt>(X))
            for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
        if (auto *CE = dyn_cast<CallExpr>(X))
            if (auto *DR = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreImpCasts())) callees.insert(DR);
        if (auto *DR = dyn_cast<DeclRefExpr>(X))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && V->hasLocalStorage() && !listed.count(V) && !inside.count(V)) {
                unlisted.insert(V);
                if (!callees.count(DR)) notCalled.insert(V);
            }
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) return scan(assocStmt(OD));
        for (Stmt *C : X->children()) scan(C);
    };
    scan(assocStmt(D));
    if (unlisted.empty()) return out;
    bool onlyCalled = false;
    for (VarDecl *V : unlisted) onlyCalled |= !notCalled.count(V);
    for (OMPClause *C : D->clauses())
        if (isa<OMPDefaultClause>(C)) {
            unknown = onlyCalled;
            return out;
        }
    const Enclosing e = enclosingOf(Ctx, D);
    if (!e.fn || e.lambda) {  // (a block or a lambda between)
        unknown = onlyCalled;
        return out;
    }
    const std::set<VarDecl *> shared = onlyCalled ? templateTaskShared(D) : std::set<VarDecl *>();
    for (VarDecl *V : unlisted) {
        const DeclContext *dc = V->getDeclContext();  // (one declared in a construct: its CapturedDecl's)
        while (dc && isa<CapturedDecl>(dc)) dc = dc->getParent();
        const Held held = dc == e.fn && !V->getType()->isReferenceType() ? heldAround(Ctx, V, D) : Held::Unknown;
        if (held == Held::Private) out.insert(V);
        else if (!notCalled.count(V) && !shared.count(V) && held != Held::Shared) unknown = true;
    }
    return out;
}

// A task's implicit data sharing where clang 14's clauses differ from OpenMP's rules: adds the
// unlisted locals it copies to fpriv, takes out the implicit copies of an enclosing
// taskgroup's task_reduction items, which are shared (implicitCopiesOfTaskReductionItems);
// `unknown`: the task must run in place.
void Translator::correctTaskSharing(OMPExecutableDirective *D, std::vector<VarDecl *> &fpriv, bool &unknown) {
    for (VarDecl *V : calleeOnlyFirstprivates(D, unknown))
        if (std::find(fpriv.begin(), fpriv.end(), V) == fpriv.end()) fpriv.push_back(V);
    const std::set<VarDecl *> reduced = implicitCopiesOfTaskReductionItems(Ctx, D);
    fpriv.erase(std::remove_if(fpriv.begin(), fpriv.end(), [&](VarDecl *V) { return reduced.count(V) > 0; }), fpriv.end());
}

}  // namespace hbc
