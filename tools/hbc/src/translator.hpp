// The Translator of hbc-translate (see hbc-translate.cpp) and the data types it builds: one
// class, its member functions defined by theme across the files listed with their
// declarations below (README.md in this directory).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/raw_ostream.h"

#include "macro_locations.hpp"
#include "pragma_prepass.hpp"
#include "team_mode.hpp"

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace hbc {

using namespace clang;

// The first parse's hbc diagnostics wait until it is known whether a second parse replaces it.
struct DeferredDiagnostic {
    SourceLocation at;
    bool error;
    std::string message;
};

struct ConditionFacts;  // conditionals.cpp

// What one run of hbc-translate carries beyond a single Translator: its command line, what the
// prepass and the preprocessor found, and what one parse leaves for the next (the silent
// device scan, the first parse, the second parse of macro-expanded text). main owns the one
// instance; the Translator, the AST consumers and the preprocessor callbacks refer to it,
// so the tool has no global state.
struct ToolState {
    // -- the command line
    std::string outPath;
    std::string headerOut;  // where rewritten user headers go (mirroring their path under root)
    std::string root;       // user headers: files under this directory
    // quote includes of mirrored headers that resolve differently beside the copy: the
    // written name's range and what the copy must say instead (translation_files.cpp)
    std::vector<std::pair<clang::CharSourceRange, std::string>> besideIncludes;
    // the input's directory as clang names it (absolute) and as the command line gave it
    // (relative), for the names of #line directives (givenName)
    std::string absMainDir, givenMainDir;
    // include directories given as absolute paths inside the main file's directory: gcc names a
    // header found there by that path (givenName)
    std::vector<std::string> absIncludeDirs;
    // --system-openmp-out: where to name the first OpenMP directive hbc does not rewrite (a
    // system header's, another project's header's), for the driver's diagnostics
    // (docs/hbc-system-headers.md)
    std::string systemOpenmpOut;
    // --real-compiler, --real-flag: the compiler that compiles the translation, and the flags
    // of its command line that set its predefined macros (conditionals.cpp)
    std::string realCompiler;
    std::vector<std::string> realCompilerMacroFlags;
    // the real compiler checks null pointers (-fsanitize=undefined or null): the prelude
    // defines HB_UBSAN_TLS_WORKAROUND (heartbeat/detail/hot.h)
    bool ubsanNullChecks = false;

    // -- the prepass (pragma_prepass.hpp)
    std::map<unsigned, DeviceRewrite> deviceRewrites;  // the main file's device pragmas, by line
    std::set<unsigned> parallelLoopLines;  // the main file's `parallel loop` pragmas (now `parallel for`), by line
    bool deviceCollect = false;  // the first, silent parse: note the scalars targets write
    std::map<unsigned, std::set<std::string>> deviceCopies;  // ... by their target's line

    // -- the preprocessor, in the current parse
    std::vector<std::pair<unsigned, unsigned>> skippedLines;  // the main file's skipped lines
    std::vector<SourceRange> skippedRanges;  // every file's (branch_directives.cpp)
    // Every file's conditional groups (#if/#ifdef/#ifndef, #elif, #else, #endif): the lines of
    // each group's directives, in order (Translator::flattenStraddlingConditionals).
    struct CondGroup {
        FileID file;
        std::vector<unsigned> lines;
    };
    std::vector<CondGroup> condGroups;
    std::shared_ptr<ConditionFacts> conditionFacts;  // what they name (conditionals.cpp)

    // -- the first parse may expand the uses of macros that write a directive together with
    // other code (macro_expansion.hpp); the files it expanded, for the second parse
    bool macroExpansionAllowed = true;
    bool macroTrouble = false;  // a diagnostic of the first parse named a macro
    std::vector<std::pair<std::string, std::string>> expandedFiles;
    int hbcErrors = 0;
    bool deferring = false;  // diagnostics wait in `deferred` (above)
    std::vector<DeferredDiagnostic> deferred;

    // -- the results
    std::string systemOpenmpAt;  // the first directive hbc does not rewrite (systemOpenmpOut)
    std::string systemOpenmpTaskAt;  // ... the first of them that makes or waits for tasks
    std::set<std::string> systemOpenmpFunctions;  // qualified names of the outermost functions holding them
    bool anyOutput = false;
    std::string output;  // the main file's translation
};

enum class Op { Add, Sub, Mul, And, Or, Xor, LAnd, LOr, Min, Max, Custom };

struct Reduction {
    Op op;
    std::string opname;
    VarDecl *var;
    // Op::Custom (a hand-made reduction recognised in a parallel region): the identity, and
    // the combining statement with \x01 for the accumulator and \x02 for the other partial.
    std::string ident, comb;
    // An array reduction (docs/hbc.md, Array reductions): the whole of a constant-size array
    // (lo and len null) or a section var[lo:len] over its first dimension (lo null: 0).
    // Each private copy is a buffer of scalar elements of type elem, filled with the identity.
    bool array = false;
    Expr *lo = nullptr, *len = nullptr;
    uint64_t dim = 0;  // a section var[lo:] of an array: the first dimension's size
    bool element = false;  // an array element var[lo] (OpenMP 5.0), as the section var[lo:1]
    QualType elem;
    bool isSection() const { return array && (lo || len || dim || element); }
    // A user-defined reduction (`declare reduction`, docs/hbc.md): op is Op::Custom, comb its
    // combiner, and the private copy starts from ident (an expression) or, when initStmt is
    // set, from the statement initStmt with \x01 for the copy (C: zeroing, or the
    // initializer's call form). In both, \x03 stands for omp_orig, the original list item.
    // The loop then combines its result into the original.
    bool udr = false;
    std::string initStmt;
};
// The built-in operator a reduction clause names ("operator+", "min", ...); false for any other.
bool builtInReductionOp(const std::string &op, Op &o);


struct LoopInfo {
    ForStmt *F = nullptr;
    VarDecl *iv = nullptr;
    bool ivDeclared = false;  // declared in the for-init
    Expr *lb = nullptr, *ub = nullptr, *step = nullptr;
    bool stepNeg = false;     // i -= s
    int stepSign = 0;         // +1, -1, 0 unknown
    int64_t stepConst = 0;
    bool stepIsConst = false;
    BinaryOperatorKind cmp = BO_LT;
    enum { Int, Ptr, Other } kind = Int;
};

struct Dir;
enum class Cap { Value, Pointer, Decay };

struct Dir {
    OMPExecutableDirective *D = nullptr;
    // Orphan: the body of a function holding a worksharing loop outside any parallel region
    // of its own (an orphaned `omp for`). Never emitted: it only gives the function's locals the
    // data-sharing of region-private variables, since each thread of a team calling the
    // function has its own.
    // Inline: a construct run in place by the encountering thread (a task executed at once, a
    // taskgroup, sections, a loop with `ordered`): docs/hbc-internals-tasks.md, "Constructs run in place".
    // TaskDefer: a task deferred into the current task scope (docs/hbc-internals-tasks.md, "Tasks"); TaskGroup:
    // a taskgroup's scope; TaskWait: taskwait or barrier (waits for the current task's
    // children); SectionsPar: sections as tasks of a fresh scope.
    enum Kind { Loop, Region, Atomic, Critical, Strip, Flush, Tasks, Orphan, Inline, TaskDefer, TaskGroup,
                TaskWait, SectionsPar } kind;
    Expr *taskIf = nullptr, *taskFinal = nullptr;  // TaskDefer: the if / final expressions
    bool waitFirst = false;         // Inline task with depend: wait for the siblings, then run
    bool dependTracked = false;     // TaskDefer with depend: spawned with its items' addresses (hbc_deps.c)
    bool waitAfter = false;         // Strip single: its implicit barrier waits for the tasks
    bool levelUp = false;          // Inline: also a parallel region (omp_in_parallel() is 1 in it)
    // barrier, single, master outside any parallel region of their function: they bind to the
    // caller's team at run time (docs/hbc-internals.md, "Orphaned synchronisation"); misuseCheck: the
    // function is visible to other files, whose heartbeat-mode regions hbc could not classify
    bool orphanedSync = false, misuseCheck = false;
    // Strip `simd`: its pragma stays for the compiler to vectorise (simdPragmaStays)
    bool keepPragma = false;
    // an orphaned worksharing construct hbc cannot share among a team (sections, an ordered or
    // linear loop run in place, single copyprivate, masked): reached by a team member, the
    // program stops naming it (emit_loops.cpp, orphanStop); "" for the others
    std::string orphanStopWhat;
    std::vector<std::pair<VarDecl *, Expr *>> linear;  // Inline loop: linear(v: step), step may be null (1)
    // Inline, C++: lastprivate items of a class type with user-visible construction
    // (lastprivateCopies); each is also in priv or fpriv, and is assigned back at the end
    std::vector<VarDecl *> lastCopies;
    std::vector<Stmt *> items;     // Tasks: task directives and statements up to the taskwait
    int id = 0;
    Dir *parentLoop = nullptr;     // innermost enclosing loop directive (its body holds us)
    Dir *parRegion = nullptr;      // innermost enclosing parallel region (not across loop bodies)
    std::vector<Dir *> children;   // directives whose rewriting must happen first
    // loops
    std::vector<LoopInfo> loops;
    Stmt *body = nullptr;
    Stmt *fnBody = nullptr;  // Orphan: the function's body (handMadeReduction reads its updates)
    std::vector<Reduction> reds;
    std::vector<VarDecl *> cShared;  // C TaskDefer: the function's locals it shares (cTaskSharedNames)
    Dir *cOuterTask = nullptr;       // C TaskDefer in a deferred C task's body: that task (its site's spelling)
    std::vector<Reduction> inReds;  // a task's in_reduction items (scalars, built-in operators: task_reductions.cpp)
    std::vector<VarDecl *> priv, fpriv, lpriv;
    std::set<VarDecl *> privatized;    // all of the above + ivs
    std::map<VarDecl *, Cap> caps;     // C: captured variables
    std::vector<VarDecl *> capOrder;
    std::set<VarDecl *> declaredInside;
    // C, Loop: pointer captures (Cap::Pointer) used inside macro expansions in the body, which
    // no rewrite can reach: the outlined body runs under `#define v (*__hb_p_v)`
    std::set<VarDecl *> defineAround;
    std::set<EnumConstantDecl *> localEnums;  // C: enumerators of function-local enums in the body
    Decl *topDecl = nullptr;
    bool isParallelFor = false;
    // a region that needs a team, written inside another construct: right as OpenMP's inactive
    // team of one, which it is when an active region encloses it (checked at run time)
    bool inactiveOnly = false;
    // An orphaned loop whose body writes the calling thread's own copy of a function local
    // that hbc cannot privatise per iteration (docs/hbc-internals.md, "Orphaned worksharing loops"):
    // each share of iterations runs in order on one thread, as an OpenMP thread runs its
    // share; reached outside a team, the whole loop runs in order on the caller.
    bool seqShare = false;
    // An orphaned `for ordered` (orderedShareable): seqShare, and a team that reaches it shares
    // it with HB_TEAM_ORDERED, its `ordered` blocks (orderedInShare) then taken in iteration
    // order (docs/hbc-internals.md, "Orphaned worksharing loops")
    bool orderedShare = false;
    bool orderedInShare = false;   // Strip `ordered` directly in an orderedShare loop's body
    std::set<VarDecl *> seqShareVars;
    CXXForRangeStmt *rangeFor = nullptr;  // C++ range-based for (OpenMP 5.0)
    // schedule(static|dynamic, c) with c not 1: OpenMP's chunks start at every c-th iteration
    // and no two threads share one, which a program may rely on (GAPBS bfs sets bits of
    // shared words without atomics); the heartbeat loop then runs over chunk numbers
    Expr *alignChunk = nullptr;
    bool elide = false;                   // Critical: combine of a hand-made reduction on locals
    // Loop: a `taskloop` whose tasks are this heartbeat loop's ranges (Translator::taskloopAsLoop):
    // no barrier, no team branches, run in order outside any active region
    bool taskloop = false;
};

inline bool isLoopDir(const OMPExecutableDirective *D) {
    return isa<OMPParallelForDirective>(D) || isa<OMPForDirective>(D) ||
           isa<OMPParallelForSimdDirective>(D) || isa<OMPForSimdDirective>(D) ||
           isa<OMPGenericLoopDirective>(D);
}

// The `bind` of a `loop` construct (OMPC_BIND_unknown when absent).
inline OpenMPBindClauseKind bindOf(const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
        if (auto *B = dyn_cast<OMPBindClause>(C)) return B->getBindKind();
    return OMPC_BIND_unknown;
}

inline Stmt *assocStmt(OMPExecutableDirective *D) { return teamAssoc(D); }

// Whether pred holds for S or a statement under it (a nested directive's statement only: its
// clauses and captures repeat the body's references, and its loop bookkeeping names the
// bounds as operands of its own helpers). Stops at the first.
inline bool anyStmt(Stmt *S, const std::function<bool(Stmt *)> &pred) {
    if (!S) return false;
    if (pred(S)) return true;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) return anyStmt(assocStmt(D), pred);
    for (Stmt *C : S->children())
        if (anyStmt(C, pred)) return true;
    return false;
}

// S is or holds an OpenMP directive.
inline bool holdsDirective(const Stmt *S) {
    if (!S) return false;
    if (isa<OMPExecutableDirective>(S)) return true;
    for (const Stmt *C : S->children())
        if (holdsDirective(C)) return true;
    return false;
}

inline const Expr *strip(const Expr *E) {
    while (true) {
        const Expr *N = E->IgnoreParenImpCasts();
        if (auto *C = dyn_cast<CXXConstructExpr>(N)) {
            if (C->getNumArgs() == 1) { N = C->getArg(0); }
        }
        if (auto *M = dyn_cast<MaterializeTemporaryExpr>(N)) N = M->getSubExpr();
        if (auto *W = dyn_cast<ExprWithCleanups>(N)) N = W->getSubExpr();
        if (N == E) return E;
        E = N;
    }
}

inline VarDecl *refVar(const Expr *E) {
    if (!E) return nullptr;
    if (auto *DR = dyn_cast<DeclRefExpr>(strip(E))) return const_cast<VarDecl *>(dyn_cast<VarDecl>(DR->getDecl()));
    return nullptr;
}

// Whether a lastprivate (or, with linearToo, a linear) clause of D names the loop counter iv.
inline bool counterNamedIn(OMPExecutableDirective *D, const VarDecl *iv, bool linearToo) {
    for (OMPClause *C : D->clauses()) {
        if (auto *LC = dyn_cast<OMPLastprivateClause>(C)) {
            for (Expr *E : LC->varlists())
                if (refVar(E) == iv) return true;
        } else if (auto *LN = dyn_cast<OMPLinearClause>(C); LN && linearToo) {
            for (Expr *E : LN->varlists())
                if (refVar(E) == iv) return true;
        }
    }
    return false;
}

// The text of a C string literal holding s, between its quotes (hbc-translate.cpp).
std::string cStringBody(const std::string &s);
// translation_files.cpp
std::string namedAsOriginal(const ToolState &tool, SourceManager &SM, FileID F, const std::string &text);
std::string givenName(const ToolState &tool, llvm::StringRef presumed);
std::unique_ptr<clang::PPCallbacks> makeBesideIncludeRecorder(clang::SourceManager &SM, ToolState &tool);
std::string translatedText(const ToolState &tool, Rewriter &RW, SourceManager &SM, FileID F);
void writeUserHeaders(const ToolState &tool, Rewriter &RW, SourceManager &SM,
                      const std::vector<std::pair<FileID, std::string>> &copies);

class Translator {
public:
    ASTContext &Ctx;
    SourceManager &SM;
    Rewriter &RW;
    ToolState &tool;
    bool CXX;
    Preprocessor *PP = nullptr;
    std::unique_ptr<PrintingPolicy> Pol;
    unsigned errID, warnID;
    std::vector<std::unique_ptr<Dir>> dirs;
    std::vector<Dir *> roots;
    std::set<OMPExecutableDirective *> seen;
    std::set<std::string> seenHeaderFiles;  // warnHeaders: one word per file
    std::map<Decl *, std::string> topInserts;  // text to insert before a top-level decl
    std::vector<Decl *> topOrder;
    // functions holding a directive: their bodies are wrapped in HBC_WARNINGS_OFF/ON (hbc_tasks.h)
    std::vector<FunctionDecl *> warningsOffFns;
    std::set<std::string> criticalNames;
    Decl *curTop = nullptr;
    int nextId = 1;
    // Per DeclRefExpr: the loop region it belongs to (C rewriting).
    std::vector<std::pair<DeclRefExpr *, Dir *>> refs;
    // C: the private copies of a construct run in place inside an outlined loop body (a task's
    // firstprivate): their uses in its statement name the copy, which rewriteRefs leaves alone
    std::vector<std::pair<SourceRange, VarDecl *>> ownCopies;
    std::vector<std::pair<CallExpr *, Dir *>> tidCalls;  // omp_get_thread_num at region level
    std::map<Dir *, std::set<VarDecl *>> regionLocals;    // parallel region -> region-level locals
    std::map<Dir *, std::set<VarDecl *>> regionLevelRefs; // parallel region -> vars used at region level
    std::map<Dir *, std::vector<Dir *>> regionCriticals;  // parallel region -> its region-level criticals
    // parallel region -> (variable, region-level `single` whose copyprivate lists it)
    std::map<Dir *, std::vector<std::pair<VarDecl *, OMPExecutableDirective *>>> regionCopyprivate;
    std::set<VarDecl *> headerIvs;                         // while walking a worksharing loop's header
    std::map<Decl *, std::set<FunctionDecl *>> calledFns;   // C: functions used in outlined bodies
    // threadprivate: each variable stays one ordinary variable, the initial thread's copy,
    // which is all main()'s code outside parallel loops can see (docs/hbc.md, threadprivate)
    std::vector<OMPThreadPrivateDecl *> threadprivates;
    bool curFnIsMain = false;
    bool usesOrphanCheck = false;  // the prelude defines hbc_orphan_misuse (emit_regions.cpp)
    std::string orphanBarrierText(Dir *d);
    bool usesArrayRed = false;  // C: the prelude declares the shim's private-copy allocator
    bool curFnDependent = false;
    int lambdaDepth = 0;
    int inPlaceDepth = 0;  // inside a construct run in place (sections, task, ...)
    int criticalDepth = 0;  // inside a critical section: tasks and sections there run in place
    FunctionDecl *curFn = nullptr;
    // __func__ and friends inside a directive, with the name they have in the source: the
    // construct's code moves into an outlined function or a lambda, which has another name
    std::vector<std::pair<PredefinedExpr *, std::string>> funcNames;
    // C: functions whose outlined code names __func__ (or __FUNCTION__, __PRETTY_FUNCTION__)
    // where no literal can replace it (a macro's expansion, a team-mode body): insertTop
    // #defines the three to the function's name around that code, as GCC's C spells all three
    std::map<Decl *, std::string> funcNameDefines;
    void noteTeamFuncNames(Stmt *S);
    void noteMovedFuncName(PredefinedExpr *PE);
    void translateAsTeam(OMPExecutableDirective *D);  // noteTeamFuncNames, then team mode
    // `#define`s each of `macros` to the string "name" (push_macro first; pop_macro appended
    // to restore), for code that moves out of the function it names
    static std::string funcNameMacros(const std::string &name, std::initializer_list<const char *> macros,
                                      std::string &restore) {
        std::string set;
        for (const char *m : macros) {
            set += std::string("#pragma push_macro(\"") + m + "\")\n#undef " + m + "\n#define " + m + " \"" + name + "\"\n";
            restore += std::string("#pragma pop_macro(\"") + m + "\")\n";
        }
        return set;
    }
    // C++: functions whose constructs name __func__/__FUNCTION__ through a macro or in a
    // team-mode body, both of which end up in a lambda: the two are #defined to the
    // function's name inside its braces (defineFuncNamesInBodies)
    std::set<FunctionDecl *> cxxFuncNameFns;
    void defineFuncNamesInBodies();
    // team mode (team_mode.cpp, docs/hbc-internals.md "Team mode"): regions that need a real team
    std::unique_ptr<TeamMode> team;
    std::map<Dir *, FunctionDecl *> teamCandidates;  // top-level regions team mode can take
    std::set<Dir *> teamRegions;                     // ... that heartbeat mode cannot keep
    std::vector<std::unique_ptr<Dir>> teamDirs;      // their directives, out of heartbeat emission

    // ---------------------------------------------------------------- source text helpers
    std::map<FileID, bool> rewritableCache;

    struct Helper : PrinterHelper {
        Translator *T;
        Dir *region;
        std::function<std::string(VarDecl *)> spell;  // a variable's spelling, when not region's
        bool handledStmt(Stmt *S, raw_ostream &OS) override {
            if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
                if (auto *CE = dyn_cast<OMPCapturedExprDecl>(DR->getDecl()); CE && CE->getInit()) {
                    // clang's copy of a combined construct's clause expression: what it copies
                    OS << "(";
                    CE->getInit()->printPretty(OS, this, *T->Pol);
                    OS << ")";
                    return true;
                }
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                    OS << (spell ? spell(V) : T->refText(V, region));
                    return true;
                }
            }
            return false;
        }
    };

    // C: an outlined loop body is placed before the enclosing function, where a struct,
    // union, enum type or typedef declared inside that function is not in scope (moving the
    // declaration would make a second, incompatible type). Enumerators alone are copied.
    std::set<const Decl *> localTypesReported;
    // C: function-local types moved to file scope (hoist_types.cpp), canonical declarations,
    // and the names they took there; the names declared at file scope
    std::set<const Decl *> hoistedTypes;
    std::set<std::string> hoistedNames, fileScopeNames;
    bool fileScopeNamesKnown = false;
    int localTypeRenames = 0;  // hoist_types.cpp: the macros that rename moved local types
    // Moved structures and unions that had no name (`static const struct {...} table[]`):
    // how the AST's printed name of each ends (`struct (unnamed struct at f.c:3:18)`: the
    // location and the parenthesis), and the tag it took there (`struct __hb_anon1`).
    std::vector<std::pair<std::string, std::string>> namedAnonymousTags;

    // A sequential loop that polls shared state (an `atomic read` or `flush` in it, or a
    // volatile variable in its condition) and does no OpenMP work besides atomics and
    // critical sections: a spin wait for another member of the team (a hand-made barrier, a
    // flag set by another section). Run by a team of one it could wait forever.
    struct WaitLoop { Stmt *loop; std::set<VarDecl *> polled; bool inConstruct; SourceRange fn; bool inLoopBody; };
    std::vector<WaitLoop> waitLoops;
    std::set<const Stmt *> collapsedInner;  // a collapse(n) nest's loops below the first
    Stmt *waitLoopInCallee(const FunctionDecl *F, std::set<const FunctionDecl *> &visited);
    Stmt *waitLoopReachedBy(const FunctionDecl *F);
    std::map<const FunctionDecl *, Stmt *> calleeWaits;  // (waitLoopReachedBy's results)

    // `declare reduction` (docs/hbc.md, User-defined reductions): every declaration of the
    // translation unit (collected before the functions are walked), the reduction clauses
    // translated as heartbeat loop reductions, and every directive, so that a user-defined
    // reduction on any other construct is refused rather than run with a built-in operator.
    std::vector<OMPDeclareReductionDecl *> udrs;
    std::set<const OMPClause *> udrHandled;
    std::vector<OMPExecutableDirective *> allDirectives;
    std::vector<SourceLocation> udrPragmas;  // their lines are removed, as threadprivate's are

    bool privateMemberOk(VarDecl *V, OMPExecutableDirective *D);
    template <class List> bool addVars(List list, std::vector<VarDecl *> &out, Dir *d) {
        for (auto *E : list) {
            VarDecl *V = refVar(E);
            if (!V) {
                error(E->getBeginLoc(), "unsupported list item in data-sharing clause");
                return false;
            }
            (void)d;
            out.push_back(V);
        }
        return true;
    }

    // ---------------------------------------------------------------- parallel regions
    std::map<Dir *, std::vector<std::pair<Op, VarDecl *>>> regionReds;

    std::map<const VarDecl *, bool> dummy;
    std::set<VarDecl *> nonDecay;
    std::set<VarDecl *> addrTaken;  // &v somewhere: v may change behind the loop's back

    struct LoopVars { std::string T, lo, hi, st, n; };

    // An array reduction at its call site: the element type E, the section's first index lo
    // and its number of elements n, evaluated once as OpenMP evaluates the clause, and obj,
    // the private copies (the shim's hbc_array_red: one per worker, the encountering one's
    // the original itself; docs/hbc.md, Array reductions). C: the fill and merge functions
    // go to fns, before the enclosing function.
    // (the bounds are printed from the AST: the pragma's own text is removed by then)
    struct ArrayRed { std::string E, lo, n, obj, merge; };
    std::map<Dir *, bool> plainRegions;

    // ---------------------------------------------------------------- member functions,
    // grouped by the file that defines them

    // hbc-translate.cpp: the driver and the Translator's core: diagnostics, source text, run()
    Translator(ASTContext &C, Rewriter &R, bool cxx, ToolState &tool);
    void error(SourceLocation L, const std::string &msg);
    bool quietErrors = false;  // team mode's dry run (TeamMode::translates): error() reports nothing
    int collapseCount(OMPExecutableDirective *D, OMPCollapseClause *CC);
    bool instantiationsBuilt = false;
    const std::vector<FunctionDecl *> &instantiationsOfFunction(const FunctionDecl *pattern);
    std::map<const FunctionDecl *, std::vector<FunctionDecl *>> instantiationsOf;  // by the pattern's canonical decl
    void warn(SourceLocation L, const std::string &msg);
    bool rewritable(SourceLocation L);
    CharSourceRange fileRange(SourceRange R);
    std::string textWithoutDirectives(CharSourceRange R);
    SourceLocation stmtEnd(Stmt *S);
    SourceLocation endOf(Stmt *S);
    CharSourceRange stmtRange(Stmt *S);
    CharSourceRange pragmaOperator(SourceLocation L);
    std::string text(CharSourceRange R);
    std::string exprText(Expr *E, Dir *region, bool fromAST = false);
    // E printed from the AST, each variable as spell names it (none: as region reaches it)
    std::string printedExprText(Expr *E, Dir *region, const std::function<std::string(VarDecl *)> &spell);
    std::string typeStr(QualType T, const std::string &name = "");
    bool anonymousLocalEnum(const Decl *D);
    QualType nameableAtFileScope(QualType T, int depth = 0);
    std::string lineDirective(SourceLocation L);
    bool ompHeaderNeeded = false;  // an omp_* routine declared elsewhere than hbc's omp.h is used
    std::set<FunctionDecl *> ompSelfTyped;  // ... declared by the file with a type of its own (autoconf's)
    std::set<FunctionDecl *> ompImplicit;   // ... declared implicitly (C89 calls)
    void noteOmpRoutineRef(DeclRefExpr *E);
    void includeOmpHeader();
    void flattenStraddlingConditionals();
    void flattenConditionalsCutBy(CharSourceRange R);  // before R's text is copied elsewhere or dropped
    SourceLocation outsideConditionalGroups(SourceLocation L);  // before every main-file #if holding L
    std::string capName(VarDecl *V);
    std::string ptrName(VarDecl *V);
    std::string refText(VarDecl *V, Dir *region);
    void removeThreadprivates();
    void run(TranslationUnitDecl *TU);
    std::vector<std::string> userMacros();
    SourceLocation startOf(Decl *D);

    // collect.cpp: walking the AST into the directive tree, refusal checks on the way
    void collectFunction(FunctionDecl *FD);
    bool hasOrphanedLoop(Stmt *S);
    void wrapInWarningsOff(const std::map<FileID, Decl *> &firstIn);
    bool inFieldInitializer(FunctionDecl *FD);
    // par lexically encloses the construct: a region, not the function-wide orphan node (a
    // function with orphaned loops; a region in it is nested only at run time, when a team
    // calls it, and the runtime gives such a team one member)
    static bool inConstruct(const Dir *par) { return par && par->kind != Dir::Orphan; }
    static bool isParallelDir(OMPExecutableDirective *D);
    void warnHeaders(Stmt *S);
    void addDir(Dir *d, Dir *parentNode);
    Dir *newDir(OMPExecutableDirective *D, Dir::Kind k);
    void walk(Stmt *S, Dir *region, Dir *par, Dir *node, bool inBody);
    void checkLocalType(QualType T, SourceLocation L, Dir *region = nullptr);

    // device_checks.cpp: device constructs rewritten into host ones (pragma_prepass.hpp)
    const DeviceRewrite *deviceRewriteAt(SourceLocation L);
    void checkDeviceConstruct(OMPExecutableDirective *D);
    // c_inclusions.cpp: a C file with constructs included more than once in the unit
    void refuseRepeatedCInclusion(OMPExecutableDirective *D);
    // branch_directives.cpp: another directive for gcc in the #else beside a translated one
    void settleBranchDirective(OMPExecutableDirective *D);
    void redirectInclusionsInConstructs(TranslationUnitDecl *TU);  // (before collection: their text moves with the body)
    // member_clauses.cpp: data members in a template's data-sharing clauses, captured as clang
    // captures them outside templates (before anything reads the constructs)
    void captureTemplateMembers(TranslationUnitDecl *TU);
    std::vector<std::pair<FileID, std::string>> redirectRepeatedInclusions();  // (FileID, name suffix) of each copy
    bool redirectInclusion(const std::vector<FileID> &all, size_t k);
    SourceLocation includeNameClose(FileID F);  // (invalid where that #include cannot be rewritten)
    void anchorIncludeName(SourceLocation inc, FileID function);
    std::vector<std::pair<FileID, std::string>> inclusionCopies;
    const std::vector<FileID> &inclusionsOf(const FileEntry *FE);
    std::map<const FileEntry *, std::vector<FileID>> inclusions;  // in inclusion order
    std::set<const FileEntry *> refusedInclusions;
    std::map<unsigned, Stmt *> deviceBodies;  // by the line of their `target` (noteDeviceBody)
    std::vector<SourceRange> threadLimitedTeams;  // the task forms of `teams thread_limit(e)` (noteDeviceStatement)
    void wrapTeamsBodies();
    bool teamsBodyWrap(unsigned at, Stmt *body, std::string &open, std::string &close);
    void noteDeviceStatement(Stmt *S);
    std::string ownThreadLimit(OMPExecutableDirective *D);
    bool underThreadLimit(OMPExecutableDirective *D);
    void noteDeviceBody(Stmt *S);
    void checkDeviceBodies();
    void checkTargetWrites(Stmt *body, const DeviceRewrite &rw, std::set<VarDecl *> own);
    void checkTeamsReductions(Stmt *body, const DeviceRewrite &rw);
    std::set<OMPExecutableDirective *> ivKeptOnHost;  // loops in a target: no final value for the host
    // hoist_types.cpp: C types declared inside a function, moved to file scope
    void hoistLocalTypes(FunctionDecl *FD);
    bool functionLocalType(const Decl *D);  // declared inside a function and not moved out
    void reportLocalType(const NamedDecl *ND, SourceLocation L);
    void checkWaitLoops();
    bool isWaitLoop(Stmt *S, std::set<VarDecl *> &polled);
    bool isWaitLoopInBody(Stmt *S, std::set<VarDecl *> &polled);
    bool pollsUnderLock(Stmt *S, Stmt *cond, const std::set<VarDecl *> &condVars, std::set<VarDecl *> &polled);
    static bool runsInPlace(OMPExecutableDirective *D);
    bool simdPragmaStays(OMPSimdDirective *D, bool outsideConstructs);
    void walkInline(OMPExecutableDirective *D, Dir *region, Dir *par, Dir *node, bool inBody, const std::string &name);
    bool lastprivateNeedsCopy(OMPExecutableDirective *D, VarDecl *V);
    bool pragmaOnlyMacro(OMPExecutableDirective *D);
    bool pragmaForMacro(OMPExecutableDirective *D);
    bool pragmaForMacroFor(ForStmt *F);
    bool inPragmaString(Expr *E);
    std::string pragmaConstant(Expr *E);
    bool macroIsPragmaOnly(const MacroInfo *MI, SourceLocation at, int depth);

    // loop_analysis.cpp: loop headers and clauses (private, reduction, ...), region clauses
    bool reductionItem(Expr *E, Op o, const std::string &op, Reduction &out);
    OMPDeclareReductionDecl *findUDR(DeclarationName name, Expr *item, SourceLocation L, bool &failed);
    std::string udrText(Expr *E, VarDecl *a, VarDecl *b, VarDecl *orig, bool &ok, SourceRange range = SourceRange());
    bool udrReduction(OMPDeclareReductionDecl *U, Expr *item, SourceLocation L, Reduction &out);
    void checkUnhandledUDRs();
    void checkUntranslatedDirectives();
    bool analyzeLoopDir(Dir *d);
    bool usesVar(Stmt *S, VarDecl *V);
    bool analyzeFor(ForStmt *F, LoopInfo &L);
    void analyzeRegionClauses(Dir *d);

    // data_sharing.cpp: writes, shared targets, hand-made reductions, C captures
    bool isWriteUse(DeclRefExpr *DR);
    bool mayWrite(const Expr *E);
    bool mayWriteHere(const Expr *E);  // the use as written, without the instantiations
    bool dependentParent(const Expr *E);
    // template_instances.cpp: a pattern's use judged by its instantiations
    bool instantiatedTwins(const DeclRefExpr *DRE, std::vector<const DeclRefExpr *> &twins);
    bool someInstantiatedType(const VarDecl *V, const std::function<bool(QualType)> &pred);
    bool twinsIn(const FunctionDecl *FD, SourceLocation loc, DeclarationName name,
                 std::vector<const DeclRefExpr *> *uses, std::vector<const VarDecl *> *decls);
    bool arrayOnlyReadByAnotherLoop(Dir *P, Dir *d, VarDecl *V);
    static bool constRefOrPtr(QualType T);
    bool argMayWrite(const CallExpr *CE, const Stmt *cur);
    bool pointerArgMayWrite(const ImplicitCastExpr *IC);
    bool pointeeMayBeWritten(DeclRefExpr *DR);
    // pointer_reach.cpp: what a region-private object's pointers lead to
    // the first parent statement of S (null: none, or a declaration)
    const Stmt *parentStmt(const Stmt *S) {
        auto P = Ctx.getParents(*S);
        return P.empty() ? nullptr : P[0].get<Stmt>();
    }
    // the subscript whose base an array-to-pointer decay is (`a[i]` of an array a), or null
    const ArraySubscriptExpr *decayedSubscript(const ImplicitCastExpr *IC) {
        auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(parentStmt(IC));
        return AS && AS->getBase() == IC ? AS : nullptr;
    }
    bool holdsPointer(QualType T, int depth = 0);
    bool hasMutableField(QualType T, int depth = 0);
    bool reachesWritable(const Expr *E);
    bool resultReachesWritable(const Expr *Call);
    bool pointerValueMayWrite(const Expr *V);
    bool sharedTarget(VarDecl *V, Dir *P, const std::set<VarDecl *> &priv);
    bool mayWriteOrEscape(const DeclRefExpr *D);
    void checkRegions();
    bool handMadeReduction(Dir *P, VarDecl *V, Reduction &out);
    std::string handMadeCombine(Expr *E, VarDecl *R, VarDecl *V, bool &splice);
    bool localCombine(Expr *E, VarDecl *Rv, VarDecl *V);
    bool inside(Dir *r, Dir *d);
    bool isFunctionLocal(VarDecl *V);
    void computeCaptures();
    void need(Dir *r, VarDecl *V, bool write);
    std::vector<VarDecl *> vlaSizeVars(QualType T);
    void rewriteRefs();
    bool definableAround(Dir *d, VarDecl *V);

    // team_glue.cpp: what team mode uses of the translator, and regions handed over to it
    TeamHost teamHost();
    void deferToTeam();

    // tasks.cpp: tasks, taskgroup, sections and the constructs run in place
    bool usesThreadprivate(Stmt *S);
    bool templateTaskAllListed(OMPExecutableDirective *D);
    bool taskBodyDeferrable(Stmt *S);
    bool cxxTaskClosure(OMPExecutableDirective *D, bool dependentFn);
    std::string clauseExprText(Expr *E);
    // The clause expressions that stay in the code (if, final, num_threads, num_tasks,
    // grainsize, a schedule's chunk, a linear step), as the rewritten source reads them once
    // the references are (a pragma's text is gone when its construct is emitted)
    std::map<const Expr *, std::string> clauseTexts;
    // a clause expression written in a _Pragma string, and the region that evaluates it
    std::map<const Expr *, Dir *> pragmaExprRegion;
    static std::vector<Expr *> codeClauseExprs(OMPExecutableDirective *D);
    void cacheClauseTexts();
    void decideTask(Dir *d);
    bool readTaskClauses(Dir *d);
    bool cLocalType(QualType T);
    bool cTaskOutlinable(Dir *d);
    void emitTaskC(Dir *d);
    void cTaskSharedNames(Dir *d);
    void cTaskKeepNested(Dir *d);
    void decideSections(Dir *d);
    bool templateTaskSharingKnown(OMPExecutableDirective *D, const std::string &name);
    std::set<VarDecl *> templateTaskFirstprivates(OMPExecutableDirective *D);
    std::set<VarDecl *> templateTaskShared(OMPExecutableDirective *D);
    std::set<VarDecl *> calleeOnlyFirstprivates(OMPExecutableDirective *D, bool &unknown);
    void correctTaskSharing(OMPExecutableDirective *D, std::vector<VarDecl *> &fpriv, bool &unknown);
    const std::map<VarDecl *, char> &instantiatedTaskSharing(OMPExecutableDirective *D);
    std::map<OMPExecutableDirective *, std::map<VarDecl *, char>> instantiatedSharing;  // (its memo)
    bool directlyModified(DeclRefExpr *DR);
    void emitInline(Dir *d);
    bool raisesLevel(Dir *d);
    bool carriesLevel(Dir *d);
    // the level's raise and drop around a parallel construct's code (hbc_region for one
    // that asks its thread number or level: inactive when nested)
    bool asksTeamIdentity(Dir *d);
    bool mayBeInactive(Dir *d);
    bool runtimeBoundArray(const VarDecl *V);
    std::string levelEnterText(Dir *d);
    std::string levelLeaveText(Dir *d);
    std::string taskCountDecls(Dir *d, const std::string &tot, Dir *region);
    bool taskloopCopiesPerTask(Dir *d);
    bool taskloopHeaderOriginals(Dir *d, Stmt *S, std::string &pre);
    // a taskloop run as a heartbeat loop (taskloop.cpp): which, and its items' sharing
    bool taskloopAsLoop(OMPExecutableDirective *D);
    bool taskAsksTeam(Stmt *S);
    std::set<VarDecl *> taskloopFirstprivates(OMPExecutableDirective *D, bool implicitOnly);
    bool aliasedOutside(VarDecl *V, Stmt *body);
    bool useLeavesNoAlias(const DeclRefExpr *DR);
    bool copyIsBytes(VarDecl *V, Stmt *body);
    bool readOnlyIn(VarDecl *V, Stmt *S);
    void taskloopSharing(Dir *d);
    std::string taskloopSerialWrap(Dir *d, const std::string &driver);
    std::vector<VarDecl *> firstAndLastprivate(OMPExecutableDirective *D);
    bool taskloopPerTaskCopies(Dir *d, Stmt *S, std::string &pre);
    bool taskloopTasks(OMPExecutableDirective *D, Stmt *S, Dir *region, const std::string &again, std::string &pre,
                       Rewriter &rw);
    std::string taskwaitText();
    std::string scopeOpen(const std::string &v, const std::string &kind);
    std::string scopeClose(const std::string &v);
    void emitTaskDefer(Dir *d);
    bool dependAddressable(clang::OMPExecutableDirective *D);
    void warnTaskOutlivesLocals(clang::OMPExecutableDirective *D, clang::FunctionDecl *F);  // task_lifetime.cpp
    bool taskReductionItems(clang::OMPClause *C, std::vector<Reduction> *out);
    void inReductionTexts(Dir *d, const std::string &id, std::string &open, std::string &close);
    static std::string inReductionPointer(const Reduction &r, const std::string &id) {
        return "__hb_ir_" + r.var->getNameAsString() + "_" + id;  // the original's address
    }
    std::string dependArray(clang::OMPExecutableDirective *D, const std::string &v, int &n);
    void emitTaskGroup(Dir *d);
    void emitSectionsPar(Dir *d);
    bool walkTasks(CompoundStmt *CS, Dir *region, Dir *par, Dir *node, bool inBody);
    bool valueAssign(Stmt *S, VarDecl *&V, Expr *&E);
    void emitTasks(Dir *d);

    // emit_loops.cpp: worksharing loops: C++ lambdas, C outlined range functions
    std::string ivType(const LoopInfo &L, Dir *region);
    std::string tripText(const LoopInfo &L, const std::string &lo, const std::string &hi, const std::string &st);
    std::string mapText(const LoopInfo &L, const std::string &T, const std::string &lo, const std::string &st,
                        const std::string &k);
    std::string stepText(const LoopInfo &L, Dir *region);
    std::string cxxType(VarDecl *V, Dir *region);
    std::string headerDecls(Dir *d, std::vector<LoopVars> &lv, Dir *region);
    std::string ivFinal(Dir *d, std::vector<LoopVars> &lv, Dir *region);
    bool bodyRange(Dir *d, CharSourceRange &BR, CharSourceRange &FR);
    std::string ivDecl(Dir *d, std::vector<LoopVars> &lv, size_t j);
    std::string ivT(Dir *d, std::vector<LoopVars> &lv, size_t j);
    std::string alignChunkText(Dir *d);
    bool vmPointerCopies(Dir *d, std::string &before, std::string &inLambda);
    std::string chunkSimdPragma(Dir *d);
    std::string chunkLoop(Dir *d, std::vector<LoopVars> &lv, const std::string &body, SourceLocation bodyLoc,
                          bool direct = false);
    bool fromIdentity(Dir *d);
    bool immutableCallableType(QualType T);
    bool immutableCallable(VarDecl *V);
    bool isCallee(DeclRefExpr *DR);
    std::string copiedCallables(Dir *d);
    // read_only_copies.cpp
    std::map<VarDecl *, bool> readOnlyMemo;
    bool copyableReadOnly(VarDecl *V);
    std::string readOnlyCopies(Dir *d);
    bool directIndexSpace(Dir *d);
    std::string arrayRedSite(const Reduction &r, size_t j, const std::string &id, Dir *region, ArrayRed &a,
                             std::string &fns);
    std::string elementwise(const Reduction &r, const std::string &a, const std::string &b, const std::string &n);
    std::string arrayRedFinish(const ArrayRed &a);
    void barrierWaitBefore(Dir *d);
    std::string barrierWaitAfter(Dir *d);
    bool inPlainRegion(Dir *d);
    // orphaned worksharing loops shared by a team at run time (emit_loops.cpp)
    struct OrphanTeamForm {
        std::string sched = "HB_TEAM_STATIC", chunk = "0", why;
        std::string flags = "HB_TEAM_NOWAIT";  // (the barrier is the branch's own)
        bool nowait = false, fpLast = false, ordered = false;
    };
    bool isOrphaned(Dir *d);
    OrphanTeamForm orphanTeamForm(Dir *d);
    std::string orphanStop(Dir *d, const std::string &what);
    std::string cancelText(OMPExecutableDirective *D);  // a `cancel`'s call (team_glue.cpp)
    std::string whereText(SourceLocation L);  // "file:line" as a C string's body
    void warnOrphansIfRejected();  // hbc-translate.cpp
    std::string orphanBranches(Dir *d, const OrphanTeamForm &t, const std::string &heartbeat, const std::string &loop,
                               const std::string &combines);
    void emitLoopCXX(Dir *d);
    std::string cDecl(VarDecl *V, const std::string &name);
    std::string declAlign(VarDecl *V) { return declAlignAttr(Ctx, V); }  // (team_mode.hpp)
    // C: a variably modified type with each variable array size replaced by a name that an
    // outlined function declares (`fn`) from a context entry (`ctx`) that the call site
    // computes (`site`) with sizeof from `at`, the variable as the site spells it: a VLA keeps
    // the size it was declared with, whatever its size variables hold now
    QualType frozenVlaType(QualType T, const std::string &at, const std::string &id, std::string &site,
                           std::vector<std::string> &ctx, std::string &fn);
    // (orig: how the initializer reaches the original list item, omp_orig; "": by its name)
    std::string udrInitStmt(const Reduction &r, const std::string &lhs, const std::string &orig = "");
    void emitLoopC(Dir *d);

    // emit_regions.cpp: reduction text, the dispatcher emit(), regions, critical, atomic
    std::string limitText(QualType T, bool wantMax);
    std::string identity(const Reduction &r, const std::string &tyC);
    std::string combine(const Reduction &r, const std::string &a, const std::string &b);
    std::string combine(Op op, const std::string &a, const std::string &b);
    void removePragma(OMPExecutableDirective *D);
    std::string replaceLineAfter(SourceLocation end);
    bool attributeForm(OMPExecutableDirective *D);
    void emit(Dir *d);
    void insertTop(Decl *top, const std::string &s, SourceLocation at = SourceLocation());
    std::string macroStateAt(Decl *top, SourceLocation at, std::string &restore);
    bool regionIsPlain(Dir *d);
    void emitRegion(Dir *d);
    void emitCritical(Dir *d);
    void emitAtomic(Dir *d);
};

}  // namespace hbc
