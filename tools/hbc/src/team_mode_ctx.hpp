// Private to team mode: one region's translation, shared by team_mode.cpp (clauses and
// constructs) and team_outline_c.cpp (C: shared variables rewritten, the body outlined).
#pragma once

#include <algorithm>

#include "macro_locations.hpp"
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace hbc {

struct TeamMode::Ctx {
    // a private copy's scope: uses of V inside R name the construct's copy, not the shared one
    struct PrivateScope {
        VarDecl *V;
        SourceRange R;
    };
    static Stmt *assoc(OMPExecutableDirective *D) { return teamAssoc(D); }
    static VarDecl *varOf(const Expr *E) { return teamVarOf(E); }
    static bool isWorksharingLoop(OMPExecutableDirective *D) { return teamIsWorksharingLoop(D); }
    // a worksharing loop that one member runs whole (emitLoneLoop); the region's own
    // combined loop is never one
    bool isLoneLoop(OMPExecutableDirective *D) const {
        return D != region && isWorksharingLoop(D) &&
               std::any_of(D->clauses().begin(), D->clauses().end(), inPlaceOnlyClause);
    }
    TeamMode &T;
    TeamHost &H;
    OMPExecutableDirective *region;
    FunctionDecl *fn;
    std::string id;
    std::vector<PrivateScope> scopes;
    std::set<VarDecl *> declaredInside;  // declared in the region: a member's own
    std::vector<VarDecl *> captured;     // C: passed by address, in first-use order
    std::set<VarDecl *> capturedSet;
    bool ok = true;

    SourceManager &SM() { return H.Ctx->getSourceManager(); }
    void fail(SourceLocation L, const std::string &msg) {
        H.error(L, msg);
        ok = false;
    }
    std::string text(SourceRange R) {
        CharSourceRange CR = H.fileRange(R);
        if (CR.isInvalid()) return "";
        return H.RW->getRewrittenText(CR);
    }
    bool functionLocal(VarDecl *V) {
        return (V->getDeclContext()->isFunctionOrMethod() || isa<ParmVarDecl>(V)) && !declaredInside.count(V) &&
               !T.hoistedThreadprivate(V);
    }
    void capture(VarDecl *V) {
        if (!H.CXX && capturedSet.insert(V).second) captured.push_back(V);
    }
    // How the outlined body spells the shared variable V.
    std::string shared(VarDecl *V) {
        if (!H.CXX && functionLocal(V)) {
            capture(V);
            return "(*__hb_p_" + V->getNameAsString() + ")";
        }
        return V->getNameAsString();
    }
    // A clause expression that the member's code evaluates (a chunk size, a filter, a
    // section's bounds): in C, the function's locals are reached as in the body.
    std::string insideText(Expr *E) {
        E = writtenClauseExpr(E);
        if (inPragmaString(E)) return pragmaText(E, true);
        if (!H.CXX) rewriteShared(E);
        return text(E->getSourceRange());
    }
    // A clause expression evaluated where the region starts, as written.
    std::string clauseText(Expr *E) {
        E = writtenClauseExpr(E);
        if (inPragmaString(E)) return pragmaText(E, false);
        return text(E->getSourceRange());
    }
    // Written in a _Pragma string (hpgmg-fv's `if(nb>1)`), an expression has no source text
    // to rewrite: a constant's value, or the expression printed from the AST with each
    // variable spelled as the member's code (inside) or the region's site reaches it.
    bool inPragmaString(Expr *E) { return H.inPragmaString(E); }
    std::string pragmaText(Expr *E, bool inside);
    // In a template (C++), V's type by decltype: printed, a type there may not parse back
    // (CImg's `CImg<Tfloat>` in `CImg<T>` printed as `CImg<cimg_library::CImg::Tfloat>`,
    // helper-63); the copies are declared where V's own name still names V.
    // keepQualifiers (C++ firstprivate): the copy has the original's type, `const` included,
    // so that overloads on const choose as in the original (helper-66: a const object's copy
    // called the non-const `get()`, silently).
    // orig: the text that reaches the original here; used where V has a variably modified
    // type in C, whose copy is declared by __typeof__ of it, which keeps the sizes the original was
    // declared with (a size variable may have changed since; OpenMP's copy has the
    // original's type).
    std::string type(VarDecl *V, const std::string &name, bool keepQualifiers = false, const std::string &orig = "") {
        if (!H.CXX && V->getType()->isVariablyModifiedType() && !orig.empty())
            return "__typeof__(" + orig + ") " + name;
        if (H.CXX && V->getDeclContext()->isDependentContext()) {
            const std::string t = "typename std::remove_reference<decltype(" + V->getNameAsString() + ")>::type";
            return (keepQualifiers ? t : "typename std::remove_cv<" + t + ">::type") + " " + name;
        }
        QualType T = isPrivatizedMember(V) || H.CXX ? V->getType().getNonReferenceType() : V->getType();
        return H.typeStr(keepQualifiers ? T : T.getUnqualifiedType(), name);
    }
    // `T *name` declared for V; for an array `T (*name)[N]`
    std::string pointerTo(VarDecl *V, const std::string &name, const std::string &orig = "") {
        return type(V, (V->getType()->isArrayType() ? "(*" + name + ")" : "*" + name), false, orig);
    }
    bool inScope(VarDecl *V, SourceLocation L) {
        for (auto &s : scopes)
            if (s.V == V && SM().isPointWithin(L, s.R.getBegin(), s.R.getEnd())) return true;
        return false;
    }
    bool checkCopyable(VarDecl *V, SourceLocation L, const char *what, OMPExecutableDirective *D);

    // ------------------------------------------------------------------ clauses
    struct Clauses {
        std::vector<VarDecl *> priv, fpriv, lpriv, copyin, copypriv;
        std::vector<TeamReduction> red;
        // linear(v : step) items (step null: 1); only a canonical `for` takes them (emitLoop)
        std::vector<std::pair<VarDecl *, Expr *>> linear;
        std::string sched = "HB_TEAM_STATIC", chunk = "0", numThreads, ifExpr, filter;
        bool nowait = false, ordered = false;
        int collapse = 1;
        OMPExecutableDirective *D = nullptr;
    };
    bool readClauses(OMPExecutableDirective *D, Clauses &c, const std::string &name);
    void addScopes(const Clauses &c, SourceRange R) {
        for (auto *V : c.priv) scopes.push_back({V, R});
        for (auto *V : c.fpriv) scopes.push_back({V, R});
        for (auto *V : c.lpriv) scopes.push_back({V, R});
        for (auto &r : c.red) scopes.push_back({r.var, R});
        for (auto &l : c.linear) scopes.push_back({l.first, R});
    }

    // Private copies of a construct, declared at its start; `orig(V)` spells the shared one.
    // fromVisible: a firstprivate copy starts from the copy visible at L (a task inside a
    // loop or another construct with its own copies), not from the region's shared one.
    std::string privateDecls(const Clauses &c, SourceLocation L, bool fromVisible = false);
    // Inside a region nested in the member's code, a construct's copies start from, and
    // combine into, the variable visible there: an enclosing construct's private copy
    // shadows the region's shared one (which elsewhere a conforming program names).
    int nestedDepth = 0;
    std::string original(VarDecl *V, const Clauses &c) {
        if (H.CXX || (nestedDepth > 0 && c.D && inScope(V, c.D->getBeginLoc()))) return V->getNameAsString();
        return shared(V);
    }
    TeamReductionText reductionText(const TeamReduction &r, const Clauses &c) {
        const std::string lo = r.lo ? insideText(r.lo) : "", len = r.len ? insideText(r.len) : r.element ? "1" : "";
        return teamReduction(H, r, id, original(r.var, c), lo, len);
    }
    // teamWide: every member runs the construct's end. A user-defined reduction whose
    // initializer reads omp_orig then has the members meet first, so that none combines into
    // the original while another still copies from it (docs/hbc.md, User-defined reductions).
    std::string combineReductions(const Clauses &c, bool teamWide = false) {
        if (c.red.empty()) return "";
        const bool readsOrig = std::any_of(c.red.begin(), c.red.end(), [](const TeamReduction &r) {
            return r.udr && (r.udrIdent + r.udrInit).find('\x03') != std::string::npos;
        });
        std::string s = std::string(teamWide && readsOrig ? "hb_team_barrier(); " : "") +
                        "hb_team_critical_begin(\"hbc.reduction\"); ";
        for (auto &r : c.red) s += reductionText(r, c).combine + " ";
        return s + "hb_team_critical_end(\"hbc.reduction\"); ";
    }
    // lastprivate from a loop: written by the member that ran the last iteration, before
    // the barrier that ends the construct.
    std::string lastprivateOut(const Clauses &c, const std::string &lastFlag);
    // A variable both firstprivate and lastprivate: every member copies it in before any
    // member may write the last value out.
    std::string firstBeforeLast(const Clauses &c) {
        for (auto *V : c.lpriv)
            if (std::find(c.fpriv.begin(), c.fpriv.end(), V) != c.fpriv.end()) return "hb_team_barrier(); ";
        return "";
    }
    std::string lastprivateRefs(const Clauses &c);

    // ------------------------------------------------------------------ constructs
    // A worksharing loop, `collapse(n)` nests included: the members share the flattened space
    // [0, n_0 * ... * n_{c-1}) by the loop's schedule, as OpenMP distributes the collapsed
    // iterations; each iteration recovers the loop variables from its logical number.
    void emitLoop(OMPExecutableDirective *D, const std::string &k);
    // ... over a C++ range-based for (team_range_for.cpp): its iterations [0, end - begin)
    void emitRangeLoop(OMPExecutableDirective *D, CXXForRangeStmt *RF, Clauses &c, const std::string &k);

    void wrap(OMPExecutableDirective *D, const std::string &open, const std::string &close) {
        Stmt *S = assoc(D);
        CharSourceRange R = S ? H.stmtRange(S) : CharSourceRange();
        if (R.isInvalid()) { fail(D->getBeginLoc(), "team-mode region: a construct inside a macro"); return; }
        H.removePragma(D);
        H.RW->InsertText(R.getBegin(), open, false);
        H.RW->InsertText(R.getEnd(), close, true);
    }
    void replaceDirective(OMPExecutableDirective *D, const std::string &with) {
        SourceLocation at = D->getBeginLoc();
        if (at.isMacroID()) {  // `OMP("omp barrier")`: in place of the invocation
            if (!H.pragmaOnlyMacro(D)) { fail(at, "team-mode region: a construct inside a macro"); return; }
            at = H.Ctx->getSourceManager().getExpansionRange(at).getBegin();
        }
        H.removePragma(D);
        H.RW->InsertText(at, with, true);
    }

    void emitSingle(OMPExecutableDirective *D);
    void emitLoneLoop(OMPExecutableDirective *D);
    // D's statement run by one member (hb_team_single_begin) with `copies` declared first,
    // then `end` (the single's end: its barrier, or the copyprivate broadcast)
    void wrapOneMember(OMPExecutableDirective *D, const std::string &copies, const std::string &end) {
        wrap(D, "{ if (hb_team_single_begin()) { " + (copies.empty() ? "" : copies + "{ "),
             std::string(copies.empty() ? " } " : " } } ") + end + " }");
    }

    void emitSections(OMPExecutableDirective *D, const std::string &k);
    // A parallel region nested in the member's code: inactive, a team of one that the member
    // runs (hbc_nested_team_enter), its worksharing constructs bound to that team.
    void emitNestedRegion(OMPExecutableDirective *D, const std::string &k, const std::string &name);
    // The body of a worksharing loop (or a combined one): its variables are the loop's own.
    void walkLoopBody(OMPExecutableDirective *D);

    // Inner constructs first (their text is final when an outer one wraps it).
    void walk(Stmt *S, bool inLoop);
    // taskloop: its tasks run in place, as a task's do, so the member that meets it runs the
    // whole loop in order with the construct's copies (the loop variables among the private
    // ones), the last values written out and the reductions combined under the lock.
    void emitTaskLoopInPlace(OMPExecutableDirective *D);
    std::string headerOriginals(OMPExecutableDirective *D, const Clauses &c);
    std::string taskGroupVar(const char *prefix, OMPExecutableDirective *D);
    std::string memberTasksEnd(Stmt *body);
    std::string taskGroupOpen(const std::string &v);
    std::string taskGroupClose(const std::string &v);
    void walkNoDirectives(Stmt *S) {
        if (!S || !ok) return;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            fail(D->getBeginLoc(), "an OpenMP directive inside a lambda in a team-mode region is not supported");
            return;
        }
        for (Stmt *C : S->children()) walkNoDirectives(C);
    }
    std::set<OMPExecutableDirective *> *seen = nullptr;
    int nextInner = 1;
    int lockDepth = 0;  // inside a critical or ordered block: a deferred task could wait for its lock
    bool deferTask(OMPExecutableDirective *D, const Clauses &c);
    void emitTask(OMPExecutableDirective *D, const std::string &name);

    // C: every use of a shared function-local variable becomes (*__hb_p_v).
    std::map<std::string, std::string> localEnums;  // C: enumerators of the function's own enums, by name
    // C: a type declared inside the function is not visible where the body is outlined
    void checkType(QualType Ty, SourceLocation L);
    std::set<unsigned> rewrittenAt;  // file offsets already rewritten
    // C: shared variables whose uses cannot all be rewritten to (*__hb_p_v): a `register`
    // scalar (no address) that the region only reads, or a macro-used scalar that is also a
    // macro's name and whose address the function never takes, whose value each member gets
    // (nothing else can change it)
    std::set<VarDecl *> byValue;
    // ... and arrays of constant size used inside a macro expansion: each member names the
    // shared array through a pointer of the same name (what the array decays to), unless the
    // region takes its size or address
    std::set<VarDecl *> byAlias;
    // ... and any other shared variable used inside a macro expansion, where the region has
    // no member, declaration or copy of that name: around the outlined body, `#define v
    // (*__hb_p_v)`; any other is refused
    std::set<VarDecl *> byDefine;
    // ... and otherwise, when every macro-body token that names it names only it (never a
    // member, a declaration, a private copy or another variable in another expansion): each
    // such macro redefined around the outlined body with those tokens as (*__hb_p_v)
    // (push_macro / pop_macro), its definition's text otherwise as written
    std::set<VarDecl *> byMacro;
    struct MacroEdit {
        std::string definition;                  // the `#define` line(s) as written
        std::map<unsigned, VarDecl *> tokens;    // offsets in it of the names to rewrite
    };
    std::map<std::string, MacroEdit> macroEdits;  // by macro name
    bool redefineMacrosFor(VarDecl *V, const std::map<unsigned, std::set<VarDecl *>> &sharedAt,
                           const std::set<unsigned> &otherAt, const std::map<unsigned, SourceLocation> &useAt);
    std::string macroRedefinitions(std::string &restore);
    void findByValue(Stmt *body);
    bool addressTaken(const VarDecl *V);
    void rewriteShared(Stmt *S);
    // declarations first: scopes of the region's clauses and of every construct inside
    void collectScopes(Stmt *S);
    void outlineC(Decl *Top, CharSourceRange R, const std::string &size, const std::string &startText,
                  const std::string &finish);
};

}  // namespace hbc
