// Team mode: see team_mode.hpp and docs/hbc-internals.md, "Team mode".
//
// C: the region body is outlined (team_outline_c.cpp) into `static void __hb_team_N(void *)`
// placed before the enclosing function; every function-local variable declared outside the region and used in
// it is passed by address and its uses become `(*__hb_p_v)`; the region's private copies are
// locals of the outlined function, so each member has its own. C++: the body is a lambda
// capturing by reference, run by hbc_rt::team_run. In both, worksharing loops stay in place
// as hb_team_loop_begin/next/end chunk loops, and the other team constructs are calls of the
// team API, so the same text serves both languages.
#include "team_mode_ctx.hpp"
#include "unused_locals.hpp"

#include <algorithm>
#include <cstring>

using namespace clang;

namespace hbc {

bool TeamMode::Ctx::checkCopyable(VarDecl *V, SourceLocation L, const char *what, OMPExecutableDirective *D) {
    QualType Ty = V->getType();
    if (H.CXX && isPrivatizedMember(V)) {
        if (H.privateMemberOk(V, D)) return true;
        ok = false;
        return false;
    }
    // A C++ reference's copy is of the referred type (type()), and its original is reached
    // through the reference. In a template the copy is declared by decltype under
    // remove_reference, so a dependent reference (`S &system`) copies whatever S becomes; an
    // instantiation in this unit that makes S an array is refused here. Refused whole until
    // session 60 (deeptime's systems_bits.h, helper-101).
    const bool cxxRef = H.CXX && Ty->isReferenceType() &&
                        (Ty->isDependentType() ||
                         (!Ty.getNonReferenceType()->isArrayType() && !Ty.getNonReferenceType()->isVariablyModifiedType()));
    // (a C++ array of a fixed size is copied element by element: hbc_rt::copy_into; since
    // session 42, when such a firstprivate array changed by the loop sent it to team mode)
    const bool arrayInstance = cxxRef && Ty->isDependentType() &&
                               H.someInstantiatedType(V, [](QualType T) { return T.getNonReferenceType()->isArrayType(); });
    // (C's variably modified types are copied with the original's sizes: type())
    if ((H.CXX && Ty->isVariablyModifiedType()) || (Ty->isReferenceType() && !cxxRef) || arrayInstance ||
        (!H.CXX && Ty->isDependentType()) ||
        (H.CXX && Ty->isArrayType() && (Ty->isDependentType() || !Ty->isConstantArrayType()))) {
        fail(L, std::string("team-mode region: ") + what + " copy of '" + V->getNameAsString() +
                "' (a reference, variable-length or dependent type, or a C++ array of no fixed size) is not supported");
        return false;
    }
    if (V->getStorageClass() == SC_Register) {
        fail(L, std::string("team-mode region: ") + what + " copy of 'register' variable '" +
                V->getNameAsString() + "' is not supported");
        return false;
    }
    return true;
}

bool TeamMode::Ctx::readClauses(OMPExecutableDirective *D, Clauses &c, const std::string &name) {
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
        else if (auto *F = dyn_cast<OMPFirstprivateClause>(C)) {
            if (!misreadImplicitFirstprivate(D, C)) vars(F->varlists(), c.fpriv);
        }
        else if (auto *L = dyn_cast<OMPLastprivateClause>(C)) {
            if (L->getKind() != OMPC_LASTPRIVATE_unknown) fail(C->getBeginLoc(), "team-mode region: unsupported lastprivate modifier");
            vars(L->varlists(), c.lpriv);
        } else if (auto *LC = dyn_cast<OMPLinearClause>(C)) {
            // (a combined `parallel for`'s region reads it too: only its scope, emitLoop the rest)
            const bool loop = name == "for" || (name == "parallel" && isOpenMPLoopDirective(D->getDirectiveKind()));
            if (!loop || LC->getModifier() != OMPC_LINEAR_val) {
                fail(C->getBeginLoc(), "team-mode region: 'linear' is supported on a canonical 'for' loop, without a modifier");
                continue;
            }
            std::vector<VarDecl *> items;
            vars(LC->varlists(), items);
            for (VarDecl *V : items) {
                if (!V->getType()->isIntegerType() && !V->getType()->isPointerType()) {
                    fail(C->getBeginLoc(), "team-mode region: a 'linear' item must be an integer or pointer variable");
                    continue;
                }
                c.linear.push_back({V, LC->getStep()});
            }
        } else if (auto *CI = dyn_cast<OMPCopyinClause>(C)) vars(CI->varlists(), c.copyin);
        else if (auto *CP = dyn_cast<OMPCopyprivateClause>(C)) vars(CP->varlists(), c.copypriv);
        else if (auto *R = dyn_cast<OMPReductionClause>(C)) {
            if (!teamReadReduction(H, R, c.red)) ok = false;
        } else if (auto *S = dyn_cast<OMPScheduleClause>(C)) {
            switch (S->getScheduleKind()) {
            case OMPC_SCHEDULE_dynamic: c.sched = "HB_TEAM_DYNAMIC"; break;
            case OMPC_SCHEDULE_guided: c.sched = "HB_TEAM_GUIDED"; break;
            case OMPC_SCHEDULE_runtime:  // run-sched-var, read when the loop starts
                c.sched = "hbc_runtime_schedule()";
                c.chunk = "hbc_runtime_chunk()";
                break;
            default: c.sched = "HB_TEAM_STATIC"; break;  // static, auto: static
            }
            if (Expr *E = S->getChunkSize()) c.chunk = "(int64_t)(" + insideText(E) + ")";
            if (S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_monotonic ||
                S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_nonmonotonic ||
                S->getFirstScheduleModifier() == OMPC_SCHEDULE_MODIFIER_unknown) {
            } else {
                fail(C->getBeginLoc(), "team-mode region: unsupported schedule modifier");
            }
        } else if (auto *N = dyn_cast<OMPNumThreadsClause>(C)) {
            c.numThreads = clauseText(N->getNumThreads());
        } else if (auto *I = dyn_cast<OMPIfClause>(C)) {
            c.ifExpr = clauseText(I->getCondition());
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
                   isa<OMPOrderClause>(C) || isa<OMPBindClause>(C) || isa<OMPAllocateClause>(C) ||
                   isa<OMPNontemporalClause>(C)) {
        } else {
            fail(C->getBeginLoc(), "team-mode region: unsupported clause '" +
                                       getOpenMPClauseName(C->getClauseKind()).str() + "' on '" + name + "'");
        }
    }
    return ok;
}

std::string TeamMode::Ctx::privateDecls(const Clauses &c, SourceLocation L, bool fromVisible) {
    std::string s;
    auto align = [&](VarDecl *V) { return declAlignAttr(*H.Ctx, V); };  // (the original's alignment)
    // ((void): a private copy that only an inner loop's own counter shadows is otherwise
    // unused, which -Wall -Werror refuses, and so may be the region's own variable that the
    // copy hides; unused_locals.hpp)
    auto hidden = [&](VarDecl *V) { return declaredInside.count(V) ? voidUse(V) : std::string(); };
    // (C's variably modified types: the copy's type is the original's, by __typeof__; type())
    auto sized = [&](VarDecl *V) { return !H.CXX && V->getType()->isVariablyModifiedType() ? original(V, c) : ""; };
    for (auto *V : c.priv) {
        if (!checkCopyable(V, L, "private", c.D)) return "";
        s += hidden(V) + align(V) + type(V, V->getNameAsString(), false, sized(V)) + "; " + voidUse(V);
    }
    for (auto *V : c.lpriv) {
        if (!checkCopyable(V, L, "lastprivate", c.D)) return "";
        if (std::find(c.fpriv.begin(), c.fpriv.end(), V) == c.fpriv.end())
            s += hidden(V) + align(V) + type(V, V->getNameAsString(), false, sized(V)) + "; " + voidUse(V);
    }
    for (auto *V : c.fpriv) {
        if (!checkCopyable(V, L, "firstprivate", c.D)) return "";
        std::string n = V->getNameAsString(), src = "__hb_fps_" + n + "_" + id;
        if (H.CXX && V->getType()->isArrayType()) {
            s += "auto &" + src + " = " + n + "; " + align(V) + type(V, n) + "; hbc_rt::copy_into(" + n + ", " + src + "); ";
        } else if (H.CXX) {
            s += "auto &" + src + " = " + n + "; " + align(V) + type(V, n, true) + "(" + src + "); ";
        } else {
            const std::string from = (fromVisible || nestedDepth > 0) && (inScope(V, L) || !functionLocal(V)) ? n : shared(V);
            s += pointerTo(V, src, from) + " = &" + from + "; " + align(V) + type(V, n, false, from) + "; __builtin_memcpy(&" + n + ", " +
                 src + ", sizeof " + n + "); ";
        }
    }
    for (auto &r : c.red) s += reductionText(r, c).decls;
    return s;
}

std::string TeamMode::Ctx::lastprivateOut(const Clauses &c, const std::string &lastFlag) {
    std::string s;
    for (auto *V : c.lpriv) {
        std::string n = V->getNameAsString(), dst = "__hb_lps_" + n + "_" + id;
        if (H.CXX && V->getType()->isArrayType()) s += "if (" + lastFlag + ") hbc_rt::copy_into(" + dst + ", " + n + "); ";
        else if (H.CXX) s += "if (" + lastFlag + ") " + dst + " = " + n + "; ";
        else s += "if (" + lastFlag + ") __builtin_memcpy(" + dst + ", &" + n + ", sizeof " + n + "); ";
    }
    return s;
}

std::string TeamMode::Ctx::lastprivateRefs(const Clauses &c) {
    std::string s;
    for (auto *V : c.lpriv) {
        std::string n = V->getNameAsString(), dst = "__hb_lps_" + n + "_" + id;
        if (H.CXX) s += "auto &" + dst + " = " + n + "; ";
        else {
            const std::string o = original(V, c);
            s += pointerTo(V, dst, o) + " = &" + o + "; ";
        }
    }
    return s;
}

void TeamMode::Ctx::emitLoop(OMPExecutableDirective *D, const std::string &k) {
    Clauses c;
    if (!readClauses(D, c, "for")) return;
    // A barrier or single met in a worksharing loop's iterations (here, through this file's
    // functions; written in the body, clang refuses it) is not OpenMP: members would meet it
    // from different iterations, and hang or pair the wrong constructs (libgomp hangs too)
    Stmt *A = assoc(D), *body = A;
    if (auto *F = dyn_cast_or_null<ForStmt>(A)) body = F->getBody();
    else if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(A)) body = RF->getBody();
    std::set<const FunctionDecl *> seen;
    if (std::string f = T.calleeWhere(body, seen, true, [](const Stmt *X) {
            return isa<OMPBarrierDirective>(X) || isa<OMPSingleDirective>(X);
        });
        !f.empty()) {
        fail(D->getBeginLoc(), "team-mode region: this loop's iterations call '" + f + "', which holds an orphaned "
             "'barrier' or 'single': OpenMP does not allow one in a worksharing loop's iterations");
        return;
    }
    // (a conditional group cut by the loops' headers, which the translation replaces, is
    // flattened first: helper-89)
    if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(assoc(D))) {
        H.flattenConditionalsCutBy(loopHeadersRange(SM(), RF, RF->getBody()));
        emitRangeLoop(D, RF, c, k);
        return;
    }
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
    H.flattenConditionalsCutBy(loopHeadersRange(SM(), F, nest.back().F->getBody()));
    // linear(v : s): each iteration starts with v = v0 + k * s (k its logical number, v0 the
    // value before the loop, copied in as a firstprivate's), and the member that ran the
    // last iteration copies its value out as a lastprivate's; a loop variable is only the
    // latter (its final value)
    std::vector<std::pair<VarDecl *, Expr *>> stepped;
    for (auto &[V, step] : c.linear) {
        bool loopVar = std::any_of(nest.begin(), nest.end(), [V = V](const TeamLoopLevel &L) { return L.iv == V; });
        if (!loopVar) {
            c.fpriv.push_back(V);
            stepped.push_back({V, step});
        }
        if (std::find(c.lpriv.begin(), c.lpriv.end(), V) == c.lpriv.end()) c.lpriv.push_back(V);
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
        scopes.push_back({iv, teamStmtRange(F)});
    }
    // the copies are made after the bounds are read (firstprivate(n) with `i < n`: the
    // original's value, which is the copy's too), so they are in scope in the body only
    addScopes(c, teamStmtRange(nest.back().F->getBody()));
    bool anyIvLast = std::find(ivLast.begin(), ivLast.end(), true) != ivLast.end();
    std::string l = "__hb_l" + k, pre = "{ ", ivs, ivOut;
    // per level j: bounds, step and trip count (level 0 of a single loop keeps the
    // names __hb_lb<k>, __hb_ub<k>, __hb_st<k>, <l>_n)
    std::vector<std::string> trips;
    for (size_t j = 0; j < nest.size(); ++j) {
        TeamLoopLevel &L = nest[j];
        std::string sfx = nest.size() == 1 ? k : k + "_" + std::to_string(j);
        std::string T = H.typeStr(L.iv->getType().getUnqualifiedType(), "");
        // C++: the type as written where the loop declares it, as heartbeat mode's ivType; the
        // printed one of a member typedef of a class template lacks the template's arguments
        // (CImg's `for (longT off = 0; ...)` became `cimg_library::CImg::longT`)
        if (H.CXX && L.declared)
            if (TypeSourceInfo *TSI = L.iv->getTypeSourceInfo()) {
                std::string w = text(SourceRange(L.iv->getBeginLoc(), TSI->getTypeLoc().getEndLoc()));
                if (L.iv->getType().isLocalConstQualified() && w.rfind("const ", 0) == 0) w = w.substr(6);
                if (!w.empty() && w.find("auto") == std::string::npos && w.find("decltype") == std::string::npos)
                    T = w;
            }
        std::string lo = "__hb_lb" + sfx, hi = "__hb_ub" + sfx, sv = "__hb_st" + sfx;
        pre += teamBoundsDecl(L, T, lo, hi, sv);
        std::string nj = nest.size() == 1 ? l + "_n" : l + "_n" + std::to_string(j);
        if (nest.size() > 1) pre += "int64_t " + nj + " = " + teamTripCount(L, lo, hi, sv) + "; ";
        else trips.push_back(teamTripCount(L, lo, hi, sv));
        // innermost level first: its number is the remainder of the flattened one
        std::string idx = nest.size() == 1 ? l + "_k" : j == 0 ? l + "_r" : "(" + l + "_r % " + nj + ")";
        // ((void): a body that never reads the counter; -Wall -Werror, unused_locals.hpp)
        std::string decl = T + " " + L.iv->getNameAsString() + " = " + teamIvAt(L, T, lo, idx, sv) + "; " + voidUse(L.iv);
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
    // a counter the region declares before the loop is each iteration's own copy now, and
    // the region's is otherwise unused (-Wall -Werror; unused_locals.hpp)
    for (const TeamLoopLevel &L : nest)
        if (!L.declared && declaredInside.count(L.iv)) pre += voidUse(L.iv);
    pre += lastprivateRefs(c) + privateDecls(c, D->getBeginLoc()) + firstBeforeLast(c);
    for (auto &[V, step] : stepped) {
        const std::string n = V->getNameAsString(), v0 = "__hb_lin" + k + "_" + n, s = "__hb_lst" + k + "_" + n;
        pre += type(V, v0) + " = " + n + "; long long " + s + " = (long long)(" + (step ? insideText(step) : "1") + "); ";
        ivs += n + " = " + v0 + " + " + l + "_k * " + s + "; ";
    }
    bool copyOut = !c.lpriv.empty() || !c.red.empty() || anyIvLast;  // before the barrier
    std::string flags = std::string(c.nowait || copyOut ? "HB_TEAM_NOWAIT" : "0") +
                        (c.ordered ? " | HB_TEAM_ORDERED" : "");
    pre += "int64_t " + l + "_n = " + trips[0] + "; ";
    pre += "hb_team_loop " + l + "; int64_t " + l + "_a, " + l + "_b, " + l + "_k; hb_team_loop_begin(&" + l +
           ", 0, " + l + "_n, " + c.sched + ", " + c.chunk + ", " + flags + "); while (hb_team_loop_next(&" + l +
           ", &" + l + "_a, &" + l + "_b)) for (" + l + "_k = " + l + "_a; " + l + "_k < " + l + "_b; ++" + l +
           "_k) { " + ivs;
    std::string post = " } { int " + l + "_last = hb_team_loop_end(&" + l + "); (void)" + l + "_last; " +
                       lastprivateOut(c, l + "_last") + ivOut + combineReductions(c, true) +
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

void TeamMode::Ctx::emitSingle(OMPExecutableDirective *D) {
    Clauses c;
    if (!readClauses(D, c, "single")) return;
    // private/firstprivate: fresh copies for the block, made by the member that runs it
    for (auto *V : c.copypriv)
        if (std::find(c.priv.begin(), c.priv.end(), V) != c.priv.end() ||
            std::find(c.fpriv.begin(), c.fpriv.end(), V) != c.fpriv.end()) {
            fail(D->getBeginLoc(), "team-mode region: a private copy on 'single' that is also copyprivate is not supported");
            return;
        }
    const std::string copies = privateDecls(c, D->getBeginLoc());
    if (!ok) return;
    std::string end = "hb_team_single_end(" + std::string(c.nowait ? "1" : "0") + ");";
    if (!c.copypriv.empty()) {
        std::vector<std::pair<std::string, QualType>> items;
        for (auto *V : c.copypriv)  // the copy the single's code sees: the member's own where the region made one
            items.push_back({inScope(V, D->getBeginLoc()) ? V->getNameAsString() : shared(V), V->getType()});
        end = teamCopyprivateEnd(items, H.CXX, *H.Ctx);
    }
    wrapOneMember(D, copies, end);
}

// A worksharing loop with an `inscan` reduction or a conditional lastprivate
// (inPlaceOnlyClause): one member runs it whole, in order, as a `single` does its block, on
// the shared originals of its reduction and lastprivate items (OpenMP requires them shared
// in the region); its private and firstprivate items, and counters declared outside it, get
// copies of their own; the others wait at its end unless `nowait`.
void TeamMode::Ctx::emitLoneLoop(OMPExecutableDirective *D) {
    Clauses c;
    c.D = D;
    bool nowait = false;
    std::vector<VarDecl *> kept;  // lastprivate items: the originals (a counter among them too)
    auto vars = [&](auto list, std::vector<VarDecl *> &out) {
        for (Expr *E : list)
            if (VarDecl *V = varOf(E)) out.push_back(V);
    };
    for (OMPClause *C : D->clauses()) {
        if (auto *P = dyn_cast<OMPPrivateClause>(C)) vars(P->varlists(), c.priv);
        else if (auto *F = dyn_cast<OMPFirstprivateClause>(C); F && !misreadImplicitFirstprivate(D, C)) vars(F->varlists(), c.fpriv);
        else if (auto *L = dyn_cast<OMPLastprivateClause>(C)) vars(L->varlists(), kept);
        else if (isa<OMPNowaitClause>(C)) nowait = true;
        else if (auto *R = dyn_cast<OMPReductionClause>(C);
                 R && R->getModifier() != OMPC_REDUCTION_unknown && R->getModifier() != OMPC_REDUCTION_inscan)
            fail(C->getBeginLoc(), "team-mode region: unsupported reduction modifier");
        else if ((isa<OMPLinearClause>(C) && !C->isImplicit()) || isa<OMPOrderedClause>(C))
            fail(C->getBeginLoc(), "team-mode region: 'linear' or 'ordered' on a loop with an inscan reduction or a "
                                   "conditional lastprivate is not supported");
    }
    if (!ok) return;
    if (auto *LD = dyn_cast<OMPLoopDirective>(D))
        for (Expr *E : LD->counters())
            if (VarDecl *V = varOf(E); V && !declaredInside.count(V) &&
                                       std::find(kept.begin(), kept.end(), V) == kept.end() &&
                                       std::find(c.priv.begin(), c.priv.end(), V) == c.priv.end())
                c.priv.push_back(V);
    const std::string copies = privateDecls(c, D->getBeginLoc());
    if (!ok) return;
    wrapOneMember(D, copies, std::string("hb_team_single_end(") + (nowait ? "1" : "0") + ");");
}

void TeamMode::Ctx::emitSections(OMPExecutableDirective *D, const std::string &k) {
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
              lastprivateOut(c, l + "_last") + combineReductions(c, true) + (c.nowait ? "" : "hb_team_barrier(); ") + "} }";
    wrap(D, "{ " + lastprivateRefs(c) + privateDecls(c, D->getBeginLoc()) + firstBeforeLast(c) + "hb_team_loop " +
                l + "; int64_t " + l + "_a, " + l + "_b, " + l + "_k; hb_team_loop_begin(&" + l + ", 0, " +
                std::to_string(secs.size()) + ", HB_TEAM_DYNAMIC, 1, " +
                (c.nowait || copyOut ? "HB_TEAM_NOWAIT" : "0") + "); while (hb_team_loop_next(&" + l + ", &" + l +
                "_a, &" + l + "_b)) for (" + l + "_k = " + l + "_a; " + l + "_k < " + l + "_b; ++" + l +
                "_k) switch (" + l + "_k) ",
         end);
}

void TeamMode::Ctx::walkLoopBody(OMPExecutableDirective *D) {
    if (auto *F = dyn_cast_or_null<ForStmt>(assoc(D))) {
        if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
            for (Decl *Dc : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(Dc)) declaredInside.insert(V);
        walk(F->getBody(), true);
    } else if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(assoc(D))) {
        declaredInside.insert(RF->getLoopVariable());
        walkNoDirectives(RF->getRangeInit());
        walk(RF->getBody(), true);
    }
}

// The size a team-mode region asks hbc_team_run for: its num_threads (a member's text; ""
// for none) within a thread limit ("" for none), and 1 where its `if` is false.
static std::string teamRunSize(const std::string &numThreads, const std::string &ifExpr, const std::string &limit) {
    const std::string requested = numThreads.empty() ? "0" : "(int)(" + numThreads + ")";
    const std::string size = limit.empty() ? "hbc_team_size(" + requested + ")"
                                           : "hbc_team_size_limited(" + requested + ", (int)(" + limit + "))";
    return ifExpr.empty() ? size : "((" + ifExpr + ") ? " + size + " : 1)";
}

// OpenMP supports one active level by default (hbc: always), so a region met in a member's
// code is inactive: the member alone runs it, as a team of one whose worksharing constructs,
// barriers and singles bind to it. The runtime gives that team inline, and the constructs
// inside are emitted as any member's; a combined loop is that team's worksharing loop.
void TeamMode::Ctx::emitNestedRegion(OMPExecutableDirective *D, const std::string &k, const std::string &name) {
    const bool loop = teamCombinedLoop(D);
    if (!loop && !isa<OMPParallelDirective>(D)) {
        fail(D->getBeginLoc(), "'" + name + "' nested in a team-mode region (docs/hbc-internals.md, Team mode) is not supported");
        return;
    }
    Clauses c;
    if (!readClauses(D, c, name)) return;
    // num_threads and if cannot change a team of one, nested in an active team. Code that can
    // tell its team runs as a region of its own in C++ (below: its size evaluates the
    // clauses), and in C checks at run time that one is around (hbc_nested_team_check);
    // otherwise only their side effects are kept.
    const bool asks = T.reachesLevelQuery(assoc(D)), ownRegion = asks && H.CXX && !loop;
    std::string effects;
    if (asks && !ownRegion) {
        effects = "hbc_nested_team_check(\"" + H.whereText(D->getBeginLoc()) + "\", " +
                  teamSizeArgs(D, [this](Expr *E) { return insideText(E); }) + "); ";
    } else if (!asks) {
        for (OMPClause *C : D->clauses()) {
            Expr *E = nullptr;
            if (auto *N = dyn_cast<OMPNumThreadsClause>(C)) E = N->getNumThreads();
            if (auto *I = dyn_cast<OMPIfClause>(C)) E = I->getCondition();
            if (E && E->HasSideEffects(*H.Ctx)) effects += "(void)(" + insideText(E) + "); ";
        }
    }
    const std::string r = "__hb_nr" + k;
    const std::string enter = effects + (H.CXX ? "hbc_rt::nested_team " + r + "; " : "hbc_region " + r + "; hbc_nested_team_enter(&" + r + "); ");
    const std::string leave = H.CXX ? "" : "hbc_nested_team_leave(&" + r + "); ";
    struct Depth {
        int &d;
        ~Depth() { --d; }
    } depth{++nestedDepth};
    if (loop) {
        walkLoopBody(D);
        if (!ok) return;
        emitLoop(D, k);
        CharSourceRange R = H.stmtRange(assoc(D));
        if (!ok || R.isInvalid()) return;
        H.RW->InsertText(R.getBegin(), "{ " + enter, false);
        H.RW->InsertText(R.getEnd(), " " + leave + "}", true);
        return;
    }
    walk(assoc(D), false);
    if (!ok) return;
    addScopes(c, teamStmtRange(assoc(D)));
    const std::string pre = privateDecls(c, D->getBeginLoc(), true);
    if (!ok) return;
    if (ownRegion) {
        // as a region in a called function is (hbc_rt::team_run): under an active team the
        // runtime gives it one member; under an inactive one (`num_threads(1)`, `if` false) it
        // is the first active level and gets its team, where the inline team of one stopped
        // the program (hbc_nested_team_check; LLVM's libomp tests, helper-41)
        Expr *numThreads, *ifCond;
        sizeClauses(D, numThreads, ifCond);
        const std::string size = teamRunSize(numThreads ? insideText(numThreads) : "", ifCond ? insideText(ifCond) : "", "");
        const std::string tasksEnd = memberTasksEnd(assoc(D));
        wrap(D, "{ hbc_rt::team_run(" + size + ", [&]() { hbc_rt::team_level __hb_lvl" + k + "; " + pre + "{ ",
             " " + tasksEnd + "} " + combineReductions(c) + "}); }");
        return;
    }
    wrap(D, "{ " + enter + "{ " + pre + "{ ", " } " + combineReductions(c) + "} " + leave + "}");
}

void TeamMode::Ctx::walk(Stmt *S, bool inLoop) {
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
    if (D != region && isOpenMPParallelDirective(D->getDirectiveKind())) {
        emitNestedRegion(D, k, name);  // its constructs bind to its own team: inLoop ends
        return;
    }
    if (isWorksharingLoop(D) || (D == region && teamCombinedLoop(D))) {
        if (inLoop) { fail(D->getBeginLoc(), "team-mode region: a worksharing loop inside another one"); return; }
        walkLoopBody(D);
        if (isLoneLoop(D)) emitLoneLoop(D);
        else emitLoop(D, k);
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
    const bool locks = isa<OMPCriticalDirective>(D) || isa<OMPOrderedDirective>(D);
    lockDepth += locks;
    if (Stmt *A = assoc(D)) walk(A, inLoop);
    lockDepth -= locks;
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
        emitTask(D, name);
    } else if (isa<OMPTaskLoopDirective>(D) || isa<OMPTaskLoopSimdDirective>(D)) {
        emitTaskLoopInPlace(D);
    } else if (isa<OMPTaskwaitDirective>(D) || isa<OMPTaskyieldDirective>(D) || isa<OMPCancelDirective>(D) ||
               isa<OMPCancellationPointDirective>(D)) {
        // the member's tasks ran in place; those of callees in heartbeat-mode code too.
        // cancel: ignored while cancel-var is false; with it true the program stops there
        replaceDirective(D, isa<OMPTaskwaitDirective>(D) ? "hbc_taskwait();"
                            : isa<OMPCancelDirective>(D) ? H.cancelText(D) : ";");
    } else if (isa<OMPTaskgroupDirective>(D)) {
        if (!D->clauses().empty()) { fail(D->getBeginLoc(), "team-mode region: clauses on 'taskgroup'"); return; }
        const std::string v = taskGroupVar("__hb_tg_", D);
        wrap(D, "{ " + taskGroupOpen(v) + "{ ", " } " + taskGroupClose(v) + " }");
    } else if (isa<OMPScanDirective>(D)) {
        H.removePragma(D);  // its loop runs whole on one member (emitLoneLoop; clang accepts no other)
    } else if (isa<OMPOrderedDirective>(D)) {
        if (!D->clauses().empty() || !assoc(D)) { fail(D->getBeginLoc(), "team-mode region: unsupported form of 'ordered'"); return; }
        wrap(D, "{ hb_team_ordered_begin(); { ", " } hb_team_ordered_end(); }");
    } else if (isa<OMPSimdDirective>(D)) {
        // the member runs the loop whole and in order, as heartbeat mode runs a `simd`
        // (collect.cpp strips it): the vectoriser may still take it (Rodinia hotspot). Its
        // `private` items get copies of their own, which leave the originals alone (they
        // were dropped with the pragma: helper-56, session 42); lastprivate, linear and
        // reduction items updated in place end as OpenMP leaves them.
        Clauses c;
        c.D = D;
        for (OMPClause *C : D->clauses())
            if (auto *P = dyn_cast<OMPPrivateClause>(C); P && !C->isImplicit())
                for (Expr *E : P->varlists())
                    if (VarDecl *V = varOf(E)) c.priv.push_back(V);
        if (c.priv.empty()) {
            H.removePragma(D);
        } else {
            const std::string copies = privateDecls(c, D->getBeginLoc());
            if (!ok) return;
            wrap(D, "{ " + copies + "{ ", " } }");
        }
    } else {
        fail(D->getBeginLoc(), "'" + name + "' in a team-mode region (docs/hbc-internals.md, Team mode) is not supported");
    }
}

void TeamMode::Ctx::collectScopes(Stmt *S) {
    if (!S) return;
    if (auto *DS = dyn_cast<DeclStmt>(S))
        for (Decl *Dc : DS->decls())
            if (auto *V = dyn_cast<VarDecl>(Dc)) declaredInside.insert(V);
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        Stmt *A = assoc(D);
        // a loop's copies are made after its bounds are read (firstprivate(n) with `i < n`
        // reads the original, whose value the copy has): in scope in the innermost body
        SourceRange copies = A ? teamStmtRange(A) : SourceRange();
        if (isWorksharingLoop(D) || teamCombinedLoop(D) || isa<OMPTaskLoopDirective>(D) ||
            isa<OMPTaskLoopSimdDirective>(D)) {
            // the variables of the loop and of the loops it collapses are the loop's own
            int levels = 1;
            for (OMPClause *C : D->clauses())
                if (auto *Co = dyn_cast<OMPCollapseClause>(C)) {
                    Expr::EvalResult R;
                    if (Co->getNumForLoops()->EvaluateAsInt(R, *H.Ctx)) levels = (int)R.Val.getInt().getExtValue();
                }
            Stmt *L = A;
            SourceRange outer = L ? teamStmtRange(L) : SourceRange();
            for (int j = 0; j < levels; ++j) {
                while (auto *CS = dyn_cast_or_null<CompoundStmt>(L)) L = CS->size() == 1 ? CS->body_front() : nullptr;
                auto *F = dyn_cast_or_null<ForStmt>(L);
                if (!F) break;
                VarDecl *iv = nullptr;
                if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit())) iv = varOf(BO->getLHS());
                if (iv) scopes.push_back({iv, outer});
                L = F->getBody();
                if (L) copies = teamStmtRange(L);
            }
        }
        // clause errors are reported when the construct is emitted; here only the scopes (a
        // loop that one member runs whole updates its reduction and lastprivate items'
        // shared originals: emitLoneLoop)
        const bool lone = isLoneLoop(D);
        for (OMPClause *C : D->clauses()) {
            auto add = [&](auto list) {
                if (A)
                    for (Expr *E : list) {
                        // an array section's copy is the whole array's (team_reductions.cpp)
                        while (auto *AS = dyn_cast<OMPArraySectionExpr>(E->IgnoreParenImpCasts()))
                            E = AS->getBase();
                        while (auto *AE = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts())) E = AE->getBase();
                        if (VarDecl *V = varOf(E)) scopes.push_back({V, copies});
                    }
            };
            if (auto *P = dyn_cast<OMPPrivateClause>(C)) add(P->varlists());
            else if (auto *F = dyn_cast<OMPFirstprivateClause>(C)) {
                if (!misreadImplicitFirstprivate(D, C)) add(F->varlists());
            }
            else if (auto *L = dyn_cast<OMPLastprivateClause>(C); L && !lone) add(L->varlists());
            else if (auto *R = dyn_cast<OMPReductionClause>(C); R && !lone) add(R->varlists());
            else if (auto *Li = dyn_cast<OMPLinearClause>(C)) add(Li->varlists());
        }
        collectScopes(A);
        return;
    }
    for (Stmt *C : S->children()) collectScopes(C);
}

void TeamMode::translate(OMPExecutableDirective *D, FunctionDecl *FD, Decl *Top,
                         std::set<OMPExecutableDirective *> &seen) {
    Ctx c{*this, H, D, FD, std::to_string(nextId++)};
    c.seen = &seen;
    Stmt *body = teamAssoc(D);
    CharSourceRange R = body ? H.stmtRange(body) : CharSourceRange();
    // (a `#define OMP(x) _Pragma(x)` directive is fine: removePragma takes the invocation,
    // and the body is source text; Graph500's compat.h)
    if (R.isInvalid() || (D->getBeginLoc().isMacroID() && !H.pragmaOnlyMacro(D))) {
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
    if (H.CXX) {
        // the C++ region is a lambda capturing by reference, and g++ cannot capture a
        // variable of variably modified type ("sorry, unimplemented"; kraken2's
        // `char buf[rows][cols]` did not compile, helper-42) other than a one-dimensional
        // array of runtime bound (H.runtimeBoundArray)
        std::function<bool(const Stmt *)> vla = [&](const Stmt *S) {
            if (!S) return false;
            if (auto *DR = dyn_cast<DeclRefExpr>(S))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl());
                    V && V->hasLocalStorage() && V->getType()->isVariablyModifiedType() && !H.runtimeBoundArray(V) &&
                    !H.Ctx->getSourceManager().isPointWithin(V->getLocation(), body->getBeginLoc(), teamStmtEnd(body))) {
                    c.fail(DR->getBeginLoc(), "team-mode region: '" + V->getNameAsString() + "' has a variably modified "
                           "type (a variable-length array), which the C++ lambda of a team-mode region cannot capture");
                    return true;
                }
            for (const Stmt *Ch : S->children())
                if (vla(Ch)) return true;
            return false;
        };
        if (vla(D)) return;
    }
    const bool combined = teamCombinedLoop(D);
    // A combined construct's data-sharing clauses are the loop's (emitLoop reads them again
    // and declares the copies), but their scopes hold from the start: the C rewrite of shared
    // variables below must leave the private ones alone.
    // (the whole statement: a directive's own range is its pragma line, and a region whose
    // statement is a `masked` left its body's uses to the shared rewrite, silently: `parallel
    // firstprivate(w)` then `masked filter(1) w++;` changed the original; session 53)
    c.addScopes(rc, R.isValid() ? SourceRange(R.getBegin(), R.getEnd()) : teamStmtRange(body));
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
    // (a combined `teams ... parallel for thread_limit(e)` has a limit of its own)
    const std::string size = teamRunSize(rc.numThreads, rc.ifExpr, H.ownThreadLimit(D));
    // members' start: private copies, copyin (then a barrier: the master may write its copy)
    std::string start = c.privateDecls(rc, D->getBeginLoc()), finish = c.combineReductions(rc, true);
    const std::string tasksEnd = c.memberTasksEnd(combined ? nullptr : body);
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
        H.RW->InsertText(R.getEnd(), " " + tasksEnd + "} " + finish + "}); " +
                                         voidUnusedLocals(H.Ctx->getSourceManager(), D, [](VarDecl *) { return false; }, true) + "}",
                         true);
        return;
    }
    c.outlineC(Top, R, size, start + copyin, tasksEnd + finish);
}

}  // namespace hbc
