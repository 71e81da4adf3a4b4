// What every thread of a region runs (team_mode.hpp): the code outside its worksharing
// constructs and one-thread blocks, which OpenMP's team runs once per member and a
// heartbeat-mode region once. TeamMode::prefersTeam asks whether that count can show.
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/SourceManager.h"

#include <functional>
#include <set>
#include <string>

namespace hbc {

namespace {
// Whether an update's count in code every thread runs tells the team's size: an accumulation
// (`x += e`, `x++`, `x = x op e`) of a variable that is not the region's own, unless e is a
// thread's partial result, a local of the region (or function) that one of its worksharing
// loops uses: run once, heartbeat mode combines the whole loop's partial (a hand-made
// reduction, Translator::handMadeReduction), which gives what every thread's combine gives.
// Plain stores (`best = mine`, `flag = 1`, a min/max by `if`) give the same once or N times.
struct UpdateScan {
    const Stmt *region;
    SourceManager &SM;
    const std::set<const VarDecl *> *own = nullptr;  // the region's private and firstprivate items
    // In a critical or atomic block, where a thread's writes are ordered against the others':
    // stores through a pointer count too (`n->next = head; head = n;` pushes a thread's node),
    // and so do calls that may write (`strcat(buf, "x")`, `v.push_back(1)`; session 70's
    // helper), except in a hand-made reduction's combine.
    bool strict = false;
    // In a constructor or destructor: the object's own members (`this->n`) are its own.
    bool thisIsOwn = false;
    static bool onThis(const Expr *E) {
        while (true) {
            E = E->IgnoreParenImpCasts();
            if (auto *ME = dyn_cast<MemberExpr>(E)) E = ME->getBase();
            else if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) E = AS->getBase();
            else return isa<CXXThisExpr>(E);
        }
    }

    bool local(const VarDecl *V) const {
        if (own && own->count(V)) return true;  // each thread's copy, never combined
        SourceRange R = region->getSourceRange();
        return V->hasLocalStorage() && SM.isPointWithin(SM.getExpansionLoc(V->getLocation()),
                                                        SM.getExpansionLoc(R.getBegin()), SM.getExpansionLoc(R.getEnd()));
    }
    // The variable an lvalue belongs to; *indirect: it was reached through a pointer (`*p`,
    // `p->f`, `p[i]`), so the object may be shared even where the pointer is the region's own.
    static const VarDecl *base(const Expr *E, bool *indirect = nullptr) {
        E = E->IgnoreParenImpCasts();
        bool through = false;
        while (true) {
            if (auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
                const Expr *B = AS->getBase()->IgnoreParenImpCasts();
                // (an array's subscript decays the array: its own object, not through a pointer)
                auto *IC = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
                through |= !(IC && IC->getCastKind() == CK_ArrayToPointerDecay);
                E = B;
            } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
                through |= ME->isArrow();
                E = ME->getBase()->IgnoreParenImpCasts();
            } else if (auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref) {
                through = true;
                E = UO->getSubExpr()->IgnoreParenImpCasts();
            } else break;
        }
        // (a reference names another object, like a pointer)
        if (auto *DR = dyn_cast<DeclRefExpr>(E)) through |= DR->getDecl()->getType()->isReferenceType();
        if (indirect) *indirect = through;
        auto *DR = dyn_cast<DeclRefExpr>(E);
        return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    }
    // e reads a local that a worksharing loop of the region uses
    bool readsPartial(const Expr *E) const {
        std::set<const VarDecl *> reads;
        std::function<void(const Stmt *)> gather = [&](const Stmt *X) {
            if (!X) return;
            if (auto *DR = dyn_cast<DeclRefExpr>(X))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && local(V)) reads.insert(V);
            for (const Stmt *C : X->children()) gather(C);
        };
        gather(E);
        if (reads.empty()) return false;
        std::function<bool(const Stmt *, bool)> used = [&](const Stmt *X, bool inLoop) -> bool {
            if (!X) return false;
            if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
                auto *D = const_cast<OMPExecutableDirective *>(OD);
                return used(teamAssoc(D), inLoop || teamIsWorksharingLoop(D));
            }
            if (auto *DR = dyn_cast<DeclRefExpr>(X); DR && inLoop)
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && reads.count(V)) return true;
            for (const Stmt *C : X->children())
                if (used(C, inLoop)) return true;
            return false;
        };
        return used(region, false);
    }
    // An atomic read-modify-write that is no OpenMP construct: gcc's __atomic_fetch_add(&n, 1, o)
    // and __sync_fetch_and_add(&n, 1) families, or std::atomic's n.fetch_add(1): the object it
    // updates, its operand in `operand`; null otherwise. (std::atomic's ++ and += are operator
    // calls, below.)
    static const Expr *atomicBuiltinTarget(const Stmt *S, const Expr *&operand, bool &viaPointer) {
        // gcc's __atomic_* and C11's atomic_* (stdatomic.h's macros) are AtomicExprs, not calls
        // (session 70: `parallel atomic_fetch_add(&n, 1);` counted one thread). Loads, stores
        // and init give the same once or N times; every other operation may count.
        if (auto *AE = dyn_cast<AtomicExpr>(S)) {
            switch (AE->getOp()) {
            case AtomicExpr::AO__c11_atomic_init: case AtomicExpr::AO__opencl_atomic_init:
            case AtomicExpr::AO__c11_atomic_load: case AtomicExpr::AO__atomic_load: case AtomicExpr::AO__atomic_load_n:
            case AtomicExpr::AO__opencl_atomic_load: case AtomicExpr::AO__hip_atomic_load:
            case AtomicExpr::AO__c11_atomic_store: case AtomicExpr::AO__atomic_store: case AtomicExpr::AO__atomic_store_n:
            case AtomicExpr::AO__opencl_atomic_store: case AtomicExpr::AO__hip_atomic_store:
                return nullptr;
            default:
                break;
            }
            operand = AE->getNumSubExprs() > 2 ? AE->getVal1() : nullptr;
            return pointee(AE->getPtr(), viaPointer);
        }
        if (auto *MC = dyn_cast<CXXMemberCallExpr>(S)) {
            const CXXMethodDecl *M = MC->getMethodDecl();
            if (!M || !M->getIdentifier()) return nullptr;
            static const std::set<std::string> rmw = {"fetch_add", "fetch_sub", "fetch_and", "fetch_or", "fetch_xor"};
            if (!rmw.count(M->getName().str())) return nullptr;
            operand = MC->getNumArgs() >= 1 ? MC->getArg(0) : nullptr;
            viaPointer |= MC->getImplicitObjectArgument()->getType()->isPointerType();  // p->fetch_add
            return MC->getImplicitObjectArgument();
        }
        auto *CE = dyn_cast<CallExpr>(S);
        const FunctionDecl *F = CE ? CE->getDirectCallee() : nullptr;
        if (!F || !F->getIdentifier() || CE->getNumArgs() < 2) return nullptr;
        const std::string n = F->getName().str();
        auto starts = [&](const char *p) { return n.rfind(p, 0) == 0; };
        const bool rmw = (starts("__atomic_fetch_") || starts("__sync_fetch_and_") ||
                          (starts("__atomic_") && n.find("_fetch") != std::string::npos) ||
                          (starts("__sync_") && n.find("_and_fetch") != std::string::npos) ||
                          starts("__sync_bool_compare_and_swap") || starts("__sync_val_compare_and_swap") ||
                          starts("__sync_lock_test_and_set"));  // (a CAS loop counts as an increment)
        if (!rmw) return nullptr;
        operand = CE->getArg(1);
        return pointee(CE->getArg(0), viaPointer);
    }
    // The object an atomic operation's pointer names: x for &x; else the pointer expression,
    // and viaPointer (hbc does not follow pointers: even a local pointer may point at shared data)
    static const Expr *pointee(const Expr *P, bool &viaPointer) {
        const Expr *A = P->IgnoreParenImpCasts();
        if (auto *AO = dyn_cast<UnaryOperator>(A); AO && AO->getOpcode() == UO_AddrOf) return AO->getSubExpr();
        viaPointer = true;
        return A;
    }
    // A call in a critical or atomic block that may write what the block's other threads see:
    // all but a const member function's and a few pure functions'.
    static bool mayWrite(const CallExpr *CE) {
        if (auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
            if (const CXXMethodDecl *M = MC->getMethodDecl(); M && M->isConst()) return false;
        const FunctionDecl *F = CE->getDirectCallee();
        if (!F || !F->getIdentifier()) return true;
        static const std::set<std::string> pure = {
            "min", "max", "fmin", "fminf", "fmax", "fmaxf", "abs", "labs", "llabs", "fabs", "fabsf", "sqrt", "sqrtf",
            "exp", "expf", "log", "logf", "pow", "powf", "floor", "floorf", "ceil", "ceilf", "round", "move",
            "forward", "omp_get_thread_num", "omp_get_num_threads", "omp_get_wtime", "strlen", "strcmp", "memcmp"};
        return !pure.count(F->getName().str());
    }
    // the first accumulation in S whose count matters, or null
    const Stmt *accumulation(const Stmt *S) const {
        if (!S) return nullptr;
        const Expr *target = nullptr, *operand = nullptr;
        if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp()) target = UO->getSubExpr();
        else if (auto *CA = dyn_cast<CompoundAssignOperator>(S)) target = CA->getLHS(), operand = CA->getRHS();
        else if (auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->getOpcode() == BO_Assign) {
            const VarDecl *T = base(BO->getLHS());
            bool self = false;
            std::function<void(const Stmt *)> find = [&](const Stmt *X) {
                if (!X || self) return;
                if (auto *DR = dyn_cast<DeclRefExpr>(X); DR && DR->getDecl() == T) self = true;
                for (const Stmt *C : X->children()) find(C);
            };
            if (T) find(BO->getRHS());
            if (self) target = BO->getLHS(), operand = BO->getRHS();
        } else if (bool viaPointer = false; const Expr *T = atomicBuiltinTarget(S, operand, viaPointer)) {
            // (through a pointer, as if shared: team mode is right either way)
            bool indirect = false;
            const VarDecl *B = base(T, &indirect);
            if ((!B || indirect || viaPointer || !local(B)) && !(operand && readsPartial(operand))) return S;
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(S); OC && OC->getNumArgs() >= 1 &&
                   (OC->getOperator() == OO_PlusPlus || OC->getOperator() == OO_MinusMinus ||
                    (OC->isAssignmentOp() && OC->getOperator() != OO_Equal && OC->getNumArgs() == 2))) {
            target = OC->getArg(0), operand = OC->getNumArgs() == 2 ? OC->getArg(1) : nullptr;
        }
        if (strict && !target) {
            // a store through a pointer or to what hbc cannot name (a plain store to a named
            // variable, `best = mine`, gives the same once or N times)
            const Expr *lhs = nullptr, *rhs = nullptr;
            if (auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->getOpcode() == BO_Assign) lhs = BO->getLHS(), rhs = BO->getRHS();
            else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(S); OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2)
                lhs = OC->getArg(0), rhs = OC->getArg(1);
            else if (auto *CE = dyn_cast<CallExpr>(S); CE && !isa<CXXOperatorCallExpr>(S) && mayWrite(CE))
                return S;
            bool indirect = false;
            if (lhs && (!base(lhs, &indirect) || indirect)) target = lhs, operand = rhs;
        }
        if (target && thisIsOwn && onThis(target)) target = nullptr;
        if (target) {
            // a target hbc cannot name (`this->n`, `v.at(2)`) or reached through a pointer or
            // reference may be shared: it counts
            bool indirect = false;
            const VarDecl *T = base(target, &indirect);
            const bool combine = operand && readsPartial(operand);
            if ((!T || indirect || !local(T)) && !combine) return S;
            // (a hand-made reduction's combine: the calls in it combine, as `op(result, local)`)
            if (strict && combine) return nullptr;
        }
        for (const Stmt *C : S->children())
            if (const Stmt *R = accumulation(C)) return R;
        return nullptr;
    }
};

// Output and input routines and rand(): each thread that runs the call prints, reads or
// draws once more.
bool isPerThreadIoCall(const CallExpr *CE) {
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) {
        if (OC->getOperator() != OO_LessLess || OC->getNumArgs() < 1) return false;
        const CXXRecordDecl *RD = OC->getArg(0)->getType().getNonReferenceType()->getAsCXXRecordDecl();
        for (const CXXRecordDecl *R = RD; R;) {
            if (R->getName() == "basic_ostream") return true;
            if (!R->hasDefinition() || R->getNumBases() == 0) break;
            R = R->bases_begin()->getType()->getAsCXXRecordDecl();
        }
        return false;
    }
    const FunctionDecl *F = CE->getDirectCallee();
    if (!F || !F->getIdentifier()) return false;
    // (and calls that consume input or advance a shared generator: each thread's call reads
    // the next line or draws the next number; session 70's helper: rand(), write())
    static const std::set<std::string> names = {
        "printf", "fprintf", "puts", "fputs", "putchar", "putc", "fputc", "fwrite", "vprintf", "vfprintf", "perror",
        "write", "pwrite", "dprintf", "vdprintf", "fputws", "fputwc", "putwc", "putwchar", "wprintf", "fwprintf",
        "vwprintf", "vfwprintf", "send", "sendto", "read", "pread", "fread", "fgets", "fgetc", "getc", "getchar",
        "getline", "getdelim", "scanf", "fscanf", "vscanf", "vfscanf", "fgetws", "fgetwc", "getwc", "getwchar", "rand",
        "random", "drand48", "lrand48", "mrand48", "strtok", "recv", "recvfrom"};
    return names.count(F->getName().str()) > 0;
}

// D's statement is not code that every thread of the enclosing region runs: a worksharing
// construct, a nested region, or a block one thread runs. (A task or taskloop is not one of them: every thread that reaches it creates it, so its body
// runs once per thread, a taskloop's whole loop too; PRK's transpose-taskloop shape, probe
// s23e_region_level_task_taskloop_per_thread.c.)
bool leavesEveryThreadCode(OMPExecutableDirective *D) {
    return isOpenMPParallelDirective(D->getDirectiveKind()) || teamIsWorksharingLoop(D) ||
           isa<OMPMasterDirective>(D) || isa<OMPSingleDirective>(D) || isa<OMPMaskedDirective>(D) ||
           isa<OMPSectionsDirective>(D);
}

}  // namespace

// A parallel construct in code that every thread of a region runs (not in a worksharing
// construct or a block one thread runs; a task's body counts), directly or through this file's functions:
// OpenMP's threads each run it (an inactive team of one apiece); a heartbeat-mode region,
// run once, would run it once.
const Stmt *replicatedNestedParallel(const Stmt *S, std::set<const FunctionDecl *> &visited, SourceManager &SM) {
    if (!S) return nullptr;
    if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
        auto *D = const_cast<OMPExecutableDirective *>(OD);
        if (isOpenMPParallelDirective(D->getDirectiveKind())) return D;
        if (leavesEveryThreadCode(D)) return nullptr;
        return replicatedNestedParallel(teamAssoc(D), visited, SM);
    }
    if (auto *CE = dyn_cast<CallExpr>(S)) {
        const FunctionDecl *Def = nullptr;
        if (const FunctionDecl *F = CE->getDirectCallee())
            if (F->hasBody(Def) && !SM.isInSystemHeader(Def->getLocation()) && visited.insert(F->getFirstDecl()).second)
                if (replicatedNestedParallel(Def->getBody(), visited, SM)) return CE;
    }
    for (const Stmt *C : S->children())
        if (const Stmt *R = replicatedNestedParallel(C, visited, SM)) return R;
    return nullptr;
}

namespace {
// replicatedUpdate's walk; `scanned`: S lies inside an expression whose accumulations were
// looked for already (UpdateScan::accumulation looks through a whole expression)
std::string replicatedUpdateIn(const Stmt *S, const Stmt *region, std::set<const FunctionDecl *> &visited,
                               SourceManager &SM, const std::set<const VarDecl *> *own, bool scanned,
                               bool thisIsOwn = false) {
    if (!S) return "";
    // outside atomic and critical too: an update made under a lock (omp_set_lock, a mutex),
    // or through std::atomic or gcc's atomic builtins, counts the threads alike (helper A of
    // session 57: `omp_set_lock(&l); n++; omp_unset_lock(&l);` gave 1 for a team of 2); one
    // with no synchronisation is a race that a team reproduces as OpenMP's threads make it.
    const bool expr = isa<Expr>(S);
    if (expr && !scanned && UpdateScan{region, SM, own, false, thisIsOwn}.accumulation(S)) return "an update of shared state";
    if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
        auto *D = const_cast<OMPExecutableDirective *>(OD);
        if (isa<OMPAtomicDirective>(D) || isa<OMPCriticalDirective>(D)) {
            if (UpdateScan{region, SM, own, true, thisIsOwn}.accumulation(teamAssoc(D)))
                return isa<OMPAtomicDirective>(D) ? "an atomic update" : "an update in a critical block";
            return replicatedUpdateIn(teamAssoc(D), region, visited, SM, own, false, thisIsOwn);  // output in it
        }
        if (leavesEveryThreadCode(D)) return "";
        return replicatedUpdateIn(teamAssoc(D), region, visited, SM, own, false, thisIsOwn);
    }
    if (auto *CE = dyn_cast<CallExpr>(S)) {
        if (isPerThreadIoCall(CE)) return "output";
        const FunctionDecl *Def = nullptr;
        if (const FunctionDecl *F = CE->getDirectCallee())
            if (F->hasBody(Def) && !SM.isInSystemHeader(Def->getLocation()) && visited.insert(F->getFirstDecl()).second)
                if (std::string w = replicatedUpdateIn(Def->getBody(), Def->getBody(), visited, SM, nullptr, false); !w.empty())
                    return w + " in '" + F->getNameAsString() + "'";
    }
    for (const Stmt *C : S->children())
        if (std::string w = replicatedUpdateIn(C, region, visited, SM, own, scanned || expr, thisIsOwn); !w.empty()) return w;
    return "";
}
}  // namespace

// An update of shared state in code that every thread of a region runs (not in a worksharing
// construct or a block one thread runs; a task's body counts), directly or through this file's functions:
// an accumulation whose count matters (UpdateScan), in an `atomic` or `critical` block or
// outside them, or output. OpenMP's threads each make it, so it tells the team's size
// (DataRaceBench DRB108 counts with `atomic`); a heartbeat-mode region, run once, makes it
// once. What it found, or "".
std::string replicatedUpdate(const Stmt *S, const Stmt *region, std::set<const FunctionDecl *> &visited,
                             SourceManager &SM, const std::set<const VarDecl *> *own) {
    return replicatedUpdateIn(S, region, visited, SM, own, false);
}

// What a class's constructors (their member initialisers too), destructor, bases and members,
// in this file's code, do that each object does again: a count of objects, output. OpenMP
// makes a private copy per thread, and a region's local once per thread; heartbeat mode makes
// one per heartbeat range, or one in all (session 70's helper: constructed=1 or 2573 for 3).
static std::string constructionCounts(QualType T, SourceManager &SM, std::set<const CXXRecordDecl *> &seen) {
    const CXXRecordDecl *RD = T.isNull() ? nullptr : T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition() || SM.isInSystemHeader(RD->getLocation())) return "";
    RD = RD->getDefinition();
    if (!seen.insert(RD).second) return "";
    auto scan = [&](const Stmt *S, const char *what) -> std::string {
        std::set<const FunctionDecl *> visited;
        std::string w = S ? replicatedUpdateIn(S, S, visited, SM, nullptr, false, true) : "";
        return w.empty() ? "" : w + " in " + RD->getNameAsString() + "'s " + what;
    };
    for (const CXXConstructorDecl *C : RD->ctors()) {
        const FunctionDecl *Def = nullptr;
        if (!C->hasBody(Def)) continue;
        auto *CD = cast<CXXConstructorDecl>(Def);
        for (const CXXCtorInitializer *I : CD->inits())
            if (std::string w = scan(I->getInit(), "constructor"); !w.empty()) return w;
        if (std::string w = scan(CD->getBody(), "constructor"); !w.empty()) return w;
    }
    if (const CXXDestructorDecl *Dt = RD->getDestructor()) {
        const FunctionDecl *Def = nullptr;
        if (Dt->hasBody(Def))
            if (std::string w = scan(Def->getBody(), "destructor"); !w.empty()) return w;
    }
    for (const CXXBaseSpecifier &B : RD->bases())
        if (std::string w = constructionCounts(B.getType(), SM, seen); !w.empty()) return w;
    for (const FieldDecl *F : RD->fields()) {
        if (F->hasInClassInitializer())
            if (std::string w = scan(F->getInClassInitializer(), "member initialiser"); !w.empty()) return w;
        if (std::string w = constructionCounts(F->getType(), SM, seen); !w.empty()) return w;
    }
    return "";
}

// A private copy (a clause item of D or of a worksharing construct in it) or a local of the
// code every thread runs whose construction or destruction counts (constructionCounts).
std::string TeamMode::constructedPerThread(OMPExecutableDirective *D) {
    SourceManager &SM = H.Ctx->getSourceManager();
    std::set<const CXXRecordDecl *> seen;
    std::string what;
    auto check = [&](const VarDecl *V, const char *kind) {
        if (!what.empty() || !V) return;
        if (std::string w = constructionCounts(V->getType(), SM, seen); !w.empty())
            what = std::string(kind) + " '" + V->getNameAsString() + "' is made once per thread, and " + w;
    };
    auto clauseItems = [&](OMPExecutableDirective *X) {
        for (OMPClause *C : X->clauses())
            if (isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C) || isa<OMPLastprivateClause>(C) ||
                isa<OMPReductionClause>(C))
                for (const Stmt *E : C->children())
                    if (auto *DR = dyn_cast_or_null<DeclRefExpr>(E)) check(dyn_cast<VarDecl>(DR->getDecl()), "the private copy of");
    };
    clauseItems(D);
    std::function<void(Stmt *, bool)> walk = [&](Stmt *S, bool everyThread) {
        if (!S || !what.empty()) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            if (isOpenMPParallelDirective(OD->getDirectiveKind()) && OD != D) return;
            if (OD != D && (teamIsWorksharingLoop(OD) || isa<OMPSectionsDirective>(OD) || isa<OMPSingleDirective>(OD)))
                clauseItems(OD);
            const bool one = teamIsWorksharingLoop(OD) || isa<OMPSectionsDirective>(OD) || isa<OMPSingleDirective>(OD) ||
                             isa<OMPMasterDirective>(OD) || isa<OMPMaskedDirective>(OD);
            return walk(teamAssoc(OD), everyThread && (OD == D || !one));
        }
        if (auto *DS = dyn_cast<DeclStmt>(S); DS && everyThread)
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc); V && V->hasLocalStorage()) check(V, "the region's local");
        for (Stmt *C : S->children()) walk(C, everyThread);
    };
    walk(D, isa<OMPParallelDirective>(D));
    return what;
}

// Code every thread of region D runs (not a worksharing construct, a task, `single`,
// `master`, a nested region) that names a threadprivate or thread-local variable, directly
// or through this file's functions: each thread sets or reads its own copy, which persists
// into later regions (OpenMP Examples' copyin.1: a region builds every thread's `work`
// array, a later team-mode region read it unset in its other members); run once, only the
// encountering thread's copy was set.
std::string TeamMode::everyThreadUsesThreadprivate(OMPExecutableDirective *D) {
    std::string what;
    std::function<void(Stmt *)> scan = [&](Stmt *S) {
        if (!S || !what.empty()) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            if (teamIsWorksharingLoop(OD) || isa<OMPTaskDirective>(OD) || isOpenMPTaskLoopDirective(OD->getDirectiveKind()) ||
                isa<OMPSectionsDirective>(OD) || isa<OMPSingleDirective>(OD) || isa<OMPMasterDirective>(OD) ||
                isa<OMPMaskedDirective>(OD) || isOpenMPParallelDirective(OD->getDirectiveKind()))
                return;
            return scan(teamAssoc(OD));
        }
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && perThread(V)) what = "'" + V->getNameAsString() + "'";
        if (auto *CE = dyn_cast<CallExpr>(S)) {
            std::set<FunctionDecl *> visiting;
            if (usesThreadprivate(CE->getDirectCallee(), visiting))
                what = "'" + CE->getDirectCallee()->getNameAsString() + "', which uses a threadprivate or thread-local variable";
        }
        for (Stmt *C : S->children()) scan(C);
    };
    scan(teamAssoc(D));
    return what.empty() ? "" : "its code, which every thread runs, uses " + what + " (each thread's own copy)";
}

}  // namespace hbc
