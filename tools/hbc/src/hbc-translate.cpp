// hbc-translate: source-to-source translation of OpenMP C/C++ into heartbeat-scheduled code.
//
//   hbc-translate [-o OUT] FILE -- <compiler arguments>
//
// Parses FILE with clang (OpenMP enabled), finds every OpenMP directive in the main file
// (nested ones included, template patterns included) and rewrites it with clang::Rewriter:
//   C++: parallel loops become hb::parallel_for / hb::parallel_reduce over a lambda.
//   C:   parallel loops are outlined into static range functions run by HB_PARALLEL_FOR /
//        HB_PARALLEL_REDUCE; captured variables keep their names inside the outlined function.
// Exit status: 0 translated, 1 clang could not parse the file, 2 an unsupported construct.
// See docs/hbc.md for the translation scheme and the supported subset.
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "pragma_prepass.hpp"

#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace clang;

namespace {

std::string g_out_path;
std::string g_header_out;  // where rewritten user headers go (mirroring their path under g_root)
std::string g_root;        // user headers: files under this directory
int g_hbc_errors = 0;
bool g_any_output = false;
std::string g_output;

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
    QualType elem;
    bool isSection() const { return array && (lo || len || dim); }
};

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
    // taskgroup, sections, a loop with `ordered`): docs/hbc.md, "Constructs run in place".
    // TaskDefer: a task deferred into the current task scope (docs/hbc.md, "Tasks"); TaskGroup:
    // a taskgroup's scope; TaskWait: taskwait or barrier (waits for the current task's
    // children); SectionsPar: sections as tasks of a fresh scope.
    enum Kind { Loop, Region, Atomic, Critical, Strip, StripKeep, Flush, Tasks, Orphan, Inline, TaskDefer, TaskGroup,
                TaskWait, SectionsPar } kind;
    std::string taskIf, taskFinal;  // TaskDefer: the if / final expressions ("" when absent)
    bool waitFirst = false;         // Inline task with depend: wait for the siblings, then run
    bool waitAfter = false;         // Strip single: its implicit barrier waits for the tasks
    bool levelUp = false;          // Inline: also a parallel region (omp_in_parallel() is 1 in it)
    std::vector<std::pair<VarDecl *, Expr *>> linear;  // Inline loop: linear(v: step), step may be null (1)
    std::vector<Stmt *> items;     // Tasks: task directives and statements up to the taskwait
    int id = 0;
    Dir *parentLoop = nullptr;     // innermost enclosing loop directive (its body holds us)
    Dir *parRegion = nullptr;      // innermost enclosing parallel region (not across loop bodies)
    std::vector<Dir *> children;   // directives whose rewriting must happen first
    // loops
    std::vector<LoopInfo> loops;
    Stmt *body = nullptr;
    std::vector<Reduction> reds;
    std::vector<VarDecl *> priv, fpriv, lpriv;
    std::set<VarDecl *> privatized;    // all of the above + ivs
    std::map<VarDecl *, Cap> caps;     // C: captured variables
    std::vector<VarDecl *> capOrder;
    std::set<VarDecl *> declaredInside;
    std::set<EnumConstantDecl *> localEnums;  // C: enumerators of function-local enums in the body
    Decl *topDecl = nullptr;
    bool isParallelFor = false;
    CXXForRangeStmt *rangeFor = nullptr;  // C++ range-based for (OpenMP 5.0)
    bool elide = false;                   // Critical: combine of a hand-made reduction on locals
};

bool isLoopDir(const OMPExecutableDirective *D) {
    return isa<OMPParallelForDirective>(D) || isa<OMPForDirective>(D) ||
           isa<OMPParallelForSimdDirective>(D) || isa<OMPForSimdDirective>(D) ||
           isa<OMPGenericLoopDirective>(D);
}

// The `bind` of a `loop` construct (OMPC_BIND_unknown when absent).
OpenMPBindClauseKind bindOf(const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
        if (auto *B = dyn_cast<OMPBindClause>(C)) return B->getBindKind();
    return OMPC_BIND_unknown;
}

Stmt *assocStmt(OMPExecutableDirective *D) {
    if (!D->hasAssociatedStmt()) return nullptr;
    Stmt *S = D->getAssociatedStmt();
    while (auto *CS = dyn_cast_or_null<CapturedStmt>(S)) S = CS->getCapturedStmt();
    return S;
}

const Expr *strip(const Expr *E) {
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

VarDecl *refVar(const Expr *E) {
    if (!E) return nullptr;
    if (auto *DR = dyn_cast<DeclRefExpr>(strip(E))) return const_cast<VarDecl *>(dyn_cast<VarDecl>(DR->getDecl()));
    return nullptr;
}

class Translator {
public:
    Translator(ASTContext &C, Rewriter &R, bool cxx) : Ctx(C), SM(C.getSourceManager()), RW(R), CXX(cxx) {
        Pol = std::make_unique<PrintingPolicy>(C.getLangOpts());
        Pol->SuppressTagKeyword = false;
        errID = C.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error, "hbc: %0");
        warnID = C.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Warning, "hbc: %0");
    }

    ASTContext &Ctx;
    SourceManager &SM;
    Rewriter &RW;
    bool CXX;
    Preprocessor *PP = nullptr;
    std::unique_ptr<PrintingPolicy> Pol;
    unsigned errID, warnID;
    std::vector<std::unique_ptr<Dir>> dirs;
    std::vector<Dir *> roots;
    std::set<OMPExecutableDirective *> seen;
    std::map<Decl *, std::string> topInserts;  // text to insert before a top-level decl
    std::vector<Decl *> topOrder;
    std::set<std::string> criticalNames;
    Decl *curTop = nullptr;
    int nextId = 1;
    // Per DeclRefExpr: the loop region it belongs to (C rewriting).
    std::vector<std::pair<DeclRefExpr *, Dir *>> refs;
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
    bool usesArrayRed = false;  // C: the prelude declares the shim's private-copy allocator
    bool curFnDependent = false;
    int lambdaDepth = 0;
    int inPlaceDepth = 0;  // inside a construct run in place (sections, task, ...)
    int criticalDepth = 0;  // inside a critical section: tasks and sections there run in place
    FunctionDecl *curFn = nullptr;
    // __func__ and friends inside a directive, with the name they have in the source: the
    // construct's code moves into an outlined function or a lambda, which has another name
    std::vector<std::pair<PredefinedExpr *, std::string>> funcNames;

    void error(SourceLocation L, const std::string &msg) {
        Ctx.getDiagnostics().Report(SM.getExpansionLoc(L), errID) << msg;
        ++g_hbc_errors;
    }
    void warn(SourceLocation L, const std::string &msg) {
        Ctx.getDiagnostics().Report(SM.getExpansionLoc(L), warnID) << msg;
    }

    // ---------------------------------------------------------------- source text helpers
    std::map<FileID, bool> rewritableCache;
    bool rewritable(SourceLocation L) {
        L = SM.getExpansionLoc(L);
        FileID F = SM.getFileID(L);
        if (F == SM.getMainFileID()) return true;
        if (g_header_out.empty() || F.isInvalid()) return false;
        auto it = rewritableCache.find(F);
        if (it != rewritableCache.end()) return it->second;
        bool ok = false;
        if (!SM.isInSystemHeader(L))
            if (const FileEntry *FE = SM.getFileEntryForID(F)) {
                std::string p = FE->tryGetRealPathName().str();
                ok = !p.empty() && p.rfind(g_root + "/", 0) == 0;
            }
        rewritableCache[F] = ok;
        return ok;
    }
    CharSourceRange fileRange(SourceRange R) {
        CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, Ctx.getLangOpts());
        if (CR.isInvalid()) return CR;
        if (!rewritable(CR.getBegin())) return CharSourceRange();
        return CR;
    }
    // End of a statement including a trailing ';' that its range leaves out.
    SourceLocation stmtEnd(Stmt *S) {
        CharSourceRange CR = fileRange(S->getSourceRange());
        if (CR.isInvalid()) return SourceLocation();
        SourceLocation E = CR.getEnd();
        if (isa<CompoundStmt>(S)) return E;
        Optional<Token> T = Lexer::findNextToken(E.getLocWithOffset(-1), SM, Ctx.getLangOpts());
        // findNextToken from the last char of the range gives the token after it
        if (T && T->is(tok::semi)) return T->getEndLoc();
        return E;
    }
    // A directive's own range is its pragma line: extend statements to their real end.
    SourceLocation endOf(Stmt *S) {
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            if (Stmt *A = assocStmt(D)) return endOf(A);
            return stmtEnd(S);
        }
        if (auto *F = dyn_cast<ForStmt>(S)) return endOf(F->getBody());
        if (auto *W = dyn_cast<WhileStmt>(S)) return endOf(W->getBody());
        if (auto *F = dyn_cast<CXXForRangeStmt>(S)) return endOf(F->getBody());
        if (auto *I = dyn_cast<IfStmt>(S)) return endOf(I->getElse() ? I->getElse() : I->getThen());
        if (auto *L = dyn_cast<LabelStmt>(S)) return endOf(L->getSubStmt());
        if (auto *C = dyn_cast<SwitchCase>(S)) return endOf(C->getSubStmt());
        if (auto *A = dyn_cast<AttributedStmt>(S)) return endOf(A->getSubStmt());
        return stmtEnd(S);
    }
    CharSourceRange stmtRange(Stmt *S) {
        CharSourceRange CR = fileRange(S->getSourceRange());
        if (CR.isInvalid()) return CR;
        SourceLocation E = endOf(S);
        if (E.isInvalid()) return CharSourceRange();
        return CharSourceRange::getCharRange(CR.getBegin(), E);
    }
    std::string text(CharSourceRange R) { return RW.getRewrittenText(R); }

    struct Helper : PrinterHelper {
        Translator *T;
        Dir *region;
        bool handledStmt(Stmt *S, raw_ostream &OS) override {
            if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                    OS << T->refText(V, region);
                    return true;
                }
            }
            return false;
        }
    };
    // Text of an expression evaluated in region `region` (nullptr: the original function).
    std::string exprText(Expr *E, Dir *region, bool fromAST = false) {
        CharSourceRange CR = fileRange(E->getSourceRange());
        if (CR.isValid() && !fromAST) return text(CR);
        std::string s;
        llvm::raw_string_ostream OS(s);
        Helper H;
        H.T = this;
        H.region = region;
        E->printPretty(OS, &H, *Pol);
        return OS.str();
    }
    std::string typeStr(QualType T, const std::string &name = "") {
        std::string s;
        llvm::raw_string_ostream OS(s);
        T.print(OS, *Pol, name);
        return OS.str();
    }
    std::string lineDirective(SourceLocation L) {
        PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
        if (P.isInvalid()) return "";
        std::string f = P.getFilename();
        std::string esc;
        for (char c : f) {
            if (c == '\\' || c == '"') esc += '\\';
            esc += c;
        }
        return "\n#line " + std::to_string(P.getLine()) + " \"" + esc + "\"\n";
    }
    std::string capName(VarDecl *V) { return V->getNameAsString(); }
    std::string ptrName(VarDecl *V) {
        return "__hb_p_" + V->getNameAsString();
    }
    // How region `region` spells variable V.
    std::string refText(VarDecl *V, Dir *region) {
        if (!CXX && region) {
            auto it = region->caps.find(V);
            if (it != region->caps.end() && it->second == Cap::Pointer) return "(*" + ptrName(V) + ")";
            for (auto *L : region->lpriv) (void)L;
        }
        return V->getNameAsString();
    }

    // ---------------------------------------------------------------- collection
    void collectFunction(FunctionDecl *FD) {
        if (!FD->hasBody() || !FD->doesThisDeclarationHaveABody()) return;
        if (auto *M = dyn_cast<CXXMethodDecl>(FD))
            if (M->getParent()->isLambda()) return;
        if (!rewritable(SM.getExpansionLoc(FD->getBeginLoc()))) {
            warnHeaders(FD->getBody());
            return;
        }
        Decl *top = FD;
        for (DeclContext *DC = FD->getLexicalDeclContext(); DC && !isa<TranslationUnitDecl>(DC);
             DC = DC->getLexicalParent())
            if (auto *D = dyn_cast<Decl>(DC)) top = D;
        if (auto *FTD = FD->getDescribedFunctionTemplate()) {
            if (top == FD) top = FTD;
        }
        curTop = top;
        curFn = FD;
        curFnIsMain = FD->isMain();
        curFnDependent = FD->isDependentContext();
        Dir *orphan = nullptr;
        if (hasOrphanedLoop(FD->getBody())) {
            orphan = newDir(nullptr, Dir::Orphan);
            for (ParmVarDecl *PV : FD->parameters()) orphan->priv.push_back(PV);
        }
        walk(FD->getBody(), nullptr, orphan, nullptr, false);
    }

    // A worksharing loop (`for`, not `parallel for`) that is not inside a parallel region of
    // the same function: it binds to the team of whoever calls the function.
    bool hasOrphanedLoop(Stmt *S) {
        if (!S) return false;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            if (isa<OMPForDirective>(D) || isa<OMPForSimdDirective>(D)) return true;
            if (isa<OMPGenericLoopDirective>(D) && bindOf(D) == OMPC_BIND_parallel) return true;
            if (isParallelDir(D)) return false;
        }
        if (auto *LE = dyn_cast<LambdaExpr>(S)) return hasOrphanedLoop(LE->getBody());
        for (Stmt *C : S->children())
            if (hasOrphanedLoop(C)) return true;
        return false;
    }
    static bool isParallelDir(OMPExecutableDirective *D) {
        return isOpenMPParallelDirective(D->getDirectiveKind());
    }

    void warnHeaders(Stmt *S) {
        if (!S) return;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            // System headers (libstdc++'s parallel mode, ...) are not hbc's to translate: the
            // real compiler sees them without -fopenmp, and their directives are ignored.
            if (SM.isInSystemHeader(SM.getExpansionLoc(D->getBeginLoc()))) return;
            if (seen.insert(D).second) {
                if (isLoopDir(D) || isa<OMPParallelDirective>(D) || isa<OMPSimdDirective>(D))
                    warn(D->getBeginLoc(), "OpenMP directive in a header is not translated; it runs sequentially");
                else
                    error(D->getBeginLoc(), std::string("OpenMP construct '") +
                          getOpenMPDirectiveName(D->getDirectiveKind()).str() +
                          "' in a header cannot be translated");
            }
            if (Stmt *A = assocStmt(D)) warnHeaders(A);
            return;
        }
        for (Stmt *C : S->children()) warnHeaders(C);
    }

    void addDir(Dir *d, Dir *parentNode) {
        if (parentNode) parentNode->children.push_back(d);
        else roots.push_back(d);
    }

    Dir *newDir(OMPExecutableDirective *D, Dir::Kind k) {
        dirs.push_back(std::make_unique<Dir>());
        Dir *d = dirs.back().get();
        d->D = D;
        d->kind = k;
        d->id = nextId++;
        d->topDecl = curTop;
        return d;
    }

    // region: innermost loop directive whose body we are in; par: innermost parallel region
    // at region level; node: the directive to attach children to; inBody: inside a loop body.
    void walk(Stmt *S, Dir *region, Dir *par, Dir *node, bool inBody) {
        if (!S) return;
        if (auto *LE = dyn_cast<LambdaExpr>(S)) {
            ++lambdaDepth;
            walk(LE->getBody(), region, par, node, inBody);
            --lambdaDepth;
            return;
        }
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (V->hasAttr<OMPThreadPrivateDeclAttr>() && (region || lambdaDepth || !curFnIsMain))
                    error(DR->getLocation(), "threadprivate variable '" + V->getNameAsString() + "' is used " +
                          (region ? "in a parallel loop body" : lambdaDepth ? "in a lambda" : "outside main()") +
                          "; hbc supports threadprivate variables used only by main()'s own code outside "
                          "parallel loops, which runs on the initial thread (use --hbc-fallback-openmp)");
            if (region && !CXX)
                if (auto *FD = dyn_cast<FunctionDecl>(DR->getDecl())) calledFns[region->topDecl].insert(FD);
            if (region && !CXX)
                if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
                    if (EC->getDeclContext()->getParent() && EC->getDeclContext()->getParent()->isFunctionOrMethod())
                        for (Dir *r = region; r; r = r->parentLoop) r->localEnums.insert(EC);
            if (region && !CXX)
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) checkLocalType(V->getType(), DR->getLocation());
            refs.push_back({DR, region});
            if (par && !inBody)
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                    if (!headerIvs.count(V)) regionLevelRefs[par].insert(V);
        }
        if (auto *PE = dyn_cast<PredefinedExpr>(S))
            if (node && !PE->getBeginLoc().isMacroID()) {
                if (StringLiteral *SL = PE->getFunctionName())
                    funcNames.push_back({PE, SL->getString().str()});
                else if (!lambdaDepth && curFn && (PE->getIdentKind() == PredefinedExpr::Func ||
                                                   PE->getIdentKind() == PredefinedExpr::Function))
                    funcNames.push_back({PE, curFn->getNameAsString()});
                else
                    error(PE->getBeginLoc(), "'" + PredefinedExpr::getIdentKindName(PE->getIdentKind()).str() +
                          "' inside an OpenMP construct of a template: its value depends on the "
                          "instantiation and the construct's code is moved; not supported");
            }
        if (region && !CXX) {
            if (auto *EC = dyn_cast<ExplicitCastExpr>(S)) checkLocalType(EC->getTypeAsWritten(), EC->getBeginLoc());
            if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
                if (UE->isArgumentType()) checkLocalType(UE->getArgumentType(), UE->getBeginLoc());
            if (auto *CL = dyn_cast<CompoundLiteralExpr>(S)) checkLocalType(CL->getType(), CL->getBeginLoc());
        }
        if (auto *CE = dyn_cast<CallExpr>(S)) {
            if (auto *FD = CE->getDirectCallee()) {
                if (FD->getName() == "omp_get_thread_num" && par && !inBody) tidCalls.push_back({CE, par});
            }
        }
        if (auto *DS = dyn_cast<DeclStmt>(S)) {
            for (Decl *D : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(D)) {
                    if (par && !inBody) regionLocals[par].insert(V);
                    for (Dir *r = region; r; r = r->parentLoop) r->declaredInside.insert(V);
                }
        }
        if (auto *CS = dyn_cast<CompoundStmt>(S)) {
            if (walkTasks(CS, region, par, node, inBody)) return;
        }
        auto *D = dyn_cast<OMPExecutableDirective>(S);
        if (!D && !inBody && (par || inPlaceDepth)) {
            std::set<VarDecl *> polled;
            if (isWaitLoop(S, polled))
                waitLoops.push_back({S, polled, inPlaceDepth > 0, curFn ? curFn->getSourceRange() : SourceRange()});
        }
        if (!D) {
            for (Stmt *C : S->children()) walk(C, region, par, node, inBody);
            return;
        }
        if (!seen.insert(D).second) return;
        if (!rewritable(SM.getExpansionLoc(D->getBeginLoc()))) return;
        std::string name = getOpenMPDirectiveName(D->getDirectiveKind()).str();
        if (D->getBeginLoc().isMacroID() && !pragmaOnlyMacro(D)) {
            error(D->getBeginLoc(), "OpenMP directive '" + name + "' written inside a macro together with other "
                  "code (or with its associated statement) is not supported; a macro that expands to the "
                  "_Pragma alone is");
            return;
        }
        if (isa<OMPGenericLoopDirective>(D)) {
            // `loop` shares its iterations among the team only when it binds to a parallel
            // region: bind(parallel), or no bind and closely nested in the region. Otherwise
            // (bind(thread), or nested in a loop body or another construct) the encountering
            // thread alone runs it, which it does in place, in order.
            const OpenMPBindClauseKind b = bindOf(D);
            if (b == OMPC_BIND_teams) {
                error(D->getBeginLoc(), "unsupported clause 'bind(teams)' on 'loop' (no 'teams' construct)");
                return;
            }
            const bool shares = b == OMPC_BIND_parallel ||
                                (b == OMPC_BIND_unknown && par && par->kind == Dir::Region && node == par && !inBody);
            if (!shares) {
                walkInline(D, region, par, node, inBody, name);
                return;
            }
        }
        if (runsInPlace(D)) {
            walkInline(D, region, par, node, inBody, name);
            return;
        }
        if (isLoopDir(D)) {
            Dir *d = newDir(D, Dir::Loop);
            d->parentLoop = region;
            d->parRegion = par;
            d->isParallelFor = isa<OMPParallelForDirective>(D) || isa<OMPParallelForSimdDirective>(D);
            addDir(d, node);
            if (!analyzeLoopDir(d)) return;
            if (d->rangeFor) {
                walk(d->rangeFor->getRangeInit(), region, par, node, inBody);
                walk(d->body, d, nullptr, d, true);
                return;
            }
            // a worksharing loop's own variable is private to it: its header is no region-level use
            for (auto &L : d->loops) headerIvs.insert(L.iv);
            for (auto &L : d->loops) {
                walk(L.F->getInit(), region, par, node, inBody);
                walk(L.F->getCond(), region, par, node, inBody);
                walk(L.F->getInc(), region, par, node, inBody);
            }
            headerIvs.clear();
            for (auto &L : d->loops) d->declaredInside.insert(L.iv);
            walk(d->body, d, nullptr, d, true);
            return;
        }
        if (isa<OMPParallelDirective>(D)) {
            Dir *d = newDir(D, Dir::Region);
            d->parentLoop = region;
            addDir(d, node);
            analyzeRegionClauses(d);
            walk(assocStmt(D), region, d, d, false);
            return;
        }
        if (isa<OMPAtomicDirective>(D) || isa<OMPCriticalDirective>(D)) {
            Dir *d = newDir(D, isa<OMPAtomicDirective>(D) ? Dir::Atomic : Dir::Critical);
            d->parentLoop = region;
            addDir(d, node);
            // a region-level critical or atomic update may combine a hand-made reduction
            bool update = d->kind == Dir::Critical;
            if (d->kind == Dir::Atomic) {
                update = true;
                for (OMPClause *C : D->clauses()) if (!isa<OMPUpdateClause>(C)) update = false;
            }
            if (update && par && !inBody) regionCriticals[par].push_back(d);
            if (d->kind == Dir::Critical) ++criticalDepth;
            walk(assocStmt(D), region, par, d, inBody);
            if (d->kind == Dir::Critical) --criticalDepth;
            return;
        }
        if (isa<OMPTaskwaitDirective>(D)) {
            // waits for every child of the current task (a depend clause on it: all of them
            // include the ones it names)
            addDir(newDir(D, Dir::TaskWait), node);
            return;
        }
        if (isa<OMPSimdDirective>(D) || isa<OMPTaskyieldDirective>(D) ||
            isa<OMPSectionDirective>(D) || isa<OMPOrderedDirective>(D)) {
            // taskwait/taskyield: every task has run to completion where it was created;
            // section, ordered: their enclosing sections / ordered loop runs in place, in order
            if (auto *OD = dyn_cast<OMPOrderedDirective>(D))
                for (OMPClause *C : OD->clauses())
                    if (!isa<OMPThreadsClause>(C) && !isa<OMPSIMDClause>(C) && !isa<OMPDependClause>(C)) {
                        error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                              "' on 'ordered'");
                        return;
                    }
            Dir *d = newDir(D, Dir::Strip);
            addDir(d, node);
            if (Stmt *A = assocStmt(D)) walk(A, region, par, node, inBody);
            return;
        }
        if (isa<OMPFlushDirective>(D)) {
            Dir *d = newDir(D, Dir::Flush);
            addDir(d, node);
            return;
        }
        if (isa<OMPBarrierDirective>(D) || isa<OMPSingleDirective>(D) || isa<OMPMasterDirective>(D) ||
            isa<OMPMaskedDirective>(D)) {
            if (inBody) {
                error(D->getBeginLoc(), "unsupported OpenMP construct '" + name +
                      "' inside a parallel loop body");
                return;
            }
            for (OMPClause *C : D->clauses())
                if (auto *CP = dyn_cast<OMPCopyprivateClause>(C)) {
                    if (par)
                        for (Expr *E : CP->varlists())
                            if (VarDecl *V = refVar(E)) regionCopyprivate[par].push_back({V, D});
                }
                else if (!isa<OMPNowaitClause>(C)) {
                    error(C->getBeginLoc(), "unsupported clause '" +
                          getOpenMPClauseName(C->getClauseKind()).str() + "' on '" + name + "'");
                    return;
                }
            // a barrier, and the implicit one at the end of a single, completes the tasks
            // created before it (the current task's children: one scope's, see Tasks)
            Dir *d = newDir(D, isa<OMPBarrierDirective>(D) ? Dir::TaskWait : Dir::Strip);
            d->waitAfter = isa<OMPSingleDirective>(D);
            addDir(d, node);
            if (Stmt *A = assocStmt(D)) walk(A, region, par, node, inBody);
            return;
        }
        error(D->getBeginLoc(), "unsupported OpenMP construct '" + name + "'");
    }

    // C: an outlined loop body is placed before the enclosing function, where a struct,
    // union, enum type or typedef declared inside that function is not in scope (moving the
    // declaration would make a second, incompatible type). Enumerators alone are copied.
    std::set<const Decl *> localTypesReported;
    void checkLocalType(QualType T, SourceLocation L) {
        for (int guard = 0; !T.isNull() && guard < 64; ++guard) {
            const NamedDecl *ND = nullptr;
            if (auto *TT = T->getAs<TypedefType>()) ND = TT->getDecl();
            if (ND && ND->getDeclContext()->isFunctionOrMethod()) return reportLocalType(ND, L);
            if (auto *TagT = T->getAs<TagType>())
                if (TagT->getDecl()->getDeclContext()->isFunctionOrMethod()) return reportLocalType(TagT->getDecl(), L);
            QualType N;
            if (ND) N = cast<TypedefNameDecl>(ND)->getUnderlyingType();
            else if (auto *PT = T->getAs<PointerType>()) N = PT->getPointeeType();
            else if (auto *AT = T->getAsArrayTypeUnsafe()) N = AT->getElementType();
            else break;
            T = N;
        }
    }
    void reportLocalType(const NamedDecl *ND, SourceLocation L) {
        if (!localTypesReported.insert(ND).second) return;
        std::string nm = ND->getNameAsString();
        if (nm.empty()) nm = "(anonymous)";
        error(L, "type '" + nm + "' is declared inside a function and used in a parallel loop body; in C "
              "hbc outlines the body before that function, where the type is not visible (declare it at "
              "file scope, or use --hbc-fallback-openmp)");
    }

    // A sequential loop that polls shared state (an `atomic read` or `flush` in it, or a
    // volatile variable in its condition) and does no OpenMP work besides atomics and
    // critical sections: a spin wait for another member of the team (a hand-made barrier, a
    // flag set by another section). Run by a team of one it could wait forever.
    struct WaitLoop { Stmt *loop; std::set<VarDecl *> polled; bool inConstruct; SourceRange fn; };
    std::vector<WaitLoop> waitLoops;
    // Run in program order by one thread, a wait in a section or task ends at once when the
    // flag it polls was set before it (an earlier section or task), and never when only later
    // code sets it. At region level the other members run the same code, so any wait there
    // is for them.
    void checkWaitLoops() {
        for (auto &w : waitLoops) {
            bool later = !w.inConstruct;
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
            error(w.loop->getBeginLoc(), "a loop that waits for other threads (an 'atomic read' or 'flush' "
                  "polled at region level, or in a section or task for a flag that later code sets) needs "
                  "concurrent team members, but a heartbeat-mode region runs on one thread; not supported "
                  "(use --hbc-fallback-openmp)");
        }
    }
    bool isWaitLoop(Stmt *S, std::set<VarDecl *> &polled) {
        Stmt *cond = nullptr;
        if (auto *W = dyn_cast<WhileStmt>(S)) cond = W->getCond();
        else if (auto *Do = dyn_cast<DoStmt>(S)) cond = Do->getCond();
        else if (auto *F = dyn_cast<ForStmt>(S)) cond = F->getCond();
        else return false;
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
        if (polled.empty()) polled = condVars;
        return polls && !works;
    }

    // ---------------------------------------------------------------- constructs run in place
    // Tasks that are not a task/taskwait fork, taskgroup, taskloop, sections and loops with
    // `ordered` run where they are met, on the encountering thread, in program order. This is
    // one of OpenMP's own executions: a heartbeat-mode region is a team of one thread, which
    // executes every section and every ordered iteration itself, in order, and may execute a
    // task immediately at its creation (as for `if(0)`); a task that runs at once satisfies
    // every `depend` and has finished at each taskwait, taskgroup end and barrier. Loops nested
    // in these constructs stay heartbeat loops. Data sharing: firstprivate copies are made at
    // the construct (the task's creation); lastprivate and reduction items are updated in
    // place, which is what one thread's private copy copied out or combined at the end gives.
    static bool runsInPlace(OMPExecutableDirective *D) {
        if (isa<OMPTaskDirective>(D) || isa<OMPTaskgroupDirective>(D) || isa<OMPSectionsDirective>(D) ||
            isa<OMPParallelSectionsDirective>(D) || isa<OMPParallelMasterDirective>(D) ||
            isOpenMPTaskLoopDirective(D->getDirectiveKind()))
            return true;
        if (isLoopDir(D) || isa<OMPSimdDirective>(D))
            for (OMPClause *C : D->clauses())
                if (isa<OMPOrderedClause>(C) || (isa<OMPLinearClause>(C) && !C->isImplicit())) return true;
        return false;
    }
    void walkInline(OMPExecutableDirective *D, Dir *region, Dir *par, Dir *node, bool inBody, const std::string &name) {
        Dir *d = newDir(D, Dir::Inline);
        d->parentLoop = region;
        d->levelUp = isOpenMPParallelDirective(D->getDirectiveKind());
        addDir(d, node);
        std::set<VarDecl *> direct;  // lastprivate and reduction items: updated in place
        for (OMPClause *C : D->clauses()) {
            if (auto *LC = dyn_cast<OMPLastprivateClause>(C)) {
                if (LC->getKind() != OMPC_LASTPRIVATE_unknown) {
                    error(C->getBeginLoc(), "unsupported lastprivate modifier");
                    return;
                }
                for (Expr *E : LC->varlists()) if (VarDecl *V = refVar(E)) direct.insert(V);
            } else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
                if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                    error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                    return;
                }
                for (Expr *E : RC->varlists()) if (VarDecl *V = refVar(E)) direct.insert(V);
            }
        }
        auto add = [&](auto vars, std::vector<VarDecl *> &out) {
            for (Expr *E : vars) {
                VarDecl *V = refVar(E);
                if (!V || isa<OMPCapturedExprDecl>(V)) {
                    error(E->getBeginLoc(), "unsupported list item on '" + name + "' (only variables)");
                    return false;
                }
                if (direct.count(V) || std::find(out.begin(), out.end(), V) != out.end()) continue;
                if (V->getStorageClass() == SC_Register) {
                    error(E->getBeginLoc(), "private copy of 'register' variable '" + V->getNameAsString() + "' on '" + name + "' is not supported");
                    return false;
                }
                if (CXX && V->getType()->isArrayType()) {
                    error(E->getBeginLoc(), "private copy of array '" + V->getNameAsString() + "' on '" + name + "' is not supported in C++");
                    return false;
                }
                if (V->getType()->isReferenceType() && &out == &d->priv) {
                    error(E->getBeginLoc(), "private reference variables are not supported");
                    return false;
                }
                out.push_back(V);
            }
            return true;
        };
        for (OMPClause *C : D->clauses()) {
            bool ok = true;
            if (auto *LC = dyn_cast<OMPLinearClause>(C)) {
                // linear(v: s) runs in place: each iteration starts with v = v0 + k * s (k its
                // logical number), and v keeps the last iteration's value, as OpenMP specifies
                auto *F = dyn_cast_or_null<ForStmt>(assocStmt(D));
                unsigned collapse = 1;
                for (OMPClause *C2 : D->clauses())
                    if (isa<OMPCollapseClause>(C2) || (isa<OMPOrderedClause>(C2) && cast<OMPOrderedClause>(C2)->getNumForLoops()))
                        collapse = 2;
                if (C->isImplicit()) continue;
                if (!F || collapse != 1 || LC->getModifier() != OMPC_LINEAR_val || !isa<OMPLoopDirective>(D)) {
                    error(C->getBeginLoc(), "unsupported clause 'linear' (only on a single, non-collapsed loop, without modifier)");
                    return;
                }
                for (Expr *E : LC->varlists()) {
                    VarDecl *V = refVar(E);
                    QualType T = V ? V->getType().getNonReferenceType() : QualType();
                    if (!V || isa<OMPCapturedExprDecl>(V) || !(T->isIntegerType() || T->isPointerType())) {
                        error(E->getBeginLoc(), "unsupported linear item (integer or pointer variables only)");
                        return;
                    }
                    VarDecl *IV = nullptr;  // the loop's own variable: stepped by the loop itself
                    if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
                        IV = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
                    else if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()))
                        IV = BO->getOpcode() == BO_Assign ? refVar(BO->getLHS()) : nullptr;
                    if (V != IV) d->linear.push_back({V, LC->getStep()});
                }
                continue;
            }
            if (auto *PC = dyn_cast<OMPPrivateClause>(C)) ok = add(PC->varlists(), d->priv);
            else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) ok = add(FC->varlists(), d->fpriv);
            else if (isa<OMPLastprivateClause>(C) || isa<OMPReductionClause>(C) || isa<OMPSharedClause>(C) ||
                     isa<OMPDefaultClause>(C) || isa<OMPIfClause>(C) || isa<OMPFinalClause>(C) ||
                     isa<OMPUntiedClause>(C) || isa<OMPMergeableClause>(C) || isa<OMPPriorityClause>(C) ||
                     isa<OMPDependClause>(C) || isa<OMPNowaitClause>(C) || isa<OMPScheduleClause>(C) ||
                     isa<OMPOrderedClause>(C) || isa<OMPCollapseClause>(C) || isa<OMPNumThreadsClause>(C) ||
                     isa<OMPProcBindClause>(C) || isa<OMPCopyinClause>(C) || isa<OMPGrainsizeClause>(C) ||
                     isa<OMPNumTasksClause>(C) || isa<OMPNogroupClause>(C) || isa<OMPSafelenClause>(C) ||
                     isa<OMPSimdlenClause>(C) || isa<OMPAlignedClause>(C) || isa<OMPAllocateClause>(C) ||
                     isa<OMPAffinityClause>(C) || isa<OMPOrderClause>(C) || isa<OMPBindClause>(C)) {
                // no effect on a construct that one thread runs in place, in order (above)
            } else {
                error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                      "' on '" + name + "'");
                ok = false;
            }
            if (!ok) return;
        }
        if (curFnDependent && (isa<OMPTaskDirective>(D) || isOpenMPTaskLoopDirective(D->getDirectiveKind())) &&
            !templateTaskSharingKnown(D, name))
            return;
        if (region && !CXX) {
            // inside an outlined C loop body, a captured variable's uses are rewritten to the
            // capture; a copy is only possible of variables the body owns (declared in it, or
            // private to the loop), whose uses stay as written
            std::vector<VarDecl *> all(d->priv);
            all.insert(all.end(), d->fpriv.begin(), d->fpriv.end());
            for (VarDecl *V : all)
                if (!region->declaredInside.count(V) && !region->privatized.count(V)) {
                    error(D->getBeginLoc(), "'" + name + "' inside a parallel loop body with a private copy of '" +
                          V->getNameAsString() + "', a variable from outside the loop, is not supported in C");
                    return;
                }
        }
        if (isa<OMPTaskDirective>(D)) decideTask(d);
        else if (isa<OMPTaskgroupDirective>(D)) d->kind = Dir::TaskGroup;
        else if (isa<OMPSectionsDirective>(D) || isa<OMPParallelSectionsDirective>(D)) decideSections(d);
        ++inPlaceDepth;
        if (Stmt *A = assocStmt(D)) walk(A, region, par, d, inBody);
        --inPlaceDepth;
    }
    // ---------------------------------------------------------------- tasks on task groups
    // A task is deferred into the current task scope (docs/hbc.md, "Tasks") unless deferring
    // could change its meaning or is not known to be safe; then it runs in place, as above.
    bool usesThreadprivate(Stmt *S) {
        if (!S) return false;
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (V->hasAttr<OMPThreadPrivateDeclAttr>()) return true;
        for (Stmt *C : S->children())
            if (usesThreadprivate(C)) return true;
        return false;
    }
    // In a template clang lists no implicit data-sharing: defer only when every local variable
    // from outside the task that it names is listed in a clause (its sharing is then known).
    bool templateTaskAllListed(OMPExecutableDirective *D) {
        std::set<VarDecl *> listed, inside;
        for (OMPClause *C : D->clauses())
            for (Stmt *E : C->children())
                if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(E))) listed.insert(V);
        bool ok = true;
        std::function<void(Stmt *)> scan = [&](Stmt *X) {
            if (!X || !ok) return;
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
            if (auto *LE = dyn_cast<LambdaExpr>(X))
                for (auto *P : LE->getCallOperator()->parameters()) inside.insert(P);
            if (auto *DR = dyn_cast<DeclRefExpr>(X))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                    if (V->hasLocalStorage() && !listed.count(V) && !inside.count(V)) ok = false;
            for (Stmt *C : X->children()) scan(C);
        };
        scan(assocStmt(D));
        return ok;
    }
    std::string clauseExprText(Expr *E) {
        return Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getExpansionRange(E->getSourceRange()).getAsRange()),
                                    SM, Ctx.getLangOpts()).str();
    }
    void decideTask(Dir *d) {
        OMPExecutableDirective *D = d->D;
        for (OMPClause *C : D->clauses())
            if (isa<OMPDependClause>(C)) {
                // every earlier sibling (some may be deferred) finishes first, then the task
                // runs in place: each of its dependences holds
                d->waitFirst = true;
                return;
            }
        if (criticalDepth) return;                    // a deferred task could wait for the lock
        if (usesThreadprivate(assocStmt(D))) return;  // one copy, the initial thread's
        if (!CXX) {
            if (cTaskOutlinable(d) && readTaskClauses(d)) d->kind = Dir::TaskDefer;
            return;
        }
        if (!Ctx.getLangOpts().CPlusPlus17) return;  // no hb::task_group: in place
        if (curFnDependent && !templateTaskAllListed(D)) return;
        for (VarDecl *V : d->fpriv)
            if (!V->hasLocalStorage() && V->getType()->isArrayType()) return;  // no by-value capture
        if (!readTaskClauses(d)) return;
        d->kind = Dir::TaskDefer;
    }
    // if / final: false when `if` is constantly false (the task then runs in place).
    bool readTaskClauses(Dir *d) {
        for (OMPClause *C : d->D->clauses()) {
            if (auto *IC = dyn_cast<OMPIfClause>(C)) {
                Expr *E = IC->getCondition();
                bool v = true;
                if (E && !E->isValueDependent() && E->EvaluateAsBooleanCondition(v, Ctx) && !v) return false;
                if (E) d->taskIf = clauseExprText(E);
            }
            if (auto *FC = dyn_cast<OMPFinalClause>(C))
                if (Expr *E = FC->getCondition()) d->taskFinal = clauseExprText(E);
        }
        return true;
    }
    // C: a task is outlined into a function before the enclosing one, with its firstprivate
    // values in a struct that the spawn copies and its shared variables reached through
    // pointers in that struct. Only where that is known to work: not inside a parallel loop
    // body (whose captures are rewritten already), no OpenMP construct in the task, no type
    // or enumerator declared inside the function, no variably modified or register variable
    // from outside, no two captured variables of one name, no captured use inside a macro.
    // Otherwise the task runs in place.
    bool cLocalType(QualType T) {
        for (int guard = 0; !T.isNull() && guard < 64; ++guard) {
            const NamedDecl *ND = nullptr;
            if (auto *TT = T->getAs<TypedefType>()) ND = TT->getDecl();
            if (ND && ND->getDeclContext()->isFunctionOrMethod()) return true;
            if (auto *TagT = T->getAs<TagType>())
                if (TagT->getDecl()->getDeclContext()->isFunctionOrMethod()) return true;
            QualType N;
            if (ND) N = cast<TypedefNameDecl>(ND)->getUnderlyingType();
            else if (auto *PT = T->getAs<PointerType>()) N = PT->getPointeeType();
            else if (auto *AT = T->getAsArrayTypeUnsafe()) N = AT->getElementType();
            else break;
            T = N;
        }
        return false;
    }
    bool cTaskOutlinable(Dir *d) {
        if (d->parentLoop || !d->topDecl || !assocStmt(d->D)) return false;
        std::set<VarDecl *> inside, fp(d->fpriv.begin(), d->fpriv.end()), pv(d->priv.begin(), d->priv.end());
        std::map<std::string, VarDecl *> names;
        bool ok = true;
        std::function<void(Stmt *)> scan = [&](Stmt *X) {
            if (!X || !ok) return;
            if (isa<OMPExecutableDirective>(X) || isa<PredefinedExpr>(X) || isa<StmtExpr>(X)) { ok = false; return; }
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *Dd : DS->decls()) {
                    if (auto *V = dyn_cast<VarDecl>(Dd)) {
                        inside.insert(V);
                        if (cLocalType(V->getType()) || V->getType()->isVariablyModifiedType()) ok = false;
                    } else {
                        ok = false;  // a type or function declared in the task
                    }
                }
            if (auto *EC = dyn_cast<ExplicitCastExpr>(X)) if (cLocalType(EC->getTypeAsWritten())) ok = false;
            if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(X))
                if (UE->isArgumentType() && cLocalType(UE->getArgumentType())) ok = false;
            if (auto *CL = dyn_cast<CompoundLiteralExpr>(X)) if (cLocalType(CL->getType())) ok = false;
            if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
                if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
                    if (EC->getDeclContext()->getParent() && EC->getDeclContext()->getParent()->isFunctionOrMethod()) ok = false;
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                    if (inside.count(V)) {
                    } else if (isFunctionLocal(V) || fp.count(V) || pv.count(V)) {
                        QualType T = V->getType();
                        if (V->getStorageClass() == SC_Register || T->isVariablyModifiedType() || cLocalType(T) ||
                            T->isReferenceType())
                            ok = false;
                        if (!fp.count(V) && !pv.count(V) && DR->getLocation().isMacroID()) ok = false;
                        auto it = names.find(V->getNameAsString());
                        if (it != names.end() && it->second != V) ok = false;
                        names[V->getNameAsString()] = V;
                    }
                }
            }
            for (Stmt *C : X->children()) scan(C);
        };
        scan(assocStmt(d->D));
        for (VarDecl *V : d->fpriv)
            if (V->getType()->isVariablyModifiedType() || cLocalType(V->getType())) ok = false;
        for (VarDecl *V : d->priv)
            if (V->getType()->isVariablyModifiedType() || cLocalType(V->getType())) ok = false;
        return ok;
    }
    void emitTaskC(Dir *d) {
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'task' inside a macro"); return; }
        std::string id = std::to_string(d->id), st = "__hb_tk_" + id, fnName = "__hb_task_" + id, tv = "__hb_t_" + id;
        std::set<VarDecl *> inside, fp(d->fpriv.begin(), d->fpriv.end()), pv(d->priv.begin(), d->priv.end());
        std::vector<VarDecl *> shared;
        std::set<VarDecl *> sharedSet;
        std::function<void(Stmt *)> scan = [&](Stmt *X) {
            if (!X) return;
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
            if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
                if (auto *FD = dyn_cast<FunctionDecl>(DR->getDecl())) calledFns[d->topDecl].insert(FD);
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                    if (!inside.count(V) && !fp.count(V) && !pv.count(V) && isFunctionLocal(V)) {
                        if (sharedSet.insert(V).second) shared.push_back(V);
                        RW.ReplaceText(CharSourceRange::getTokenRange(DR->getLocation(), DR->getLocation()),
                                       "(*" + ptrName(V) + ")");
                    }
            }
            for (Stmt *C : X->children()) scan(C);
        };
        scan(S);
        removePragma(d->D);
        std::string body = text(R);
        std::string def = "struct " + st + " { char __hb_unused;", fn, site = "{ struct " + st + " " + tv + "; ";
        fn = "static void " + fnName + "(void *__hb_d) {\n  struct " + st + " *__hb_t = (struct " + st + " *)__hb_d;\n";
        for (VarDecl *V : shared) {
            QualType PT = Ctx.getPointerType(V->getType());
            def += " " + typeStr(PT, ptrName(V)) + ";";
            site += tv + "." + ptrName(V) + " = &" + V->getNameAsString() + "; ";
            fn += "  " + typeStr(PT.withConst(), ptrName(V)) + " = __hb_t->" + ptrName(V) + ";\n";
        }
        for (VarDecl *V : d->fpriv) {
            std::string n = V->getNameAsString();
            def += " " + typeStr(V->getType().getUnqualifiedType(), n) + ";";
            if (V->getType()->isArrayType()) {
                site += "__builtin_memcpy(" + tv + "." + n + ", " + n + ", sizeof " + tv + "." + n + "); ";
                fn += "  " + typeStr(V->getType().getUnqualifiedType(), n) + "; __builtin_memcpy(" + n + ", __hb_t->" + n + ", sizeof " + n + ");\n";
            } else {
                site += tv + "." + n + " = " + n + "; ";
                fn += "  " + typeStr(V->getType(), n) + " = __hb_t->" + n + ";\n";
            }
        }
        for (VarDecl *V : d->priv) fn += "  " + cDecl(V, V->getNameAsString()) + ";\n";
        def += " };\n";
        fn += "  (void)__hb_t;\n  hbc_task_scope __hb_ts; hbc_task_scope_open(&__hb_ts, HBC_SCOPE_TASK);\n  {" +
              lineDirective(R.getBegin()) + body + "\n  }\n  hbc_task_scope_close(&__hb_ts);\n}\n";
        std::string args = fnName + ", &" + tv;
        std::string spawn = "hbc_task_spawn(" + args + ", sizeof " + tv + ");";
        if (!d->taskIf.empty()) spawn = "if (" + d->taskIf + ") " + spawn + " else hbc_task_run_now(" + args + ");";
        if (!d->taskFinal.empty()) spawn = "if (" + d->taskFinal + ") hbc_task_run_included(" + args + "); else { " + spawn + " }";
        site += spawn + " }" + replaceLineAfter(R.getEnd());
        RW.ReplaceText(R, site);
        insertTop(d->topDecl, lineDirective(d->D->getBeginLoc()) + def + fn);
    }
    // sections: each section a task of a fresh scope, waited for at the construct's end.
    // Only with no data-sharing clause but shared/default (nowait: waiting is legal anyway);
    // private, firstprivate, lastprivate, reduction run the sections in order, in place.
    void decideSections(Dir *d) {
        if (!CXX || !Ctx.getLangOpts().CPlusPlus17 || criticalDepth) return;
        for (OMPClause *C : d->D->clauses())
            if (!(isa<OMPNowaitClause>(C) || isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) ||
                  isa<OMPNumThreadsClause>(C) || isa<OMPProcBindClause>(C) || isa<OMPIfClause>(C)))
                return;
        if (usesThreadprivate(assocStmt(d->D))) return;
        d->kind = Dir::SectionsPar;
    }
    // In a template pattern clang leaves a task's implicit data-sharing to each instantiation,
    // so implicit firstprivate variables are not listed: a task there may write only variables
    // it declares or lists in a clause.
    bool templateTaskSharingKnown(OMPExecutableDirective *D, const std::string &name) {
        std::set<VarDecl *> listed, inside;
        for (OMPClause *C : D->clauses())
            for (Stmt *E : C->children())
                if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(E))) listed.insert(V);
        bool ok = true;
        std::function<void(Stmt *)> scan = [&](Stmt *X) {
            if (!X || !ok) return;
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
            if (auto *DR = dyn_cast<DeclRefExpr>(X))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                    if (V->hasLocalStorage() && !listed.count(V) && !inside.count(V) && directlyModified(DR)) {
                        error(DR->getLocation(), "'" + name + "' in a template writes '" + V->getNameAsString() +
                              "', whose data-sharing clang decides per instantiation; list it in a shared, "
                              "firstprivate or private clause");
                        ok = false;
                    }
            for (Stmt *C : X->children()) scan(C);
        };
        scan(assocStmt(D));
        return ok;
    }
    // Assigned, incremented, its address taken, a member called on it, or passed to a call
    // (a dependent call may bind a non-const reference): what a dependent expression can do
    // to a variable (isWriteUse cannot tell a read from a write there).
    bool directlyModified(DeclRefExpr *DR) {
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
            if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS))
                return OC->getNumArgs() > 0 && OC->getArg(0) == cur && OC->getOperator() != OO_Call;
            if (isa<CXXDependentScopeMemberExpr>(PS) || isa<MemberExpr>(PS) || isa<UnresolvedMemberExpr>(PS)) return true;
            if (auto *CE = dyn_cast<CallExpr>(PS)) return CE->getCallee() != cur;
            if (isa<CXXUnresolvedConstructExpr>(PS) || isa<ParenListExpr>(PS)) return true;
            return false;
        }
        return false;
    }
    void emitInline(Dir *d) {
        removePragma(d->D);
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = S ? stmtRange(S) : CharSourceRange();
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite a construct inside a macro"); return; }
        std::string id = std::to_string(d->id), pre, open;
        for (VarDecl *V : d->fpriv) {
            std::string n = V->getNameAsString(), src = "__hb_fp_" + n + "_" + id;
            if (CXX) {
                pre += "auto &" + src + " = " + n + "; ";
                open += cxxType(V, nullptr) + " " + n + " = " + src + "; ";
            } else if (V->getType()->isArrayType()) {
                pre += "__typeof__(" + n + ") *" + src + " = &" + n + "; ";
                open += "__typeof__(" + n + ") " + n + "; __builtin_memcpy((void *)&" + n + ", " + src + ", sizeof " + n + "); ";
            } else {
                pre += "__typeof__(" + n + ") *" + src + " = &" + n + "; ";
                open += "__typeof__(" + n + ") " + n + " = *" + src + "; ";
            }
        }
        for (VarDecl *V : d->priv)
            open += (CXX ? cxxType(V, nullptr) : "__typeof__(" + V->getNameAsString() + ")") + " " + V->getNameAsString() + "; ";
        if (!d->linear.empty()) {
            auto *F = cast<ForStmt>(S);
            CharSourceRange BR = stmtRange(F->getBody());
            if (BR.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite a loop inside a macro"); return; }
            std::string k = "__hb_lk_" + id, set;
            pre += "long long " + k + " = 0; ";
            for (auto &L : d->linear) {
                std::string n = L.first->getNameAsString(), v0 = "__hb_l0_" + n + "_" + id, st = "__hb_ls_" + n + "_" + id;
                std::string ty = CXX ? cxxType(L.first, nullptr) : "__typeof__(" + n + ")";
                bool ptr = L.first->getType().getNonReferenceType()->isPointerType();
                // the step is written in the pragma, which is removed: its original text
                std::string stepText = "1";
                if (L.second) {
                    Expr::EvalResult ER;
                    if (!L.second->isValueDependent() && L.second->EvaluateAsInt(ER, Ctx))
                        stepText = std::to_string(ER.Val.getInt().getExtValue());
                    else
                        stepText = Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getExpansionRange(
                                       L.second->getSourceRange()).getAsRange()), SM, Ctx.getLangOpts()).str();
                }
                pre += ty + " " + v0 + " = " + n + "; long long " + st + " = (long long)(" + stepText + "); ";
                set += n + " = " + (ptr ? v0 + " + " + k + " * " + st : "(" + ty + ")(" + v0 + " + " + k + " * " + st + ")") + "; ";
            }
            RW.InsertText(BR.getBegin(), "{ " + set + "++" + k + "; ", false);
            RW.InsertText(BR.getEnd(), " }", true);
        }
        if (d->waitFirst) pre = taskwaitText() + " " + pre;
        std::string rs = "__hb_rs_" + id;
        // A worksharing construct run in place (sections, an ordered or linear loop) ends in a
        // barrier, and a taskloop in an implicit taskgroup: the tasks created inside it, which
        // may be deferred, complete there (a task in a loop body runs at once)
        std::string after = !isa<OMPTaskDirective>(d->D) && !d->parentLoop ? " " + taskwaitText() : "";
        RW.InsertText(R.getBegin(), "{ " + pre + (d->levelUp ? "++hbc_region_level; { " + scopeOpen(rs, "HBC_SCOPE_REGION") : "{ ") + open, false);
        RW.InsertText(R.getEnd(), (d->levelUp ? " " + scopeClose(rs) + " } --hbc_region_level; }" : " } }") + after, true);
    }
    std::string taskwaitText() { return CXX ? "hbc_rt::taskwait();" : "hbc_taskwait();"; }
    // A task scope named v (hbc_tasks.h); closing it waits for its tasks.
    std::string scopeOpen(const std::string &v, const std::string &kind) {
        return CXX ? "hbc_rt::task_scope " + v + "(" + kind + "); "
                   : "hbc_task_scope " + v + "; hbc_task_scope_open(&" + v + ", " + kind + "); ";
    }
    std::string scopeClose(const std::string &v) {
        return CXX ? v + ".close();" : "hbc_task_scope_close(&" + v + ");";
    }
    // A deferred task (C++17): a closure that holds its firstprivate copies (copied now, at
    // the task's creation) and refers to everything shared; private variables are fresh
    // inside. hbc_rt::task spawns it into the current scope.
    void emitTaskDefer(Dir *d) {
        if (!CXX) return emitTaskC(d);
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = S ? stmtRange(S) : CharSourceRange();
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'task' inside a macro"); return; }
        removePragma(d->D);
        std::string caps, privs;
        for (VarDecl *V : d->fpriv) {
            std::string n = V->getNameAsString();
            caps += V->hasLocalStorage() ? ", " + n : ", " + n + " = " + n;
        }
        for (VarDecl *V : d->priv) privs += cxxType(V, nullptr) + " " + V->getNameAsString() + "; ";
        std::string call = "hbc_rt::task(";
        if (!d->taskIf.empty() || !d->taskFinal.empty())
            call = "hbc_rt::task_ex(" + (d->taskIf.empty() ? std::string("true") : "(bool)(" + d->taskIf + ")") + ", " +
                   (d->taskFinal.empty() ? std::string("false") : "(bool)(" + d->taskFinal + ")") + ", ";
        RW.InsertText(R.getBegin(), call + "[&" + caps + "]() mutable { " + privs + "{ ", false);
        RW.InsertText(R.getEnd(), " } });", true);
    }
    void emitTaskGroup(Dir *d) {
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = S ? stmtRange(S) : CharSourceRange();
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'taskgroup' inside a macro"); return; }
        removePragma(d->D);
        std::string v = "__hb_tg_" + std::to_string(d->id);
        RW.InsertText(R.getBegin(), "{ " + scopeOpen(v, "HBC_SCOPE_GROUP") + "{ ", false);
        RW.InsertText(R.getEnd(), " } " + scopeClose(v) + " }", true);
    }
    // sections (C++17): the tasks created before complete first (the construct's barrier
    // covers them), then each section is a task of a fresh scope, closed at the end.
    void emitSectionsPar(Dir *d) {
        auto *CS = dyn_cast_or_null<CompoundStmt>(assocStmt(d->D));
        CharSourceRange R = CS ? stmtRange(CS) : CharSourceRange();
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'sections' inside a macro"); return; }
        removePragma(d->D);
        std::string v = "__hb_sc_" + std::to_string(d->id);
        // statements before the first `section` directive form the first section
        std::vector<std::pair<SourceLocation, SourceLocation>> secs;
        SourceLocation lead, leadEnd;
        for (Stmt *C : CS->body()) {
            if (auto *SD = dyn_cast<OMPSectionDirective>(C)) {
                CharSourceRange SR = assocStmt(SD) ? stmtRange(assocStmt(SD)) : CharSourceRange();
                if (SR.isInvalid()) { error(SD->getBeginLoc(), "cannot rewrite 'section' inside a macro"); return; }
                secs.push_back({SR.getBegin(), SR.getEnd()});
            } else {
                CharSourceRange SR = stmtRange(C);
                if (SR.isInvalid()) { error(C->getBeginLoc(), "cannot rewrite a section inside a macro"); return; }
                if (lead.isInvalid()) lead = SR.getBegin();
                leadEnd = SR.getEnd();
            }
        }
        if (lead.isValid()) secs.insert(secs.begin(), {lead, leadEnd});
        for (auto &sec : secs) {
            RW.InsertText(sec.first, "hbc_rt::task([&]() mutable { ", false);
            RW.InsertText(sec.second, " });", true);
        }
        std::string lv = d->levelUp ? "++hbc_region_level; " : "";
        RW.InsertText(R.getBegin(), "{ " + lv + taskwaitText() + " " + scopeOpen(v, "HBC_SCOPE_FRESH"), false);
        RW.InsertText(R.getEnd(), " " + scopeClose(v) + (d->levelUp ? " --hbc_region_level;" : "") + " }", true);
    }

    // A directive written as _Pragma("omp ...") directly, or through macros whose expansion is
    // nothing but the _Pragma: removing the macro invocation removes exactly the directive,
    // and its associated statement is ordinary source text.
    bool pragmaOnlyMacro(OMPExecutableDirective *D) {
        if (!PP) return false;
        CharSourceRange ER = SM.getExpansionRange(D->getBeginLoc());
        if (ER.isInvalid() || !rewritable(ER.getBegin())) return false;
        if (SM.getExpansionRange(D->getEndLoc()).getBegin() != ER.getBegin()) return false;
        if (Stmt *A = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr) {
            while (auto *CS = dyn_cast<CapturedStmt>(A)) A = CS->getCapturedStmt();
            if (A->getBeginLoc().isMacroID() || A->getEndLoc().isMacroID()) return false;
        }
        Token T;
        if (Lexer::getRawToken(ER.getBegin(), T, SM, Ctx.getLangOpts(), true) || !T.is(tok::raw_identifier))
            return false;
        if (T.getRawIdentifier() == "_Pragma") return true;
        IdentifierInfo *II = PP->getIdentifierInfo(T.getRawIdentifier());
        const MacroInfo *MI = PP->getMacroDefinitionAtLoc(II, ER.getBegin()).getMacroInfo();
        return MI && macroIsPragmaOnly(MI, ER.getBegin(), 0);
    }
    bool macroIsPragmaOnly(const MacroInfo *MI, SourceLocation at, int depth) {
        if (depth > 8) return false;
        auto toks = MI->tokens();
        size_t i = 0;
        auto skipParens = [&]() {  // a balanced (...) group
            if (i >= toks.size() || !toks[i].is(tok::l_paren)) return false;
            int level = 0;
            for (; i < toks.size(); ++i) {
                if (toks[i].is(tok::l_paren)) ++level;
                else if (toks[i].is(tok::r_paren) && --level == 0) { ++i; return true; }
            }
            return false;
        };
        if (toks.empty()) return false;
        while (i < toks.size()) {
            const Token &T = toks[i];
            IdentifierInfo *II = T.getIdentifierInfo();
            if (!II) return false;
            ++i;
            if (II->getName() == "_Pragma") {
                if (!skipParens()) return false;
                continue;
            }
            const MacroInfo *Inner = PP->getMacroDefinitionAtLoc(II, at).getMacroInfo();
            if (!Inner || !macroIsPragmaOnly(Inner, at, depth + 1)) return false;
            if (Inner->isFunctionLike() && !skipParens()) return false;
        }
        return true;
    }

    // task ... taskwait in one block (C++): nested hb::fork2 calls. Returns false when the
    // block holds no task directive (the caller walks it as usual).
    bool walkTasks(CompoundStmt *CS, Dir *region, Dir *par, Dir *node, bool inBody) {
        bool any = false;
        for (Stmt *C : CS->body())
            if (isa<OMPTaskDirective>(C)) any = true;
        if (!any) return false;
        std::vector<Stmt *> body(CS->body_begin(), CS->body_end());
        for (size_t i = 0; i < body.size(); ++i) {
            auto *T = dyn_cast<OMPTaskDirective>(body[i]);
            if (!T) {
                walk(body[i], region, par, node, inBody);
                continue;
            }
            size_t j = i;
            while (j < body.size() && !isa<OMPTaskwaitDirective>(body[j])) ++j;
            // the fork form (C++): tasks and statements up to a clause-free taskwait, no
            // declarations between them, tasks with data-sharing and scheduling clauses only;
            // any other task runs in place (walkInline)
            bool fork = CXX && j < body.size() && cast<OMPTaskwaitDirective>(body[j])->clauses().empty();
            for (size_t k = i; fork && k < j; ++k) {
                if (isa<DeclStmt>(body[k])) fork = false;
                // if/final: an undeferred or included task must finish before the code after
                // it, which a fork may run concurrently; the general form handles them
                if (auto *TD = dyn_cast<OMPTaskDirective>(body[k]))
                    for (OMPClause *Cl : TD->clauses())
                        if (!(isa<OMPSharedClause>(Cl) || isa<OMPFirstprivateClause>(Cl) || isa<OMPPrivateClause>(Cl) ||
                              isa<OMPDefaultClause>(Cl) || isa<OMPUntiedClause>(Cl) || isa<OMPMergeableClause>(Cl) ||
                              isa<OMPPriorityClause>(Cl)))
                            fork = false;
            }
            if (!fork) {
                walk(T, region, par, node, inBody);
                continue;
            }
            if (curFnDependent) {  // the fork captures by reference what is not listed
                bool known = true;
                for (size_t k = i; k < j; ++k)
                    if (auto *TD = dyn_cast<OMPTaskDirective>(body[k]))
                        if (!templateTaskSharingKnown(TD, "task")) known = false;
                if (!known) {
                    for (size_t k = i; k <= j; ++k)
                        if (auto *OD = dyn_cast<OMPExecutableDirective>(body[k])) seen.insert(OD);
                    i = j;
                    continue;
                }
            }
            Dir *d = newDir(T, Dir::Tasks);
            d->parentLoop = region;
            addDir(d, node);
            bool ok = true;
            for (size_t k = i; k < j; ++k) {
                Stmt *X = body[k];
                if (isa<DeclStmt>(X)) {
                    error(X->getBeginLoc(), "declaration between 'task' and 'taskwait' is not supported");
                    ok = false;
                }
                if (auto *TD = dyn_cast<OMPTaskDirective>(X)) {
                    seen.insert(TD);
                    for (OMPClause *Cl : TD->clauses())
                        if (!(isa<OMPSharedClause>(Cl) || isa<OMPFirstprivateClause>(Cl) || isa<OMPPrivateClause>(Cl) ||
                              isa<OMPDefaultClause>(Cl) || isa<OMPIfClause>(Cl) || isa<OMPFinalClause>(Cl) ||
                              isa<OMPUntiedClause>(Cl) || isa<OMPMergeableClause>(Cl) || isa<OMPPriorityClause>(Cl))) {
                            error(Cl->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(Cl->getClauseKind()).str() + "' on 'task'");
                            ok = false;
                        }
                    walk(assocStmt(TD), region, par, d, inBody);
                } else {
                    walk(X, region, par, d, inBody);
                }
                d->items.push_back(X);
            }
            auto *TW = cast<OMPTaskwaitDirective>(body[j]);
            seen.insert(TW);
            if (TW->clauses().size()) { error(TW->getBeginLoc(), "unsupported clause on 'taskwait'"); ok = false; }
            d->items.push_back(TW);
            (void)ok;
            i = j;
        }
        return true;
    }

    // `v = e;` (possibly braced), v a local non-reference variable, e an expression that is
    // not a braced list: sets V and E.
    bool valueAssign(Stmt *S, VarDecl *&V, Expr *&E) {
        while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
            if (CS->size() != 1) return false;
            S = CS->body_front();
        }
        auto *X = dyn_cast_or_null<Expr>(S);
        if (!X) return false;
        X = X->IgnoreParens();
        if (auto *EW = dyn_cast<ExprWithCleanups>(X)) X = EW->getSubExpr()->IgnoreParens();
        Expr *L = nullptr, *R = nullptr;
        if (auto *BO = dyn_cast<BinaryOperator>(X)) {
            if (BO->getOpcode() != BO_Assign) return false;
            L = BO->getLHS();
            R = BO->getRHS();
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(X)) {
            if (OC->getOperator() != OO_Equal || OC->getNumArgs() != 2) return false;
            L = OC->getArg(0);
            R = OC->getArg(1);
        } else {
            return false;
        }
        auto *DR = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts());
        V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
        if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() || isa<ParmVarDecl>(V)) return false;
        if (V->getType()->isArrayType()) return false;
        Expr *Ri = R->IgnoreImplicit();
        if (isa<InitListExpr>(Ri) || isa<CXXStdInitializerListExpr>(Ri)) return false;
        if (!R->isTypeDependent() && R->getType()->isVoidType()) return false;
        if (usesVar(R, V)) return false;
        E = R;
        return true;
    }

    void emitTasks(Dir *d) {
        // items: task | stmt ... taskwait
        std::vector<std::string> texts;
        std::vector<bool> isTask;
        std::vector<std::string> caps;
        for (size_t k = 0; k + 1 < d->items.size(); ++k) {
            Stmt *X = d->items[k];
            if (auto *TD = dyn_cast<OMPTaskDirective>(X)) {
                CharSourceRange R = stmtRange(assocStmt(TD));
                if (R.isInvalid()) { error(TD->getBeginLoc(), "cannot rewrite 'task' inside a macro"); return; }
                std::string c;
                std::set<VarDecl *> byVal;
                for (OMPClause *Cl : TD->clauses()) {
                    if (auto *FC = dyn_cast<OMPFirstprivateClause>(Cl))
                        for (Expr *E : FC->varlists()) if (VarDecl *V = refVar(E)) byVal.insert(V);
                    if (auto *PC = dyn_cast<OMPPrivateClause>(Cl))
                        for (Expr *E : PC->varlists()) if (VarDecl *V = refVar(E)) byVal.insert(V);
                }
                for (VarDecl *V : byVal)
                    if (V->hasLocalStorage() && !V->getType()->isReferenceType()) c += ", " + V->getNameAsString();
                texts.push_back(text(R));
                caps.push_back(c);
                isTask.push_back(true);
            } else {
                CharSourceRange R = stmtRange(X);
                if (R.isInvalid()) { error(X->getBeginLoc(), "cannot rewrite a statement inside a macro"); return; }
                texts.push_back(text(R));
                caps.push_back("");
                isTask.push_back(false);
            }
        }
        // A branch that is one assignment `v = e;` to a local variable the task shares
        // returns e's value instead, and v is assigned after the join (as hb::fork2's callers
        // do): nothing can observe the difference without a data race, since the other branch
        // may run concurrently and the enclosing code reads v only after the taskwait. The
        // variables then stay out of the lambdas' captures, so the fork compiles to what
        // hb::fork2 with value-returning branches compiles to. (C++17: hb::fork2.)
        std::vector<std::string> valVar(texts.size()), valExpr(texts.size()), valDirect(texts.size());
        if (Ctx.getLangOpts().CPlusPlus17) {
            for (size_t k = 0; k + 1 < d->items.size(); ++k) {
                Stmt *X = d->items[k];
                std::set<VarDecl *> byVal;
                if (auto *TD = dyn_cast<OMPTaskDirective>(X)) {
                    for (OMPClause *Cl : TD->clauses()) {
                        if (auto *FC = dyn_cast<OMPFirstprivateClause>(Cl))
                            for (Expr *E : FC->varlists()) if (VarDecl *V = refVar(E)) byVal.insert(V);
                        if (auto *PC = dyn_cast<OMPPrivateClause>(Cl))
                            for (Expr *E : PC->varlists()) if (VarDecl *V = refVar(E)) byVal.insert(V);
                    }
                    X = assocStmt(TD);
                } else if (k + 2 != d->items.size()) {
                    continue;  // a continuation is a value only when it is the last statement
                }
                VarDecl *V = nullptr;
                Expr *E = nullptr;
                if (!valueAssign(X, V, E) || byVal.count(V)) continue;
                CharSourceRange ER = fileRange(E->getSourceRange());
                if (ER.isInvalid()) continue;
                valVar[k] = V->getNameAsString();
                valExpr[k] = text(ER);
                // a continuation `v = g();` with g a function object variable passes g
                // itself: the runtime's frame then points at g, not at a closure pointing at it
                if (!isa<OMPTaskDirective>(d->items[k])) {
                    Expr *C = E->IgnoreImplicit();
                    if (auto *EW = dyn_cast<ExprWithCleanups>(C)) C = EW->getSubExpr()->IgnoreImplicit();
                    if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(C)) C = BT->getSubExpr()->IgnoreImplicit();
                    Expr *Callee = nullptr;
                    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(C)) {
                        if (OC->getOperator() == OO_Call && OC->getNumArgs() == 1) Callee = OC->getArg(0);
                    } else if (auto *CE = dyn_cast<CallExpr>(C)) {
                        if (CE->getNumArgs() == 0 && !isa<CXXMemberCallExpr>(CE)) Callee = CE->getCallee();
                    }
                    auto *DR = Callee ? dyn_cast<DeclRefExpr>(Callee->IgnoreParenImpCasts()) : nullptr;
                    auto *G = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
                    if (G && G->hasLocalStorage() && !DR->getLocation().isMacroID()) {
                        QualType GT = G->getType().getNonReferenceType();
                        if (GT->isDependentType() || GT->isRecordType()) valDirect[k] = G->getNameAsString();
                    }
                }
            }
        }
        int nfk = 0;
        std::function<std::string(size_t)> gen = [&](size_t k) -> std::string {
            if (k == texts.size()) return "";
            if (!isTask[k]) return texts[k] + "\n" + gen(k + 1);
            bool lv = !valVar[k].empty(), rv = k + 2 == texts.size() && !isTask[k + 1] && !valVar[k + 1].empty();
            if (lv || rv) {
                std::string fk = "__hb_fk" + std::to_string(d->id) + "_" + std::to_string(nfk++);
                std::string o = "{ auto " + fk + " = hbc_rt::fork2([&" + caps[k] + "]() mutable { " +
                                (lv ? "return " + valExpr[k] : texts[k]) + "\n; }, " +
                                (rv && !valDirect[k + 1].empty() ? valDirect[k + 1]
                                 : "[&]() { " + (rv ? "return " + valExpr[k + 1] : gen(k + 1)) + "\n; }") + "); ";
                if (lv) o += valVar[k] + " = std::move(" + fk + ".first); ";
                if (rv) o += valVar[k + 1] + " = std::move(" + fk + ".second); ";
                return o + "}\n";
            }
            return "hbc_rt::fork2([&" + caps[k] + "]() mutable { " + texts[k] + "\n; }, [&]() { " + gen(k + 1) + "\n; });\n";
        };
        SourceLocation B = d->items.front()->getBeginLoc();
        Stmt *last = d->items.back();
        CharSourceRange LR = fileRange(last->getSourceRange());
        if (B.isMacroID() || LR.isInvalid()) { error(B, "cannot rewrite 'task' inside a macro"); return; }
        // the taskwait directive's range is its pragma line
        bool invalid = false;
        const char *buf = SM.getCharacterData(LR.getEnd(), &invalid);
        unsigned n = 0;
        while (!invalid && buf[n] && buf[n] != '\n') ++n;
        // The taskwait also waits for deferred children created elsewhere in the task (before
        // the fork, or by a callee): one thread-local test when there are none.
        RW.ReplaceText(CharSourceRange::getCharRange(B, LR.getEnd().getLocWithOffset(n)),
                       "{ " + gen(0) + taskwaitText() + " }" + lineDirective(LR.getEnd()));
    }

    // ---------------------------------------------------------------- reduction items
    // One item of a reduction clause: a scalar variable, a whole constant-size array, or a
    // contiguous section var[lo:len] (dimensions after the first, if any, taken whole).
    // Anything else is reported at the item, naming what is not supported.
    bool reductionItem(Expr *E, Op o, const std::string &op, Reduction &out) {
        out = Reduction{o, op, nullptr, "", "", false, nullptr, nullptr, 0, QualType()};
        auto arithmetic = [&](QualType T, SourceLocation L, const std::string &what) {
            if (T->isDependentType()) return true;
            if (T->isArithmeticType() && !T->isAnyComplexType()) return true;
            error(L, "unsupported reduction on " + what + " of type '" + T.getAsString(*Pol) +
                  "' (array reductions need arithmetic elements)");
            return false;
        };
        if (VarDecl *V = refVar(E)) {
            out.var = V;
            QualType T = V->getType().getNonReferenceType();
            if (!T->isArrayType() && (T->isDependentType() || T->isScalarType())) return true;
            if (!T->isArrayType()) {
                error(E->getBeginLoc(), "unsupported reduction on non-scalar variable '" + V->getNameAsString() + "'");
                return false;
            }
            const ArrayType *AT = Ctx.getAsArrayType(T);
            // a template's array whose size is a parameter is constant in every instantiation
            if (!(isa<ConstantArrayType>(AT) || (CXX && isa<DependentSizedArrayType>(AT))) || T->isVariablyModifiedType()) {
                error(E->getBeginLoc(), "unsupported reduction on variable-length array '" + V->getNameAsString() +
                      "' (use an array section: " + V->getNameAsString() + "[0:n])");
                return false;
            }
            out.array = true;
            out.elem = Ctx.getBaseElementType(T).getUnqualifiedType();
            return arithmetic(out.elem, E->getBeginLoc(), "array '" + V->getNameAsString() + "'");
        }
        auto *S = dyn_cast<OMPArraySectionExpr>(E->IgnoreParenImpCasts());
        if (!S) {
            if (isa<ArraySubscriptExpr>(E->IgnoreParenImpCasts()))
                error(E->getBeginLoc(), "unsupported reduction item: an array element (use a section a[i:1])");
            else
                error(E->getBeginLoc(), "unsupported reduction item (only variables, constant-size arrays and "
                      "array sections)");
            return false;
        }
        // Walk the subscripts from the last to the first: every one but the first must cover
        // its whole dimension, so that the section is one contiguous block.
        std::vector<OMPArraySectionExpr *> subs;
        Expr *B = S;
        while (true) {
            Expr *X = B->IgnoreParenImpCasts();
            if (auto *SS = dyn_cast<OMPArraySectionExpr>(X)) { subs.insert(subs.begin(), SS); B = SS->getBase(); continue; }
            if (isa<ArraySubscriptExpr>(X)) {
                error(E->getBeginLoc(), "unsupported reduction item: a section mixing subscripts and ranges");
                return false;
            }
            break;
        }
        VarDecl *V = refVar(B);
        if (!V || isa<OMPCapturedExprDecl>(V)) {
            error(E->getBeginLoc(), "unsupported reduction item: an array section whose base is not a variable");
            return false;
        }
        for (auto *SS : subs) {
            if (Expr *St = SS->getStride()) {
                Expr::EvalResult R;
                if (St->isValueDependent() || !St->EvaluateAsInt(R, Ctx) || R.Val.getInt() != 1) {
                    error(St->getBeginLoc(), "unsupported reduction item: an array section with a stride");
                    return false;
                }
            }
        }
        QualType T = V->getType().getNonReferenceType();
        if (T->isDependentType()) {
            error(E->getBeginLoc(), "unsupported reduction item: an array section of a variable of dependent type '" +
                  V->getNameAsString() + "'");
            return false;
        }
        if (T->isVariablyModifiedType() || (!T->isPointerType() && !isa_and_nonnull<ConstantArrayType>(Ctx.getAsArrayType(T)))) {
            error(E->getBeginLoc(), "unsupported reduction item: a section of '" + V->getNameAsString() +
                  "', which is neither a pointer nor a constant-size array");
            return false;
        }
        // the element type after the first subscript; later subscripts must be whole dimensions
        QualType rowT = T->isPointerType() ? T->getPointeeType() : Ctx.getAsArrayType(T)->getElementType();
        for (size_t k = 1; k < subs.size(); ++k) {
            auto *CA = dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(rowT));
            auto whole = [&](OMPArraySectionExpr *SS) {
                Expr::EvalResult R;
                if (Expr *L = SS->getLowerBound())
                    if (L->isValueDependent() || !L->EvaluateAsInt(R, Ctx) || R.Val.getInt() != 0) return false;
                if (Expr *N = SS->getLength()) {
                    if (N->isValueDependent() || !N->EvaluateAsInt(R, Ctx)) return false;
                    return R.Val.getInt().getExtValue() == (int64_t)CA->getSize().getZExtValue();
                }
                return true;
            };
            if (!CA || !whole(subs[k])) {
                error(subs[k]->getBeginLoc(), "unsupported reduction item: a multi-dimensional array section that "
                      "is not contiguous (every dimension after the first must be taken whole)");
                return false;
            }
            rowT = CA->getElementType();
        }
        out.var = V;
        out.array = true;
        out.lo = subs[0]->getLowerBound();
        out.len = subs[0]->getLength();
        if (!out.len) {
            auto *CA = T->isPointerType() ? nullptr : dyn_cast<ConstantArrayType>(Ctx.getAsArrayType(T));
            if (!CA) {
                error(E->getBeginLoc(), "unsupported reduction item: a section without a length");
                return false;
            }
            out.dim = CA->getSize().getZExtValue();
        }
        out.elem = Ctx.getBaseElementType(rowT).getUnqualifiedType();
        return arithmetic(out.elem, E->getBeginLoc(), "a section of '" + V->getNameAsString() + "'");
    }

    // ---------------------------------------------------------------- loop analysis
    bool analyzeLoopDir(Dir *d) {
        OMPExecutableDirective *D = d->D;
        unsigned collapse = 1;
        std::string name = getOpenMPDirectiveName(D->getDirectiveKind()).str();
        for (OMPClause *C : D->clauses()) {
            if (auto *CC = dyn_cast<OMPCollapseClause>(C)) {
                Expr *E = CC->getNumForLoops();
                Expr::EvalResult R;
                if (!E || E->isValueDependent() || !E->EvaluateAsInt(R, Ctx)) {
                    error(C->getBeginLoc(), "collapse() needs a constant");
                    return false;
                }
                collapse = (unsigned)R.Val.getInt().getExtValue();
            } else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
                std::string op = RC->getNameInfo().getName().getAsString();
                Op o;
                if (op == "operator+") o = Op::Add;
                else if (op == "operator-") o = Op::Sub;
                else if (op == "operator*") o = Op::Mul;
                else if (op == "operator&") o = Op::And;
                else if (op == "operator|") o = Op::Or;
                else if (op == "operator^") o = Op::Xor;
                else if (op == "operator&&") o = Op::LAnd;
                else if (op == "operator||") o = Op::LOr;
                else if (op == "min") o = Op::Min;
                else if (op == "max") o = Op::Max;
                else {
                    error(C->getBeginLoc(), "unsupported reduction operator '" + op + "'");
                    return false;
                }
                if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                    error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                    return false;
                }
                for (Expr *E : RC->varlists()) {
                    Reduction r;
                    if (!reductionItem(E, o, op, r)) return false;
                    d->reds.push_back(r);
                    d->privatized.insert(r.var);
                }
            } else if (auto *PC = dyn_cast<OMPPrivateClause>(C)) {
                if (!addVars(PC->varlists(), d->priv, d)) return false;
            } else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) {
                if (!addVars(FC->varlists(), d->fpriv, d)) return false;
            } else if (auto *LC = dyn_cast<OMPLastprivateClause>(C)) {
                if (LC->getKind() != OMPC_LASTPRIVATE_unknown) {
                    error(C->getBeginLoc(), "unsupported lastprivate modifier");
                    return false;
                }
                if (!addVars(LC->varlists(), d->lpriv, d)) return false;
            } else if (isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) || isa<OMPScheduleClause>(C) ||
                       isa<OMPNumThreadsClause>(C) || isa<OMPIfClause>(C) || isa<OMPNowaitClause>(C) ||
                       isa<OMPProcBindClause>(C) || isa<OMPSafelenClause>(C) || isa<OMPSimdlenClause>(C) ||
                       isa<OMPAlignedClause>(C) || isa<OMPOrderClause>(C) || isa<OMPBindClause>(C)) {
                // accepted: see docs/hbc.md
            } else if (isa<OMPOrderedClause>(C)) {
                error(C->getBeginLoc(), "unsupported OpenMP construct 'ordered'");
                return false;
            } else {
                error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                      "' on '" + name + "'");
                return false;
            }
        }
        for (auto *V : d->priv) d->privatized.insert(V);
        for (auto *V : d->fpriv) d->privatized.insert(V);
        for (auto *V : d->lpriv) d->privatized.insert(V);
        for (auto *V : d->priv)
            if (V->getType()->isReferenceType()) {
                error(D->getBeginLoc(), "private reference variables are not supported");
                return false;
            }
        Stmt *S = assocStmt(D);
        if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(S)) {
            if (collapse != 1 || !CXX) {
                error(RF->getBeginLoc(), "collapse of a range-based for loop is not supported");
                return false;
            }
            d->rangeFor = RF;
            d->body = RF->getBody();
            d->privatized.insert(RF->getLoopVariable());
            d->declaredInside.insert(RF->getLoopVariable());
            return true;
        }
        for (unsigned l = 0; l < collapse; ++l) {
            auto *F = dyn_cast_or_null<ForStmt>(S);
            while (!F && S) {
                // collapse across a compound statement that holds exactly the next loop
                auto *CS = dyn_cast<CompoundStmt>(S);
                if (CS && CS->size() == 1) { S = CS->body_front(); F = dyn_cast<ForStmt>(S); continue; }
                break;
            }
            if (!F) {
                error(S ? S->getBeginLoc() : D->getBeginLoc(), "expected a for loop after '" + name + "'" +
                      (l ? " (collapse needs perfectly nested loops)" : ""));
                return false;
            }
            LoopInfo L;
            L.F = F;
            if (!analyzeFor(F, L)) return false;
            for (auto &O : d->loops) {
                // non-rectangular collapse: inner bounds using outer ivs
                if (usesVar(L.lb, O.iv) || usesVar(L.ub, O.iv) || (L.step && usesVar(L.step, O.iv))) {
                    error(F->getBeginLoc(), "non-rectangular collapsed loop nest is not supported");
                    return false;
                }
            }
            d->loops.push_back(L);
            d->privatized.insert(L.iv);
            S = F->getBody();
        }
        d->body = d->loops.back().F->getBody();
        // a loop variable in private/lastprivate is the loop's own (final value at the call site)
        std::vector<VarDecl *> pv;
        for (auto *V : d->priv) {
            bool isIv = false;
            for (auto &L : d->loops) isIv |= L.iv == V;
            if (!isIv) pv.push_back(V);
        }
        d->priv = pv;
        std::vector<VarDecl *> lp;
        for (auto *V : d->lpriv) {
            bool isIv = false;
            for (auto &L : d->loops) isIv |= L.iv == V;
            if (!isIv) lp.push_back(V);
        }
        d->lpriv = lp;
        return true;
    }

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

    bool usesVar(Stmt *S, VarDecl *V) {
        if (!S) return false;
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (DR->getDecl() == V) return true;
        for (Stmt *C : S->children())
            if (usesVar(C, V)) return true;
        return false;
    }

    bool analyzeFor(ForStmt *F, LoopInfo &L) {
        auto fail = [&](SourceLocation Loc, const char *what) {
            error(Loc, std::string("loop is not in OpenMP canonical form: ") + what);
            return false;
        };
        Stmt *Init = F->getInit();
        if (!Init) return fail(F->getBeginLoc(), "missing init");
        if (auto *DS = dyn_cast<DeclStmt>(Init)) {
            if (!DS->isSingleDecl()) return fail(Init->getBeginLoc(), "several variables declared in init");
            L.iv = dyn_cast<VarDecl>(DS->getSingleDecl());
            if (!L.iv || !L.iv->getInit()) return fail(Init->getBeginLoc(), "init");
            L.lb = L.iv->getInit();
            L.ivDeclared = true;
        } else if (auto *BO = dyn_cast<BinaryOperator>(Init)) {
            if (BO->getOpcode() != BO_Assign) return fail(Init->getBeginLoc(), "init");
            L.iv = refVar(BO->getLHS());
            L.lb = BO->getRHS();
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(Init)) {
            if (OC->getOperator() != OO_Equal) return fail(Init->getBeginLoc(), "init");
            L.iv = refVar(OC->getArg(0));
            L.lb = OC->getArg(1);
        }
        if (!L.iv) return fail(Init->getBeginLoc(), "init must set the loop variable");
        // condition
        Expr *Cond = F->getCond();
        if (!Cond) return fail(F->getBeginLoc(), "missing condition");
        Expr *CE = const_cast<Expr *>(strip(Cond));
        Expr *lhs = nullptr, *rhs = nullptr;
        BinaryOperatorKind k;
        if (auto *BO = dyn_cast<BinaryOperator>(CE)) {
            k = BO->getOpcode();
            lhs = const_cast<Expr *>(BO->getLHS());
            rhs = const_cast<Expr *>(BO->getRHS());
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) {
            if (OC->getNumArgs() != 2) return fail(Cond->getBeginLoc(), "condition");
            switch (OC->getOperator()) {
            case OO_Less: k = BO_LT; break;
            case OO_LessEqual: k = BO_LE; break;
            case OO_Greater: k = BO_GT; break;
            case OO_GreaterEqual: k = BO_GE; break;
            case OO_ExclaimEqual: k = BO_NE; break;
            default: return fail(Cond->getBeginLoc(), "condition operator");
            }
            lhs = const_cast<Expr *>(OC->getArg(0));
            rhs = const_cast<Expr *>(OC->getArg(1));
        } else {
            return fail(Cond->getBeginLoc(), "condition must compare the loop variable");
        }
        if (k != BO_LT && k != BO_LE && k != BO_GT && k != BO_GE && k != BO_NE)
            return fail(Cond->getBeginLoc(), "condition operator must be <, <=, >, >= or !=");
        if (refVar(lhs) == L.iv) {
            L.ub = rhs;
        } else if (refVar(rhs) == L.iv) {
            L.ub = lhs;
            k = k == BO_LT ? BO_GT : k == BO_LE ? BO_GE : k == BO_GT ? BO_LT : k == BO_GE ? BO_LE : BO_NE;
        } else {
            return fail(Cond->getBeginLoc(), "condition must compare the loop variable");
        }
        L.cmp = k;
        // increment
        Expr *Inc = F->getInc();
        if (!Inc) return fail(F->getBeginLoc(), "missing increment");
        Expr *IE = const_cast<Expr *>(strip(Inc));
        if (auto *UO = dyn_cast<UnaryOperator>(IE)) {
            if (refVar(UO->getSubExpr()) != L.iv || !UO->isIncrementDecrementOp()) return fail(Inc->getBeginLoc(), "increment");
            L.stepIsConst = true;
            L.stepConst = UO->isIncrementOp() ? 1 : -1;
        } else if (auto *CAO = dyn_cast<CompoundAssignOperator>(IE)) {
            if (refVar(CAO->getLHS()) != L.iv) return fail(Inc->getBeginLoc(), "increment");
            if (CAO->getOpcode() == BO_AddAssign) L.step = CAO->getRHS();
            else if (CAO->getOpcode() == BO_SubAssign) { L.step = CAO->getRHS(); L.stepNeg = true; }
            else return fail(Inc->getBeginLoc(), "increment");
        } else if (auto *BO = dyn_cast<BinaryOperator>(IE)) {
            if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) {
                if (refVar(BO->getLHS()) != L.iv) return fail(Inc->getBeginLoc(), "increment");
                L.step = BO->getRHS();
                L.stepNeg = BO->getOpcode() == BO_SubAssign;
            } else if (BO->getOpcode() == BO_Assign && refVar(BO->getLHS()) == L.iv) {
                auto *R = dyn_cast<BinaryOperator>(strip(BO->getRHS()));
                if (!R) return fail(Inc->getBeginLoc(), "increment");
                if (R->getOpcode() == BO_Add && refVar(R->getLHS()) == L.iv) L.step = R->getRHS();
                else if (R->getOpcode() == BO_Add && refVar(R->getRHS()) == L.iv) L.step = R->getLHS();
                else if (R->getOpcode() == BO_Sub && refVar(R->getLHS()) == L.iv) { L.step = R->getRHS(); L.stepNeg = true; }
                else return fail(Inc->getBeginLoc(), "increment");
            } else return fail(Inc->getBeginLoc(), "increment");
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(IE)) {
            if (refVar(OC->getArg(0)) != L.iv) return fail(Inc->getBeginLoc(), "increment");
            switch (OC->getOperator()) {
            case OO_PlusPlus: L.stepIsConst = true; L.stepConst = 1; break;
            case OO_MinusMinus: L.stepIsConst = true; L.stepConst = -1; break;
            case OO_PlusEqual: L.step = OC->getArg(1); break;
            case OO_MinusEqual: L.step = OC->getArg(1); L.stepNeg = true; break;
            default: return fail(Inc->getBeginLoc(), "increment");
            }
        } else {
            return fail(Inc->getBeginLoc(), "increment");
        }
        if (L.step && !L.step->isValueDependent()) {
            Expr::EvalResult R;
            if (L.step->EvaluateAsInt(R, Ctx)) {
                L.stepIsConst = true;
                L.stepConst = R.Val.getInt().getExtValue();
                if (L.stepNeg) L.stepConst = -L.stepConst;
            }
        }
        if (L.stepIsConst) {
            if (L.stepConst == 0) return fail(Inc->getBeginLoc(), "zero step");
            L.stepSign = L.stepConst > 0 ? 1 : -1;
            if ((L.stepSign > 0 && (k == BO_GT || k == BO_GE)) || (L.stepSign < 0 && (k == BO_LT || k == BO_LE)))
                return fail(Inc->getBeginLoc(), "step goes away from the bound");
        } else if (k == BO_LT || k == BO_LE) L.stepSign = 1;
        else if (k == BO_GT || k == BO_GE) L.stepSign = -1;
        QualType T = L.iv->getType();
        if (T->isDependentType() || T->isRecordType()) {
            if (!CXX) return fail(Init->getBeginLoc(), "loop variable type");
            L.kind = LoopInfo::Other;
        } else if (T->isPointerType()) L.kind = LoopInfo::Ptr;
        else if (T->isIntegerType()) L.kind = LoopInfo::Int;
        else return fail(Init->getBeginLoc(), "loop variable must be an integer, pointer or iterator");
        if (L.iv->getType()->isReferenceType()) return fail(Init->getBeginLoc(), "loop variable is a reference");
        return true;
    }

    // ---------------------------------------------------------------- parallel regions
    std::map<Dir *, std::vector<std::pair<Op, VarDecl *>>> regionReds;
    void analyzeRegionClauses(Dir *d) {
        for (OMPClause *C : d->D->clauses()) {
            if (auto *PC = dyn_cast<OMPPrivateClause>(C)) addVars(PC->varlists(), d->priv, d);
            else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) addVars(FC->varlists(), d->fpriv, d);
            else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
                std::string op = RC->getNameInfo().getName().getAsString();
                Op o = Op::Add;
                static const std::map<std::string, Op> ops = {
                    {"operator+", Op::Add}, {"operator-", Op::Sub}, {"operator*", Op::Mul},
                    {"operator&", Op::And}, {"operator|", Op::Or},  {"operator^", Op::Xor},
                    {"operator&&", Op::LAnd}, {"operator||", Op::LOr}, {"min", Op::Min}, {"max", Op::Max}};
                auto it = ops.find(op);
                if (it == ops.end()) { error(C->getBeginLoc(), "unsupported reduction operator '" + op + "'"); continue; }
                o = it->second;
                if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                    error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                    continue;
                }
                for (Expr *E : RC->varlists()) {
                    Reduction r;
                    if (reductionItem(E, o, op, r)) d->reds.push_back(r);
                }
            } else if (isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) || isa<OMPNumThreadsClause>(C) ||
                       isa<OMPIfClause>(C) || isa<OMPProcBindClause>(C) || isa<OMPCopyinClause>(C)) {
                // copyin: the region's one thread is the master, whose copy is the variable
            } else {
                error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                      "' on 'parallel'");
            }
        }
        for (auto *V : d->fpriv)
            if (V->getType()->isArrayType()) error(d->D->getBeginLoc(), "firstprivate array on 'parallel' is not supported");
    }

    // Does S write V (any use that is not a plain read)?
    std::map<const VarDecl *, bool> dummy;
    bool isWriteUse(DeclRefExpr *DR) {
        auto P = Ctx.getParents(*DR);
        const Stmt *cur = DR;
        while (true) {
            if (P.empty()) return true;
            const Stmt *PS = P[0].get<Stmt>();
            if (!PS) return true;
            if (auto *PE = dyn_cast<ParenExpr>(PS)) { cur = PE; P = Ctx.getParents(*PE); continue; }
            if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
                if (IC->getCastKind() == CK_LValueToRValue) return false;
                if (IC->getCastKind() == CK_ArrayToPointerDecay) return !CXX ? false : false;
                if (IC->getCastKind() == CK_NoOp || IC->getCastKind() == CK_FunctionToPointerDecay) {
                    cur = IC; P = Ctx.getParents(*IC); continue;
                }
                return true;
            }
            if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
            return true;
        }
    }

    // May this use change the storage it names (the variable, its elements or its fields)?
    // Unlike isWriteUse, an array element that is assigned is a write of the array, and a read
    // through a const reference (a `const T &` parameter, a const member function, a
    // pointer-to-const parameter) is a read. Anything not understood may write.
    bool mayWrite(const Expr *E) {
        const Stmt *cur = E;
        while (true) {
            auto P = Ctx.getParents(*cur);
            if (P.empty()) return true;
            const Stmt *PS = P[0].get<Stmt>();
            if (!PS) return true;
            if (isa<ParenExpr>(PS)) { cur = PS; continue; }
            if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
                switch (IC->getCastKind()) {
                case CK_LValueToRValue: return false;
                case CK_NoOp: case CK_FunctionToPointerDecay: cur = IC; continue;
                case CK_ArrayToPointerDecay: {
                    auto PP = Ctx.getParents(*IC);
                    const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
                    if (auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(Q))
                        if (AS->getBase() == IC) { cur = AS; continue; }
                    return pointerArgMayWrite(IC);
                }
                default: return true;
                }
            }
            if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
            if (auto *ME = dyn_cast<MemberExpr>(PS)) {
                if (ME->isArrow()) return true;
                auto PP = Ctx.getParents(*ME);
                const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
                if (auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(Q)) {
                    const CXXMethodDecl *MD = MC->getMethodDecl();
                    return !(MD && MD->isConst());
                }
                cur = ME;  // a field: the field is what is used
                continue;
            }
            if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS)) {
                if (OC->getNumArgs() > 0 && OC->getArg(0) == cur) {
                    auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
                    if (MD && MD->isConst()) return false;
                    // std containers' operator[] only selects an element: the element is used
                    if (MD && OC->getOperator() == OO_Subscript && MD->getParent()->isInStdNamespace()) {
                        cur = OC;
                        continue;
                    }
                    if (MD) return true;
                }
            }
            if (auto *CE = dyn_cast<CallExpr>(PS)) return argMayWrite(CE, cur);
            if (auto *CE = dyn_cast<CXXConstructExpr>(PS)) {
                const CXXConstructorDecl *Ct = CE->getConstructor();
                for (unsigned i = 0; i < CE->getNumArgs(); ++i)
                    if (CE->getArg(i) == cur) return !Ct || i >= Ct->getNumParams() || !constRefOrPtr(Ct->getParamDecl(i)->getType());
                return true;
            }
            return true;
        }
    }
    static bool constRefOrPtr(QualType T) {
        if (T->isReferenceType() || T->isPointerType()) return T->getPointeeType().isConstQualified();
        return false;
    }
    // `cur` is an argument of CE: is its parameter a reference or pointer to non-const?
    bool argMayWrite(const CallExpr *CE, const Stmt *cur) {
        const FunctionDecl *FD = CE->getDirectCallee();
        if (!FD) return true;
        unsigned shift = isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD) ? 1 : 0;
        for (unsigned i = shift; i < CE->getNumArgs(); ++i)
            if (CE->getArg(i) == cur) {
                unsigned k = i - shift;
                if (k >= FD->getNumParams()) return true;  // variadic
                QualType T = FD->getParamDecl(k)->getType();
                if (T->isReferenceType() || T->isPointerType()) return !T->getPointeeType().isConstQualified();
                return T->isRecordType() ? false : true;
            }
        return true;
    }
    bool pointerArgMayWrite(const ImplicitCastExpr *IC) {
        auto PP = Ctx.getParents(*IC);
        const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
        if (auto *CE = dyn_cast_or_null<CallExpr>(Q)) return argMayWrite(CE, IC);
        return true;
    }
    // Does this use of pointer V (read as a value) let the code write what V points to?
    bool pointeeMayBeWritten(DeclRefExpr *DR) {
        const Stmt *cur = DR;
        while (true) {
            auto P = Ctx.getParents(*cur);
            const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
            if (!PS) return true;
            if (isa<ParenExpr>(PS)) { cur = PS; continue; }
            auto *IC = dyn_cast<ImplicitCastExpr>(PS);
            if (!IC || IC->getCastKind() != CK_LValueToRValue) return true;
            auto PP = Ctx.getParents(*IC);
            const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
            if (!Q) return true;
            if (auto *AS = dyn_cast<ArraySubscriptExpr>(Q)) return AS->getBase() != IC || mayWrite(AS);
            if (auto *U = dyn_cast<UnaryOperator>(Q)) return U->getOpcode() != UO_Deref || mayWrite(U);
            if (auto *ME = dyn_cast<MemberExpr>(Q)) return !ME->isArrow() || mayWrite(ME);
            if (auto *BO = dyn_cast<BinaryOperator>(Q)) return !BO->isComparisonOp();
            if (auto *CE = dyn_cast<CallExpr>(Q)) return argMayWrite(CE, IC);
            return true;
        }
    }
    // A region-private pointer or reference that every thread sets to the same shared storage
    // (its initialiser calls nothing and names no region-private storage, and nothing else
    // assigns it) may stay shared by the loop: writes through it go where OpenMP's would.
    // A pointer set only inside `single copyprivate(p)` also qualifies: the broadcast gives
    // every thread the single's value, which the region run once already holds.
    bool sharedTarget(VarDecl *V, Dir *P, const std::set<VarDecl *> &priv) {
        std::vector<OMPExecutableDirective *> setters;  // singles that broadcast V
        for (auto &cp : regionCopyprivate[P])
            if (cp.first == V) setters.push_back(cp.second);
        if (!V->getInit()) {
            if (std::find(P->fpriv.begin(), P->fpriv.end(), V) == P->fpriv.end() && !isa<ParmVarDecl>(V) &&
                setters.empty())
                return false;
        } else {
            bool ok = true;
            std::function<void(const Stmt *)> check = [&](const Stmt *X) {
                if (!X || !ok) return;
                if (isa<CallExpr>(X) || isa<CXXNewExpr>(X)) { ok = false; return; }
                if (auto *D = dyn_cast<DeclRefExpr>(X))
                    if (auto *W = dyn_cast<VarDecl>(D->getDecl()))
                        if (priv.count(const_cast<VarDecl *>(W)) && (!W->getType()->isScalarType() || W->getType()->isPointerType() ||
                                              mayWriteOrEscape(D)))
                            ok = false;
                for (const Stmt *C : X->children()) check(C);
            };
            check(V->getInit());
            if (!ok) return false;
        }
        auto inSetter = [&](SourceLocation L) {
            for (auto *S : setters)
                if (Stmt *A = assocStmt(S))  // a directive's own range ends with its pragma line
                    if (SM.isPointWithin(SM.getExpansionLoc(L), SM.getExpansionLoc(A->getBeginLoc()),
                                         SM.getExpansionLoc(A->getEndLoc())))
                    return true;
            return false;
        };
        if (V->getType()->isPointerType())
            for (auto &rf : refs)
                if (rf.first->getDecl() == V && mayWrite(rf.first) && !inSetter(rf.first->getBeginLoc())) return false;
        return true;
    }
    bool mayWriteOrEscape(const DeclRefExpr *D) {
        auto P = Ctx.getParents(*D);
        const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
        auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS);
        return !IC || IC->getCastKind() != CK_LValueToRValue;
    }

    void checkRegions() {
        checkWaitLoops();
        for (auto &tc : tidCalls)
            error(tc.first->getBeginLoc(), "omp_get_thread_num() in a parallel region outside a worksharing loop "
                  "makes the region depend on the team; not supported (use --hbc-fallback-openmp)");
        for (auto &up : dirs) {
            Dir *d = up.get();
            if (d->kind != Dir::Loop || !d->parRegion) continue;
            Dir *P = d->parRegion;
            std::set<VarDecl *> priv;
            for (auto *V : regionLocals[P])
                if (V->hasLocalStorage()) priv.insert(V);  // a static local is shared
            for (auto *V : P->priv) priv.insert(V);
            for (auto *V : P->fpriv) priv.insert(V);
            std::map<VarDecl *, Reduction> pred;
            for (auto &r : P->reds) pred[r.var] = r;
            for (auto &rf : refs) {
                VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
                if (!V || d->privatized.count(V)) continue;
                if (!inside(rf.second, d)) continue;
                if (d->declaredInside.count(V)) continue;
                bool isPriv = priv.count(V), isRed = pred.count(V);
                if (!isPriv && !isRed) continue;
                if (isRed && pred[V].array) {
                    // the region's array reduction: any use in the loop is of the private copy
                    // (its elements are written through a decayed pointer, which isWriteUse misses)
                    bool have = false;
                    for (auto &r : d->reds) have |= r.var == V;
                    if (!have) { d->reds.push_back(pred[V]); d->privatized.insert(V); }
                    continue;
                }
                QualType T = V->getType();
                if (isPriv && (T->isPointerType() || T->isReferenceType()) &&
                    (T->isPointerType() ? pointeeMayBeWritten(rf.first) : mayWrite(rf.first)) &&
                    !(T->isPointerType() && mayWrite(rf.first))) {
                    // the loop writes what a region-private pointer or reference designates
                    if (sharedTarget(V, P, priv)) continue;
                    error(rf.first->getBeginLoc(), std::string(T->isPointerType() ? "pointer" : "reference") + " '" +
                          V->getNameAsString() + "' is private to the enclosing " +
                          (P->kind == Dir::Orphan ? "function (an orphaned worksharing loop)" : "parallel region") +
                          " and the worksharing loop writes through it, but hbc cannot show that every thread's "
                          "copy designates the same storage; not supported (use --hbc-fallback-openmp)");
                    d->privatized.insert(V);
                    continue;
                }
                if (!(isRed ? isWriteUse(rf.first) : mayWrite(rf.first))) continue;
                if (isRed) {
                    bool have = false;
                    for (auto &r : d->reds) have |= r.var == V;
                    if (!have) { d->reds.push_back({pred[V].op, "", V}); d->privatized.insert(V); }
                    continue;
                }
                // A per-thread scratch variable (private clause or uninitialised region local,
                // never used at region level): each loop iteration gets its own copy.
                // Arrays too (each range gets its own uninitialised copy, as each thread has one).
                bool scratch = !regionLevelRefs[P].count(V) && !V->getInit() &&
                               std::find(P->fpriv.begin(), P->fpriv.end(), V) == P->fpriv.end() &&
                               !V->getType()->isReferenceType() && !V->getType()->isVariablyModifiedType() &&
                               (!V->getType()->isArrayType() || isa<ConstantArrayType>(Ctx.getAsArrayType(V->getType())));
                if (scratch) {
                    d->priv.push_back(V);
                    d->privatized.insert(V);
                    continue;
                }
                Reduction hr;
                if (handMadeReduction(P, V, hr)) {
                    d->reds.push_back(hr);
                    d->privatized.insert(V);
                    continue;
                }
                error(rf.first->getBeginLoc(), "variable '" + V->getNameAsString() + "' is private to the enclosing " +
                      (P->kind == Dir::Orphan ? "function (an orphaned worksharing loop binds to the caller's team)"
                                              : "parallel region") +
                      " and written in a worksharing loop without being privatized; not supported "
                      "(use --hbc-fallback-openmp)");
                d->privatized.insert(V);  // one report per variable
            }
        }
    }
    // The per-thread partial result pattern:
    //     T local = init;  #pragma omp for  ... local = f(local, ...) ...
    //     #pragma omp critical   result = g(result, local);   (or result op= local)
    //     (or #pragma omp atomic [update]   result op= local;)
    // Run once, the loop reduces into local with identity init and combine g.
    bool handMadeReduction(Dir *P, VarDecl *V, Reduction &out) {
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
            out.comb = t;
            return true;
        }
        return false;
    }
    bool localCombine(Expr *E, VarDecl *Rv, VarDecl *V) {
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
    bool inside(Dir *r, Dir *d) {
        for (; r; r = r->parentLoop)
            if (r == d) return true;
        return false;
    }

    // ---------------------------------------------------------------- C captures
    bool isFunctionLocal(VarDecl *V) {
        return V->getDeclContext()->isFunctionOrMethod() || isa<ParmVarDecl>(V);
    }
    std::set<VarDecl *> nonDecay;
    std::set<VarDecl *> addrTaken;  // &v somewhere: v may change behind the loop's back
    void computeCaptures() {
        for (auto &rf : refs) {
            VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || V->getType()->isArrayType()) continue;
            auto P = Ctx.getParents(*rf.first);
            while (!P.empty() && P[0].get<ParenExpr>()) P = Ctx.getParents(*P[0].get<ParenExpr>());
            if (!P.empty())
                if (auto *U = P[0].get<UnaryOperator>())
                    if (U->getOpcode() == UO_AddrOf) addrTaken.insert(V);
        }
        for (auto &rf : refs) {
            VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || !V->getType()->isArrayType()) continue;
            auto P = Ctx.getParents(*rf.first);
            const ImplicitCastExpr *IC = P.empty() ? nullptr : P[0].get<ImplicitCastExpr>();
            if (!IC || IC->getCastKind() != CK_ArrayToPointerDecay) nonDecay.insert(V);
        }
        for (auto &rf : refs) {
            VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || !isFunctionLocal(V)) continue;
            bool write = isWriteUse(rf.first);
            for (Dir *r = rf.second; r; r = r->parentLoop) need(r, V, write);
        }
        // clause variables and outside-declared ivs of nested loops are used at their call site,
        // in the enclosing region
        for (auto &up : dirs) {
            Dir *d = up.get();
            if (d->kind != Dir::Loop) continue;
            auto useAbove = [&](VarDecl *V, bool write) {
                if (!isFunctionLocal(V)) return;
                for (Dir *r = d->parentLoop; r; r = r->parentLoop) need(r, V, write);
            };
            for (auto &r : d->reds) {
                useAbove(r.var, true);
                // an array section's bounds are evaluated at the call site
                std::function<void(Stmt *)> bounds = [&](Stmt *X) {
                    if (!X) return;
                    if (auto *DR = dyn_cast<DeclRefExpr>(X))
                        if (auto *BV = dyn_cast<VarDecl>(DR->getDecl())) useAbove(BV, false);
                    for (Stmt *C : X->children()) bounds(C);
                };
                bounds(r.lo);
                bounds(r.len);
            }
            for (auto *V : d->lpriv) useAbove(V, true);
            for (auto *V : d->fpriv) useAbove(V, false);
            for (auto &L : d->loops)
                if (!L.ivDeclared) useAbove(L.iv, true);
        }
        for (auto &up : dirs) {
            Dir *d = up.get();
            if (d->kind == Dir::Region) {
                auto useAbove = [&](VarDecl *V, bool write) {
                    for (Dir *r = d->parentLoop; r; r = r->parentLoop) need(r, V, write);
                };
                for (auto *V : d->fpriv) useAbove(V, false);
            }
        }
    }
    void need(Dir *r, VarDecl *V, bool write) {
        if (r->declaredInside.count(V)) return;
        if (r->privatized.count(V)) {
            // firstprivate and lastprivate are handled by the loop itself
            return;
        }
        QualType T = V->getType();
        // a variably modified type names its size variables: the outlined function needs them
        if (T->isVariablyModifiedType())
            for (VarDecl *W : vlaSizeVars(T))
                if (W != V && isFunctionLocal(W)) need(r, W, false);
        bool ptr = write || !T->isScalarType() || addrTaken.count(V);
        if (T->isArrayType() && !write && !nonDecay.count(V)) {
            // only ever used as a pointer to its first element: pass that pointer by value
            if (!r->caps.count(V)) { r->caps[V] = Cap::Decay; r->capOrder.push_back(V); }
            return;
        }
        auto it = r->caps.find(V);
        if (it == r->caps.end()) {
            r->caps[V] = ptr ? Cap::Pointer : Cap::Value;
            r->capOrder.push_back(V);
        } else if (ptr) it->second = Cap::Pointer;
    }
    std::vector<VarDecl *> vlaSizeVars(QualType T) {
        std::vector<VarDecl *> out;
        std::function<void(const Stmt *)> collect = [&](const Stmt *X) {
            if (!X) return;
            if (auto *D = dyn_cast<DeclRefExpr>(X))
                if (auto *W = dyn_cast<VarDecl>(D->getDecl())) out.push_back(const_cast<VarDecl *>(W));
            for (const Stmt *C : X->children()) collect(C);
        };
        while (!T.isNull()) {
            if (auto *VA = Ctx.getAsVariableArrayType(T)) { collect(VA->getSizeExpr()); T = VA->getElementType(); }
            else if (auto *AT = Ctx.getAsArrayType(T)) T = AT->getElementType();
            else if (T->isPointerType() || T->isReferenceType()) T = T->getPointeeType();
            else break;
        }
        return out;
    }

    void rewriteRefs() {
        for (auto &rf : refs) {
            Dir *r = rf.second;
            if (!r) continue;
            VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V) continue;
            auto it = r->caps.find(V);
            if (it == r->caps.end() || it->second != Cap::Pointer) continue;
            SourceLocation L = rf.first->getLocation();
            if (L.isMacroID()) {
                if (SM.isMacroArgExpansion(L)) L = SM.getSpellingLoc(L);
                else {
                    error(rf.first->getBeginLoc(), "shared variable '" + V->getNameAsString() +
                          "' is written in the loop and used inside a macro expansion; cannot outline");
                    continue;
                }
            }
            if (!rewritable(L)) continue;
            RW.ReplaceText(L, V->getName().size(), "(*" + ptrName(V) + ")");
        }
    }

    // ---------------------------------------------------------------- emission helpers
    std::string limitText(QualType T, bool wantMax) {
        T = T.getCanonicalType().getUnqualifiedType();
        std::string ts = typeStr(T);
        if (T->isRealFloatingType()) {
            std::string inf = T->isSpecificBuiltinType(BuiltinType::Float) ? "__builtin_inff()"
                              : T->isSpecificBuiltinType(BuiltinType::LongDouble) ? "__builtin_infl()"
                                                                                  : "__builtin_inf()";
            return wantMax ? inf : "(-" + inf + ")";
        }
        if (T->isBooleanType()) return wantMax ? "1" : "0";
        if (T->isPointerType()) return wantMax ? "((" + ts + ")~(__UINTPTR_TYPE__)0)" : "((" + ts + ")0)";
        uint64_t w = Ctx.getTypeSize(T);
        if (T->isUnsignedIntegerOrEnumerationType()) return wantMax ? "((" + ts + ")-1)" : "((" + ts + ")0)";
        std::string mx = std::to_string((w >= 64) ? INT64_MAX : ((int64_t(1) << (w - 1)) - 1)) + "LL";
        return wantMax ? "((" + ts + ")" + mx + ")" : "((" + ts + ")(-" + mx + " - 1))";
    }
    std::string identity(const Reduction &r, const std::string &tyC) {
        switch (r.op) {
        case Op::Custom: return r.ident;
        case Op::Add: case Op::Sub: case Op::Or: case Op::Xor: case Op::LOr: return "0";
        case Op::Mul: case Op::LAnd: return "1";
        case Op::And: return "(" + tyC + ")~(" + tyC + ")0";
        case Op::Min: case Op::Max: {
            bool wantMax = r.op == Op::Min;
            QualType T = r.array ? r.elem : r.var->getType().getNonReferenceType();
            if (CXX && (T.isNull() || T->isDependentType()))
                // (f)(): a user's function-like macro min/max cannot expand here
                return wantMax ? "(std::numeric_limits<" + tyC + ">::has_infinity ? (std::numeric_limits<" + tyC +
                                     ">::infinity)() : (std::numeric_limits<" + tyC + ">::max)())"
                               : "(std::numeric_limits<" + tyC + ">::has_infinity ? -(std::numeric_limits<" + tyC +
                                     ">::infinity)() : (std::numeric_limits<" + tyC + ">::lowest)())";
            return limitText(T, wantMax);
        }
        }
        return "0";
    }
    std::string combine(const Reduction &r, const std::string &a, const std::string &b) {
        if (r.op == Op::Custom) {
            std::string o;
            for (char c : r.comb) {
                if (c == '\x01') o += a;
                else if (c == '\x02') o += b;
                else o += c;
            }
            return o + ";";
        }
        return combine(r.op, a, b);
    }
    std::string combine(Op op, const std::string &a, const std::string &b) {
        switch (op) {
        case Op::Custom: return "";
        case Op::Add: case Op::Sub: return a + " = " + a + " + " + b + ";";
        case Op::Mul: return a + " = " + a + " * " + b + ";";
        case Op::And: return a + " = " + a + " & " + b + ";";
        case Op::Or: return a + " = " + a + " | " + b + ";";
        case Op::Xor: return a + " = " + a + " ^ " + b + ";";
        case Op::LAnd: return a + " = " + a + " && " + b + ";";
        case Op::LOr: return a + " = " + a + " || " + b + ";";
        case Op::Min: return "if (" + b + " < " + a + ") " + a + " = " + b + ";";
        case Op::Max: return "if (" + b + " > " + a + ") " + a + " = " + b + ";";
        }
        return "";
    }

    // Type text of the loop variable, for declarations at the call site.
    std::string ivType(const LoopInfo &L, Dir *region) {
        if (!CXX) return typeStr(L.iv->getType().getUnqualifiedType());
        if (!L.ivDeclared) return "typename std::remove_cv<typename std::remove_reference<decltype(" + refText(L.iv, region) + ")>::type>::type";
        TypeSourceInfo *TSI = L.iv->getTypeSourceInfo();
        std::string t;
        if (TSI) {
            CharSourceRange CR = fileRange(TSI->getTypeLoc().getSourceRange());
            if (CR.isValid()) t = text(CR);
        }
        if (t.empty() || t.find("auto") != std::string::npos || t.find("decltype") != std::string::npos)
            return "typename std::decay<decltype(" + exprText(L.lb, region) + ")>::type";
        if (t.rfind("const ", 0) == 0) t = t.substr(6);
        return t;
    }

    std::string tripText(const LoopInfo &L, const std::string &lo, const std::string &hi, const std::string &st) {
        auto up = [&](BinaryOperatorKind k) -> std::string {
            if (L.kind == LoopInfo::Int) {
                std::string d = k == BO_LT || k == BO_LE || k == BO_NE ? "((uint64_t)" + hi + " - (uint64_t)" + lo + ")"
                                                                       : "((uint64_t)" + lo + " - (uint64_t)" + hi + ")";
                std::string s = k == BO_LT || k == BO_LE || k == BO_NE ? "(uint64_t)" + st : "(uint64_t)(-" + st + ")";
                if (k == BO_LT || k == BO_NE) return "(" + lo + " < " + hi + " ? (int64_t)((" + d + " - 1) / " + s + " + 1) : (int64_t)0)";
                if (k == BO_LE) return "(" + lo + " <= " + hi + " ? (int64_t)(" + d + " / " + s + " + 1) : (int64_t)0)";
                if (k == BO_GT) return "(" + lo + " > " + hi + " ? (int64_t)((" + d + " - 1) / " + s + " + 1) : (int64_t)0)";
                return "(" + lo + " >= " + hi + " ? (int64_t)(" + d + " / " + s + " + 1) : (int64_t)0)";
            }
            std::string d = "(int64_t)(" + hi + " - " + lo + ")";
            if (k == BO_LT || k == BO_NE) return "(" + d + " > 0 ? (" + d + " - 1) / " + st + " + 1 : (int64_t)0)";
            if (k == BO_LE) return "(" + d + " >= 0 ? " + d + " / " + st + " + 1 : (int64_t)0)";
            if (k == BO_GT) return "(" + d + " < 0 ? (-" + d + " - 1) / (-" + st + ") + 1 : (int64_t)0)";
            return "(" + d + " <= 0 ? (-" + d + ") / (-" + st + ") + 1 : (int64_t)0)";
        };
        if (L.cmp == BO_NE) {
            if (L.stepSign > 0) return up(BO_NE);
            if (L.stepSign < 0) return up(BO_GT);
            return "(" + st + " > 0 ? " + up(BO_NE) + " : " + up(BO_GT) + ")";
        }
        return up(L.cmp);
    }
    std::string mapText(const LoopInfo &L, const std::string &T, const std::string &lo, const std::string &st,
                        const std::string &k) {
        if (L.kind == LoopInfo::Int)
            return "(" + T + ")((uint64_t)" + lo + " + (uint64_t)(" + k + ") * (uint64_t)" + st + ")";
        return lo + " + (" + k + ") * " + st;
    }
    std::string stepText(const LoopInfo &L, Dir *region) {
        if (L.stepIsConst) return "(int64_t)" + std::to_string(L.stepConst);
        std::string s = "(int64_t)(" + exprText(L.step, region) + ")";
        return L.stepNeg ? "(-" + s + ")" : s;
    }

    void removePragma(OMPExecutableDirective *D) {
        SourceLocation B = D->getBeginLoc();
        SourceLocation E = D->getEndLoc();
        if (B.isMacroID() || E.isMacroID()) {
            // _Pragma, possibly through macros (pragmaOnlyMacro): the whole invocation
            SourceLocation EB = B.isMacroID() ? SM.getExpansionRange(B).getBegin() : B;
            CharSourceRange EE = SM.getExpansionRange(E);
            if (EB.isValid() && EE.isValid() && rewritable(EB))
                RW.RemoveText(CharSourceRange(SourceRange(EB, EE.getEnd()), EE.isTokenRange()));
            return;
        }
        bool invalid = false;
        const char *buf = SM.getCharacterData(E, &invalid);
        if (invalid) return;
        unsigned n = 0;
        while (buf[n] && buf[n] != '\n') {
            if (buf[n] == '\\' && buf[n + 1] == '\n') n += 2;
            else ++n;
        }
        RW.RemoveText(CharSourceRange::getCharRange(B, E.getLocWithOffset(n)));
    }

    std::string replaceLineAfter(SourceLocation end) {
        // resynchronise line numbers after generated multi-line text
        return lineDirective(end);
    }

    // ---------------------------------------------------------------- emission
    void emit(Dir *d) {
        for (Dir *c : d->children) emit(c);
        switch (d->kind) {
        case Dir::Loop: CXX ? emitLoopCXX(d) : emitLoopC(d); break;
        case Dir::Region: emitRegion(d); break;
        case Dir::Atomic: emitAtomic(d); break;
        case Dir::Critical: emitCritical(d); break;
        case Dir::Strip: {
            removePragma(d->D);
            if (d->waitAfter)
                if (Stmt *A = assocStmt(d->D)) {
                    CharSourceRange R = stmtRange(A);
                    if (R.isValid()) RW.InsertText(R.getEnd(), " " + taskwaitText(), true);
                }
            break;
        }
        case Dir::Tasks: emitTasks(d); break;
        case Dir::Inline: emitInline(d); break;
        case Dir::TaskDefer: emitTaskDefer(d); break;
        case Dir::TaskGroup: emitTaskGroup(d); break;
        case Dir::SectionsPar: emitSectionsPar(d); break;
        case Dir::TaskWait: {
            removePragma(d->D);
            RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), taskwaitText(), true);
            break;
        }
        case Dir::Flush: {
            removePragma(d->D);
            RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), "__atomic_thread_fence(__ATOMIC_SEQ_CST);", true);
            break;
        }
        default: break;
        }
    }

    std::string cxxType(VarDecl *V, Dir *region) {
        return "typename std::remove_reference<decltype(" + refText(V, region) + ")>::type";
    }

    struct LoopVars { std::string T, lo, hi, st, n; };

    std::string headerDecls(Dir *d, std::vector<LoopVars> &lv, Dir *region) {
        std::string s;
        int j = 0;
        for (auto &L : d->loops) {
            ++j;
            LoopVars v;
            std::string sfx = std::to_string(j) + "_" + std::to_string(d->id);
            v.T = ivType(L, region);
            v.lo = "__hb_lo" + sfx;
            v.hi = "__hb_hi" + sfx;
            v.st = "__hb_st" + sfx;
            v.n = "__hb_n" + sfx;
            if (CXX) {
                s += "using __hb_T" + sfx + " = " + v.T + "; ";
                v.T = "__hb_T" + sfx;
                s += v.T + " " + v.lo + " = " + v.T + "(" + exprText(L.lb, region) + "); ";
                s += v.T + " " + v.hi + " = " + v.T + "(" + exprText(L.ub, region) + "); ";
            } else {
                s += typeStr(L.iv->getType().getUnqualifiedType(), v.lo) + " = (" + v.T + ")(" + exprText(L.lb, region) + "); ";
                s += typeStr(L.iv->getType().getUnqualifiedType(), v.hi) + " = (" + v.T + ")(" + exprText(L.ub, region) + "); ";
            }
            s += "const int64_t " + v.st + " = " + stepText(L, region) + "; ";
            s += "const int64_t " + v.n + " = " + tripText(L, v.lo, v.hi, v.st) + "; ";
            lv.push_back(v);
        }
        return s;
    }

    std::string ivFinal(Dir *d, std::vector<LoopVars> &lv, Dir *region) {
        std::string s;
        for (size_t j = 0; j < d->loops.size(); ++j) {
            auto &L = d->loops[j];
            if (L.ivDeclared) continue;
            s += refText(L.iv, region) + " = " + mapText(L, lv[j].T, lv[j].lo, lv[j].st, lv[j].n) + "; (void)" +
                 refText(L.iv, region) + "; ";
        }
        return s;
    }

    bool bodyRange(Dir *d, CharSourceRange &BR, CharSourceRange &FR) {
        BR = stmtRange(d->body);
        Stmt *outer = d->rangeFor ? (Stmt *)d->rangeFor : (Stmt *)d->loops.front().F;
        FR = fileRange(outer->getSourceRange());
        if (BR.isInvalid() || FR.isInvalid()) {
            error(d->D->getBeginLoc(), "cannot rewrite a loop written inside a macro expansion");
            return false;
        }
        FR = CharSourceRange::getCharRange(FR.getBegin(), BR.getEnd());
        return true;
    }

    // Declaration of loop variable j with name (C: the declared type; C++: the alias).
    std::string ivDecl(Dir *d, std::vector<LoopVars> &lv, size_t j) {
        VarDecl *V = d->loops[j].iv;
        if (CXX) return lv[j].T + " " + V->getNameAsString();
        return typeStr(V->getType().getUnqualifiedType(), V->getNameAsString());
    }
    std::string ivT(Dir *d, std::vector<LoopVars> &lv, size_t j) {
        if (CXX) return lv[j].T;
        return typeStr(d->loops[j].iv->getType().getUnqualifiedType());
    }
    // The original loop nest restricted to the flattened iterations [__hb_lo, __hb_hi): one
    // tight innermost loop with the original induction variable stepping by itself.
    // direct: [__hb_lo, __hb_hi) are the loop's own indices (directIndexSpace), not flattened.
    std::string chunkLoop(Dir *d, std::vector<LoopVars> &lv, const std::string &body, SourceLocation bodyLoc,
                          bool direct = false) {
        std::string fn;
        size_t nl = d->loops.size();
        auto &LL = d->loops.back();
        std::string TL = ivT(d, lv, nl - 1);
        std::string incr = LL.kind == LoopInfo::Int ? LL.iv->getNameAsString() + " += (" + TL + ")" + lv[nl - 1].st
                                                    : LL.iv->getNameAsString() + " += " + lv[nl - 1].st;
        if (nl == 1) {
            const std::string start = direct ? "(" + TL + ")__hb_lo" : mapText(LL, TL, lv[0].lo, lv[0].st, "__hb_lo");
            fn += "  {\n    " + ivDecl(d, lv, 0) + " = " + start + ";\n";
            fn += "    int64_t __hb_k;\n    for (__hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k, " + incr + ")" +
                  lineDirective(bodyLoc) + body + "\n  }\n";
        } else {
            fn += "  int64_t __hb_k = __hb_lo;\n  while (__hb_k < __hb_hi) {\n";
            fn += "    int64_t __hb_q = __hb_k / " + lv[nl - 1].n + ", __hb_r0 = __hb_k % " + lv[nl - 1].n + ";\n";
            fn += "    int64_t __hb_e = __hb_r0 + (__hb_hi - __hb_k);\n    if (__hb_e > " + lv[nl - 1].n + ") __hb_e = " + lv[nl - 1].n + ";\n";
            fn += "    {\n";
            std::string q = "__hb_q";
            for (size_t j = nl - 1; j-- > 0;) {
                auto &L = d->loops[j];
                std::string idx = j == 0 ? q : "(" + q + " % " + lv[j].n + ")";
                fn += "    " + ivDecl(d, lv, j) + " = " + mapText(L, ivT(d, lv, j), lv[j].lo, lv[j].st, idx) + ";\n";
                q = "(" + q + " / " + lv[j].n + ")";
            }
            fn += "    " + ivDecl(d, lv, nl - 1) + " = " + mapText(LL, TL, lv[nl - 1].lo, lv[nl - 1].st, "__hb_r0") + ";\n";
            fn += "    int64_t __hb_kk;\n    for (__hb_kk = __hb_r0; __hb_kk < __hb_e; ++__hb_kk, " + incr + ")" +
                  lineDirective(bodyLoc) + body + "\n    }\n    __hb_k += __hb_e - __hb_r0;\n  }\n";
        }
        return fn;
    }

    // Every reduction variable is a hand-made reduction's partial (T local = init, the
    // identity) declared in the block that holds the loop, and nothing touches it between its
    // declaration and the loop: it still holds the identity, so the loop's result can replace
    // it instead of being combined into it.
    bool fromIdentity(Dir *d) {
        for (auto &r : d->reds) {
            if (r.op != Op::Custom) return false;
            VarDecl *V = r.var;
            auto P = Ctx.getParents(*static_cast<Stmt *>(d->D));
            auto *CS = P.empty() ? nullptr : P[0].get<CompoundStmt>();
            if (!CS) return false;
            bool declared = false;
            for (Stmt *X : CS->body())
                if (auto *DS = dyn_cast<DeclStmt>(X))
                    for (Decl *D : DS->decls())
                        if (D == V) declared = true;
            if (!declared) return false;
            SourceLocation B = SM.getExpansionLoc(d->D->getBeginLoc());
            for (auto &rf : refs)
                if (rf.first->getDecl() == V && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(rf.first->getBeginLoc()), B))
                    return false;
        }
        return !d->reds.empty();
    }

    // ---------------------------------------------------------------- C++ captures by copy
    // A function object that the loop only calls, and whose state cannot change once built,
    // is captured by copy instead of by reference: a lambda with a const call operator, or an
    // empty class whose call operators are all const, trivially copyable and at most 128
    // bytes (16 captured pointers). A closure's members cannot be assigned after
    // construction (its copy assignment is deleted and a const call operator cannot write
    // them), so the copy is indistinguishable from the original except by its address,
    // which the body never takes (every use is a call). By reference, the object would have to be in memory wherever
    // the loop's closure might escape to the runtime's framed path, and the loop would reach
    // its captures through one more pointer; an inner loop with tiny trip counts (an
    // arrowhead matrix's two-element rows) paid 10% for it.
    bool immutableCallableType(QualType T) {
        T = T.getNonReferenceType();
        if (T.isNull() || T->isDependentType() || T.isVolatileQualified()) return false;
        auto *RD = T->getAsCXXRecordDecl();
        if (!RD || !RD->hasDefinition() || !T.isTriviallyCopyableType(Ctx)) return false;
        if (Ctx.getTypeSizeInChars(T).getQuantity() > 128) return false;
        if (RD->isLambda()) {
            auto *M = RD->getLambdaCallOperator();
            return M && M->isConst();
        }
        if (!RD->isEmpty()) return false;
        bool any = false;
        for (Decl *D : RD->decls()) {
            if (auto *FT = dyn_cast<FunctionTemplateDecl>(D)) D = FT->getTemplatedDecl();
            auto *M = dyn_cast<CXXMethodDecl>(D);
            if (M && M->getOverloadedOperator() == OO_Call) {
                if (!M->isConst()) return false;
                any = true;
            }
        }
        return any;
    }
    // In a function template the parameter's type is checked in every specialization of the
    // file (the pattern is rewritten once for all of them).
    bool immutableCallable(VarDecl *V) {
        if (!V->hasLocalStorage()) return false;
        if (!V->getType()->isDependentType()) return immutableCallableType(V->getType());
        auto *P = dyn_cast<ParmVarDecl>(V);
        auto *FD = dyn_cast<FunctionDecl>(V->getDeclContext());
        FunctionTemplateDecl *FT = FD ? FD->getDescribedFunctionTemplate() : nullptr;
        if (!P || !FT) return false;
        for (auto *Q : FD->parameters())
            if (Q->isParameterPack()) return false;
        unsigned idx = P->getFunctionScopeIndex();
        bool any = false;
        for (FunctionDecl *S : FT->specializations()) {
            if (idx >= S->getNumParams() || !immutableCallableType(S->getParamDecl(idx)->getType())) return false;
            any = true;
        }
        return any;
    }
    bool isCallee(DeclRefExpr *DR) {
        auto P = Ctx.getParents(*DR);
        const Expr *E = DR;
        while (!P.empty()) {
            if (auto *PE = P[0].get<ParenExpr>()) E = PE;
            else if (auto *IC = P[0].get<ImplicitCastExpr>()) E = IC;
            else break;
            P = Ctx.getParents(*E);
        }
        if (P.empty()) return false;
        if (auto *OC = P[0].get<CXXOperatorCallExpr>())
            return OC->getOperator() == OO_Call && OC->getNumArgs() > 0 && OC->getArg(0) == E;
        if (auto *CE = P[0].get<CallExpr>()) return CE->getCallee() == E;
        return false;
    }
    // Variables of the enclosing function that loop d's body only calls, as a capture list.
    std::string copiedCallables(Dir *d) {
        std::map<VarDecl *, bool> seen;  // variable -> every use is a call
        std::vector<VarDecl *> order;    // first use first: a deterministic capture list
        for (auto &rf : refs) {
            if (!rf.second || !inside(rf.second, d)) continue;
            auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || d->declaredInside.count(V) || d->privatized.count(V)) continue;
            auto it = seen.find(V);
            bool call = isCallee(rf.first);
            if (it == seen.end()) {
                seen[V] = call;
                order.push_back(V);
            } else it->second = it->second && call;
        }
        std::string out;
        for (VarDecl *V : order) {
            bool red = false;
            for (auto &r : d->reds) red = red || r.var == V;
            if (seen[V] && !red && immutableCallable(V)) out += ", " + V->getNameAsString();
        }
        return out;
    }

    // A single loop stepping by +1 over an integer type whose values all fit in int64_t runs
    // over its own index range [lo, hi) instead of flattened iterations [0, n): a range then
    // starts at `i = __hb_lo` with no lower bound to capture and add, which on inner loops
    // of a few iterations (sparse rows) was the critical path's one extra load.
    bool directIndexSpace(Dir *d) {
        if (d->rangeFor || d->loops.size() != 1) return false;
        const LoopInfo &L = d->loops[0];
        if (L.kind != LoopInfo::Int || !L.stepIsConst || L.stepConst != 1 || L.stepNeg) return false;
        if (L.cmp != BO_LT && L.cmp != BO_NE) return false;
        QualType T = L.iv->getType();
        if (T.isNull() || T->isDependentType() || !T->isIntegerType() || T->isBooleanType()) return false;
        const uint64_t bits = Ctx.getTypeSize(T);
        return T->isSignedIntegerType() ? bits <= 64 : bits < 64;
    }

    // An array reduction at its call site: the element type E, the section's first index lo
    // and its number of elements n, evaluated once as OpenMP evaluates the clause, and obj,
    // the private copies (the shim's hbc_array_red: one per worker, the encountering one's
    // the original itself; docs/hbc.md, Array reductions). C: the fill and merge functions
    // go to fns, before the enclosing function.
    // (the bounds are printed from the AST: the pragma's own text is removed by then)
    struct ArrayRed { std::string E, lo, n, obj, merge; };
    std::string arrayRedSite(const Reduction &r, size_t j, const std::string &id, Dir *region, ArrayRed &a,
                             std::string &fns) {
        const std::string sfx = std::to_string(j) + "_" + id, X = refText(r.var, region);
        a.E = "__hb_E" + sfx;
        a.lo = "__hb_rlo" + sfx;
        a.n = "__hb_rn" + sfx;
        a.obj = "__hb_ar" + sfx;
        std::string s = CXX ? "using " + a.E + " = hbc_rt::array_elem<decltype(" + X + ")>; "
                            : "typedef " + typeStr(r.elem) + " " + a.E + "; ";
        s += "const int64_t " + a.lo + " = (int64_t)(" + (r.lo ? exprText(r.lo, region, true) : std::string("0")) + "); ";
        // elements per index of the first dimension (a row of a multi-dimensional array)
        const std::string row = "(int64_t)(sizeof((" + X + ")[0]) / sizeof(" + a.E + "))";
        auto *CA = dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(r.var->getType().getNonReferenceType()));
        if (!r.isSection() && CA && !r.var->getType()->isDependentType())
            // from the type: in a C loop nested in an outlined body the array is a decayed pointer
            s += "const int64_t " + a.n + " = (int64_t)" + std::to_string(Ctx.getConstantArrayElementCount(CA)) + "; ";
        else if (!r.isSection())
            s += "const int64_t " + a.n + " = (int64_t)(sizeof(" + X + ") / sizeof(" + a.E + ")); ";
        else if (r.len)
            s += "const int64_t " + a.n + " = (int64_t)(" + exprText(r.len, region, true) + ") * " + row + "; ";
        else
            s += "const int64_t " + a.n + " = ((int64_t)" + std::to_string(r.dim) + " - " + a.lo + ") * " + row + "; ";
        const std::string start = "(void *)((" + X + ") + " + a.lo + ")";
        const std::string E = CXX ? a.E : typeStr(r.elem);
        const std::string fill = "(void *__hb_b, int64_t __hb_n) { " + E + " *__hb_p = (" + E + " *)__hb_b; int64_t __hb_k; "
                                 "for (__hb_k = 0; __hb_k < __hb_n; ++__hb_k) __hb_p[__hb_k] = " + identity(r, E) + "; }";
        const std::string merge = "(void *__hb_a, const void *__hb_b, int64_t __hb_n) { " + E + " *__hb_x = (" + E +
                                  " *)__hb_a; const " + E + " *__hb_y = (const " + E + " *)__hb_b; " +
                                  elementwise(r, "__hb_x", "__hb_y", "__hb_n") + " }";
        if (CXX) {
            s += "hbc_rt::array_red<" + a.E + "> " + a.obj + "((" + a.E + " *)" + start + ", " + a.n + ", +[]" + fill + "); ";
            a.merge = "+[]" + merge;
        } else {
            fns += "static void __hb_fill" + sfx + fill + "\n";
            fns += "static void __hb_merge" + sfx + merge + "\n";
            s += "struct hbc_array_red *" + a.obj + " = hbc_array_red_begin(" + start + ", " + a.n + ", sizeof(" + a.E + "), __hb_fill" +
                 sfx + "); ";
            a.merge = "__hb_merge" + sfx;
        }
        return s;
    }
    // b's n elements combined into a's, element by element.
    std::string elementwise(const Reduction &r, const std::string &a, const std::string &b, const std::string &n) {
        return "{ int64_t __hb_k; for (__hb_k = 0; __hb_k < " + n + "; ++__hb_k) { " + combine(r, a + "[__hb_k]", b + "[__hb_k]") +
               " } }";
    }
    // After the loop: every worker's copy combined into the original, and freed.
    std::string arrayRedFinish(const ArrayRed &a) {
        return CXX ? a.obj + ".finish(" + a.merge + "); " : "hbc_array_red_end(" + a.obj + ", " + a.merge + "); ";
    }

    // C++: the loop becomes a lambda over a range of flattened iterations, run by the C API's
    // range entry points (hbc_rt::for_range / reduce_range in the prelude): the sequential
    // path is one direct, inlinable call running the original loop.
    // A worksharing loop's barrier completes the tasks created before it: they are waited
    // for before the loop starts (earlier is legal; tasks created in its body run at once).
    // Not needed in a region that calls nothing (no task can exist) or inside a loop body.
    void barrierWaitBefore(Dir *d) {
        if (d->isParallelFor || d->parentLoop) return;
        if (d->parRegion && d->parRegion->kind == Dir::Region) {
            auto it = plainRegions.find(d->parRegion);
            if (it == plainRegions.end()) it = plainRegions.emplace(d->parRegion, regionIsPlain(d->parRegion)).first;
            if (it->second) return;
        }
        RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), taskwaitText(), true);
    }
    std::map<Dir *, bool> plainRegions;
    void emitLoopCXX(Dir *d) {
        Dir *region = d->parentLoop;
        CharSourceRange BR, FR;
        if (!bodyRange(d, BR, FR)) return;
        removePragma(d->D);
        barrierWaitBefore(d);
        std::string body = text(BR);
        std::vector<LoopVars> lv;
        std::string id = std::to_string(d->id);
        std::string tot = "__hb_tot_" + id;
        std::string s, rangeChunk;
        if (d->rangeFor) {
            VarDecl *LV = d->rangeFor->getLoopVariable();
            CharSourceRange DR = fileRange(SourceRange(LV->getBeginLoc(), LV->getLocation()));
            if (DR.isInvalid()) { error(LV->getBeginLoc(), "cannot rewrite a loop written inside a macro expansion"); return; }
            std::string rb = "__hb_rb_" + id;
            s = "{ auto &&__hb_rng_" + id + " = " + exprText(d->rangeFor->getRangeInit(), region) + "; using std::begin; using std::end; "
                "auto " + rb + " = begin(__hb_rng_" + id + "); const int64_t " + tot + " = (int64_t)(end(__hb_rng_" + id + ") - " + rb + ");";
            rangeChunk = "  for (int64_t __hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k) { " + text(DR) + " = *(" + rb + " + __hb_k);" +
                         lineDirective(BR.getBegin()) + body + "\n  }\n";
        } else {
            s = "{ " + headerDecls(d, lv, region);
            s += "const int64_t " + tot + " = ";
            for (size_t j = 0; j < lv.size(); ++j) s += (j ? " * " : "") + lv[j].n;
            s += ";";
        }
        const bool direct = directIndexSpace(d);
        // the runtime's index range: the loop's own, or the flattened iterations [0, tot)
        const std::string base = "__hb_base_" + id;
        if (direct) s += " const int64_t " + base + " = (int64_t)" + lv[0].lo + ";";
        const std::string rlo = direct ? base : "(int64_t)0", rhi = direct ? base + " + " + tot : tot;
        s += " static hb_site __hb_site_" + id + "; ";
        // A variable also lastprivate is snapshotted: the range with the last iteration writes
        // it back while later-starting ranges still initialise their copies from it.
        for (auto *V : d->fpriv) {
            const bool alsoLast = std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end();
            s += (alsoLast ? cxxType(V, region) + " " : std::string("auto &")) + "__hb_fp_" + V->getNameAsString() + "_" +
                 id + " = " + V->getNameAsString() + "; ";
        }
        for (auto *V : d->lpriv) s += "auto &__hb_lp_" + V->getNameAsString() + "_" + id + " = " + V->getNameAsString() + "; ";
        // scalar reductions ride in the runtime's accumulator; array reductions have their
        // private copies per worker (arrayRedSite)
        std::vector<ArrayRed> ar(d->reds.size());
        bool red = false;
        for (size_t j = 0; j < d->reds.size(); ++j) {
            std::string unused;
            if (d->reds[j].array) s += arrayRedSite(d->reds[j], j, id, region, ar[j], unused);
            else red = true;
        }
        std::string R = "__hb_R_" + id;
        auto mem = [&](size_t j) { return "__hb_m" + std::to_string(j); };
        if (red) {
            std::vector<size_t> sj;
            for (size_t j = 0; j < d->reds.size(); ++j)
                if (!d->reds[j].array) sj.push_back(j);
            s += "struct " + R + " { ";
            for (size_t j : sj) s += cxxType(d->reds[j].var, region) + " " + mem(j) + "; ";
            s += "}; " + R + " __hb_acc_" + id + "{";
            for (size_t j : sj) s += (j != sj[0] ? ", " : "") + std::string("std::move(") + refText(d->reds[j].var, region) + ")";
            s += "}; auto __hb_id_" + id + " = [&] { return " + R + "{";
            for (size_t j : sj) s += (j != sj[0] ? ", " : "") + identity(d->reds[j], cxxType(d->reds[j].var, region));
            s += "}; }; auto __hb_comb_" + id + " = [&](" + R + " &__hb_a, " + R + " &__hb_b) { ";
            for (size_t j : sj) s += combine(d->reds[j], "__hb_a." + mem(j), "__hb_b." + mem(j)) + " ";
            s += "}; ";
        }
        // The loop's lower bounds (or the range's begin iterator) are captured by value: the
        // closure's address escapes to the runtime's slow path, and a by-reference capture
        // would send every row's start through the stack and a pointer.
        std::string byCopy;
        if (d->rangeFor) byCopy = ", __hb_rb_" + id;
        else if (!direct)
            for (auto &v : lv) byCopy += ", " + v.lo;
        byCopy += copiedCallables(d);
        s += "auto __hb_body_" + id + " = [&" + byCopy + "](int64_t __hb_lo, int64_t __hb_hi" + (red ? ", " + R + " &__hb_r" : "") + ") {\n";
        for (size_t j = 0; j < d->reds.size(); ++j) {
            const Reduction &r = d->reds[j];
            const std::string v = r.var->getNameAsString(), vt = "decltype(" + refText(r.var, region) + ")";
            if (!r.array)
                s += "  " + cxxType(r.var, region) + " " + v + " = std::move(__hb_r." + mem(j) + ");\n";
            else if (!r.isSection())  // the whole array: a reference to this worker's copy, same type
                s += "  typename std::remove_reference<" + vt + ">::type &" + v + " = *reinterpret_cast<typename std::remove_reference<" +
                     vt + ">::type *>(" + ar[j].obj + ".slot());\n";
            else  // a section: a pointer placing this worker's copy at the section's indices
                s += "  typename std::decay<" + vt + ">::type " + v + " = reinterpret_cast<typename std::decay<" + vt +
                     ">::type>(" + ar[j].obj + ".slot()) - " + ar[j].lo + ";\n";
        }
        for (auto *V : d->priv) s += "  " + cxxType(V, region) + " " + V->getNameAsString() + ";\n";
        for (auto *V : d->lpriv)
            if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end())
                s += "  " + cxxType(V, region) + " " + V->getNameAsString() + "{};\n";
        for (auto *V : d->fpriv)
            s += "  " + cxxType(V, region) + " " + V->getNameAsString() + " = __hb_fp_" + V->getNameAsString() + "_" + id + ";\n";
        s += d->rangeFor ? rangeChunk : chunkLoop(d, lv, body, BR.getBegin(), direct);
        if (!d->lpriv.empty()) {
            s += "  if (__hb_hi == " + rhi + ") {";
            for (auto *V : d->lpriv) s += " __hb_lp_" + V->getNameAsString() + "_" + id + " = " + V->getNameAsString() + ";";
            s += " }\n";
        }
        for (size_t j = 0; j < d->reds.size(); ++j)
            if (!d->reds[j].array) s += "  __hb_r." + mem(j) + " = std::move(" + d->reds[j].var->getNameAsString() + ");\n";
        s += "  };\n";
        if (red) {
            s += std::string(fromIdentity(d) ? "hbc_rt::reduce_range_from_identity(" : "hbc_rt::reduce_range(") + "&__hb_site_" + id + ", " + rlo + ", " + rhi + ", __hb_acc_" + id + ", __hb_body_" + id +
                 ", __hb_id_" + id + ", __hb_comb_" + id + "); ";
            for (size_t j = 0; j < d->reds.size(); ++j)
                if (!d->reds[j].array) s += refText(d->reds[j].var, region) + " = std::move(__hb_acc_" + id + "." + mem(j) + "); ";
        } else {
            s += "hbc_rt::for_range(&__hb_site_" + id + ", " + rlo + ", " + rhi + ", __hb_body_" + id + "); ";
        }
        for (size_t j = 0; j < d->reds.size(); ++j)
            if (d->reds[j].array) s += arrayRedFinish(ar[j]);
        s += ivFinal(d, lv, region);
        s += "}" + replaceLineAfter(FR.getEnd());
        RW.ReplaceText(FR, s);
    }

    std::string cDecl(VarDecl *V, const std::string &name) { return typeStr(V->getType(), name); }

    void emitLoopC(Dir *d) {
        Dir *region = d->parentLoop;
        CharSourceRange BR, FR;
        if (!bodyRange(d, BR, FR)) return;
        if (!d->topDecl) return;
        removePragma(d->D);
        barrierWaitBefore(d);
        std::string body = text(BR);
        std::string id = std::to_string(d->id);
        std::vector<LoopVars> lv;
        std::string site = "{ " + headerDecls(d, lv, region);
        for (auto &L : d->loops) (void)L;
        std::string tot = "__hb_tot_" + id;
        site += "const int64_t " + tot + " = ";
        for (size_t j = 0; j < lv.size(); ++j) site += (j ? " * " : "") + lv[j].n;
        site += "; ";
        // context: addresses of everything the outlined function needs
        std::vector<std::string> ctx;
        std::string fn, pre;
        bool red = false;  // a scalar reduction: the runtime's accumulator
        for (auto &r : d->reds) red = red || !r.array;
        std::string acc = "__hb_acc_" + id;
        fn += "static void __hb_loop_" + id + "(void *__hb_ctx, int64_t __hb_lo, int64_t __hb_hi" +
              (red ? ", void *__hb_accp" : "") + ") {\n";
        fn += "  void **__hb_c = (void **)__hb_ctx;\n";
        // captured variables in declaration order (a VLA type may name an earlier one)
        std::vector<VarDecl *> order = d->capOrder;
        std::sort(order.begin(), order.end(), [&](VarDecl *a, VarDecl *b) {
            return SM.isBeforeInTranslationUnit(a->getLocation(), b->getLocation());
        });
        std::set<std::string> names;
        for (auto *V : order) {
            if (!names.insert(V->getNameAsString()).second) {
                error(d->D->getBeginLoc(), "two different variables named '" + V->getNameAsString() +
                      "' are used in the loop; cannot outline");
                return;
            }
            size_t j = ctx.size();
            std::string J = std::to_string(j);
            QualType T = V->getType();
            if (d->caps[V] == Cap::Decay) {
                ctx.push_back("(void *)" + refText(V, region));
                QualType PT = Ctx.getArrayDecayedType(T);
                fn += "  " + typeStr(PT.withConst(), V->getNameAsString()) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
            } else if (d->caps[V] == Cap::Value) {
                if (V->getStorageClass() == SC_Register) {
                    std::string tmp = "__hb_reg_" + V->getNameAsString() + "_" + id;
                    site += typeStr(T, tmp) + " = " + refText(V, region) + "; ";
                    ctx.push_back("(void *)&" + tmp);
                } else ctx.push_back("(void *)&" + refText(V, region));
                fn += "  " + typeStr(T, V->getNameAsString()) + " = *(" + typeStr(Ctx.getPointerType(T)) + ")__hb_c[" + J + "];\n";
            } else {
                if (V->getStorageClass() == SC_Register) {
                    error(d->D->getBeginLoc(), "register variable '" + V->getNameAsString() + "' is written in the loop; cannot outline");
                    return;
                }
                ctx.push_back("(void *)&" + refText(V, region));
                QualType PT = Ctx.getPointerType(T);
                fn += "  " + typeStr(PT.withConst(), ptrName(V)) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
            }
        }
        for (auto *V : d->fpriv) {
            if (V->getType()->isArrayType()) { error(d->D->getBeginLoc(), "firstprivate array is not supported"); return; }
            std::string J = std::to_string(ctx.size());
            if (std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end()) {
                // also lastprivate: copy from a snapshot, since the range with the last
                // iteration writes the original back while other ranges may still start
                std::string snap = "__hb_fp_" + V->getNameAsString() + "_" + id;
                site += typeStr(V->getType().getUnqualifiedType(), snap) + " = " + refText(V, region) + "; ";
                ctx.push_back("(void *)&" + snap);
            } else {
                ctx.push_back("(void *)&" + refText(V, region));
            }
            fn += "  " + cDecl(V, V->getNameAsString()) + " = *(" + typeStr(Ctx.getPointerType(V->getType())) + ")__hb_c[" + J + "];\n";
        }
        for (auto *V : d->priv) fn += "  " + cDecl(V, V->getNameAsString()) + ";\n";
        // enumerators of an enum declared in the enclosing function, which the outlined
        // function (placed before it) cannot see
        for (auto *EC : d->localEnums)
            fn += "  enum { " + EC->getNameAsString() + " = " + toString(EC->getInitVal(), 10) + " };\n";
        for (auto *V : d->lpriv) {
            if (V->getType()->isArrayType()) { error(d->D->getBeginLoc(), "lastprivate array is not supported"); return; }
            std::string J = std::to_string(ctx.size());
            ctx.push_back("(void *)&" + refText(V, region));
            if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end())
                fn += "  " + cDecl(V, V->getNameAsString()) + ";\n  __builtin_memset(&" + V->getNameAsString() + ", 0, sizeof " +
                      V->getNameAsString() + ");\n";
            QualType PT = Ctx.getPointerType(V->getType());
            fn += "  " + typeStr(PT.withConst(), "__hb_lp_" + V->getNameAsString()) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
        }
        for (size_t j = 0; j < lv.size(); ++j) {
            std::string Tq = typeStr(d->loops[j].iv->getType().getUnqualifiedType());
            std::string J = std::to_string(ctx.size());
            ctx.push_back("(void *)&" + lv[j].lo);
            fn += "  const " + typeStr(d->loops[j].iv->getType().getUnqualifiedType(), lv[j].lo) + " = *(" + Tq + " *)__hb_c[" + J + "];\n";
            if (!d->loops[j].stepIsConst) {
                J = std::to_string(ctx.size());
                ctx.push_back("(void *)&" + lv[j].st);
                fn += "  const int64_t " + lv[j].st + " = *(const int64_t *)__hb_c[" + J + "];\n";
            } else {
                fn += "  const int64_t " + lv[j].st + " = " + stepText(d->loops[j], region) + ";\n";
            }
            J = std::to_string(ctx.size());
            ctx.push_back("(void *)&" + lv[j].n);
            fn += "  const int64_t " + lv[j].n + " = *(const int64_t *)__hb_c[" + J + "];\n";
        }
        {
            std::string J = std::to_string(ctx.size());
            ctx.push_back("(void *)&" + tot);
            fn += "  const int64_t " + tot + " = *(const int64_t *)__hb_c[" + J + "];\n";
        }
        // scalar reductions ride in the runtime's accumulator; array reductions have their
        // private copies per worker (arrayRedSite), reached through ctx
        std::vector<ArrayRed> ar(d->reds.size());
        for (size_t j = 0; j < d->reds.size(); ++j) {
            const Reduction &r = d->reds[j];
            if (!r.array) continue;
            site += arrayRedSite(r, j, id, region, ar[j], pre);
            usesArrayRed = true;
            const std::string J = std::to_string(ctx.size()), L = std::to_string(ctx.size() + 1);
            ctx.push_back("(void *)" + ar[j].obj);
            ctx.push_back("(void *)&" + ar[j].lo);
            // the variable as the body sees it: a pointer that places this worker's copy at the
            // section's indices (an array decays to a pointer to its first element)
            QualType PT = r.var->getType()->isArrayType() ? Ctx.getArrayDecayedType(r.var->getType()) : r.var->getType();
            PT = PT.getUnqualifiedType();
            fn += "  " + typeStr(PT, r.var->getNameAsString()) + " = (" + typeStr(PT) + ")hbc_array_red_slot((struct hbc_array_red *)__hb_c[" +
                  J + "]) - *(const int64_t *)__hb_c[" + L + "];\n";
        }
        if (red) {
            pre += "struct " + acc + " {";
            for (auto &r : d->reds)
                if (!r.array) pre += " " + cDecl(r.var, r.var->getNameAsString()) + ";";
            pre += " };\n";
            pre += "static void __hb_init_" + id + "(void *__hb_ctx, void *__hb_a) { struct " + acc + " *__hb_r = (struct " + acc + " *)__hb_a; (void)__hb_ctx;";
            for (auto &r : d->reds)
                if (!r.array)
                    pre += " __hb_r->" + r.var->getNameAsString() + " = " + identity(r, typeStr(r.var->getType().getUnqualifiedType())) + ";";
            pre += " }\n";
            pre += "static void __hb_comb_" + id + "(void *__hb_ctx, void *__hb_a, const void *__hb_b) { struct " + acc +
                   " *__hb_r = (struct " + acc + " *)__hb_a; const struct " + acc + " *__hb_q = (const struct " + acc + " *)__hb_b; (void)__hb_ctx;";
            for (auto &r : d->reds)
                if (!r.array) pre += " " + combine(r, "__hb_r->" + r.var->getNameAsString(), "__hb_q->" + r.var->getNameAsString());
            pre += " }\n";
            fn += "  struct " + acc + " *__hb_r = (struct " + acc + " *)__hb_accp;\n";
            for (auto &r : d->reds)
                if (!r.array) fn += "  " + cDecl(r.var, r.var->getNameAsString()) + " = __hb_r->" + r.var->getNameAsString() + ";\n";
        }
        (void)tot;
        fn += chunkLoop(d, lv, body, BR.getBegin());
        if (!d->lpriv.empty()) {
            fn += "  if (__hb_hi == " + tot + ") {";
            for (auto *V : d->lpriv) fn += " *__hb_lp_" + V->getNameAsString() + " = " + V->getNameAsString() + ";";
            fn += " }\n";
        }
        if (red)
            for (auto &r : d->reds)
                if (!r.array) fn += "  __hb_r->" + r.var->getNameAsString() + " = " + r.var->getNameAsString() + ";\n";
        fn += "  (void)__hb_c; (void)" + tot + ";";
        for (auto &v : lv) fn += " (void)" + v.n + "; (void)" + v.st + ";";
        fn += "\n}\n";
        // call site
        std::string cv = "__hb_ctx_" + id;
        site += "void *" + cv + "[" + std::to_string(ctx.size()) + "]; ";
        for (size_t j = 0; j < ctx.size(); ++j) site += cv + "[" + std::to_string(j) + "] = " + ctx[j] + "; ";
        if (red) {
            site += "{ struct " + acc + " " + acc + "; ";
            for (auto &r : d->reds)
                if (!r.array) site += acc + "." + r.var->getNameAsString() + " = " + refText(r.var, region) + "; ";
            site += "HB_PARALLEL_REDUCE(0, " + tot + ", &" + acc + ", sizeof " + acc + ", __hb_init_" + id + ", __hb_comb_" + id +
                    ", __hb_loop_" + id + ", (void *)" + cv + "); ";
            for (auto &r : d->reds)
                if (!r.array) site += refText(r.var, region) + " = " + acc + "." + r.var->getNameAsString() + "; ";
            site += "} ";
        } else {
            site += "HB_PARALLEL_FOR(0, " + tot + ", __hb_loop_" + id + ", (void *)" + cv + "); ";
        }
        for (size_t j = 0; j < d->reds.size(); ++j)
            if (d->reds[j].array) site += arrayRedFinish(ar[j]);
        site += ivFinal(d, lv, region);
        site += "}" + replaceLineAfter(FR.getEnd());
        RW.ReplaceText(FR, site);
        insertTop(d->topDecl, lineDirective(d->D->getBeginLoc()) + pre + fn);
    }

    void insertTop(Decl *top, const std::string &s) {
        if (!topInserts.count(top)) topOrder.push_back(top);
        topInserts[top] += s;
    }

    // A region whose region-level code (everything but its worksharing loops' bodies) calls
    // nothing that could ask omp_in_parallel(): no function calls except std::move /
    // std::forward, compiler-provided constructors and assignments, and the local function
    // objects of an elided hand-made reduction combine. Such a region is equivalent to
    // combined `parallel for` constructs, and like them it leaves the level counter alone
    // (two thread-local updates per region, which show on tiny inner reductions).
    bool regionIsPlain(Dir *d) {
        std::set<Stmt *> elided;
        for (Dir *c : d->children) {
            if (c->kind == Dir::Critical && c->elide) elided.insert(c->D);
            if (c->kind == Dir::Loop && c->loops.size() != 1) return false;
        }
        bool ok = true;
        std::function<void(Stmt *, bool)> check = [&](Stmt *X, bool inCombine) {
            if (!X || !ok) return;
            if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
                if (isLoopDir(OD)) {
                    Stmt *L = assocStmt(OD);
                    if (auto *F = dyn_cast_or_null<ForStmt>(L)) {
                        check(F->getInit(), false);
                        check(F->getCond(), false);
                        check(F->getInc(), false);
                    } else if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(L)) {
                        check(RF->getRangeInit(), false);
                    } else {
                        ok = false;
                    }
                    return;
                }
                if (isa<OMPCriticalDirective>(OD)) {
                    check(assocStmt(OD), elided.count(OD) > 0);
                    return;
                }
                if (isa<OMPSingleDirective>(OD) || isa<OMPMasterDirective>(OD) || isa<OMPMaskedDirective>(OD)) {
                    check(assocStmt(OD), false);
                    return;
                }
                if (isa<OMPBarrierDirective>(OD) || isa<OMPFlushDirective>(OD)) return;
                ok = false;  // tasks, atomics, nested regions, ...
                return;
            }
            if (isa<LambdaExpr>(X) || isa<BlockExpr>(X)) { ok = false; return; }
            if (auto *CE = dyn_cast<CXXConstructExpr>(X)) {
                CXXConstructorDecl *Ct = CE->getConstructor();
                if (!Ct || Ct->isUserProvided()) { ok = false; return; }
            } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(X)) {
                if (OC->getOperator() == OO_Call) {
                    VarDecl *F = refVar(OC->getArg(0));
                    if (!inCombine || !F || !F->hasLocalStorage()) { ok = false; return; }
                } else {
                    auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
                    if (!MD || MD->isUserProvided()) { ok = false; return; }
                }
            } else if (auto *CE = dyn_cast<CallExpr>(X)) {
                if (auto *FD = CE->getDirectCallee()) {
                    std::string n = FD->getQualifiedNameAsString();
                    if (n != "std::move" && n != "std::forward") { ok = false; return; }
                } else if (auto *UL = dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreImpCasts())) {
                    std::string n = UL->getName().getAsString();
                    if ((n != "move" && n != "forward") || CE->getNumArgs() != 1) { ok = false; return; }
                } else {
                    VarDecl *F = refVar(CE->getCallee());
                    if (!inCombine || !F || !F->hasLocalStorage()) { ok = false; return; }
                }
            } else if (isa<CXXMemberCallExpr>(X) || isa<CXXUnresolvedConstructExpr>(X) ||
                       isa<CXXDependentScopeMemberExpr>(X) || isa<UnresolvedMemberExpr>(X) ||
                       isa<CXXNewExpr>(X) || isa<CXXDeleteExpr>(X) || isa<CXXThrowExpr>(X)) {
                ok = false;
                return;
            }
            for (Stmt *C : X->children()) check(C, inCombine);
        };
        check(assocStmt(d->D), false);
        return ok;
    }

    void emitRegion(Dir *d) {
        removePragma(d->D);
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite a region inside a macro"); return; }
        std::string pre = "";
        std::string id = std::to_string(d->id);
        auto ty = [&](VarDecl *V) { return CXX ? cxxType(V, d->parentLoop) : "__typeof__(" + refText(V, d->parentLoop) + ")"; };
        for (auto *V : d->fpriv) pre += ty(V) + " __hb_fp_" + V->getNameAsString() + "_" + id + " = " + refText(V, d->parentLoop) + "; ";
        // the region runs once; hbc_region_enter/exit make omp_in_parallel() answer 1 inside it
        // (not needed for a region that calls nothing that could ask: regionIsPlain)
        // A region that calls anything may create tasks (here or in a callee): it opens a
        // task scope, the implicit task's, and its end waits for them (docs/hbc.md, Tasks).
        bool level = !regionIsPlain(d);
        std::string open = "{ " + pre + (level ? "++hbc_region_level; { " + scopeOpen("__hb_rs_" + id, "HBC_SCOPE_REGION") : "{ ");
        for (auto *V : d->priv) open += ty(V) + " " + V->getNameAsString() + "; ";
        for (auto *V : d->fpriv) open += ty(V) + " " + V->getNameAsString() + " = __hb_fp_" + V->getNameAsString() + "_" + id + "; ";
        RW.InsertText(R.getBegin(), open, false);
        RW.InsertText(R.getEnd(), level ? " " + scopeClose("__hb_rs_" + id) + " } --hbc_region_level; }" : " } }", true);
    }

    void emitCritical(Dir *d) {
        auto *C = cast<OMPCriticalDirective>(d->D);
        std::string name = C->getDirectiveName().getAsString();
        std::string var = "__hbc_crit_" + (name.empty() ? std::string("unnamed_") : name);
        criticalNames.insert(var);
        Stmt *S = assocStmt(d->D);
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'critical' inside a macro"); return; }
        removePragma(d->D);
        if (d->elide) return;
        RW.InsertText(R.getBegin(), "{ hbc_critical_enter(&" + var + "); { ", false);
        RW.InsertText(R.getEnd(), " } hbc_critical_exit(&" + var + "); }", true);
    }

    void emitAtomic(Dir *d) {
        auto *A = cast<OMPAtomicDirective>(d->D);
        enum { Upd, Read, Write, Capt } mode = Upd;
        for (OMPClause *C : A->clauses()) {
            if (isa<OMPReadClause>(C)) mode = Read;
            else if (isa<OMPWriteClause>(C)) mode = Write;
            else if (isa<OMPCaptureClause>(C)) mode = Capt;
            else if (isa<OMPUpdateClause>(C) || isa<OMPSeqCstClause>(C) || isa<OMPRelaxedClause>(C) ||
                     isa<OMPAcquireClause>(C) || isa<OMPReleaseClause>(C) || isa<OMPAcqRelClause>(C)) {
            } else {
                error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() + "' on 'atomic'");
                return;
            }
        }
        Stmt *S = assocStmt(A);
        auto *E = dyn_cast_or_null<Expr>(S);
        if (!E) { error(A->getBeginLoc(), "unsupported form of 'atomic' (structured block)"); return; }
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) { error(A->getBeginLoc(), "cannot rewrite 'atomic' inside a macro"); return; }
        Dir *region = d->parentLoop;
        auto T = [&](Expr *X) { return exprText(X, region); };
        const Expr *X = E->IgnoreParenImpCasts();
        std::string autoK = CXX ? "auto" : "__auto_type";
        auto valType = [&](const std::string &p) {
            return CXX ? "typename std::remove_cv<typename std::remove_reference<decltype(*" + p + ")>::type>::type" : "__typeof__(*" + p + ")";
        };
        std::string out;
        std::string vtext;  // capture target
        if (mode == Capt) {
            auto *BO = dyn_cast<BinaryOperator>(X);
            if (!BO || BO->getOpcode() != BO_Assign) { error(A->getBeginLoc(), "unsupported form of 'atomic capture'"); return; }
            vtext = T(BO->getLHS());
            X = BO->getRHS()->IgnoreParenImpCasts();
        }
        if (mode == Read || mode == Write) {
            auto *BO = dyn_cast<BinaryOperator>(X);
            if (!BO || BO->getOpcode() != BO_Assign) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
            if (mode == Read) {
                out = "{ " + autoK + " __hb_ap = &(" + T(BO->getRHS()) + "); " + valType("__hb_ap") + " __hb_t; "
                      "__atomic_load(__hb_ap, &__hb_t, __ATOMIC_SEQ_CST); " + T(BO->getLHS()) + " = __hb_t; }";
            } else {
                out = "{ " + autoK + " __hb_ap = &(" + T(BO->getLHS()) + "); " + valType("__hb_ap") + " __hb_t = (" +
                      T(BO->getRHS()) + "); __atomic_store(__hb_ap, &__hb_t, __ATOMIC_SEQ_CST); }";
            }
        } else {
            // update: x++, ++x, x--, --x, x op= e, x = x op e, x = e op x
            std::string x, e, op;
            bool post = false, rev = false;
            if (auto *U = dyn_cast<UnaryOperator>(X)) {
                if (!U->isIncrementDecrementOp()) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
                x = T(U->getSubExpr());
                e = "1";
                op = U->isIncrementOp() ? "+" : "-";
                post = U->isPostfix();
            } else if (auto *CA = dyn_cast<CompoundAssignOperator>(X)) {
                x = T(CA->getLHS());
                e = T(CA->getRHS());
                op = BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode())).str();
            } else if (auto *BO = dyn_cast<BinaryOperator>(X); BO && BO->getOpcode() == BO_Assign) {
                auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
                if (!RB) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
                x = T(BO->getLHS());
                op = BinaryOperator::getOpcodeStr(RB->getOpcode()).str();
                // x = x op e  or  x = e op x (compare the spelled text)
                std::string l = T(RB->getLHS()), r = T(RB->getRHS());
                auto norm = [](std::string s) { std::string o; for (char c : s) if (!isspace((unsigned char)c)) o += c; return o; };
                if (norm(l) == norm(x)) e = r;
                else if (norm(r) == norm(x)) { e = l; rev = true; }
                else { error(A->getBeginLoc(), "unsupported form of 'atomic' (expected x = x op expr)"); return; }
            } else {
                error(A->getBeginLoc(), "unsupported form of 'atomic'");
                return;
            }
            out = "{ " + autoK + " __hb_ap = &(" + x + "); " + autoK + " __hb_ae = (" + e + "); " + valType("__hb_ap") +
                  " __hb_o, __hb_n; __atomic_load(__hb_ap, &__hb_o, __ATOMIC_RELAXED); do { __hb_n = " +
                  (rev ? "__hb_ae " + op + " __hb_o" : "__hb_o " + op + " __hb_ae") +
                  "; } while (!__atomic_compare_exchange(__hb_ap, &__hb_o, &__hb_n, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)); ";
            if (mode == Capt) out += vtext + " = " + (post ? "__hb_o" : "__hb_n") + "; ";
            out += "}";
        }
        removePragma(A);
        RW.ReplaceText(R, out);
    }

    // ---------------------------------------------------------------- driver
    void removeThreadprivates() {
        for (OMPThreadPrivateDecl *D : threadprivates) {
            SourceLocation L = SM.getExpansionLoc(D->getLocation());
            bool invalid = false;
            const char *buf = SM.getCharacterData(L, &invalid);
            if (invalid) continue;
            // from the '#' of the pragma line to its end (continuation lines included)
            unsigned col = SM.getExpansionColumnNumber(L);
            int b = 0;
            while ((unsigned)(-b) + 1 < col && buf[b] != '#') --b;
            if (buf[b] != '#') continue;  // _Pragma: left to the compiler, which ignores it
            unsigned n = 0;
            while (buf[n] && buf[n] != '\n') {
                if (buf[n] == '\\' && buf[n + 1] == '\n') n += 2;
                else ++n;
            }
            RW.RemoveText(CharSourceRange::getCharRange(L.getLocWithOffset(b), L.getLocWithOffset(n)));
        }
    }

    void run(TranslationUnitDecl *TU) {
        removeThreadprivates();
        checkRegions();
        if (!CXX) computeCaptures();
        if (g_hbc_errors) return;
        if (!CXX) rewriteRefs();
        if (g_hbc_errors) return;
        for (auto &fn : funcNames) {
            std::string lit = "\"";
            for (char c : fn.second) {
                if (c == '"' || c == '\\') lit += '\\';
                lit += c;
            }
            if (rewritable(fn.first->getBeginLoc())) RW.ReplaceText(fn.first->getSourceRange(), lit + "\"");
        }
        for (Dir *d : roots) emit(d);
        if (g_hbc_errors) return;
        if (dirs.empty()) return;
        // prelude before the first top-level declaration holding a directive, in each file
        std::map<FileID, Decl *> firstIn;
        for (auto &up : dirs) {
            if (!up->topDecl) continue;
            SourceLocation L = SM.getExpansionLoc(startOf(up->topDecl));
            Decl *&f = firstIn[SM.getFileID(L)];
            if (!f || SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(startOf(f)))) f = up->topDecl;
        }
        std::string pre = "\n";
        pre += CXX ? "#include <heartbeat/heartbeat.h>\n#include <limits>\n#include <type_traits>\n#include <utility>\n#include <hbc_rt.hpp>\n" : "#include <heartbeat/heartbeat.h>\n#include <hbc_tasks.h>\n";
        pre += CXX ? "extern \"C\" { extern __thread int hbc_region_level; }\n" : "extern __thread int hbc_region_level;\n";
        if (usesArrayRed)
            pre += "struct hbc_array_red *hbc_array_red_begin(void *, int64_t, __SIZE_TYPE__, void (*)(void *, int64_t));\n"
                   "void *hbc_array_red_slot(struct hbc_array_red *);\n"
                   "void hbc_array_red_end(struct hbc_array_red *, void (*)(void *, const void *, int64_t));\n";
        if (!criticalNames.empty()) {
            // one lock word per critical name, shared by all translation units (weak); the
            // uncontended path is one atomic exchange, contention waits in the shim library
            pre += CXX ? "extern \"C\" {\n" : "";
            pre += "void hbc_critical_wait(int *);\n";
            for (auto &n : criticalNames) pre += "__attribute__((weak)) int " + n + " = 0;\n";
            pre += CXX ? "}\n" : "";
            pre += "#define hbc_critical_enter(l) do { if (__atomic_exchange_n((l), 1, __ATOMIC_ACQUIRE)) hbc_critical_wait(l); } while (0)\n";
            pre += "#define hbc_critical_exit(l) __atomic_store_n((l), 0, __ATOMIC_RELEASE)\n";
        }
        // The prelude's includes come after the user's macros: every macro the user defined
        // (source, user headers, command line) is saved, undefined around them and restored,
        // so that a `#define min(a,b)` cannot break <limits>. Reserved names (_GNU_SOURCE,
        // __STDC_LIMIT_MACROS, ...) keep their effect on the system headers.
        std::string save, restore;
        for (const std::string &m : userMacros()) {
            save += "#pragma push_macro(\"" + m + "\")\n#undef " + m + "\n";
            restore += "#pragma pop_macro(\"" + m + "\")\n";
        }
        for (auto &fi : firstIn) {
            SourceLocation FL = SM.getExpansionLoc(startOf(fi.second));
            RW.InsertText(FL, "\n" + save + pre + restore + lineDirective(FL), false);
        }
        for (Decl *top : topOrder) {
            SourceLocation L = SM.getExpansionLoc(startOf(top));
            // functions first declared at or after the insertion point (the enclosing function
            // itself, when it recurses) need a declaration before the outlined code
            std::string protos;
            for (FunctionDecl *FD : calledFns[top]) {
                FunctionDecl *F0 = FD->getFirstDecl();
                SourceLocation FL = SM.getExpansionLoc(F0->getBeginLoc());
                if (FL.isValid() && SM.isBeforeInTranslationUnit(FL, L)) continue;
                if (FD->getBuiltinID()) continue;
                protos += std::string(FD->getStorageClass() == SC_Static ? "static " : "") +
                          typeStr(FD->getType(), FD->getNameAsString()) + ";\n";
            }
            RW.InsertText(L, "\n" + protos + topInserts[top] + lineDirective(L), true);
        }
    }
    std::vector<std::string> userMacros() {
        std::vector<std::string> out;
        if (!PP) return out;
        for (const auto &M : PP->macros()) {
            const IdentifierInfo *II = M.first;
            StringRef name = II->getName();
            if (name.size() >= 2 && name[0] == '_' && (name[1] == '_' || isupper((unsigned char)name[1]))) continue;
            bool user = false;
            for (const MacroDirective *MD = PP->getLocalMacroDirectiveHistory(II); MD; MD = MD->getPrevious()) {
                SourceLocation L = MD->getLocation();
                if (L.isInvalid() || SM.isWrittenInBuiltinFile(L)) continue;
                if (SM.isWrittenInCommandLineFile(L) || !SM.isInSystemHeader(L)) user = true;
            }
            if (user) out.push_back(name.str());
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    SourceLocation startOf(Decl *D) {
        SourceLocation L = D->getBeginLoc();
        if (auto *DD = dyn_cast<DeclaratorDecl>(D)) L = DD->getOuterLocStart();
        for (auto *A : D->attrs())
            if (A->getLocation().isValid() && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getLocation()), SM.getExpansionLoc(L)))
                L = A->getLocation();
        return L;
    }
};

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
    Translator &T;
    explicit Visitor(Translator &t) : T(t) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
        T.collectFunction(FD);
        return true;
    }
    bool VisitOMPThreadPrivateDecl(OMPThreadPrivateDecl *D) {
        if (T.rewritable(T.SM.getExpansionLoc(D->getLocation()))) T.threadprivates.push_back(D);
        return true;
    }
    bool VisitOMPDeclareReductionDecl(OMPDeclareReductionDecl *D) {
        if (T.rewritable(T.SM.getExpansionLoc(D->getLocation())))
            T.error(D->getLocation(), "unsupported OpenMP construct 'declare reduction'");
        return true;
    }
};

class Consumer : public ASTConsumer {
public:
    Rewriter &RW;
    Preprocessor &PP;
    Consumer(Rewriter &R, Preprocessor &P) : RW(R), PP(P) {}
    void HandleTranslationUnit(ASTContext &C) override {
        if (C.getDiagnostics().hasErrorOccurred()) return;
        bool cxx = C.getLangOpts().CPlusPlus;
        Translator T(C, RW, cxx);
        T.PP = &PP;
        Visitor V(T);
        V.TraverseDecl(C.getTranslationUnitDecl());
        T.run(C.getTranslationUnitDecl());
        if (g_hbc_errors || C.getDiagnostics().hasErrorOccurred()) return;
        const RewriteBuffer *B = RW.getRewriteBufferFor(C.getSourceManager().getMainFileID());
        if (B) g_output.assign(B->begin(), B->end());
        else g_output = C.getSourceManager().getBufferData(C.getSourceManager().getMainFileID()).str();
        g_any_output = true;
        if (!g_header_out.empty()) {
            // mirror every user header under the root (rewritten or not), so that relative
            // includes between them keep resolving inside the output directory
            SourceManager &SM = C.getSourceManager();
            for (auto it = SM.fileinfo_begin(); it != SM.fileinfo_end(); ++it) {
                const FileEntry *FE = it->getFirst();
                std::string p = FE->tryGetRealPathName().str();
                if (p.empty() || p.rfind(g_root + "/", 0) != 0) continue;
                FileID F = SM.translateFile(FE);
                if (F.isInvalid() || F == SM.getMainFileID()) continue;
                if (SM.isInSystemHeader(SM.getLocForStartOfFile(F))) continue;
                std::string out = g_header_out + "/" + p.substr(g_root.size() + 1);
                llvm::sys::fs::create_directories(llvm::sys::path::parent_path(out));
                std::ofstream o(out, std::ios::binary);
                if (const RewriteBuffer *HB = RW.getRewriteBufferFor(F)) {
                    std::string t(HB->begin(), HB->end());
                    o << t;
                } else {
                    o << SM.getBufferData(F).str();
                }
            }
        }
    }
};

class Action : public ASTFrontendAction {
public:
    Rewriter RW;
    std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
        RW.setSourceMgr(CI.getSourceManager(), CI.getLangOpts());
        return std::make_unique<Consumer>(RW, CI.getPreprocessor());
    }
};

}  // namespace

int main(int argc, const char **argv) {
    std::string err;
    int dd = -1;
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--") { dd = i; break; }
    if (dd < 0) {
        llvm::errs() << "usage: hbc-translate [-o OUT] FILE -- compiler-args\n";
        return 1;
    }
    std::vector<std::string> files;
    for (int i = 1; i < dd; ++i) {
        std::string a = argv[i];
        if (a == "-o" && i + 1 < dd) g_out_path = argv[++i];
        else if (a == "--header-out" && i + 1 < dd) g_header_out = argv[++i];
        else if (a == "--root" && i + 1 < dd) {
            llvm::SmallString<256> real;
            if (llvm::sys::fs::real_path(argv[++i], real)) g_root = argv[i];
            else g_root = std::string(real.str());
        }
        else files.push_back(a);
    }
    if (files.size() != 1) {
        llvm::errs() << "hbc-translate: exactly one input file\n";
        return 1;
    }
    std::vector<std::string> args;
    for (int i = dd + 1; i < argc; ++i) args.push_back(argv[i]);
    tooling::FixedCompilationDatabase DB(".", args);
    tooling::ClangTool Tool(DB, files);
    std::string prepassed;  // must outlive Tool.run: the tool reads the mapped text
    {
        // `parallel loop` becomes `parallel for` before clang 14, which drops the `loop`, parses it
        auto buf = llvm::MemoryBuffer::getFile(files[0]);
        if (buf) {
            std::string &text = prepassed;
            text = (*buf)->getBuffer().str();
            bool cxx = !llvm::StringRef(files[0]).endswith(".c");
            for (size_t i = 0; i + 1 < args.size(); ++i)
                if (args[i] == "-x") cxx = llvm::StringRef(args[i + 1]).startswith("c++");
            if (hbc::rewriteParallelLoopPragmas(text, cxx)) Tool.mapVirtualFile(files[0], text);
        }
    }
    int rc = Tool.run(tooling::newFrontendActionFactory<Action>().get());
    if (g_hbc_errors) return 2;
    if (rc != 0 || !g_any_output) return 1;
    if (g_out_path.empty() || g_out_path == "-") {
        llvm::outs() << g_output;
    } else {
        std::ofstream o(g_out_path, std::ios::binary);
        o << g_output;
        if (!o) return 1;
    }
    return 0;
}
