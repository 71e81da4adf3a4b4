// Loops that wait for other threads (docs/hbc-limits.md, Unsupported constructs): a heartbeat-mode
// region runs its code on one thread, so a loop polling what another member changes would
// wait forever. Found by collect.cpp's walk (waitLoops), judged after it (checkWaitLoops).
#include "translator.hpp"

#include <functional>

namespace hbc {

// Run in program order by one thread, a wait in a section or task ends at once when the
// flag it polls was set before it (an earlier section or task), and never when only later
// code sets it. At region level the other members run the same code, so any wait there
// is for them.
void Translator::checkWaitLoops() {
    for (auto &w : waitLoops) {
        bool later = !w.inConstruct || w.inLoopBody;
        SourceLocation end = SM.getExpansionLoc(w.loop->getEndLoc());
        for (auto &rf : refs) {
            if (later) break;
            auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || !w.polled.count(V)) continue;
            SourceLocation L = SM.getExpansionLoc(rf.first->getBeginLoc());
            if (!SM.isBeforeInTranslationUnit(end, L)) continue;
            if (w.fn.isValid() && !SM.isPointWithin(L, SM.getExpansionLoc(w.fn.getBegin()),
                                                   SM.getExpansionLoc(w.fn.getEnd())))
                later = true;  // another function may set it at any time
            else if (mayWrite(rf.first))
                later = true;
        }
        if (!later && !w.polled.empty()) continue;
        error(w.loop->getBeginLoc(), "a loop that waits for other threads (an 'atomic read', 'flush' or a flag "
              "kept under 'critical' or a lock, polled at region level or in a loop body, or in a section or task "
              "for a flag that later code sets) needs "
              "concurrent team members, but a heartbeat-mode region runs on one thread; not supported "
              "(use --hbc-fallback-openmp)");
    }
}

// A wait loop (isWaitLoop) in F's body or in a function it calls (definitions this
// translation unit sees), outside parallel constructs of its own; null if none.
Stmt *Translator::waitLoopInCallee(const FunctionDecl *F, std::set<const FunctionDecl *> &visited) {
    const FunctionDecl *Def = nullptr;
    if (!F || !F->hasBody(Def) || !Def || !visited.insert(Def->getFirstDecl()).second) return nullptr;
    std::function<Stmt *(Stmt *)> find = [&](Stmt *X) -> Stmt * {
        if (!X) return nullptr;
        if (auto *D = dyn_cast<OMPExecutableDirective>(X); D && isOpenMPParallelDirective(D->getDirectiveKind()))
            return nullptr;  // (its own team's waits)
        std::set<VarDecl *> polled;
        if (isWaitLoop(X, polled)) return X;
        if (auto *CE = dyn_cast<CallExpr>(X))
            if (Stmt *W = waitLoopInCallee(CE->getDirectCallee(), visited)) return W;
        for (Stmt *C : X->children())
            if (Stmt *W = find(C)) return W;
        return nullptr;
    };
    return find(Def->getBody());
}

// waitLoopInCallee from a call site, once per callee (a callee is searched whole each time).
Stmt *Translator::waitLoopReachedBy(const FunctionDecl *F) {
    if (!F) return nullptr;
    auto [it, fresh] = calleeWaits.try_emplace(F->getFirstDecl(), nullptr);
    if (fresh) {
        std::set<const FunctionDecl *> visited;
        it->second = waitLoopInCallee(F, visited);
    }
    return it->second;
}

// A while, do or for loop's condition (null for other statements, and for `for (;;)`).
static Stmt *loopCondition(Stmt *S) {
    if (auto *W = dyn_cast<WhileStmt>(S)) return W->getCond();
    if (auto *Do = dyn_cast<DoStmt>(S)) return Do->getCond();
    if (auto *F = dyn_cast<ForStmt>(S)) return F->getCond();
    return nullptr;
}

// omp_set_lock, omp_test_nest_lock, ...; acquiring: only those that take the lock.
static bool isLockRoutine(const FunctionDecl *F, bool acquiring) {
    if (!F || !F->getIdentifier()) return false;
    const llvm::StringRef N = F->getName();
    if (acquiring)
        return N == "omp_set_lock" || N == "omp_set_nest_lock" || N == "omp_test_lock" || N == "omp_test_nest_lock";
    return N.startswith("omp_") && N.contains("lock");
}

// An atomic access that is no OpenMP construct, in a loop's condition: gcc's __atomic_* and
// C11's atomic_* (AtomicExprs), the __sync builtins, std::atomic's load, test and conversion.
// What it reads (the flag), or null. (Session 70's helper: `while (!atomic_load(&flag)) {}`
// in a section passed the check above and hung at run time.)
static const Expr *atomicRead(const Stmt *X) {
    if (auto *AE = dyn_cast<AtomicExpr>(X)) {
        const Expr *P = AE->getPtr()->IgnoreParenImpCasts();
        auto *AO = dyn_cast<UnaryOperator>(P);
        return AO && AO->getOpcode() == UO_AddrOf ? AO->getSubExpr() : P;
    }
    if (auto *MC = dyn_cast<CXXMemberCallExpr>(X)) {
        const CXXRecordDecl *RD = MC->getRecordDecl();
        const CXXMethodDecl *M = MC->getMethodDecl();
        for (const CXXRecordDecl *R = RD; R && M;) {
            const llvm::StringRef N = R->getName();
            if (N == "atomic" || N == "atomic_flag" || N == "atomic_ref" || N.startswith("__atomic"))
                return MC->getImplicitObjectArgument();
            if (!R->hasDefinition() || R->getNumBases() == 0) break;
            R = R->bases_begin()->getType()->getAsCXXRecordDecl();
        }
        return nullptr;
    }
    if (auto *CE = dyn_cast<CallExpr>(X))
        if (const FunctionDecl *F = CE->getDirectCallee(); F && F->getIdentifier() && CE->getNumArgs() >= 1)
            if (F->getName().startswith("__sync_") || F->getName().startswith("__atomic_"))
                return CE->getArg(0)->IgnoreParenImpCasts();
    return nullptr;
}

bool Translator::isWaitLoop(Stmt *S, std::set<VarDecl *> &polled) {
    if (!isa<WhileStmt>(S) && !isa<DoStmt>(S) && !isa<ForStmt>(S)) return false;
    Stmt *cond = loopCondition(S);
    bool polls = false, works = false;
    std::set<VarDecl *> condVars;
    std::function<void(Stmt *, bool)> scan = [&](Stmt *X, bool inCond) {
        if (!X) return;
        if (auto *A = dyn_cast<OMPAtomicDirective>(X)) {
            for (OMPClause *C : A->clauses())
                if (isa<OMPReadClause>(C)) {
                    polls = true;
                    if (VarDecl *V = refVar(A->getX())) polled.insert(V);
                }
        } else if (auto *F = dyn_cast<OMPFlushDirective>(X)) {
            polls = true;
            for (OMPClause *C : F->clauses())
                if (auto *FC = dyn_cast<OMPFlushClause>(C))
                    for (Expr *E : FC->varlists()) if (VarDecl *V = refVar(E)) polled.insert(V);
        } else if (isa<OMPExecutableDirective>(X) && !isa<OMPCriticalDirective>(X)) {
            works = true;
        } else if (const Expr *flag = inCond ? atomicRead(X) : nullptr) {
            polls = true;
            if (VarDecl *V = refVar(const_cast<Expr *>(flag))) polled.insert(V);
        } else if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
            if (inCond && DR->getType().isVolatileQualified()) polls = true;
            // a flush without a list makes every variable of the condition a polled one
            if (inCond)
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) condVars.insert(V);
        }
        for (Stmt *C : X->children()) scan(C, inCond);
    };
    scan(cond, true);
    for (Stmt *C : S->children()) if (C != cond) scan(C, false);
    if (!polls && !works && !condVars.empty() && pollsUnderLock(S, cond, condVars, polled)) polls = true;
    if (polled.empty()) polled = condVars;
    return polls && !works;
}

// In a worksharing loop's body, where loops that read an atomic now and then are common, a
// wait loop must also test what it polls: its condition names a polled variable, the target
// of an `atomic read` in it, or a volatile one.
bool Translator::isWaitLoopInBody(Stmt *S, std::set<VarDecl *> &polled) {
    if (!isWaitLoop(S, polled)) return false;
    Stmt *cond = loopCondition(S);
    std::set<VarDecl *> tested = polled;
    std::function<void(Stmt *)> reads = [&](Stmt *X) {
        if (!X) return;
        if (auto *A = dyn_cast<OMPAtomicDirective>(X))
            if (VarDecl *V = A->getV() ? refVar(A->getV()) : nullptr) tested.insert(V);
        for (Stmt *C : X->children()) reads(C);
    };
    reads(S);
    bool depends = false;
    std::function<void(Stmt *)> inCond = [&](Stmt *X) {
        if (!X || depends) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
            auto *V = dyn_cast<VarDecl>(DR->getDecl());
            depends = DR->getType().isVolatileQualified() || (V && tested.count(V));
        }
        for (Stmt *C : X->children()) inCond(C);
    };
    inCond(cond);
    return depends;
}

// A flag polled under mutual exclusion (DataRaceBench DRB198's producers and consumers):
// the loop's condition tests a variable that a `critical` block of its body (or code
// between lock calls) assigns, and outside those blocks the body only keeps such flags, its
// own locals and variables the guarded code does not read (no calls but the lock routines,
// no stores through pointers or into arrays): all it does is wait for what other threads
// change. The variables read under exclusion are the polled ones.
bool Translator::pollsUnderLock(Stmt *S, Stmt *cond, const std::set<VarDecl *> &condVars, std::set<VarDecl *> &polled) {
    bool locks = false;
    std::function<void(Stmt *)> findLocks = [&](Stmt *X) {
        if (!X || locks) return;
        if (auto *CE = dyn_cast<CallExpr>(X); CE && isLockRoutine(CE->getDirectCallee(), true)) locks = true;
        for (Stmt *C : X->children()) findLocks(C);
    };
    findLocks(S);
    std::set<VarDecl *> own, readUnder;  // locals of the body; variables read under exclusion
    // variables written outside the exclusion: work of the loop's own (DataRaceBench DRB190's
    // `r = (r + 1) % 10` between critical blocks), unless the guarded code reads them
    std::set<VarDecl *> writtenOutside;
    bool flagged = false, other = false;
    std::function<void(Stmt *, bool)> scan = [&](Stmt *X, bool excl) {
        if (!X || other) return;
        if (auto *DS = dyn_cast<DeclStmt>(X))
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc)) own.insert(V);
        if (auto *CD = dyn_cast<OMPCriticalDirective>(X)) {
            scan(assocStmt(CD), true);
            return;
        }
        if (auto *CE = dyn_cast<CallExpr>(X); CE && !excl && !isLockRoutine(CE->getDirectCallee(), false)) other = true;
        const Expr *target = nullptr;
        if (auto *BO = dyn_cast<BinaryOperator>(X); BO && BO->isAssignmentOp()) target = BO->getLHS();
        else if (auto *UO = dyn_cast<UnaryOperator>(X); UO && UO->isIncrementDecrementOp()) target = UO->getSubExpr();
        if (target) {
            VarDecl *T = refVar(const_cast<Expr *>(target));
            if (excl && T && condVars.count(T)) flagged = true;
            else if (!excl && !T) other = true;
            else if (!excl && !condVars.count(T) && !own.count(T)) writtenOutside.insert(T);
        }
        if (auto *DR = dyn_cast<DeclRefExpr>(X); DR && excl)
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) readUnder.insert(V);
        for (Stmt *C : X->children()) scan(C, excl);
    };
    for (Stmt *C : S->children())
        if (C != cond) scan(C, locks);
    for (VarDecl *V : writtenOutside) other |= readUnder.count(V) > 0;
    if (!flagged || other) return false;
    for (VarDecl *V : readUnder)
        if (!own.count(V)) polled.insert(V);
    return true;
}

}  // namespace hbc
