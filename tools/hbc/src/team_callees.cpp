// Team mode's analysis of what a region calls (team_mode.hpp): callees that would run an
// orphaned construct in every member, callees hbc cannot read, and callbacks. Which regions
// need a team is decided in team_analysis.cpp.
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace hbc {

// A function the region calls (directly, or through functions of this file) that would run a
// heartbeat-mode orphaned construct in every member (each would run the whole `for`), or that
// is defined in another file where hbc cannot look: "" when none, else the reason.
// Inside a nested `parallel` they bind to that region's team of one at run time
// (hbc_region_enter, hbc_nested_team_enter), as in OpenMP.
// A lambda's call operator defined inside the region's statement: team mode translates its
// constructs with the region's (team_mode.cpp, walk), so it is no callee.
static bool definedIn(const FunctionDecl *F, const Stmt *region) {
    auto *M = dyn_cast<CXXMethodDecl>(F);
    if (!M || !M->getParent()->isLambda() || !region) return false;
    const SourceRange R = region->getSourceRange();
    const SourceLocation L = M->getParent()->getLocation();
    return R.isValid() && L.isValid() && !(L < R.getBegin()) && !(R.getEnd() < L);
}

std::string TeamMode::calleeProblem(Stmt *S, std::set<const FunctionDecl *> &visited, const Stmt *region) {
    if (!S) return "";
    if (!region) region = S;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
        return calleeProblem(teamAssoc(D), visited, region);
    if (auto *CE = dyn_cast<CallExpr>(S))
        if (const FunctionDecl *F = CE->getDirectCallee(); F && !definedIn(F, region)) {
            SourceManager &SM = H.Ctx->getSourceManager();
            const FunctionDecl *Def = nullptr;
            // a function of another file is translated with its orphaned constructs bound to
            // the caller's team at run time, or stopping there (emit_loops.cpp, orphanStop)
            if (visited.insert(F->getFirstDecl()).second && F->hasBody(Def)) {
                {
                    std::string orphan;
                    std::function<void(const Stmt *)> scan = [&](const Stmt *X) {
                        if (!X || !orphan.empty()) return;
                        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
                            if (isOpenMPParallelDirective(OD->getDirectiveKind())) return;  // a region of its own
                            // tasks bind to no team: heartbeat-mode tasks, which a member runs,
                            // or other workers steal, as they do a member's heartbeat loops; so
                            // does a taskloop, a heartbeat loop or run in place by the member that
                            // meets it (every thread that meets one makes all its tasks; since
                            // session 74, helper-119: oneDPL's histogram shape)
                            // (a `simd` binds to no team either: the thread that meets it
                            // runs its loop; oneDPL's par_unseq in a user's `single`, helper-120)
                            const bool tasking = isa<OMPTaskDirective>(OD) || isa<OMPTaskwaitDirective>(OD) ||
                                                 isa<OMPTaskgroupDirective>(OD) || isa<OMPTaskyieldDirective>(OD) ||
                                                 isa<OMPTaskLoopDirective>(OD) || isa<OMPTaskLoopSimdDirective>(OD) ||
                                                 isa<OMPSimdDirective>(OD);
                            if (!tasking && !isa<OMPCriticalDirective>(OD) && !isa<OMPAtomicDirective>(OD) &&
                                !isa<OMPFlushDirective>(OD) && !bindsToCallerTeam(OD)) {
                                orphan = getOpenMPDirectiveName(OD->getDirectiveKind()).str();
                                return;
                            }
                        }
                        for (const Stmt *C : X->children()) scan(C);
                    };
                    scan(Def->getBody());
                    if (!orphan.empty())
                        return "it calls '" + F->getNameAsString() + "', which holds an orphaned '" + orphan + "'";
                    std::string r = calleeProblem(Def->getBody(), visited, region);
                    if (!r.empty()) return r;
                }
            }
        }
    for (Stmt *C : S->children()) {
        std::string r = calleeProblem(C, visited, region);
        if (!r.empty()) return r;
    }
    return "";
}

// Orphaned constructs that the translation binds to the caller's team at run time: barrier,
// master (and `masked` for thread 0), single (with copyprivate of variables that are not VLAs: emit_regions.cpp,
// Dir::orphanedSync), and `for` loops
// that run as heartbeat loops, except those with an array reduction (emit_loops.cpp,
// orphanTeamForm), and `for ordered` loops (Dir::orderedShare; `linear` loops and
// `for simd ordered` run in place).
bool TeamMode::bindsToCallerTeam(const OMPExecutableDirective *D) {
    if (isa<OMPBarrierDirective>(D) || isa<OMPMasterDirective>(D) || teamMaskedIsMaster(D)) return true;
    if (isa<OMPForDirective>(D) || isa<OMPForSimdDirective>(D)) {
        for (const OMPClause *C : D->clauses()) {
            if ((isa<OMPOrderedClause>(C) && !orderedShareable(D)) || (isa<OMPLinearClause>(C) && !C->isImplicit())) return false;
            if (auto *R = dyn_cast<OMPReductionClause>(C))
                for (const Expr *E : R->varlists()) {
                    const VarDecl *V = teamVarOf(E);
                    if (!V || V->getType()->isArrayType()) return false;
                }
        }
        return true;
    }
    return isa<OMPSingleDirective>(D) && copyprivateBroadcastable(D);
}

bool TeamMode::copyprivateBroadcastable(const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
        if (auto *CP = dyn_cast<OMPCopyprivateClause>(C))
            for (const Expr *E : CP->varlists()) {
                const VarDecl *V = teamVarOf(E);
                // (C++ objects that are not trivially copyable go by their copy assignment,
                // as OpenMP copies them: hbc_rt::copyprivate_assign)
                if (!V || V->getType()->isVariablyModifiedType()) return false;
            }
    return true;
}

// The first function of this file that S calls (directly or through functions of this file;
// not inside a `parallel` of theirs, nor a worksharing loop or task when `skipLoops`) whose own code,
// outside those, has a statement that `is` accepts; "" when none. A directive is entered
// through its associated statement (its children are its captures).
std::string TeamMode::calleeWhere(const Stmt *S, std::set<const FunctionDecl *> &visited, bool skipLoops,
                                  const std::function<bool(const Stmt *)> &is) {
    auto skipped = [skipLoops](OMPExecutableDirective *X) {
        return isOpenMPParallelDirective(X->getDirectiveKind()) ||
               (skipLoops && (teamIsWorksharingLoop(X) || isa<OMPTaskDirective>(X) || isOpenMPTaskLoopDirective(X->getDirectiveKind())));
    };
    auto *OD = S ? dyn_cast<OMPExecutableDirective>(S) : nullptr;
    auto *D = const_cast<OMPExecutableDirective *>(OD);
    if (!S || (D && skipped(D))) return "";
    if (D) return calleeWhere(teamAssoc(D), visited, skipLoops, is);
    if (auto *CE = dyn_cast<CallExpr>(S))
        if (const FunctionDecl *F = CE->getDirectCallee()) {
            const FunctionDecl *Def = nullptr;
            if (F->hasBody(Def) && visited.insert(F->getFirstDecl()).second) {
                bool found = false;
                std::function<void(const Stmt *)> scan = [&](const Stmt *X) {
                    if (!X || found) return;
                    if (auto *XD = const_cast<OMPExecutableDirective *>(dyn_cast<OMPExecutableDirective>(X))) {
                        if (skipped(XD)) return;
                        if ((found = is(X))) return;
                        return scan(teamAssoc(XD));
                    }
                    if ((found = is(X))) return;
                    for (const Stmt *C : X->children()) scan(C);
                };
                scan(Def->getBody());
                if (found) return F->getNameAsString();
                std::string r = calleeWhere(Def->getBody(), visited, skipLoops, is);
                if (!r.empty()) return r;
            }
        }
    for (const Stmt *C : S->children()) {
        std::string r = calleeWhere(C, visited, skipLoops, is);
        if (!r.empty()) return r;
    }
    return "";
}

// A call whose callee hbc cannot read: through a pointer, or to a function defined in another
// file (not a builtin, an omp_ or hbc_ routine or a function of a system header).
bool TeamMode::mayReachUnseen(const CallExpr *CE) {
    const FunctionDecl *F = CE->getDirectCallee();
    if (!F) return !isa<CXXOperatorCallExpr>(CE) && !isa<CXXMemberCallExpr>(CE);
    const FunctionDecl *Def = nullptr;
    // omp_ routines and hbc's own (hbc_, the omp.h shim's helpers) are no user code
    if (F->hasBody(Def) || F->getBuiltinID() || F->getName().find("omp_") == 0 || F->getName().find("hbc_") == 0)
        return false;
    SourceManager &SM = H.Ctx->getSourceManager();
    SourceLocation L = SM.getExpansionLoc(F->getLocation());
    return L.isValid() && !SM.isInSystemHeader(L);
}

// A call that may run code its callee was given rather than code it names: through a
// pointer, a pointer to member or a template's callable, a virtual function, or a call
// operator of a library class (std::function) or one taking a callable argument.
// Library code's own calls are not looked at: a callable it runs came from a call in user code.
bool TeamMode::callsCallback(const CallExpr *CE) {
    SourceManager &SM = H.Ctx->getSourceManager();
    if (SM.isInSystemHeader(SM.getExpansionLoc(CE->getBeginLoc()))) return false;
    const FunctionDecl *F = CE->getDirectCallee();
    if (!F) {
        // in a template: an operator other than () and a named (member) function are resolved
        // per instantiation to a function, not a callable passed in
        if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) return OC->getOperator() == OO_Call;
        const Expr *C = CE->getCallee()->IgnoreParenImpCasts();
        return !isa<UnresolvedLookupExpr>(C) && !isa<CXXDependentScopeMemberExpr>(C) && !isa<UnresolvedMemberExpr>(C);
    }
    if (auto *MD = dyn_cast<CXXMethodDecl>(F); MD && MD->isVirtual()) return true;
    SourceLocation L = SM.getExpansionLoc(F->getLocation());
    if (!L.isValid() || !SM.isInSystemHeader(L)) return false;
    if (F->getOverloadedOperator() == OO_Call) return true;
    for (const Expr *A : CE->arguments()) {
        QualType T = A->getType().getNonReferenceType();
        if (T->isFunctionPointerType() || T->isMemberFunctionPointerType()) return true;
        if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && RD->hasDefinition() && RD->isLambda()) return true;
    }
    return false;
}
}  // namespace hbc
