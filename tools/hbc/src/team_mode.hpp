// Team mode (docs/hbc-internals.md, "Team mode"): a `parallel` region whose meaning depends on having a
// real team (region-level omp_get_thread_num(), a loop waiting for other threads, per-thread
// threadprivate copies) runs on a heartbeat team (include/heartbeat/team.h): every member
// executes the region body, as an OpenMP thread does, and the team constructs inside it
// become the team API's. Everything else stays in heartbeat mode (hbc-translate.cpp).
#pragma once
#include <optional>
#include <vector>

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include "clang/AST/Attr.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace hbc {

// Whether a reduction clause names a built-in operator ("operator+", "min", ...), and whether
// it has an item of class or struct type (a `declare reduction`'s): loop_analysis.cpp.
bool isBuiltInReductionName(const std::string &op);
bool hasRecordItem(const clang::OMPReductionClause *RC);

// What team mode uses of the translator (its source helpers and shared emission).
// One item of a team-mode reduction clause (docs/hbc.md, "Array reductions"): a scalar, a
// whole constant-size array (lo and len null, dim 0) or a contiguous section over its first
// dimension (var[lo:len]; dim: var[lo:] of an array, its first dimension).
struct TeamReduction {
    clang::VarDecl *var = nullptr;
    std::string op;  // +, *, min, ...
    bool array = false;
    clang::Expr *lo = nullptr, *len = nullptr;
    uint64_t dim = 0;
    bool element = false;  // var[lo], as var[lo:1]
    clang::QualType elem;  // an array's scalar element type
    // a user-defined reduction (docs/hbc.md, User-defined reductions): Reduction's comb,
    // ident and initStmt, with \x01 for the accumulator, \x02 for the other copy and
    // \x03 for omp_orig
    bool udr = false;
    std::string udrComb, udrIdent, udrInit;
};

// `reduction(inscan, ...)` and `lastprivate(conditional: ...)`: one thread running the loop
// in order on the original items gives exactly their meaning (gcc's too: a scan's values
// include the item's value before the loop, as the sequential program's do), which no split
// of the iterations keeps without more machinery. So a loop with one runs whole, in order:
// in place in heartbeat mode (Translator::runsInPlace), on one member in team mode
// (TeamMode::Ctx::emitLoneLoop).
inline bool inPlaceOnlyClause(const clang::OMPClause *C) {
    if (auto *RC = clang::dyn_cast<clang::OMPReductionClause>(C)) return RC->getModifier() == clang::OMPC_REDUCTION_inscan;
    if (auto *LC = clang::dyn_cast<clang::OMPLastprivateClause>(C)) return LC->getKind() == clang::OMPC_LASTPRIVATE_conditional;
    return false;
}

// An orphaned `for ordered` that the caller's team shares (Dir::orderedShare): a plain
// `ordered` clause (no doacross count), no explicit linear and no clause that runs a loop in
// place; `for simd` and the rest keep running in place (Translator::runsInPlace).
inline bool orderedShareable(const clang::OMPExecutableDirective *D) {
    if (!clang::isa<clang::OMPForDirective>(D)) return false;
    bool ordered = false;
    for (const clang::OMPClause *C : D->clauses()) {
        if (auto *O = clang::dyn_cast<clang::OMPOrderedClause>(C)) {
            if (O->getNumForLoops()) return false;
            ordered = true;
        }
        if ((clang::isa<clang::OMPLinearClause>(C) && !C->isImplicit()) || inPlaceOnlyClause(C)) return false;
    }
    return ordered;
}

// clang 14 gives a combined `parallel master taskloop` (and its `simd` form) implicit
// firstprivate copies of the variables its body names, though its parallel part makes them
// shared, and so shared in the taskloop's tasks (OpenMP 5.0, 2.19.1.1); clang's own code
// then loses their updates, where gcc's keeps them (libgomp's testsuite, helper-39). Such
// a clause names no copy unless the construct says default(firstprivate).
inline bool misreadImplicitFirstprivate(const clang::OMPExecutableDirective *D, const clang::OMPClause *C) {
    if (!clang::isa<clang::OMPFirstprivateClause>(C) || !C->isImplicit()) return false;
    if (!clang::isa<clang::OMPParallelMasterTaskLoopDirective>(D) &&
        !clang::isa<clang::OMPParallelMasterTaskLoopSimdDirective>(D))
        return false;
    for (const clang::OMPClause *O : D->clauses())
        if (auto *DC = clang::dyn_cast<clang::OMPDefaultClause>(O);
            DC && DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
            return false;
    return true;
}

// A combined construct's clause expression is clang's copy of it (a reference to a
// `.capture_expr.` whose range is the copied expression's operator alone: `ch + 1` read
// `+`): the expression as written.
inline clang::Expr *writtenClauseExpr(clang::Expr *E) {
    if (auto *DR = clang::dyn_cast<clang::DeclRefExpr>(E->IgnoreImpCasts()))
        if (auto *CE = clang::dyn_cast<clang::OMPCapturedExprDecl>(DR->getDecl()); CE && CE->getInit())
            return writtenClauseExpr(CE->getInit());
    return E;
}

// The loop a perfectly nested (collapsed) nest continues with after F: F's body, or the only
// statement of braces around it; null when there is none.
inline clang::ForStmt *nestedFor(clang::ForStmt *F) {
    clang::Stmt *B = F->getBody();
    while (auto *CS = clang::dyn_cast_or_null<clang::CompoundStmt>(B)) B = CS->size() == 1 ? CS->body_front() : nullptr;
    return clang::dyn_cast_or_null<clang::ForStmt>(B);
}

// Each variable reference in the headers (init, condition, increment) of D's collapsed nest
// from F, until visit returns false.
inline void forEachHeaderRef(clang::OMPLoopDirective *D, clang::ForStmt *F,
                             const std::function<bool(clang::DeclRefExpr *)> &visit) {
    bool more = true;
    std::function<void(clang::Stmt *)> scan = [&](clang::Stmt *X) {
        if (!X || !more) return;
        if (auto *DR = clang::dyn_cast<clang::DeclRefExpr>(X)) more = visit(DR);
        for (clang::Stmt *C : X->children()) scan(C);
    };
    for (unsigned k = 0; F && k < D->getLoopsNumber(); ++k, F = nestedFor(F)) {
        scan(F->getInit());
        scan(F->getCond());
        scan(F->getInc());
    }
}

struct TeamHost {
    clang::ASTContext *Ctx = nullptr;
    clang::Rewriter *RW = nullptr;
    bool CXX = false;
    std::function<void(clang::SourceLocation, const std::string &)> error;
    std::function<clang::CharSourceRange(clang::Stmt *)> stmtRange;  // a statement with its ';'
    std::function<clang::CharSourceRange(clang::SourceRange)> fileRange;
    std::function<void(clang::OMPExecutableDirective *)> removePragma;
    std::function<bool(clang::OMPExecutableDirective *)> pragmaOnlyMacro;  // written as a macro that is only its _Pragma
    // a clause expression spelled in a _Pragma string, and its value ("" unless an integer constant)
    std::function<bool(clang::Expr *)> inPragmaString;
    std::function<std::string(clang::Expr *)> pragmaConstant;
    // an expression printed from the AST, each variable as the function names it
    std::function<std::string(clang::Expr *, const std::function<std::string(clang::VarDecl *)> &)> printExpr;
    std::function<std::string(clang::QualType, const std::string &)> typeStr;
    std::function<std::string(clang::SourceLocation)> lineDirective;  // "#line N \"file\"\n"
    // C: conditional groups that the range cuts through flattened to what the parse took
    std::function<void(clang::CharSourceRange)> flattenConditionalsCutBy;
    // before a top-level declaration; C: with the macros as they stand at the location
    std::function<void(clang::Decl *, const std::string &, clang::SourceLocation)> insertTop;
    std::function<bool(clang::Stmt *)> isWaitLoop;
    std::function<bool(clang::Stmt *)> isWaitLoopInBody;  // the stricter test for loop bodies
    std::function<std::string(const std::string &)> criticalLock;  // the lock word of a critical name
    std::function<void(clang::OMPAtomicDirective *)> emitAtomic;    // as in heartbeat mode
    // a task heartbeat mode would defer (C++17, no threadprivate, no ICVs set, a template's
    // data-sharing all listed: Translator::decideTask), F its function
    std::function<bool(clang::OMPExecutableDirective *, clang::FunctionDecl *F)> taskDeferrable;
    // a task's firstprivate items as OpenMP's rules make them where clang 14's clauses
    // differ; `unknown`: it must run in place (Translator::correctTaskSharing)
    std::function<void(clang::OMPExecutableDirective *, std::vector<clang::VarDecl *> &, bool &unknown)> correctTaskSharing;
    // C: a type (or enumerator) declared inside a function and not moved to file scope
    std::function<bool(const clang::Decl *)> functionLocalType;
    std::function<bool(const clang::Decl *)> anonymousLocalEnum;  // (typeStr gives its integer type)
    // C++: a private data member's uses in D name the copy (none written `this->m`); reports
    std::function<bool(clang::VarDecl *, clang::OMPExecutableDirective *)> privateMemberOk;
    // a reduction item (its var, array, lo, len, dim, elem), as heartbeat mode reads it;
    // false when unsupported, reported unless quiet (a dry run)
    std::function<bool(clang::Expr *, TeamReduction &, bool quiet)> reductionItem;
    // the item's user-defined reduction, if the clause names one for its type: 1 (r filled
    // in), 0 (refused: reported unless quiet), -1 (none: a built-in operator)
    std::function<int(clang::OMPReductionClause *, clang::Expr *, TeamReduction &r, bool quiet)> userReduction;
    // collapse(n)'s value (a template's: as all its instantiations agree); < 1 when unsupported
    std::function<int(clang::OMPExecutableDirective *, clang::OMPCollapseClause *, bool quiet)> collapseCount;
    std::function<bool(const clang::Expr *)> mayWrite;  // may this use change what it names
    // some instantiation in the unit declares the pattern's variable with a type that pred takes
    std::function<bool(const clang::VarDecl *, const std::function<bool(clang::QualType)> &)> someInstantiatedType;
    std::function<bool(const clang::VarDecl *)> runtimeBoundArray;  // a 1-D VLA, which g++ captures by reference
    std::function<std::string(clang::OMPExecutableDirective *)> cancelText;  // a `cancel`'s call
    std::function<std::string(clang::SourceLocation)> whereText;  // "file:line" as a C string's body
    // a `teams` thread_limit: D's own (a combined construct's e, "" if none), or any that bounds D
    std::function<std::string(clang::OMPExecutableDirective *)> ownThreadLimit;
    std::function<bool(clang::OMPExecutableDirective *)> underThreadLimit;
    // a taskloop's num_tasks/grainsize: `again` (copies made afresh) where each task starts
    // (Translator::taskloopTasks); counters into pre, the body's edits made with rw (the team's
    // rewriter, which a trial translation throws away)
    std::function<bool(clang::OMPExecutableDirective *, clang::Stmt *, const std::string &again, std::string &pre,
                       clang::Rewriter &rw)>
        taskloopTasks;
    // C: a VLA type with its sizes as the site computes them (Translator::frozenVlaType)
    std::function<clang::QualType(clang::QualType, const std::string &at, const std::string &id, std::string &site,
                                  std::vector<std::string> &ctx, std::string &fn)>
        frozenVlaType;
};

// Small AST helpers shared by team_mode.cpp and team_analysis.cpp.
using namespace clang;

// The text from a worksharing loop's first header to its (innermost) body, which the
// translation replaces (heartbeat and team-mode loops alike), or an invalid range where the
// two are not in one file (Translator::flattenConditionalsCutBy).
inline clang::CharSourceRange loopHeadersRange(const clang::SourceManager &SM, const clang::Stmt *loop,
                                               const clang::Stmt *innerBody) {
    const clang::SourceLocation from = SM.getExpansionLoc(loop->getBeginLoc()), to = SM.getExpansionLoc(innerBody->getBeginLoc());
    return SM.getFileID(from) == SM.getFileID(to) ? clang::CharSourceRange::getCharRange(from, to) : clang::CharSourceRange();
}

// A data member named in a data-sharing clause of a member function (OpenMP 4.5): clang
// refers to it through a captured reference, initialised with `this->m`, named like it.
inline bool isPrivatizedMember(const clang::VarDecl *V) {
    auto *CE = clang::dyn_cast<clang::OMPCapturedExprDecl>(V);
    auto *ME = CE && CE->getInit() ? clang::dyn_cast<clang::MemberExpr>(CE->getInit()->IgnoreParenImpCasts()) : nullptr;
    return ME && clang::isa<clang::CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts());
}

// team_every_thread.cpp: in the code every thread of a region runs, directly or through this
// file's functions, a nested parallel construct, or an update whose count tells the team's
// size (what it found, or "").
const clang::Stmt *replicatedNestedParallel(const clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited,
                                            clang::SourceManager &SM);
// (own: the region's private and firstprivate items, each thread's copy: their updates count nothing)
std::string replicatedUpdate(const clang::Stmt *S, const clang::Stmt *region, std::set<const clang::FunctionDecl *> &visited,
                             clang::SourceManager &SM, const std::set<const clang::VarDecl *> *own = nullptr);

// The first worksharing loop of region D (D itself when it is a combined `parallel for`),
// outside nested parallel regions, for which `is` holds (team_analysis.cpp).
clang::OMPExecutableDirective *teamFirstLoop(clang::OMPExecutableDirective *D,
                                            const std::function<bool(clang::OMPExecutableDirective *)> &is);

// team_mode.cpp: the end of a `single copyprivate(items)` (name as the single's code sees
// it, its type): the member that ran the block gives its values to the others, by bytes
// (hb_team_single_end_copy) or, in C++ when an item is not known to be trivially copyable,
// by hbc_rt::copyprivate_assign per item (hb_team_single_end_assign).
std::string teamCopyprivateEnd(const std::vector<std::pair<std::string, clang::QualType>> &items, bool cxx,
                               const clang::ASTContext &Ctx);
// team_carry.cpp: a variable whose copy lives across worksharing loop OD's iterations in
// OpenMP (private, lastprivate, written firstprivate, region scratch) that the body reads
// before assigning and also changes, under a schedule that fixes each thread's iterations
// (static, auto, runtime, none); "" if none. region: OD's `parallel` (OD itself when combined)
// or null for an orphaned loop.
std::string teamCarriedPrivate(clang::OMPExecutableDirective *OD, clang::OMPExecutableDirective *region,
                               const clang::SourceManager &SM, const std::function<bool(const clang::Expr *)> &mayWrite);
// team_carry.cpp: whether V, a scalar private of the region whose statement is regionBody,
// may take a fresh copy in each iteration of the worksharing loops that assign it although
// the region's code names it (heartbeat mode): every iteration assigns it before reading
// it, no value such a loop left is read by the region's code, and V never escapes.
bool privateDeadAcrossLoops(const clang::Stmt *regionBody, const clang::VarDecl *V);
// "__attribute__((aligned(N))) " when V is declared with more alignment than its type has
// (`int t[257] __attribute__((aligned(256)))`): a private copy keeps it (libgomp pr68960.c;
// an aligned vector load on the copy would fault)
inline std::string declAlignAttr(const clang::ASTContext &Ctx, const clang::VarDecl *V) {
    if (!V || !V->hasAttr<clang::AlignedAttr>() || V->getType()->isDependentType()) return "";
    const auto want = Ctx.getDeclAlign(V).getQuantity();
    if (want <= Ctx.getTypeAlignInChars(V->getType().getNonReferenceType()).getQuantity()) return "";
    return "__attribute__((aligned(" + std::to_string(want) + "))) ";
}
// A task's depend items with side effects (`--d`, `a[k++]`), evaluated as the task is
// created: `(void)(item); ` each, spelled by `text`; "" and `refused` set to the item
// where one is under an iterator or an array section or shape, which hbc cannot evaluate.
std::string dependItemEvaluation(const clang::OMPExecutableDirective *D, const clang::ASTContext &Ctx,
                                 const std::function<std::string(clang::Expr *)> &text, clang::Expr *&refused);
// S calls omp_set_num_threads or omp_set_schedule, directly or through this file's functions:
// a task whose code does sets ICVs of its own (hbc_icv_task_save/restore around it)
bool setsTaskIcvs(const clang::Stmt *S);
// team_carry.cpp: whether a worksharing loop under S reads V and never assigns it (it reads
// the value the thread's earlier loops left in its copy).
bool privateReadByALoopThatKeepsIt(const clang::Stmt *S, const clang::VarDecl *V);
bool perThreadReadBeforeAssigned(clang::OMPExecutableDirective *D, const clang::VarDecl *V);  // team_carry.cpp

// The expressions a written type evaluates or names (a VLA's sizes, through pointers and
// arrays; `__typeof__(e)`'s e), which no statement's children reach: BART's PTR_ALLOC writes
// `__typeof__(double[N][M]) *x` in region code (helper-74). Not through typedefs: their sizes
// were evaluated where they were declared.
inline void typeExprs(clang::QualType T, const std::function<void(clang::Expr *)> &f, int depth = 0) {
    using namespace clang;
    if (T.isNull() || depth > 32) return;
    const Type *P = T.getTypePtr();
    if (auto *VA = dyn_cast<VariableArrayType>(P)) {
        if (VA->getSizeExpr()) f(VA->getSizeExpr());
        typeExprs(VA->getElementType(), f, depth + 1);
    } else if (auto *AT = dyn_cast<ArrayType>(P)) typeExprs(AT->getElementType(), f, depth + 1);
    else if (auto *PT = dyn_cast<PointerType>(P)) typeExprs(PT->getPointeeType(), f, depth + 1);
    else if (auto *RT = dyn_cast<ReferenceType>(P)) typeExprs(RT->getPointeeType(), f, depth + 1);
    else if (auto *PA = dyn_cast<ParenType>(P)) typeExprs(PA->getInnerType(), f, depth + 1);
    else if (auto *ET = dyn_cast<ElaboratedType>(P)) typeExprs(ET->getNamedType(), f, depth + 1);
    else if (auto *AT2 = dyn_cast<AttributedType>(P)) typeExprs(AT2->getModifiedType(), f, depth + 1);
    else if (auto *TO = dyn_cast<TypeOfType>(P)) typeExprs(TO->getUnderlyingType(), f, depth + 1);
    else if (auto *TE = dyn_cast<TypeOfExprType>(P)) f(TE->getUnderlyingExpr());
}

// typeExprs of every type that statement S itself writes: its declarations' (variables and
// typedefs), a cast's, `sizeof(type)`'s, a compound literal's. (Not S's children's.)
inline void writtenTypeExprs(clang::Stmt *S, const std::function<void(clang::Expr *)> &f) {
    using namespace clang;
    if (auto *DS = dyn_cast<DeclStmt>(S))
        for (Decl *X : DS->decls()) {
            if (auto *V = dyn_cast<VarDecl>(X)) typeExprs(V->getType(), f);
            if (auto *TD = dyn_cast<TypedefNameDecl>(X)) typeExprs(TD->getUnderlyingType(), f);
        }
    if (auto *EC = dyn_cast<ExplicitCastExpr>(S)) typeExprs(EC->getTypeAsWritten(), f);
    if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S); UE && UE->isArgumentType()) typeExprs(UE->getArgumentType(), f);
    if (auto *CL = dyn_cast<CompoundLiteralExpr>(S)) typeExprs(CL->getTypeSourceInfo()->getType(), f);
}

inline clang::Stmt *teamAssoc(OMPExecutableDirective *D) {
    if (!D->hasAssociatedStmt()) return nullptr;
    Stmt *S = D->getAssociatedStmt();
    while (auto *CS = dyn_cast_or_null<CapturedStmt>(S)) S = CS->getCapturedStmt();
    return S;
}

// The statement S ends with: S itself, or, when S ends with a statement of its own, that one,
// and so on down (a directive's associated statement, a loop's body, an if's last branch, a
// label's or case's statement). A directive's own range ends with its pragma line, and so does
// that of a statement whose last part is a directive with no braces of its own (`parallel`
// then `single { ... }`, `for (...)` then `critical { ... }`), so ranges end here instead.
inline clang::Stmt *teamLastStmt(clang::Stmt *S) {
    using namespace clang;
    for (;;) {
        Stmt *N = nullptr;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) N = teamAssoc(D);
        else if (auto *F = dyn_cast<ForStmt>(S)) N = F->getBody();
        else if (auto *W = dyn_cast<WhileStmt>(S)) N = W->getBody();
        else if (auto *R = dyn_cast<CXXForRangeStmt>(S)) N = R->getBody();
        else if (auto *I = dyn_cast<IfStmt>(S)) N = I->getElse() ? I->getElse() : I->getThen();
        else if (auto *L = dyn_cast<LabelStmt>(S)) N = L->getSubStmt();
        else if (auto *C = dyn_cast<SwitchCase>(S)) N = C->getSubStmt();
        else if (auto *A = dyn_cast<AttributedStmt>(S)) N = A->getSubStmt();
        if (!N) return S;
        S = N;
    }
}
inline clang::SourceLocation teamStmtEnd(clang::Stmt *S) { return teamLastStmt(S)->getEndLoc(); }
inline clang::SourceRange teamStmtRange(clang::Stmt *S) { return {S->getBeginLoc(), teamStmtEnd(S)}; }

inline clang::VarDecl *teamVarOf(const Expr *E) {
    if (!E) return nullptr;
    if (auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())) return const_cast<VarDecl *>(dyn_cast<VarDecl>(DR->getDecl()));
    return nullptr;
}

// The variables a region's private and firstprivate clauses copy for each thread.
inline std::vector<const clang::VarDecl *> teamRegionCopies(const clang::OMPExecutableDirective *region) {
    std::vector<const clang::VarDecl *> own;
    auto add = [&](auto *VC) {
        for (const Expr *E : VC->varlists())
            if (VarDecl *V = teamVarOf(E)) own.push_back(V);
    };
    for (const OMPClause *C : region->clauses()) {
        if (auto *P = dyn_cast<OMPPrivateClause>(C)) add(P);
        if (auto *F = dyn_cast<OMPFirstprivateClause>(C); F && !misreadImplicitFirstprivate(region, C)) add(F);
    }
    return own;
}

// `masked filter(t)` with t a constant 0 (or no filter): the thread a region run once stands for
inline bool teamMaskedForThreadZero(const OMPExecutableDirective *D, const ASTContext &Ctx) {
    for (const OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFilterClause>(C)) {
            Expr::EvalResult R;
            const Expr *E = FC->getThreadID();
            return E && !E->isValueDependent() && E->EvaluateAsInt(R, Ctx) && R.Val.getInt() == 0;
        }
    return true;
}

// `masked` with no filter or `filter(0)` written as the literal: `master`'s meaning, which
// an orphaned one keeps in the caller's team (bindsToCallerTeam; OpenMP Examples'
// copyprivate.2 reads a value its masked block sets, between two barriers)
inline bool teamMaskedIsMaster(const OMPExecutableDirective *D) {
    if (!isa<OMPMaskedDirective>(D)) return false;
    for (const OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFilterClause>(C)) {
            auto *L = FC->getThreadID() ? dyn_cast<IntegerLiteral>(FC->getThreadID()->IgnoreParenImpCasts()) : nullptr;
            return L && L->getValue() == 0;
        }
    return true;
}

// `parallel for` (simd): team mode runs it as a region whose only code is the loop
inline bool teamCombinedLoop(const OMPExecutableDirective *D) {
    return isa<OMPParallelForDirective>(D) || isa<OMPParallelForSimdDirective>(D);
}

// Region D's num_threads and if clauses (an if(simd: ...) of a combined construct is not the
// region's); null where absent.
inline void sizeClauses(OMPExecutableDirective *D, Expr *&numThreads, Expr *&ifCond) {
    numThreads = ifCond = nullptr;
    for (OMPClause *C : D->clauses()) {
        if (auto *N = dyn_cast<OMPNumThreadsClause>(C)) numThreads = N->getNumThreads();
        if (auto *I = dyn_cast<OMPIfClause>(C))
            if (I->getNameModifier() == llvm::omp::OMPD_unknown || I->getNameModifier() == llvm::omp::OMPD_parallel)
                ifCond = I->getCondition();
    }
}

// hbc_nested_team_check's `size, if_true` arguments for region D: its num_threads (0:
// nthreads-var) and if clauses, spelled by `text` where the call stands (evaluated once).
inline std::string teamSizeArgs(OMPExecutableDirective *D, const std::function<std::string(Expr *)> &text) {
    Expr *numThreads, *ifCond;
    sizeClauses(D, numThreads, ifCond);
    return (numThreads ? "(int)(" + text(numThreads) + ")" : std::string("0")) + ", " +
           (ifCond ? "(" + text(ifCond) + ") ? 1 : 0" : std::string("1"));
}

// Whether region D has either: teamSizeArgs then tells whether it is active.
inline bool hasSizeClause(OMPExecutableDirective *D) {
    Expr *numThreads, *ifCond;
    sizeClauses(D, numThreads, ifCond);
    return numThreads || ifCond;
}

inline bool teamIsWorksharingLoop(OMPExecutableDirective *D) {
    return isa<OMPForDirective>(D) || isa<OMPForSimdDirective>(D) ||
           (isa<OMPGenericLoopDirective>(D) && [&] {
               for (const OMPClause *C : D->clauses())
                   if (auto *B = dyn_cast<OMPBindClause>(C)) return B->getBindKind() == OMPC_BIND_parallel;
               return true;  // `loop` closely nested in the region binds to it
           }());
}

// One canonical loop of a team-mode worksharing loop (team_loop_nest.cpp).
struct TeamLoopLevel {
    clang::ForStmt *F = nullptr;
    clang::VarDecl *iv = nullptr;
    clang::Expr *lbExpr = nullptr, *ubExpr = nullptr, *stepExpr = nullptr;  // stepExpr: null for ++/--
    std::string lb, ub, step;  // source text; step signed, as int64_t
    clang::BinaryOperatorKind cmp = clang::BO_LT;
    bool declared = false;  // `for (T i = ...)`
    bool pointer = false;   // i is a pointer to complete objects: distances in elements
    bool iterator = false;  // i is of class type (a random-access iterator): as a pointer, its type by decltype
};
// The `collapse` perfectly nested rectangular loops starting at F, outermost first: "" or why
// they cannot be translated.
std::string teamLoopNest(clang::ForStmt *F, int collapse, const std::function<std::string(clang::SourceRange)> &text,
                         std::vector<TeamLoopLevel> &nest);
std::string teamTripCount(const TeamLoopLevel &L, const std::string &lo, const std::string &hi, const std::string &sv);
std::string teamBoundsDecl(const TeamLoopLevel &L, std::string &T, const std::string &lo, const std::string &hi,
                           const std::string &sv);
std::string teamIvAt(const TeamLoopLevel &L, const std::string &T, const std::string &lo, const std::string &idx,
                     const std::string &sv);

// A reduction's code in a member (team_reductions.cpp): decls at the construct's start (the
// private copy, filled with the identity), combine at its end, under the reduction lock.
// orig spells the original variable in the member's code; lo and len: a section's bounds.
struct TeamReductionText {
    std::string decls, combine;
};
// The items of a reduction clause on a team-mode construct, appended to out; false (reported
// with file:line) for an operator, modifier or item team mode does not take.
bool teamReadReduction(const TeamHost &H, clang::OMPReductionClause *R, std::vector<TeamReduction> &out);
TeamReductionText teamReduction(const TeamHost &H, const TeamReduction &r, const std::string &id,
                                const std::string &orig, const std::string &lo, const std::string &len);
std::string teamReductionIdentity(const TeamHost &H, const std::string &op, clang::QualType T);

class TeamMode {
public:
    explicit TeamMode(TeamHost h) : H(std::move(h)) {}

    // threadprivate variables this file declares (before any function is walked)
    // (by canonical declaration: a static data member declared threadprivate in its class
    // is named through its out-of-class definition too)
    void noteThreadprivate(clang::VarDecl *V) { threadprivate.insert(V->getCanonicalDecl()); }
    // a block-scope threadprivate moved to file scope, already thread-local there (hoist_types.cpp)
    void noteHoistedThreadprivate(clang::VarDecl *V) { hoisted.insert(V->getCanonicalDecl()); }
    bool hoistedThreadprivate(const clang::VarDecl *V) const {
        return hoisted.count(const_cast<clang::VarDecl *>(V)->getCanonicalDecl()) > 0;
    }
    bool isThreadprivate(const clang::VarDecl *V) const {
        return threadprivate.count(const_cast<clang::VarDecl *>(V->getCanonicalDecl())) != 0;
    }
    // The reason region D needs a team ("" when heartbeat mode keeps its meaning). oneMember:
    // D is nested, so its team would have one member, and what depends on the team's size
    // alone keeps its meaning when D runs once.
    std::string needsTeam(clang::OMPExecutableDirective *D, bool oneMember = false);
    std::string reductionWrittenPerThread(clang::OMPExecutableDirective *D, bool oneMember);
    // S calls, directly or through functions of this file, a runtime routine that asks for
    // the nesting level (omp_get_level, omp_get_active_level, omp_get_team_size,
    // omp_get_ancestor_thread_num, omp_in_parallel, omp_get_num_threads), or may reach an
    // orphaned worksharing loop (which asks whether it runs at a team's level): its region
    // must raise the level counter.
    bool reachesLevelQuery(const clang::Stmt *S);
    // S, a statement of a function template's pattern, in each instantiation of this file
    // (template_copies.cpp); nullopt where S is in no such pattern, none is instantiated, or
    // a copy is not found. Judged on the copies, a call of a template's callable is a call
    // of a function whose body hbc reads.
    std::optional<std::vector<const clang::Stmt *>> instantiatedCopies(const clang::Stmt *S);
    bool reachesLevelQueryHere(const clang::Stmt *S);  // reachesLevelQuery on S's own code
    // Translates region D (a `parallel`, or `parallel for` needing the team) of function FD
    // whose top-level declaration is Top. Every directive inside is handled here and added to
    // `seen`; unsupported ones get a diagnostic.
    void translate(clang::OMPExecutableDirective *D, clang::FunctionDecl *FD, clang::Decl *Top,
                   std::set<clang::OMPExecutableDirective *> &seen);
    bool used() const { return nextId > 1; }
    // Every threadprivate variable of the file becomes a thread-local one (`__thread` in C,
    // `thread_local` in C++) at each of its declarations that `rewritable` accepts.
    void makeThreadLocal(const std::function<bool(clang::SourceLocation)> &rewritable);
    // The first region-level call in S to a function of another file (such a region runs in
    // team mode when translates() says so, else heartbeat mode warns).
    const clang::CallExpr *unseenRegionLevelCall(const clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited);
    // Whether translate() would take region D without an error (a dry run, nothing emitted).
    bool translates(clang::OMPExecutableDirective *D, clang::FunctionDecl *FD, clang::Decl *Top);

    // a `single`'s copyprivate items can be broadcast to the team (none is a variable-length
    // array): hb_team_single_end_copy, or _assign for C++ objects by their assignment
    static bool copyprivateBroadcastable(const clang::OMPExecutableDirective *D);
private:
    struct Ctx;  // one region's translation
    TeamHost H;
    int nextId = 1;
    std::set<clang::VarDecl *> threadprivate;
    std::set<clang::VarDecl *> hoisted;
    std::map<clang::FunctionDecl *, bool> tpUsers;  // usesThreadprivate, by first declaration
    // names a threadprivate or a thread-local (`__thread`, `_Thread_local`, `thread_local`)
    // variable, directly or through functions of the file
    bool usesThreadprivate(clang::FunctionDecl *F, std::set<clang::FunctionDecl *> &visiting);
    // (not the shim's own: omp.h's inline omp_in_parallel() reads `hbc_region_level`)
    bool perThread(const clang::VarDecl *V) const {
        return isThreadprivate(V) || (V->getTLSKind() != clang::VarDecl::TLS_None && !V->getName().startswith("hbc_"));
    }
    bool mayReachUnseen(const clang::CallExpr *CE);  // a callee hbc cannot read (pointer, other file)
    bool callsCallback(const clang::CallExpr *CE);
    bool staticLoopAsksThreadNumber(clang::OMPExecutableDirective *D);
    bool loopBodyAsksThreadNumber(const clang::Stmt *body);
    bool scheduledLoopAsksThreadNumber(clang::OMPExecutableDirective *D, bool (*fixes)(const clang::OMPScheduleClause *));
    std::string loopBodyUsesPerThread(clang::OMPExecutableDirective *D, clang::Stmt *S);
    std::string perThreadInLoopBody(clang::Stmt *S, const std::function<bool(const clang::VarDecl *)> &counts);
    bool monotonicLoopAsksThreadNumber(clang::OMPExecutableDirective *D);
    bool codeAsksThreadNumberOrTeamSize(clang::OMPExecutableDirective *D);
    std::string staticLoopCarriesPrivate(clang::OMPExecutableDirective *D);
    std::string everyThreadUsesThreadprivate(clang::OMPExecutableDirective *D);
    std::string constructedPerThread(clang::OMPExecutableDirective *D);
    // region: the region's statement (a lambda defined in it is its code, not a callee)
    std::string calleeProblem(clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited,
                              const clang::Stmt *region = nullptr);
    static bool bindsToCallerTeam(const clang::OMPExecutableDirective *D);
    std::string calleeWhere(const clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited, bool skipLoops,
                            const std::function<bool(const clang::Stmt *)> &is);
    // Calls whose target hbc cannot name (a function pointer, a virtual function, a
    // std::function) at region level, and code of this file that asks its thread number
    // outside any region and worksharing loop (what such a call may reach)
    const clang::CallExpr *indirectRegionLevelCall(const clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited);
    const clang::CallExpr *regionLevelCall(const clang::Stmt *S, std::set<const clang::FunctionDecl *> &visited,
                                           bool systemBodies, const std::function<bool(const clang::CallExpr *)> &is);
    int splitterInFile = -1;  // fileSplitsByThreadNumber(), computed once
    bool fileSplitsByThreadNumber();

public:
    // S asks its thread number or team size, directly or through functions of this file
    static bool asksThreadNumber(const clang::Stmt *S);
    // ... or its nesting level (omp_in_parallel, omp_get_level, ...)
    static bool asksThreadNumberOrLevel(const clang::Stmt *S);
    // ... its team number or the number of teams (omp_get_team_num, omp_get_num_teams)
    static bool asksTeamNumber(const clang::Stmt *S);
    // "" or why team mode is preferred where it translates (a warning where it does not)
    std::string prefersTeam(clang::OMPExecutableDirective *D, bool oneMember);
    bool waitsInLoopBody(clang::Stmt *S, bool inLoop, std::set<const clang::FunctionDecl *> *visited = nullptr);
    static bool dependentMemberCall(const clang::CallExpr *CE);
    static std::string calleeName(const clang::CallExpr *CE);  // for diagnostics
};

}  // namespace hbc
