// Team mode's analysis (team_mode.hpp): which regions need a real team. What a region calls
// is in team_callees.cpp, threadprivate variables in team_threadprivate.cpp, the translation in
// team_mode.cpp.
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace hbc {

// The routines whose answer depends on the nesting level the thread is at.
static bool isLevelQuery(llvm::StringRef N) {
    return N == "omp_get_level" || N == "omp_get_active_level" || N == "omp_get_team_size" || N == "omp_get_num_threads" ||
           N == "omp_get_ancestor_thread_num" || N == "omp_in_parallel" || N == "hbc_omp_in_parallel_inline" ||
           N == "omp_capture_affinity" || N == "omp_display_affinity";
}

// S calls a routine that `is` accepts, directly or through functions of this file; with
// ownTeam, only in code that S's team numbers: not in a parallel region nested in S (a team
// of its own, of one thread), nor in a taskloop, which heartbeat mode runs as a loop over
// every worker whose body may ask a worker's number (hbc_taskloop_ids_kept; oneDPL's
// accumulators, session 74).
static bool reachesCall(const Stmt *S, bool (*is)(llvm::StringRef), bool ownTeam = false) {
    std::set<const FunctionDecl *> visited;
    std::function<bool(const Stmt *)> scan = [&](const Stmt *X) -> bool {
        if (!X) return false;
        // a directive's children are its captures: its statement is reached through teamAssoc
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
            if (ownTeam && X != S && (isOpenMPParallelDirective(OD->getDirectiveKind()) ||
                                      isOpenMPTaskLoopDirective(OD->getDirectiveKind())))
                return false;
            return scan(teamAssoc(const_cast<OMPExecutableDirective *>(OD)));
        }
        if (auto *CE = dyn_cast<CallExpr>(X))
            if (const FunctionDecl *F = CE->getDirectCallee()) {
                if (is(F->getName())) return true;
                const FunctionDecl *Def = nullptr;
                if (F->hasBody(Def) && visited.insert(F->getFirstDecl()).second && scan(Def->getBody())) return true;
            }
        for (const Stmt *C : X->children())
            if (scan(C)) return true;
        return false;
    };
    return scan(S);
}

// S asks for the nesting level, directly or through functions of this file; or it may reach
// an orphaned worksharing loop, which asks whether it runs at a team-mode region's level
// (hbc_orphan_team): through this file's functions, or a direct call into another file
// (calls through pointers and template callables are not counted: they would raise the
// level around most generic C++ loops).
bool TeamMode::reachesLevelQuery(const Stmt *S) {
    // in a function template, every instantiation's code decides (template_copies.cpp)
    if (auto copies = instantiatedCopies(S)) {
        for (const Stmt *C : *copies)
            if (reachesLevelQueryHere(C)) return true;
        return false;
    }
    return reachesLevelQueryHere(S);
}

bool TeamMode::reachesLevelQueryHere(const Stmt *S) {
    // (the thread number too: a region nested in this one asking it must find the level
    // raised on every thread, or it would be inactive on some and not on others; and
    // omp_set_num_threads / omp_set_schedule, which set the region's own ICVs only where
    // the level is raised: at level 0 an iteration's omp_set_num_threads(1) resized the
    // workers for the rest of the program, helper-80)
    if (reachesCall(S, isLevelQuery) || asksThreadNumber(S) || setsTaskIcvs(S)) return true;
    std::set<const FunctionDecl *> visited;
    std::function<bool(const Stmt *, bool)> scan = [&](const Stmt *X, bool inCallee) -> bool {
        if (!X) return false;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
            // (an orphaned construct binds to the innermost team: a nested region that reaches
            // one must be its own team of one, which hbc_region_enter gives)
            if (inCallee && (isa<OMPForDirective>(OD) || isa<OMPForSimdDirective>(OD) || isa<OMPSingleDirective>(OD) ||
                             isa<OMPMasterDirective>(OD) || isa<OMPMaskedDirective>(OD) || isa<OMPBarrierDirective>(OD) ||
                             isa<OMPSectionsDirective>(OD)))
                return true;
            // the constructs of a callee's own `parallel` bind to it, not to this region
            const bool ownTeam = inCallee && isOpenMPParallelDirective(OD->getDirectiveKind());
            return scan(teamAssoc(const_cast<OMPExecutableDirective *>(OD)), inCallee && !ownTeam);
        }
        if (auto *CE = dyn_cast<CallExpr>(X)) {
            // code hbc cannot read: another file's, or a callback (a call through a pointer,
            // a virtual function, or a callable that library code invokes), which may ask;
            // raising the counter for nothing costs two thread-local updates
            if ((CE->getDirectCallee() && mayReachUnseen(CE)) || callsCallback(CE)) return true;
            const FunctionDecl *Def = nullptr;
            if (const FunctionDecl *F = CE->getDirectCallee())
                if (F->hasBody(Def) && visited.insert(F->getFirstDecl()).second && scan(Def->getBody(), true)) return true;
        }
        for (const Stmt *C : X->children())
            if (scan(C, inCallee)) return true;
        return false;
    };
    return scan(S, false);
}

// Routines that ask about an enclosing team by level: heartbeat mode answers them for its
// own model (the loop's workers), which is not OpenMP's answer in a nested region.
static bool isAncestorQuery(llvm::StringRef N) { return N == "omp_get_team_size" || N == "omp_get_ancestor_thread_num"; }

// Routines that answer the calling thread's number in its team: manual partitioning at
// region level, which a region run once cannot give.
static bool isThreadNumQuery(llvm::StringRef N) {
    return N == "omp_get_thread_num" || N == "omp_get_ancestor_thread_num" || N == "omp_capture_affinity" ||
           N == "omp_display_affinity";
}


// A template's member call on an object of dependent type: the pattern names no callee.
bool TeamMode::dependentMemberCall(const CallExpr *CE) {
    const Expr *C = CE->getCallee() ? CE->getCallee()->IgnoreParenImpCasts() : nullptr;
    return C && (isa<CXXDependentScopeMemberExpr>(C) || isa<UnresolvedMemberExpr>(C));
}

std::string TeamMode::calleeName(const CallExpr *CE) {
    if (const FunctionDecl *F = CE->getDirectCallee()) return F->getNameAsString();
    const Expr *C = CE->getCallee() ? CE->getCallee()->IgnoreParenImpCasts() : nullptr;
    if (auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(C)) return M->getMember().getAsString();
    if (auto *M = dyn_cast_or_null<UnresolvedMemberExpr>(C)) return M->getMemberName().getAsString();
    return "(a callee of dependent type)";
}

// The first call at region level of S (directly or through functions of this file; not in a
// worksharing loop, a nested `parallel`, a task, or a block one thread runs) that `is`
// accepts. systemBodies: also through bodies of functions in system headers.
const CallExpr *TeamMode::regionLevelCall(const Stmt *S, std::set<const FunctionDecl *> &visited, bool systemBodies,
                                          const std::function<bool(const CallExpr *)> &is) {
    if (!S) return nullptr;
    // one thread runs a master, single, masked or section block in OpenMP too, and it sees
    // the same thread number and team size in heartbeat mode
    if (auto *OD = dyn_cast<OMPExecutableDirective>(S))
        if (isOpenMPParallelDirective(OD->getDirectiveKind()) || isa<OMPTaskDirective>(OD) ||
            isOpenMPTaskLoopDirective(OD->getDirectiveKind()) || teamIsWorksharingLoop(const_cast<OMPExecutableDirective *>(OD)) ||
            isa<OMPMasterDirective>(OD) || isa<OMPSingleDirective>(OD) || isa<OMPMaskedDirective>(OD) ||
            isa<OMPSectionsDirective>(OD))
            return nullptr;
    if (auto *CE = dyn_cast<CallExpr>(S)) {
        if (is(CE)) return CE;
        const FunctionDecl *Def = nullptr;
        if (const FunctionDecl *F = CE->getDirectCallee())
            if (F->hasBody(Def) && visited.insert(F->getFirstDecl()).second &&
                (systemBodies || !H.Ctx->getSourceManager().isInSystemHeader(Def->getLocation())))
                if (regionLevelCall(Def->getBody(), visited, systemBodies, is)) return CE;
    }
    for (const Stmt *C : S->children())
        if (const CallExpr *R = regionLevelCall(C, visited, systemBodies, is)) return R;
    return nullptr;
}

// A call to a function hbc cannot read (another file) at region level: in heartbeat mode the
// region's code runs once, and such a callee could split work by omp_get_thread_num() unseen.
const CallExpr *TeamMode::unseenRegionLevelCall(const Stmt *S, std::set<const FunctionDecl *> &visited) {
    return regionLevelCall(S, visited, true, [this](const CallExpr *CE) {
        // direct calls only: a call through a pointer or a template's callable (a lambda in
        // C++) would make this fire on most generic code; but a template's member call on an
        // object of dependent type (`ops.dot(...)` with `Ops<T> ops`) names no callee in the
        // pattern, and each instantiation's may hold orphaned constructs or split work
        return CE->getDirectCallee() ? mayReachUnseen(CE) : dependentMemberCall(CE);
    });
}

static bool isIndirectCall(const CallExpr *CE) {
    if (auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
        const CXXMethodDecl *M = MC->getMethodDecl();
        return M && M->isVirtual() && !isa<CXXThisExpr>(MC->getImplicitObjectArgument()->IgnoreParenImpCasts());
    }
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) {  // std::function's call operator
        if (OC->getOperator() != OO_Call || OC->getNumArgs() == 0) return false;
        const CXXRecordDecl *R = OC->getArg(0)->getType()->getAsCXXRecordDecl();
        return R && R->isInStdNamespace() && R->getName() == "function";
    }
    return !CE->getDirectCallee() && !CE->isTypeDependent() && !isa<CXXDependentScopeMemberExpr>(CE->getCallee());
}

const CallExpr *TeamMode::indirectRegionLevelCall(const Stmt *S, std::set<const FunctionDecl *> &visited) {
    return regionLevelCall(S, visited, false, isIndirectCall);  // not std::function's own internals
}

namespace {

// Finds a call of omp_get_thread_num() (or another thread-number query) in the file's code
// outside every parallel region and worksharing loop: a function or lambda meant to be
// called by each thread of a region, to take its share.
class SplitterFinder : public RecursiveASTVisitor<SplitterFinder> {
public:
    SplitterFinder(SourceManager &SM, const std::function<bool(llvm::StringRef)> &query) : SM(SM), query(query) {}
    bool found = false;
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool shouldVisitLambdaBodies() const { return true; }
    bool TraverseDecl(Decl *D) {
        if (found || (D && !isa<TranslationUnitDecl>(D) && SM.isInSystemHeader(D->getLocation()))) return true;
        return RecursiveASTVisitor::TraverseDecl(D);
    }
    bool TraverseStmt(Stmt *S) {
        if (found) return false;
        if (auto *OD = dyn_cast_or_null<OMPExecutableDirective>(S))
            if (isOpenMPParallelDirective(OD->getDirectiveKind()) || teamIsWorksharingLoop(OD) ||
                isOpenMPTaskLoopDirective(OD->getDirectiveKind()))
                return true;
        return RecursiveASTVisitor::TraverseStmt(S);
    }
    bool VisitCallExpr(CallExpr *CE) {
        if (const FunctionDecl *F = CE->getDirectCallee())
            if (query(F->getName())) found = true;
        return !found;
    }

private:
    SourceManager &SM;
    const std::function<bool(llvm::StringRef)> &query;
};

}  // namespace

bool TeamMode::fileSplitsByThreadNumber() {
    if (splitterInFile < 0) {
        const std::function<bool(llvm::StringRef)> q = isThreadNumQuery;
        SplitterFinder F(H.Ctx->getSourceManager(), q);
        F.TraverseDecl(H.Ctx->getTranslationUnitDecl());
        splitterInFile = F.found ? 1 : 0;
    }
    return splitterInFile == 1;
}

bool TeamMode::asksThreadNumber(const Stmt *S) {
    return reachesCall(S, [](llvm::StringRef N) { return isThreadNumQuery(N) || N == "omp_get_num_threads"; });
}

std::string dependItemEvaluation(const OMPExecutableDirective *D, const ASTContext &Ctx,
                                 const std::function<std::string(Expr *)> &text, Expr *&refused) {
    std::string s;
    refused = nullptr;
    for (const OMPClause *C : D->clauses())
        if (auto *DC = dyn_cast<OMPDependClause>(C))
            for (const Expr *CE : DC->varlists()) {
                Expr *E = const_cast<Expr *>(CE);
                if (!E || E->isValueDependent() || !E->HasSideEffects(Ctx)) continue;
                const Expr *B = E->IgnoreParenImpCasts();
                if (DC->getModifier() || isa<OMPArraySectionExpr>(B) || isa<OMPArrayShapingExpr>(B)) {
                    refused = E;
                    return "";
                }
                s += "(void)(" + text(E) + "); ";
            }
    return s;
}

bool setsTaskIcvs(const Stmt *S) {
    return reachesCall(S, [](llvm::StringRef N) { return N == "omp_set_num_threads" || N == "omp_set_schedule"; });
}

bool TeamMode::asksTeamNumber(const Stmt *S) {
    return reachesCall(S, [](llvm::StringRef N) { return N == "omp_get_team_num" || N == "omp_get_num_teams"; });
}

bool TeamMode::asksThreadNumberOrLevel(const Stmt *S) {
    return asksThreadNumber(S) || reachesCall(S, isLevelQuery);
}

// A worksharing loop of region D (or D itself, a combined `parallel for`) with an explicit
// `schedule(static[, c])` whose body asks its thread number: OpenMP 4.5 (2.7.1) fixes which
// thread runs each iteration of such a loop, and the body can tell; a heartbeat loop runs
// iterations on any worker. `schedule(runtime)` too: run-sched-var may say static.
OMPExecutableDirective *teamFirstLoop(OMPExecutableDirective *D, const std::function<bool(OMPExecutableDirective *)> &is) {
    std::function<OMPExecutableDirective *(Stmt *)> find = [&](Stmt *S) -> OMPExecutableDirective * {
        if (!S) return nullptr;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            if (OD != D && isOpenMPParallelDirective(OD->getDirectiveKind())) return nullptr;  // its own team
            if ((teamIsWorksharingLoop(OD) || teamCombinedLoop(OD)) && is(OD)) return OD;
            return find(teamAssoc(OD));
        }
        for (Stmt *C : S->children())
            if (OMPExecutableDirective *L = find(C)) return L;
        return nullptr;
    };
    return find(D);
}

// A loop body asks its thread number: itself or through this file's functions, or through a
// call by pointer, virtual function or std::function in a file whose code asks it outside
// every region (LightGBM's Predict loop calls a std::function that reads a forward-only
// cursor per thread number, helper-75: a heartbeat worker met a lower range after a higher
// one and read zeros, silently).
bool TeamMode::loopBodyAsksThreadNumber(const Stmt *body) {
    if (reachesCall(body, isThreadNumQuery)) return true;
    std::set<const FunctionDecl *> seen;
    return fileSplitsByThreadNumber() && indirectRegionLevelCall(body, seen);
}

// D's first worksharing loop has a schedule clause that `fixes` and a body that asks its
// thread number.
bool TeamMode::scheduledLoopAsksThreadNumber(OMPExecutableDirective *D, bool (*fixes)(const OMPScheduleClause *)) {
    return teamFirstLoop(D, [this, fixes](OMPExecutableDirective *OD) {
        for (OMPClause *C : OD->clauses())
            if (auto *SC = dyn_cast<OMPScheduleClause>(C); SC && fixes(SC) && loopBodyAsksThreadNumber(teamAssoc(OD)))
                return true;
        return false;
    }) != nullptr;
}

bool TeamMode::staticLoopAsksThreadNumber(OMPExecutableDirective *D) {
    return scheduledLoopAsksThreadNumber(D, [](const OMPScheduleClause *SC) {
        return SC->getScheduleKind() == OMPC_SCHEDULE_static || SC->getScheduleKind() == OMPC_SCHEDULE_runtime;
    });
}

// D's code asks its thread number or its team's size anywhere but in a taskloop: in a
// worksharing loop's body whatever its schedule, a task's, a section's, a `single`. Heartbeat
// mode answers a worker's id and hb_worker_id_bound(), which on a thread the program started
// itself (a std::thread, a pthread) exceed omp_get_max_threads(), the size its teams get:
// ViennaCL split a region's work into omp_get_max_threads() parts by thread number and a
// worker's id 2 ran past 2 slots (helper-136, session 79); `parallel { single nt =
// omp_get_num_threads(); }` said 3, and a later region split into 3 parts got a team of 2
// (session 80).
static bool isThreadNumOrTeamSizeQuery(llvm::StringRef N) {
    return isThreadNumQuery(N) || N == "omp_get_num_threads" || N == "omp_get_team_size";
}

bool TeamMode::codeAsksThreadNumberOrTeamSize(OMPExecutableDirective *D) {
    if (reachesCall(D, isThreadNumOrTeamSizeQuery, true)) return true;
    std::set<const FunctionDecl *> seen;
    return fileSplitsByThreadNumber() && indirectRegionLevelCall(teamAssoc(D), seen);
}

// A dynamic or guided loop not marked nonmonotonic whose body asks its thread number: each
// thread then gets its chunks in increasing order (OpenMP's monotonic, which libgomp gives
// plain dynamic too, and OpenMP 4.5 programs rely on), where a heartbeat worker may run a
// later range before an earlier one. megahit's sorter sizes a thread's scratch space from
// the first (largest) bucket it gets, and wrote past it under hbc (helper-42).
bool TeamMode::monotonicLoopAsksThreadNumber(OMPExecutableDirective *D) {
    return scheduledLoopAsksThreadNumber(D, [](const OMPScheduleClause *SC) {
        return (SC->getScheduleKind() == OMPC_SCHEDULE_dynamic || SC->getScheduleKind() == OMPC_SCHEDULE_guided) &&
               SC->getFirstScheduleModifier() != OMPC_SCHEDULE_MODIFIER_nonmonotonic &&
               SC->getSecondScheduleModifier() != OMPC_SCHEDULE_MODIFIER_nonmonotonic;
    });
}

// Reasons to prefer team mode that rest on what hbc cannot see or on the team's size: the
// caller takes team mode only where it translates (translates()), and warns otherwise, so
// that a program these rules catch by caution is never refused for them.
std::string TeamMode::prefersTeam(OMPExecutableDirective *D, bool oneMember) {
    if (oneMember) return "";  // nested: a team of one runs the region once, as heartbeat mode does
    std::string why;
    // num_threads(n) and if(c) bound the thread numbers (below n; 0 when c is false), and
    // codes size per-thread arrays by n: a heartbeat-mode loop body would see any worker's
    // number. Team mode honours both. A combined `parallel for` has no other code.
    bool sized = false;
    for (OMPClause *C : D->clauses()) sized |= isa<OMPNumThreadsClause>(C) || isa<OMPIfClause>(C);
    if (sized && asksThreadNumber(teamAssoc(D)))
        why = "num_threads or if bound the thread numbers that its code asks for";
    // num_threads(n) bounds them for code hbc cannot read too (another file's, a callback):
    // xgboost's ParallelFor runs a lambda under `parallel for num_threads(n)`, whose code
    // indexes n-sized per-thread buffers by omp_get_thread_num() (helper-46: a heartbeat
    // worker's number overran them). (An if clause alone bounds nothing while true, and
    // false makes the region inactive, which heartbeat mode gives: hbc_region_enter_if.)
    bool numThreads = false;
    for (OMPClause *C : D->clauses()) numThreads |= isa<OMPNumThreadsClause>(C);
    if (why.empty() && numThreads && reachesLevelQuery(teamAssoc(D)))
        why = "num_threads bounds the thread numbers that code hbc cannot read may ask for";
    // so does the thread_limit of a `teams` over it (code sizes a team-local array by it)
    if (why.empty() && H.underThreadLimit(D) && asksThreadNumber(teamAssoc(D)))
        why = "a teams thread_limit bounds the thread numbers that its code asks for";
    // and they may make the region inactive (one thread), which the level queries tell
    if (why.empty() && sized && reachesCall(teamAssoc(D), isLevelQuery))
        why = "num_threads or if may make it inactive, and its code asks whether it runs in an active region";
    // copyin: each member's threadprivate copy starts as the master's, which heartbeat mode's
    // workers (any of them running any iteration) cannot give, and the copies persist into
    // the next region of the same size, so even an empty `parallel copyin(x)` must reach every
    // member (libgomp copyin-3.c broadcasts that way; ctor-5.C counts the assignments)
    if (why.empty())
        for (OMPClause *C : D->clauses())
            if (isa<OMPCopyinClause>(C)) why = "copyin gives each thread's threadprivate copy the master's value";
    if (why.empty() && teamCombinedLoop(D) && waitsInLoopBody(D, false))
        why = "its body waits for other threads (checkWaitLoops refuses it in heartbeat mode)";
    if (why.empty() && staticLoopAsksThreadNumber(D))
        why = "a schedule(static) loop's body asks its thread number, and OpenMP fixes which thread runs each iteration";
    if (why.empty() && monotonicLoopAsksThreadNumber(D))
        why = "a dynamic or guided loop's body asks its thread number, and each thread gets its chunks in "
              "increasing order (monotonic)";
    if (why.empty() && codeAsksThreadNumberOrTeamSize(D))
        why = "its code asks its thread number or its team's size, which heartbeat mode answers with a worker's id "
              "and the workers' id bound: on a thread the program started, not below omp_get_max_threads()";
    if (why.empty()) why = staticLoopCarriesPrivate(D);
    if (why.empty() && teamCombinedLoop(D)) why = loopBodyUsesPerThread(D, teamAssoc(D));
    if (why.empty() && isa<OMPParallelDirective>(D)) why = everyThreadUsesThreadprivate(D);
    if (why.empty() && isa<OMPParallelDirective>(D)) {
        std::set<const FunctionDecl *> seen;
        if (replicatedNestedParallel(teamAssoc(D), seen, H.Ctx->getSourceManager()))
            why = "its code, which every thread runs, holds a nested parallel region, which each thread runs";
    }
    if (why.empty() && isa<OMPParallelDirective>(D)) {
        std::set<const FunctionDecl *> seen;
        const std::vector<const VarDecl *> copies = teamRegionCopies(D);
        const std::set<const VarDecl *> own(copies.begin(), copies.end());
        if (std::string w = replicatedUpdate(teamAssoc(D), teamAssoc(D), seen, H.Ctx->getSourceManager(), &own); !w.empty())
            why = "its code, which every thread runs, makes " + w + ", which each thread makes";
    }
    if (why.empty()) why = constructedPerThread(D);
    if (why.empty() && isa<OMPParallelDirective>(D) && fileSplitsByThreadNumber()) {
        // a call through a pointer, a virtual function or a std::function may reach the code
        // of this file that takes a thread's share by its number: run once, one share
        std::set<const FunctionDecl *> seen;
        if (indirectRegionLevelCall(teamAssoc(D), seen))
            why = "it calls through a pointer, a virtual function or a std::function at region level, in a file "
                  "whose code asks its thread number outside any region";
    }
    return why;
}

// A loop in a worksharing loop's body (not in a task or section, which heartbeat mode runs
// in place and checks itself) that waits for what other threads change: for another
// iteration, which OpenMP's schedule gives another thread, where one worker runs a heartbeat
// loop's iterations in order (DataRaceBench DRB198).
bool TeamMode::waitsInLoopBody(Stmt *S, bool inLoop, std::set<const FunctionDecl *> *visited) {
    if (!S) return false;
    std::set<const FunctionDecl *> own;
    if (!visited) visited = &own;
    if (auto *CE = dyn_cast<CallExpr>(S)) {  // an orphaned loop of this file's callee
        const FunctionDecl *Def = nullptr;
        if (const FunctionDecl *F = CE->getDirectCallee())
            if (F->hasBody(Def) && !H.Ctx->getSourceManager().isInSystemHeader(Def->getLocation()) &&
                visited->insert(F->getFirstDecl()).second && waitsInLoopBody(Def->getBody(), false, visited))
                return true;
    }
    if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
        if (isa<OMPTaskDirective>(OD) || isOpenMPTaskLoopDirective(OD->getDirectiveKind()) || isa<OMPSectionsDirective>(OD) ||
            (isOpenMPParallelDirective(OD->getDirectiveKind()) && !teamCombinedLoop(OD)))
            return false;
        Stmt *A = teamAssoc(OD);
        if (teamIsWorksharingLoop(OD) || teamCombinedLoop(OD)) {  // its body, not the loop itself
            if (auto *F = dyn_cast_or_null<ForStmt>(A)) return waitsInLoopBody(F->getBody(), true, visited);
            if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(A)) return waitsInLoopBody(RF->getBody(), true, visited);
            return false;
        }
        return waitsInLoopBody(A, inLoop, visited);
    }
    if (inLoop && H.isWaitLoopInBody(S)) return true;
    for (Stmt *C : S->children())
        if (waitsInLoopBody(C, inLoop, visited)) return true;
    return false;
}

// A combined `parallel for` D's body (S, within it) reads a threadprivate or thread-local
// variable that an iteration may not have assigned first, or names one through this file's
// functions, or calls what hbc cannot read in a file with threadprivate variables: each
// thread has its own copy, whose value the iteration sees, as for a region's loop (needsTeam).
// LightGBM's log level is a `static thread_local` read in its loops' bodies (helper-75).
// Scratch assigned before every read in the iteration (NPB's threadprivate temporaries)
// leaves the loop a heartbeat loop: each worker has its own copy.
std::string TeamMode::loopBodyUsesPerThread(OMPExecutableDirective *D, Stmt *S) {
    if (!S) return "";
    std::string w = perThreadInLoopBody(S, [D](const VarDecl *V) { return perThreadReadBeforeAssigned(D, V); });
    for (auto it = S->child_begin(); w.empty() && it != S->child_end(); ++it) w = loopBodyUsesPerThread(D, *it);
    return w;
}

// Node S of a loop body (not its children) uses a threadprivate or thread-local variable:
// one named here that `counts`, a call of this file's function that uses one, or a call hbc
// cannot follow in a file with threadprivate variables (a callee elsewhere may use them,
// declared extern there: a team is right whatever it does). Why, or "".
std::string TeamMode::perThreadInLoopBody(Stmt *S, const std::function<bool(const VarDecl *)> &counts) {
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && perThread(V) && counts(V))
            return std::string(isThreadprivate(V) ? "threadprivate" : "thread-local") + " '" + V->getNameAsString() +
                   "' in a loop body";
    if (auto *CE = dyn_cast<CallExpr>(S)) {
        std::set<FunctionDecl *> visiting;
        if (usesThreadprivate(CE->getDirectCallee(), visiting))
            return "a loop body calls '" + CE->getDirectCallee()->getNameAsString() +
                   "', which uses a threadprivate or thread-local variable";
        if (!threadprivate.empty() && mayReachUnseen(CE))
            return "a loop body makes a call hbc cannot follow, in a file with threadprivate variables";
    }
    return "";
}

static bool userReductionOnRegion(const OMPExecutableDirective *D);

std::string TeamMode::needsTeam(OMPExecutableDirective *D, bool oneMember) {
    if (!isa<OMPParallelDirective>(D)) return "";
    std::string why;
    // region level: not inside a worksharing loop's body or another construct's loop
    std::function<void(Stmt *, bool)> scan = [&](Stmt *S, bool inLoop) {
        if (!S || !why.empty()) return;
        if (auto *CE = dyn_cast<CallExpr>(S))
            if (auto *FD = CE->getDirectCallee())
                if (!inLoop && isThreadNumQuery(FD->getName())) why = FD->getNameAsString() + "() at region level";
        if (inLoop) why = perThreadInLoopBody(S, [](const VarDecl *) { return true; });
        if (auto *MD = dyn_cast<OMPMaskedDirective>(S); MD && !teamMaskedForThreadZero(MD, *H.Ctx))
            why = "masked filter() names a thread other than 0";  // thread t runs it
        if (!inLoop && !isa<OMPExecutableDirective>(S) && H.isWaitLoop(S))
            why = "a loop waiting for other threads";
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            // waits in tasks and sections: heartbeat mode decides (it runs them in place)
            bool body = isa<OMPTaskDirective>(OD) || isa<OMPSectionsDirective>(OD) || isOpenMPTaskLoopDirective(OD->getDirectiveKind()) ||
                        teamIsWorksharingLoop(OD) || isa<OMPParallelForDirective>(OD) || isa<OMPParallelDirective>(OD);
            if (Stmt *A = teamAssoc(OD)) scan(A, inLoop || body);
            return;
        }
        for (Stmt *C : S->children()) scan(C, inLoop);
    };
    scan(teamAssoc(D), false);
    if (why.empty()) {
        // region-level code of a callee that asks its thread number (a loop split by
        // omp_get_thread_num()): run once, it would do one thread's share only
        std::set<const FunctionDecl *> seen;
        std::string f = calleeWhere(teamAssoc(D), seen, true, [](const Stmt *X) {
            auto *C = dyn_cast<CallExpr>(X);
            return C && C->getDirectCallee() && isThreadNumQuery(C->getDirectCallee()->getName());
        });
        if (!f.empty()) why = "it calls '" + f + "', which asks its thread number outside a worksharing loop";
    }
    if (why.empty()) {
        // a barrier in a callee needs the team to meet at it; when the callees also hold
        // constructs team mode cannot bind to a member (an orphaned `for`), the region keeps
        // heartbeat mode, where its code runs once (a team of one, as before)
        std::set<const FunctionDecl *> seenFns, seenProblem;
        std::string f = calleeWhere(teamAssoc(D), seenFns, false, [](const Stmt *X) { return isa<OMPBarrierDirective>(X); });
        if (!f.empty() && calleeProblem(teamAssoc(D), seenProblem).empty())
            why = "it calls '" + f + "', which holds an orphaned barrier";
    }
    if (why.empty() && waitsInLoopBody(teamAssoc(D), false)) why = "a loop body waits for other threads";
    if (why.empty() && reachesCall(teamAssoc(D), isAncestorQuery))
        why = "omp_get_team_size() or omp_get_ancestor_thread_num() in the region";
    if (why.empty() && userReductionOnRegion(D))
        why = "its own reduction clause uses a 'declare reduction', which only team mode takes on a region";
    if (why.empty()) why = reductionWrittenPerThread(D, oneMember);
    return why;
}

// A reduction clause on the region itself whose operator is a `declare reduction` (a name
// that is not a built-in operator, or an item of class or struct type): heartbeat mode's
// region clause takes built-in operators on scalars and arrays only (analyzeRegionClauses);
// team mode combines each member's copy with the combiner (session 72: hbc stopped with
// "unsupported reduction operator" on a region's `reduction(bsum : b)`).
static bool userReductionOnRegion(const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
        if (auto *R = dyn_cast<OMPReductionClause>(C))
            if (!isBuiltInReductionName(R->getNameInfo().getName().getAsString()) || hasRecordItem(R)) return true;
    return false;
}

// `parallel reduction(+:n) { n += 1; }` counts the threads: code that every thread runs
// (not in a worksharing construct, single, master, masked or task) writing a reduction
// item gives a result that depends on the team's size, and an assignment drops the item's
// starting value, since each thread has its own copy. In single, master or masked (one
// thread) only an update by the reduction's own operator (`x += e` for +) keeps its meaning
// when run on the original. Run once, heartbeat mode would get the others wrong: team mode.
// In a team of one (oneMember) every thread's own-operator updates run once too.
std::string TeamMode::reductionWrittenPerThread(OMPExecutableDirective *D, bool oneMember) {
    std::map<const VarDecl *, std::string> items;  // item, operator
    for (OMPClause *C : D->clauses())
        if (auto *R = dyn_cast<OMPReductionClause>(C)) {
            std::string op = R->getNameInfo().getName().getAsString();
            if (op.rfind("operator", 0) == 0) op = op.substr(8);
            for (Expr *E : R->varlists())
                if (VarDecl *V = teamVarOf(E)) items[V] = op;
        }
    if (items.empty()) return "";
    auto ownUpdate = [](const Stmt *P, const std::string &op) {
        if (auto *U = dyn_cast_or_null<UnaryOperator>(P)) return U->isIncrementDecrementOp() && (op == "+" || op == "-");
        auto *CA = dyn_cast_or_null<CompoundAssignOperator>(P);
        if (!CA) return false;
        switch (CA->getOpcode()) {
        case BO_AddAssign: case BO_SubAssign: return op == "+" || op == "-";
        case BO_MulAssign: return op == "*";
        case BO_AndAssign: return op == "&";
        case BO_OrAssign: return op == "|";
        case BO_XorAssign: return op == "^";
        default: return false;
        }
    };
    std::string why;
    std::function<void(Stmt *, bool)> scan = [&](Stmt *S, bool oneThread) {
        if (!S || !why.empty()) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            if (isa<OMPCriticalDirective>(OD) || isa<OMPAtomicDirective>(OD) || isa<OMPOrderedDirective>(OD))
                scan(teamAssoc(OD), oneThread);
            else if (isa<OMPSingleDirective>(OD) || isa<OMPMasterDirective>(OD) || isa<OMPMaskedDirective>(OD))
                scan(teamAssoc(OD), true);
            return;  // any other construct: shared out, or a task's own data
        }
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                auto it = items.find(V);
                if (it != items.end()) {
                    auto P = H.Ctx->getParents(*DR);
                    const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
                    auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS);
                    const bool read = IC && IC->getCastKind() == CK_LValueToRValue;
                    if (!read && !((oneThread || oneMember) && ownUpdate(PS, it->second)))
                        why = "reduction variable '" + V->getNameAsString() + "' written in code " +
                              (oneThread ? "that one thread runs, other than by its reduction's operator"
                                         : "that every thread runs");
                }
            }
        for (Stmt *C : S->children()) scan(C, oneThread);
    };
    scan(teamAssoc(D), false);
    return why;
}

// A dry run of translate (collect.cpp asks it for a region that heartbeat mode can also
// run, with a warning): the same checks and emission, into a scratch rewriter, with errors
// counted instead of reported and nothing placed in the file.
bool TeamMode::translates(OMPExecutableDirective *D, FunctionDecl *FD, Decl *Top) {
    const TeamHost saved = H;
    const int savedId = nextId;
    clang::Rewriter scratch(H.Ctx->getSourceManager(), H.Ctx->getLangOpts());
    bool failed = false;
    H.RW = &scratch;
    H.error = [&failed](SourceLocation, const std::string &) { failed = true; };
    H.removePragma = [](OMPExecutableDirective *) {};
    H.insertTop = [](Decl *, const std::string &, SourceLocation) {};
    H.emitAtomic = [](OMPAtomicDirective *) {};
    H.reductionItem = [&failed, item = saved.reductionItem](Expr *E, TeamReduction &r, bool) {
        return item(E, r, true) || (failed = true, false);
    };
    H.userReduction = [&failed, udr = saved.userReduction](OMPReductionClause *C, Expr *E, TeamReduction &r, bool) {
        const int found = udr(C, E, r, true);
        if (found == 0) failed = true;
        return found;
    };
    H.collapseCount = [&failed, count = saved.collapseCount](OMPExecutableDirective *X, OMPCollapseClause *C, bool) {
        const int n = count(X, C, true);
        if (n < 1) failed = true;
        return n;
    };
    std::set<OMPExecutableDirective *> seen;
    translate(D, FD, Top, seen);
    H = saved;
    nextId = savedId;
    return !failed;
}

}  // namespace hbc
