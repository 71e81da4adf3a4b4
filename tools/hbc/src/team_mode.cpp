// Team mode: see team_mode.hpp and docs/hbc.md, "Team mode".
//
// C: the region body is outlined into `static void __hb_team_N(void *)` placed before the
// enclosing function; every function-local variable declared outside the region and used in
// it is passed by address and its uses become `(*__hb_p_v)`; the region's private copies are
// locals of the outlined function, so each member has its own. C++: the body is a lambda
// capturing by reference, run by hbc_rt::team_run. In both, worksharing loops stay in place
// as hb_team_loop_begin/next/end chunk loops, and the other team constructs are calls of the
// team API, so the same text serves both languages.
#include "team_mode.hpp"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <cstring>

using namespace clang;

namespace hbc {

namespace {

Stmt *assoc(OMPExecutableDirective *D) { return teamAssoc(D); }
VarDecl *varOf(const Expr *E) { return teamVarOf(E); }
bool isWorksharingLoop(OMPExecutableDirective *D) { return teamIsWorksharingLoop(D); }

// A private copy's scope: uses of V inside S name the construct's copy, not the shared one.
struct PrivateScope {
    VarDecl *V;
    SourceRange R;
};

}  // namespace

// One region's translation.
struct TeamMode::Ctx {
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
        return (V->getDeclContext()->isFunctionOrMethod() || isa<ParmVarDecl>(V)) && !declaredInside.count(V);
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
        if (!H.CXX) rewriteShared(E);
        return text(E->getSourceRange());
    }
    std::string type(VarDecl *V, const std::string &name) {
        QualType T = isPrivatizedMember(V) ? V->getType().getNonReferenceType() : V->getType();
        return H.typeStr(T.getUnqualifiedType(), name);
    }
    // `T *name` declared for V; for an array `T (*name)[N]`
    std::string pointerTo(VarDecl *V, const std::string &name) {
        return type(V, (V->getType()->isArrayType() ? "(*" + name + ")" : "*" + name));
    }
    bool inScope(VarDecl *V, SourceLocation L) {
        for (auto &s : scopes)
            if (s.V == V && SM().isPointWithin(L, s.R.getBegin(), s.R.getEnd())) return true;
        return false;
    }
    bool checkCopyable(VarDecl *V, SourceLocation L, const char *what, OMPExecutableDirective *D) {
        QualType Ty = V->getType();
        if (H.CXX && isPrivatizedMember(V)) {
            if (H.privateMemberOk(V, D)) return true;
            ok = false;
            return false;
        }
        // a template's T (C++) is declared as written; an instantiation that makes it a
        // reference or an array does not compile
        if (Ty->isVariablyModifiedType() || Ty->isReferenceType() || (!H.CXX && Ty->isDependentType()) ||
            (H.CXX && Ty->isArrayType())) {
            fail(L, std::string("team-mode region: ") + what + " copy of '" + V->getNameAsString() +
                    "' (a reference, variable-length or dependent type, or a C++ array) is not supported");
            return false;
        }
        if (V->getStorageClass() == SC_Register) {
            fail(L, std::string("team-mode region: ") + what + " copy of 'register' variable '" +
                    V->getNameAsString() + "' is not supported");
            return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ clauses
    struct Clauses {
        std::vector<VarDecl *> priv, fpriv, lpriv, copyin, copypriv;
        std::vector<TeamReduction> red;
        std::string sched = "HB_TEAM_STATIC", chunk = "0", numThreads, ifExpr, filter;
        bool nowait = false, ordered = false;
        int collapse = 1;
        OMPExecutableDirective *D = nullptr;
    };
    bool readClauses(OMPExecutableDirective *D, Clauses &c, const std::string &name) {
        c.D = D;
        auto vars = [&](auto list, std::vector<VarDecl *> &out) {
            for (Expr *E : list) {
                VarDecl *V = varOf(E);
                if (!V) {
                    fail(E->getBeginLoc(), "team-mode region: unsupported list item on '" + name + "' (only variables)");
                    return;
                }
                out.push_back(V);
            }
        };
        for (OMPClause *C : D->clauses()) {
            if (auto *P = dyn_cast<OMPPrivateClause>(C)) vars(P->varlists(), c.priv);
            else if (auto *F = dyn_cast<OMPFirstprivateClause>(C)) vars(F->varlists(), c.fpriv);
            else if (auto *L = dyn_cast<OMPLastprivateClause>(C)) {
                if (L->getKind() != OMPC_LASTPRIVATE_unknown) fail(C->getBeginLoc(), "team-mode region: unsupported lastprivate modifier");
                vars(L->varlists(), c.lpriv);
            } else if (auto *CI = dyn_cast<OMPCopyinClause>(C)) vars(CI->varlists(), c.copyin);
            else if (auto *CP = dyn_cast<OMPCopyprivateClause>(C)) vars(CP->varlists(), c.copypriv);
            else if (auto *R = dyn_cast<OMPReductionClause>(C)) {
                if (!teamReadReduction(H, R, c.red)) ok = false;
            } else if (auto *S = dyn_cast<OMPScheduleClause>(C)) {
                switch (S->getScheduleKind()) {
                case OMPC_SCHEDULE_dynamic: c.sched = "HB_TEAM_DYNAMIC"; break;
                case OMPC_SCHEDULE_guided: c.sched = "HB_TEAM_GUIDED"; break;
                default: c.sched = "HB_TEAM_STATIC"; break;  // static, auto, runtime: static
                }
                if (Expr *E = S->getChunkSize()) c.chunk = "(int64_t)(" + insideText(E) + ")";
                if (S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_monotonic ||
                    S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_nonmonotonic ||
                    S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_unknown) {
                } else {
                    fail(C->getBeginLoc(), "team-mode region: unsupported schedule modifier");
                }
            } else if (auto *N = dyn_cast<OMPNumThreadsClause>(C)) {
                c.numThreads = text(N->getNumThreads()->getSourceRange());
            } else if (auto *I = dyn_cast<OMPIfClause>(C)) {
                c.ifExpr = text(I->getCondition()->getSourceRange());
            } else if (auto *Fi = dyn_cast<OMPFilterClause>(C)) {
                c.filter = insideText(Fi->getThreadID());
            } else if (auto *Co = dyn_cast<OMPCollapseClause>(C)) {
                c.collapse = H.collapseCount(D, Co, false);
                if (c.collapse < 1) ok = false;
            } else if (isa<OMPNowaitClause>(C)) c.nowait = true;
            else if (auto *O = dyn_cast<OMPOrderedClause>(C)) {
                if (O->getNumForLoops()) fail(C->getBeginLoc(), "team-mode region: 'ordered(n)' (doacross) is not supported");
                c.ordered = true;
            } else if (isa<OMPFinalClause>(C) || isa<OMPUntiedClause>(C) || isa<OMPMergeableClause>(C) ||
                       isa<OMPPriorityClause>(C) || isa<OMPDependClause>(C) || isa<OMPGrainsizeClause>(C) ||
                       isa<OMPNumTasksClause>(C) || isa<OMPNogroupClause>(C)) {
                // a task run in place, at once: final, undeferred, tied and in program order
            } else if (isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) || isa<OMPProcBindClause>(C) ||
                       isa<OMPSafelenClause>(C) || isa<OMPSimdlenClause>(C) || isa<OMPAlignedClause>(C) ||
                       isa<OMPOrderClause>(C) || isa<OMPBindClause>(C) || isa<OMPAllocateClause>(C)) {
            } else {
                fail(C->getBeginLoc(), "team-mode region: unsupported clause '" +
                                           getOpenMPClauseName(C->getClauseKind()).str() + "' on '" + name + "'");
            }
        }
        return ok;
    }
    void addScopes(const Clauses &c, SourceRange R) {
        for (auto *V : c.priv) scopes.push_back({V, R});
        for (auto *V : c.fpriv) scopes.push_back({V, R});
        for (auto *V : c.lpriv) scopes.push_back({V, R});
        for (auto &r : c.red) scopes.push_back({r.var, R});
    }

    // Private copies of a construct, declared at its start; `orig(V)` spells the shared one.
    // fromVisible: a firstprivate copy starts from the copy visible at L (a task inside a
    // loop or another construct with its own copies), not from the region's shared one.
    std::string privateDecls(const Clauses &c, SourceLocation L, bool fromVisible = false) {
        std::string s;
        for (auto *V : c.priv) {
            if (!checkCopyable(V, L, "private", c.D)) return "";
            s += type(V, V->getNameAsString()) + "; ";
        }
        for (auto *V : c.lpriv) {
            if (!checkCopyable(V, L, "lastprivate", c.D)) return "";
            if (std::find(c.fpriv.begin(), c.fpriv.end(), V) == c.fpriv.end()) s += type(V, V->getNameAsString()) + "; ";
        }
        for (auto *V : c.fpriv) {
            if (!checkCopyable(V, L, "firstprivate", c.D)) return "";
            std::string n = V->getNameAsString(), src = "__hb_fps_" + n + "_" + id;
            if (H.CXX) {
                s += "auto &" + src + " = " + n + "; " + type(V, n) + "(" + src + "); ";
            } else {
                const std::string from = fromVisible && (inScope(V, L) || !functionLocal(V)) ? n : shared(V);
                s += pointerTo(V, src) + " = &" + from + "; " + type(V, n) + "; __builtin_memcpy(&" + n + ", " +
                     src + ", sizeof " + n + "); ";
            }
        }
        for (auto &r : c.red) s += reductionText(r).decls;
        return s;
    }
    TeamReductionText reductionText(const TeamReduction &r) {
        const std::string lo = r.lo ? insideText(r.lo) : "", len = r.len ? insideText(r.len) : "";
        return teamReduction(H, r, id, H.CXX ? r.var->getNameAsString() : shared(r.var), lo, len);
    }
    std::string combineReductions(const Clauses &c) {
        if (c.red.empty()) return "";
        std::string s = "hb_team_critical_begin(\"hbc.reduction\"); ";
        for (auto &r : c.red) s += reductionText(r).combine + " ";
        return s + "hb_team_critical_end(\"hbc.reduction\"); ";
    }
    // lastprivate from a loop: written by the member that ran the last iteration, before
    // the barrier that ends the construct.
    std::string lastprivateOut(const Clauses &c, const std::string &lastFlag) {
        std::string s;
        for (auto *V : c.lpriv) {
            std::string n = V->getNameAsString(), dst = "__hb_lps_" + n + "_" + id;
            if (H.CXX) s += "if (" + lastFlag + ") " + dst + " = " + n + "; ";
            else s += "if (" + lastFlag + ") __builtin_memcpy(" + dst + ", &" + n + ", sizeof " + n + "); ";
        }
        return s;
    }
    // A variable both firstprivate and lastprivate: every member copies it in before any
    // member may write the last value out.
    std::string firstBeforeLast(const Clauses &c) {
        for (auto *V : c.lpriv)
            if (std::find(c.fpriv.begin(), c.fpriv.end(), V) != c.fpriv.end()) return "hb_team_barrier(); ";
        return "";
    }
    std::string lastprivateRefs(const Clauses &c) {
        std::string s;
        for (auto *V : c.lpriv) {
            std::string n = V->getNameAsString(), dst = "__hb_lps_" + n + "_" + id;
            if (H.CXX) s += "auto &" + dst + " = " + n + "; ";
            else s += pointerTo(V, dst) + " = &" + shared(V) + "; ";
        }
        return s;
    }

    // ------------------------------------------------------------------ constructs
    // A worksharing loop, `collapse(n)` nests included: the members share the flattened space
    // [0, n_0 * ... * n_{c-1}) by the loop's schedule, as OpenMP distributes the collapsed
    // iterations; each iteration recovers the loop variables from its logical number.
    void emitLoop(OMPExecutableDirective *D, const std::string &k) {
        Clauses c;
        if (!readClauses(D, c, "for")) return;
        auto *F = dyn_cast_or_null<ForStmt>(assoc(D));
        if (!F) {
            fail(D->getBeginLoc(), "team-mode region: only a canonical 'for' loop is supported here");
            return;
        }
        std::vector<TeamLoopLevel> nest;
        std::string why = teamLoopNest(F, c.collapse, [this](SourceRange R) { return text(R); }, nest);
        if (!why.empty()) {
            fail(D->getBeginLoc(), "team-mode region: " + why);
            return;
        }
        // the loops' own variables are private to the loop: private/lastprivate(iv) add
        // nothing but (lastprivate) their sequential final values, written after the loop by
        // the member that ran the last iteration
        std::vector<bool> ivLast;
        for (auto &L : nest) {
            VarDecl *iv = L.iv;
            ivLast.push_back(std::find(c.lpriv.begin(), c.lpriv.end(), iv) != c.lpriv.end());
            c.priv.erase(std::remove(c.priv.begin(), c.priv.end(), iv), c.priv.end());
            c.lpriv.erase(std::remove(c.lpriv.begin(), c.lpriv.end(), iv), c.lpriv.end());
            if (std::find(c.fpriv.begin(), c.fpriv.end(), iv) != c.fpriv.end()) {
                fail(D->getBeginLoc(), "team-mode region: the loop variable in 'firstprivate' is not supported");
                return;
            }
            if (ivLast.back() && L.declared) {
                fail(D->getBeginLoc(), "team-mode region: lastprivate of a variable declared in the loop");
                return;
            }
            scopes.push_back({iv, F->getSourceRange()});
        }
        addScopes(c, assoc(D)->getSourceRange());
        bool anyIvLast = std::find(ivLast.begin(), ivLast.end(), true) != ivLast.end();
        std::string l = "__hb_l" + k, pre = "{ ", ivs, ivOut;
        // per level j: bounds, step and trip count (level 0 of a single loop keeps the
        // names __hb_lb<k>, __hb_ub<k>, __hb_st<k>, <l>_n)
        std::vector<std::string> trips;
        for (size_t j = 0; j < nest.size(); ++j) {
            TeamLoopLevel &L = nest[j];
            std::string sfx = nest.size() == 1 ? k : k + "_" + std::to_string(j);
            std::string T = H.typeStr(L.iv->getType().getUnqualifiedType(), "");
            std::string lo = "__hb_lb" + sfx, hi = "__hb_ub" + sfx, sv = "__hb_st" + sfx;
            pre += teamBoundsDecl(L, T, lo, hi, sv);
            std::string nj = nest.size() == 1 ? l + "_n" : l + "_n" + std::to_string(j);
            if (nest.size() > 1) pre += "int64_t " + nj + " = " + teamTripCount(L, lo, hi, sv) + "; ";
            else trips.push_back(teamTripCount(L, lo, hi, sv));
            // innermost level first: its number is the remainder of the flattened one
            std::string idx = nest.size() == 1 ? l + "_k" : j == 0 ? l + "_r" : "(" + l + "_r % " + nj + ")";
            std::string decl = T + " " + L.iv->getNameAsString() + " = " + teamIvAt(L, T, lo, idx, sv) + "; ";
            if (j > 0) decl += l + "_r /= " + nj + "; ";
            ivs = decl + ivs;
            if (ivLast[j])
                ivOut += "if (" + l + "_last) " + shared(L.iv) + " = " + teamIvAt(L, T, lo, nj, sv) + "; ";
        }
        if (nest.size() > 1) {
            std::string total;
            for (size_t j = 0; j < nest.size(); ++j)
                total += std::string(j ? " * " : "") + l + "_n" + std::to_string(j);
            trips.push_back(total);
            ivs = "int64_t " + l + "_r = " + l + "_k; " + ivs;
        }
        pre += lastprivateRefs(c) + privateDecls(c, D->getBeginLoc()) + firstBeforeLast(c);
        bool copyOut = !c.lpriv.empty() || !c.red.empty() || anyIvLast;  // before the barrier
        std::string flags = std::string(c.nowait || copyOut ? "HB_TEAM_NOWAIT" : "0") +
                            (c.ordered ? " | HB_TEAM_ORDERED" : "");
        pre += "int64_t " + l + "_n = " + trips[0] + "; ";
        pre += "hb_team_loop " + l + "; int64_t " + l + "_a, " + l + "_b, " + l + "_k; hb_team_loop_begin(&" + l +
               ", 0, " + l + "_n, " + c.sched + ", " + c.chunk + ", " + flags + "); while (hb_team_loop_next(&" + l +
               ", &" + l + "_a, &" + l + "_b)) for (" + l + "_k = " + l + "_a; " + l + "_k < " + l + "_b; ++" + l +
               "_k) { " + ivs;
        std::string post = " } { int " + l + "_last = hb_team_loop_end(&" + l + "); (void)" + l + "_last; " +
                           lastprivateOut(c, l + "_last") + ivOut + combineReductions(c) +
                           (!c.nowait && copyOut ? "hb_team_barrier(); " : "") + "} }";
        if (!ok) return;
        CharSourceRange FR = H.stmtRange(F);
        CharSourceRange BR = H.stmtRange(nest.back().F->getBody());
        if (FR.isInvalid() || BR.isInvalid()) { fail(D->getBeginLoc(), "team-mode region: a loop inside a macro"); return; }
        H.removePragma(D);
        H.RW->ReplaceText(CharSourceRange::getCharRange(FR.getBegin(), BR.getBegin()), pre);
        // the inner loops' closing text, if any, goes; an empty range is an insertion (which
        // the region's rewritten text then holds, as it would not hold an empty replacement)
        if (nest.size() == 1 || BR.getEnd() == FR.getEnd()) H.RW->InsertText(BR.getEnd(), post, true);
        else H.RW->ReplaceText(CharSourceRange::getCharRange(BR.getEnd(), FR.getEnd()), post);
    }

    void wrap(OMPExecutableDirective *D, const std::string &open, const std::string &close) {
        Stmt *S = assoc(D);
        CharSourceRange R = S ? H.stmtRange(S) : CharSourceRange();
        if (R.isInvalid()) { fail(D->getBeginLoc(), "team-mode region: a construct inside a macro"); return; }
        H.removePragma(D);
        H.RW->InsertText(R.getBegin(), open, false);
        H.RW->InsertText(R.getEnd(), close, true);
    }
    void replaceDirective(OMPExecutableDirective *D, const std::string &with) {
        if (D->getBeginLoc().isMacroID()) { fail(D->getBeginLoc(), "team-mode region: a construct inside a macro"); return; }
        H.removePragma(D);
        H.RW->InsertText(D->getBeginLoc(), with, true);
    }

    void emitSingle(OMPExecutableDirective *D) {
        Clauses c;
        if (!readClauses(D, c, "single")) return;
        if (!c.priv.empty() || !c.fpriv.empty()) { fail(D->getBeginLoc(), "team-mode region: private copies on 'single' are not supported"); return; }
        std::string end = "hb_team_single_end(" + std::string(c.nowait ? "1" : "0") + ");";
        if (!c.copypriv.empty()) {
            std::string ptrs, sizes;
            for (auto *V : c.copypriv) {
                if (H.CXX && !V->getType().isTriviallyCopyableType(*H.Ctx)) {
                    fail(D->getBeginLoc(), "team-mode region: copyprivate of '" + V->getNameAsString() +
                                               "', which is not trivially copyable, is not supported");
                    return;
                }
                // the copy the single's code sees: the member's own where the region made one
                std::string n = inScope(V, D->getBeginLoc()) ? V->getNameAsString() : shared(V);
                ptrs += std::string(ptrs.empty() ? "" : ", ") + "(void *)&" + n;
                sizes += std::string(sizes.empty() ? "" : ", ") + "sizeof " + n;
            }
            end = "{ void *const __hb_cp[] = {" + ptrs + "}; const size_t __hb_cs[] = {" + sizes +
                  "}; hb_team_single_end_copy(__hb_cp, __hb_cs, " + std::to_string(c.copypriv.size()) + "); }";
        }
        wrap(D, "{ if (hb_team_single_begin()) { ", " } " + end + " }");
    }

    void emitSections(OMPExecutableDirective *D, const std::string &k) {
        Clauses c;
        if (!readClauses(D, c, "sections")) return;
        auto *CS = dyn_cast_or_null<CompoundStmt>(assoc(D));
        if (!CS) { fail(D->getBeginLoc(), "team-mode region: unsupported form of 'sections'"); return; }
        addScopes(c, CS->getSourceRange());
        std::vector<Stmt *> secs;
        for (Stmt *S : CS->body()) secs.push_back(S);
        std::string l = "__hb_l" + k;
        int i = 0;
        for (Stmt *S : secs) {
            Stmt *body = S;
            if (auto *SD = dyn_cast<OMPSectionDirective>(S)) {
                body = assoc(SD);
                H.removePragma(SD);
            }
            CharSourceRange R = body ? H.stmtRange(body) : CharSourceRange();
            if (R.isInvalid()) { fail(S->getBeginLoc(), "team-mode region: a section inside a macro"); return; }
            H.RW->InsertText(R.getBegin(), "case " + std::to_string(i++) + ": { ", false);
            H.RW->InsertText(R.getEnd(), " } break;", true);
        }
        // as a loop's: the member that ran the last section writes the lastprivate copies
        const bool copyOut = !c.lpriv.empty() || !c.red.empty();
        std::string end = " hb_team_loop_end(&" + l + "); }";
        if (copyOut)
            end = " { int " + l + "_last = hb_team_loop_end(&" + l + "); (void)" + l + "_last; " +
                  lastprivateOut(c, l + "_last") + combineReductions(c) + (c.nowait ? "" : "hb_team_barrier(); ") + "} }";
        wrap(D, "{ " + lastprivateRefs(c) + privateDecls(c, D->getBeginLoc()) + firstBeforeLast(c) + "hb_team_loop " +
                    l + "; int64_t " + l + "_a, " + l + "_b, " + l + "_k; hb_team_loop_begin(&" + l + ", 0, " +
                    std::to_string(secs.size()) + ", HB_TEAM_DYNAMIC, 1, " +
                    (c.nowait || copyOut ? "HB_TEAM_NOWAIT" : "0") + "); while (hb_team_loop_next(&" + l + ", &" + l +
                    "_a, &" + l + "_b)) for (" + l + "_k = " + l + "_a; " + l + "_k < " + l + "_b; ++" + l +
                    "_k) switch (" + l + "_k) ",
             end);
    }

    // Inner constructs first (their text is final when an outer one wraps it).
    void walk(Stmt *S, bool inLoop) {
        if (!S || !ok) return;
        if (auto *LE = dyn_cast<LambdaExpr>(S)) {
            // defined in a member's code, the lambda runs there: its constructs bind to the
            // team, as when every thread calls it in OpenMP; inside a loop body it may not hold any
            if (inLoop) walkNoDirectives(LE->getBody());
            else walk(LE->getBody(), false);
            return;
        }
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc)) declaredInside.insert(V);
        auto *D = dyn_cast<OMPExecutableDirective>(S);
        if (!D) {
            for (Stmt *C : S->children()) walk(C, inLoop);
            return;
        }
        seen->insert(D);
        std::string name = getOpenMPDirectiveName(D->getDirectiveKind()).str();
        std::string k = "_" + id + "_" + std::to_string(nextInner++);
        if (isWorksharingLoop(D) || (D == region && teamCombinedLoop(D))) {
            if (inLoop) { fail(D->getBeginLoc(), "team-mode region: a worksharing loop inside another one"); return; }
            if (auto *F = dyn_cast_or_null<ForStmt>(assoc(D))) {
                if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
                    for (Decl *Dc : DS->decls())
                        if (auto *V = dyn_cast<VarDecl>(Dc)) declaredInside.insert(V);
                walk(F->getBody(), true);
            }
            emitLoop(D, k);
            return;
        }
        if (isa<OMPSectionsDirective>(D)) {
            if (inLoop) { fail(D->getBeginLoc(), "team-mode region: 'sections' inside a worksharing loop"); return; }
            for (Stmt *C : assoc(D)->children()) {
                if (auto *SD = dyn_cast<OMPSectionDirective>(C)) {
                    seen->insert(SD);
                    walk(assoc(SD), false);
                } else {
                    walk(C, false);
                }
            }
            emitSections(D, k);
            return;
        }
        if (Stmt *A = assoc(D)) walk(A, inLoop);
        if (!ok) return;
        if (isa<OMPBarrierDirective>(D)) {
            if (inLoop) { fail(D->getBeginLoc(), "team-mode region: 'barrier' inside a worksharing loop"); return; }
            replaceDirective(D, "hb_team_barrier();");
        } else if (isa<OMPSingleDirective>(D)) {
            if (inLoop) { fail(D->getBeginLoc(), "team-mode region: 'single' inside a worksharing loop"); return; }
            emitSingle(D);
        } else if (isa<OMPMasterDirective>(D) || isa<OMPMaskedDirective>(D)) {
            Clauses c;
            if (!readClauses(D, c, name)) return;
            wrap(D, "{ if (hb_team_id() == (" + (c.filter.empty() ? std::string("0") : c.filter) + ")) { ", " } }");
        } else if (auto *CD = dyn_cast<OMPCriticalDirective>(D)) {
            for (OMPClause *C : D->clauses())
                if (!isa<OMPHintClause>(C)) { fail(C->getBeginLoc(), "team-mode region: unsupported clause on 'critical'"); return; }
            std::string lock = H.criticalLock(CD->getDirectiveName().getAsString());
            wrap(D, "{ hbc_critical_enter(&" + lock + "); { ", " } hbc_critical_exit(&" + lock + "); }");
        } else if (auto *AD = dyn_cast<OMPAtomicDirective>(D)) {
            H.emitAtomic(AD);
        } else if (isa<OMPFlushDirective>(D)) {
            replaceDirective(D, "__atomic_thread_fence(__ATOMIC_SEQ_CST);");
        } else if (isa<OMPTaskDirective>(D)) {
            // run in place by the member that creates it (an undeferred task): its private and
            // firstprivate copies, implicit ones included, shadow the variables in its block
            Clauses c;
            if (!readClauses(D, c, name)) return;
            if (assoc(D) && H.isWaitLoop(assoc(D))) {
                fail(D->getBeginLoc(), "team-mode region: a task that waits for other threads cannot run in place");
                return;
            }
            std::string decls = privateDecls(c, D->getBeginLoc(), true);
            if (!ok) return;
            wrap(D, "{ " + decls + "{ ", " } }");
        } else if (isa<OMPTaskLoopDirective>(D) || isa<OMPTaskLoopSimdDirective>(D)) {
            emitTaskLoopInPlace(D);
        } else if (isa<OMPTaskwaitDirective>(D) || isa<OMPTaskyieldDirective>(D) || isa<OMPCancelDirective>(D) ||
                   isa<OMPCancellationPointDirective>(D)) {
            // the member's tasks ran in place; those of callees in heartbeat-mode code too.
            // cancel: cancel-var is false (OMP_CANCELLATION is not read), so it is ignored
            replaceDirective(D, isa<OMPTaskwaitDirective>(D) ? "hbc_taskwait();" : ";");
        } else if (isa<OMPTaskgroupDirective>(D)) {
            if (!D->clauses().empty()) { fail(D->getBeginLoc(), "team-mode region: clauses on 'taskgroup'"); return; }
            wrap(D, "{ ", " }");
        } else if (isa<OMPOrderedDirective>(D)) {
            if (!D->clauses().empty() || !assoc(D)) { fail(D->getBeginLoc(), "team-mode region: unsupported form of 'ordered'"); return; }
            wrap(D, "{ hb_team_ordered_begin(); { ", " } hb_team_ordered_end(); }");
        } else {
            fail(D->getBeginLoc(), "'" + name + "' in a team-mode region (docs/hbc.md, Team mode) is not supported");
        }
    }
    // taskloop: its tasks run in place, as a task's do, so the member that meets it runs the
    // whole loop in order with the construct's copies (the loop variables among the private
    // ones), the last values written out and the reductions combined under the lock.
    void emitTaskLoopInPlace(OMPExecutableDirective *D) {
        Clauses c;
        if (!readClauses(D, c, "taskloop")) return;
        auto *F = dyn_cast_or_null<ForStmt>(assoc(D));
        if (!F) { fail(D->getBeginLoc(), "team-mode region: only a canonical 'for' loop is supported here"); return; }
        Stmt *L = F;
        for (int level = 0; level < std::max(c.collapse, 1); ++level) {
            while (auto *CS = dyn_cast_or_null<CompoundStmt>(L)) L = CS->size() == 1 ? CS->body_front() : nullptr;
            auto *LF = dyn_cast_or_null<ForStmt>(L);
            if (!LF) break;
            auto *BO = dyn_cast_or_null<BinaryOperator>(LF->getInit());
            VarDecl *iv = BO ? varOf(BO->getLHS()) : nullptr;
            if (iv && std::find(c.priv.begin(), c.priv.end(), iv) == c.priv.end() &&
                std::find(c.lpriv.begin(), c.lpriv.end(), iv) == c.lpriv.end())
                c.priv.push_back(iv);
            L = LF->getBody();
        }
        std::string pre = lastprivateRefs(c) + privateDecls(c, D->getBeginLoc(), true);
        if (!ok) return;
        wrap(D, "{ " + pre + "{ ", " } " + lastprivateOut(c, "1") + combineReductions(c) + "}");
    }
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

    // C: every use of a shared function-local variable becomes (*__hb_p_v).
    std::map<std::string, std::string> localEnums;  // C: enumerators of the function's own enums, by name
    // C: a type declared inside the function is not visible where the body is outlined
    void checkType(QualType Ty, SourceLocation L) {
        for (int guard = 0; !Ty.isNull() && guard < 64; ++guard) {
            const NamedDecl *ND = nullptr;
            if (auto *TT = Ty->getAs<TypedefType>()) ND = TT->getDecl();
            else if (auto *TD = Ty->getAsTagDecl()) ND = TD;
            if (ND && H.functionLocalType(ND)) {
                SourceLocation DL = SM().getExpansionLoc(ND->getLocation());
                Stmt *A = assoc(region);
                if (!A || !SM().isPointWithin(DL, SM().getExpansionLoc(A->getBeginLoc()), SM().getExpansionLoc(A->getEndLoc()))) {
                    fail(L, "team-mode region in C: " + (ND->getName().empty() ? std::string("an unnamed type") :
                                                         "type '" + ND->getNameAsString() + "'") +
                            " is declared inside the function; declare it (named) at file scope");
                    return;
                }
            }
            if (auto *TT = Ty->getAs<TypedefType>()) { Ty = TT->desugar(); continue; }
            if (Ty->isPointerType() || Ty->isReferenceType()) Ty = Ty->getPointeeType();
            else if (Ty->isArrayType()) Ty = QualType(Ty->getPointeeOrArrayElementType(), 0);
            else break;
        }
    }
    std::set<unsigned> rewrittenAt;  // file offsets already rewritten
    // C: shared variables whose uses cannot all be rewritten to (*__hb_p_v): a `register`
    // scalar (no address) that the region only reads, whose value each member gets (nothing
    // else can change it)
    std::set<VarDecl *> byValue;
    // ... and arrays of constant size used inside a macro expansion: each member names the
    // shared array through a pointer of the same name (what the array decays to), unless the
    // region takes its size or address
    std::set<VarDecl *> byAlias;
    // ... and any other shared variable used inside a macro expansion, where the region has
    // no member, declaration or copy of that name: around the outlined body, `#define v
    // (*__hb_p_v)`; any other is refused
    std::set<VarDecl *> byDefine;
    void findByValue(Stmt *body) {
        std::map<VarDecl *, bool> wanted, written, whole;
        std::set<std::string> otherNames;  // members, declarations and other variables of the region
        std::function<void(Stmt *)> scan = [&](Stmt *S) {
            if (!S) return;
            if (auto *D = dyn_cast<OMPExecutableDirective>(S)) return scan(assoc(D));
            if (auto *DR = dyn_cast<DeclRefExpr>(S))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                    if (functionLocal(V) && !inScope(V, DR->getLocation())) {
                        SourceLocation L = DR->getLocation();
                        if (V->getStorageClass() == SC_Register || (L.isMacroID() && !SM().isMacroArgExpansion(L)))
                            wanted[V] = true;
                        if (H.mayWrite(DR)) written[V] = true;
                    }
                }
            if (auto *ME = dyn_cast<MemberExpr>(S)) otherNames.insert(ME->getMemberDecl()->getNameAsString());
            if (auto *DS = dyn_cast<DeclStmt>(S))
                for (Decl *X : DS->decls())
                    if (auto *ND = dyn_cast<NamedDecl>(X)) otherNames.insert(ND->getNameAsString());
            if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
                if (auto *DR = dyn_cast<DeclRefExpr>(UE->getArgumentExpr() ? UE->getArgumentExpr()->IgnoreParens() : nullptr))
                    if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) whole[V] = true;
            if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->getOpcode() == UO_AddrOf)
                if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
                    if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) whole[V] = true;
            for (Stmt *C : S->children()) scan(C);
        };
        scan(body);
        for (auto &w : wanted) {
            VarDecl *V = w.first;
            QualType T = V->getType();
            bool privatized = false;  // a copy of it anywhere in the region (its clauses or a construct's)
            for (auto &sc : scopes) privatized |= sc.V == V;
            // a register variable has no address, so nothing else can change it: its value
            if (V->getStorageClass() == SC_Register && !written[V] && !privatized && T->isScalarType() &&
                !T->isVariablyModifiedType())
                byValue.insert(V);
            // an array's name, as a pointer to its first element (the storage stays shared)
            else if (V->getStorageClass() != SC_Register && T->isConstantArrayType() && !whole[V] && !privatized)
                byAlias.insert(V);
            // otherwise the name `#define`d as the shared variable, where nothing else has it
            else if (V->getStorageClass() != SC_Register && !privatized && !otherNames.count(V->getNameAsString()))
                byDefine.insert(V);
        }
    }
    void rewriteShared(Stmt *S) {
        if (!S) return;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            // only the statement: a CapturedStmt's capture list repeats the first use of each variable
            rewriteShared(assoc(D));
            return;
        }
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc)) checkType(V->getType(), V->getLocation());
        if (auto *EC = dyn_cast<ExplicitCastExpr>(S)) checkType(EC->getTypeAsWritten(), EC->getBeginLoc());
        if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
            if (UE->isArgumentType()) checkType(UE->getArgumentType(), UE->getBeginLoc());
        if (auto *CL = dyn_cast<CompoundLiteralExpr>(S)) checkType(CL->getType(), CL->getBeginLoc());
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
                if (H.functionLocalType(EC))
                    localEnums[EC->getNameAsString()] = std::to_string(EC->getInitVal().getExtValue());
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            auto *V = dyn_cast<VarDecl>(DR->getDecl());
            if (V && !declaredInside.count(V)) checkType(V->getType(), DR->getLocation());
            if (V && functionLocal(V) && !inScope(V, DR->getLocation()) && (byValue.count(V) || byAlias.count(V)))
                capture(V);
            else if (V && functionLocal(V) && !inScope(V, DR->getLocation())) {
                if (V->getType()->isVariablyModifiedType() || V->getStorageClass() == SC_Register) {
                    fail(DR->getLocation(), "team-mode region in C: shared variable '" + V->getNameAsString() +
                                                "' (variable-length or 'register') cannot be passed to the region");
                    return;
                }
                SourceLocation L = DR->getLocation();
                if (L.isMacroID()) {
                    if (SM().isMacroArgExpansion(L)) L = SM().getSpellingLoc(L);
                    else if (byDefine.count(V)) {  // a macro's own text: the name is #defined (emission)
                        capture(V);
                        return;
                    } else {
                        fail(DR->getLocation(), "team-mode region in C: shared variable '" + V->getNameAsString() +
                                                    "' used inside a macro expansion, where the region also has "
                                                    "a member, a declaration or a private copy of that name");
                        return;
                    }
                }
                capture(V);
                if (rewrittenAt.insert(SM().getFileOffset(L)).second)
                    H.RW->ReplaceText(L, V->getName().size(), "(*__hb_p_" + V->getNameAsString() + ")");
            }
        }
        for (Stmt *C : S->children()) rewriteShared(C);
    }
    // declarations first: scopes of the region's clauses and of every construct inside
    void collectScopes(Stmt *S) {
        if (!S) return;
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc)) declaredInside.insert(V);
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            Clauses c;
            bool saved = ok;
            DiagnosticsEngine &DE = H.Ctx->getDiagnostics();
            (void)DE;
            // clause errors are reported when the construct is emitted; here only the scopes
            for (OMPClause *C : D->clauses()) {
                auto add = [&](auto list) {
                    if (Stmt *A = assoc(D))
                        for (Expr *E : list) {
                            // an array section's copy is the whole array's (team_reductions.cpp)
                            while (auto *AS = dyn_cast<OMPArraySectionExpr>(E->IgnoreParenImpCasts()))
                                E = AS->getBase();
                            while (auto *AE = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts())) E = AE->getBase();
                            if (VarDecl *V = varOf(E)) scopes.push_back({V, A->getSourceRange()});
                        }
                };
                if (auto *P = dyn_cast<OMPPrivateClause>(C)) add(P->varlists());
                else if (auto *F = dyn_cast<OMPFirstprivateClause>(C)) add(F->varlists());
                else if (auto *L = dyn_cast<OMPLastprivateClause>(C)) add(L->varlists());
                else if (auto *R = dyn_cast<OMPReductionClause>(C)) add(R->varlists());
            }
            ok = saved;
            if (isWorksharingLoop(D) || teamCombinedLoop(D) || isa<OMPTaskLoopDirective>(D) ||
                isa<OMPTaskLoopSimdDirective>(D)) {
                // the variables of the loop and of the loops it collapses are the loop's own
                int levels = 1;
                for (OMPClause *C : D->clauses())
                    if (auto *Co = dyn_cast<OMPCollapseClause>(C)) {
                        Expr::EvalResult R;
                        if (Co->getNumForLoops()->EvaluateAsInt(R, *H.Ctx)) levels = (int)R.Val.getInt().getExtValue();
                    }
                Stmt *L = assoc(D);
                SourceRange outer = L ? L->getSourceRange() : SourceRange();
                for (int j = 0; j < levels; ++j) {
                    while (auto *CS = dyn_cast_or_null<CompoundStmt>(L)) L = CS->size() == 1 ? CS->body_front() : nullptr;
                    auto *F = dyn_cast_or_null<ForStmt>(L);
                    if (!F) break;
                    VarDecl *iv = nullptr;
                    if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit())) iv = varOf(BO->getLHS());
                    if (iv) scopes.push_back({iv, outer});
                    L = F->getBody();
                }
            }
            collectScopes(assoc(D));
            return;
        }
        for (Stmt *C : S->children()) collectScopes(C);
    }
};

void TeamMode::translate(OMPExecutableDirective *D, FunctionDecl *FD, Decl *Top,
                         std::set<OMPExecutableDirective *> &seen) {
    Ctx c{*this, H, D, FD, std::to_string(nextId++)};
    c.seen = &seen;
    Stmt *body = assoc(D);
    CharSourceRange R = body ? H.stmtRange(body) : CharSourceRange();
    if (R.isInvalid() || D->getBeginLoc().isMacroID()) {
        H.error(D->getBeginLoc(), "team-mode region inside a macro is not supported");
        return;
    }
    std::set<const FunctionDecl *> visited;
    std::string callee = calleeProblem(body, visited);
    if (!callee.empty()) {
        std::string why = needsTeam(D);
        if (why.empty()) why = "a worksharing loop writes its private variables";
        H.error(D->getBeginLoc(), "this region needs a team (" + why + "), but " + callee +
                                      "; not supported in team mode (use --hbc-fallback-openmp)");
        return;
    }
    Ctx::Clauses rc;
    if (!c.readClauses(D, rc, "parallel")) return;
    const bool combined = teamCombinedLoop(D);
    // A combined construct's data-sharing clauses are the loop's (emitLoop reads them again
    // and declares the copies), but their scopes hold from the start: the C rewrite of shared
    // variables below must leave the private ones alone.
    c.addScopes(rc, body->getSourceRange());
    if (combined) {
        rc.priv.clear();
        rc.fpriv.clear();
        rc.lpriv.clear();
        rc.red.clear();
    }
    for (auto *V : rc.copyin)
        if (!isThreadprivate(V)) { c.fail(D->getBeginLoc(), "copyin of a variable that is not threadprivate"); return; }
    // (a combined construct: its loop's variables are its own too)
    c.collectScopes(combined ? static_cast<Stmt *>(D) : body);
    if (!H.CXX) c.findByValue(body);
    if (!H.CXX) c.rewriteShared(body);
    if (!c.ok) return;
    c.walk(combined ? static_cast<Stmt *>(D) : body, false);
    if (!c.ok) return;
    std::string id = c.id;
    // (hbc_team_size: a num_threads above the workers adds workers, as OpenMP starts threads)
    std::string size = "hbc_team_size(" + (rc.numThreads.empty() ? "0" : "(int)(" + rc.numThreads + ")") + ")";
    if (!rc.ifExpr.empty()) size = "((" + rc.ifExpr + ") ? " + size + " : 1)";
    // members' start: private copies, copyin (then a barrier: the master may write its copy)
    std::string start = c.privateDecls(rc, D->getBeginLoc()), finish = c.combineReductions(rc);
    std::string copyin, masterPtrs;
    for (auto *V : rc.copyin) {
        std::string n = V->getNameAsString(), p = "__hb_ci_" + n + "_" + id;
        if (H.CXX) {
            const std::string q = V->isStaticDataMember() ? V->getQualifiedNameAsString() : n;  // Counter::hits
            masterPtrs += "auto *" + p + " = &" + q + "; ";
            copyin += "if (hb_team_id() != 0) " + q + " = *" + p + "; ";
        } else {
            c.capture(V);  // the master's copy, by address
            copyin += "if (hb_team_id() != 0) __builtin_memcpy(&" + n + ", __hb_p_" + n + ", sizeof " + n + "); ";
        }
    }
    if (!copyin.empty()) copyin += "hb_team_barrier(); ";
    if (!c.ok) return;
    if (!combined) H.removePragma(D);  // a combined construct's went with its loop (emitLoop)
    if (H.CXX) {
        H.insertTop(Top, "", SourceLocation());  // the prelude goes before the first top-level declaration with a region
        H.RW->InsertText(R.getBegin(), "{ " + masterPtrs + "hbc_rt::team_run(" + size +
                                           ", [&]() { hbc_rt::team_level __hb_lvl; " + start + copyin + "{ ", false);
        H.RW->InsertText(R.getEnd(), " } " + finish + "}); }", true);
        return;
    }
    // C: outline the body (its inner constructs are already rewritten)
    std::string bodyText = H.RW->getRewrittenText(R);
    std::string fn = "static void __hb_team_" + id + "(void *__hb_ctx) {\n  void **__hb_c = (void **)__hb_ctx;\n";
    std::string site = "{ void *__hb_c_" + id + "[" + std::to_string(c.captured.size() + 1) + "] = {";
    std::set<std::string> names;
    for (size_t i = 0; i < c.captured.size(); ++i) {
        VarDecl *V = c.captured[i];
        std::string n = V->getNameAsString();
        if (!names.insert(n).second) {
            c.fail(D->getBeginLoc(), "team-mode region in C: two variables named '" + n + "' are shared with it");
            return;
        }
        const Type *TT = V->getType().getTypePtr();
        if (auto *TD = TT->getAsTagDecl())
            if (H.functionLocalType(TD)) {
                c.fail(D->getBeginLoc(), "team-mode region in C: '" + n + "' has a type declared inside the function");
                return;
            }
        if (c.byValue.count(V)) {  // (a compound literal: a register variable has no address)
            QualType T = V->getType().getUnqualifiedType(), PT = H.Ctx->getPointerType(T);
            fn += "  " + H.typeStr(T, n) + " = *(" + H.typeStr(PT, "") + ")__hb_c[" + std::to_string(i) + "];\n";
            site += std::string(i ? ", " : "") + "(void *)&(" + H.typeStr(T, "") + "){" + n + "}";
            continue;
        }
        QualType PT = H.Ctx->getPointerType(V->getType());
        if (c.byAlias.count(V)) {  // the name itself: a pointer to the shared array's first element
            QualType DT = H.Ctx->getArrayDecayedType(V->getType());
            fn += "  " + H.typeStr(DT, n) + " = *(" + H.typeStr(PT, "") + ")__hb_c[" + std::to_string(i) + "];\n";
        } else {
            fn += "  " + H.typeStr(PT, "__hb_p_" + n) + " = (" + H.typeStr(PT, "") + ")__hb_c[" + std::to_string(i) + "];\n";
        }
        site += std::string(i ? ", " : "") + "(void *)&" + n;
    }
    site += std::string(c.captured.empty() ? "" : ", ") + "0}; hb_team_run(" + size + ", __hb_team_" + id + ", __hb_c_" + id + "); hbc_team_size_restore(); }";
    for (auto &e : c.localEnums) fn += "  enum { " + e.first + " = " + e.second + " };\n";
    std::string defines, undefs;
    for (VarDecl *V : c.byDefine)
        if (c.capturedSet.count(V)) {
            defines += "#define " + V->getNameAsString() + " (*__hb_p_" + V->getNameAsString() + ")\n";
            undefs += "#undef " + V->getNameAsString() + "\n";
        }
    fn += "  hbc_team_level_enter();\n  { " + start + copyin + "\n" + defines + H.lineDirective(R.getBegin()) + bodyText +
          "\n" + undefs + "  " + finish + "}\n  hbc_team_level_leave();\n}\n";
    // functions the body calls that are declared after the insertion point need a prototype
    std::string protos;
    SourceLocation topL = H.Ctx->getSourceManager().getExpansionLoc(Top->getBeginLoc());
    std::set<FunctionDecl *> done;
    std::function<void(Stmt *)> calls = [&](Stmt *S) {
        if (!S) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *F = dyn_cast<FunctionDecl>(DR->getDecl()))
                if (!F->getBuiltinID() && done.insert(F->getFirstDecl()).second) {
                    SourceLocation FL = H.Ctx->getSourceManager().getExpansionLoc(F->getFirstDecl()->getBeginLoc());
                    if (!(FL.isValid() && H.Ctx->getSourceManager().isBeforeInTranslationUnit(FL, topL)))
                        protos += std::string(F->getStorageClass() == SC_Static ? "static " : "") +
                                  H.typeStr(F->getType(), F->getNameAsString()) + ";\n";
                }
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            calls(assoc(D));
            return;
        }
        for (Stmt *C : S->children()) calls(C);
    };
    calls(body);
    H.RW->ReplaceText(R, site + "\n" + H.lineDirective(R.getEnd()));
    H.insertTop(Top, protos + fn, D->getBeginLoc());
}

}  // namespace hbc
