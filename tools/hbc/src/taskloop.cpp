// Translator (translator.hpp) members: taskloops as heartbeat loops (which, and their items'
// sharing), and taskloops run in place: their task counts and the copies each task makes
// (the constructs themselves: tasks.cpp, emitInline; the loops: emit_loops.cpp).
#include "translator.hpp"

#include <set>

#include <functional>

namespace hbc {

// A taskloop becomes a heartbeat loop (docs/hbc-internals-tasks.md, "taskloop"): its tasks
// are the loop's ranges, which idle workers take, and the encountering task waits for them
// at its end, as the implicit taskgroup does (with `nogroup` it may: OpenMP lets the
// encountering thread run the tasks it creates before going on). How many tasks there are
// and which thread runs which is unspecified, so only what could tell the ranges apart from
// OpenMP's tasks keeps the loop in place: a body that sets ICVs or names a threadprivate
// variable; `if`/`final` (undeferred and final tasks: omp_in_final); `in_reduction`; an item
// both firstprivate and lastprivate; `cancel`; and, with grainsize or num_tasks, which fix
// how many iterations share a task, a firstprivate item the body may change. `taskloop simd`
// is one too (its simd part a hint, as for a heartbeat loop's ranges) unless it has `linear`;
// the master and parallel master forms stay in place. (A body that asks its thread number
// is a heartbeat loop that runs in order where the workers are not its team:
// taskloopSerialWrap.)
bool Translator::taskloopAsLoop(OMPExecutableDirective *D) {
    if (!isa<OMPTaskLoopDirective>(D) && !isa<OMPTaskLoopSimdDirective>(D)) return false;
    Stmt *S = assocStmt(D);
    if (!S || !taskBodyDeferrable(S)) return false;
    bool sized = false;
    for (OMPClause *C : D->clauses()) {
        if (isa<OMPGrainsizeClause>(C) || isa<OMPNumTasksClause>(C)) sized = true;
        else if (isa<OMPIfClause>(C) || isa<OMPFinalClause>(C) || isa<OMPInReductionClause>(C) || isa<OMPLinearClause>(C) ||
                 inPlaceOnlyClause(C))
            return false;
        else if (auto *RC = dyn_cast<OMPReductionClause>(C); RC && RC->getModifier() != OMPC_REDUCTION_unknown)
            return false;
    }
    if (!firstAndLastprivate(D).empty() ||
        anyStmt(S, [](Stmt *X) { return isa<OMPCancelDirective>(X) || isa<OMPCancellationPointDirective>(X); }))
        return false;
    if (sized)
        for (VarDecl *V : taskloopFirstprivates(D, false))
            if (!readOnlyIn(V, S)) return false;
    return true;
}

// A body asks its thread number, team size or level, directly or through this file's
// functions (in a template, in each instantiation: template_copies.cpp). Calls hbc cannot read
// and callbacks (a functor that std::for_each calls: oneDPL's bricks) are not counted, unlike
// for a parallel region (reachesLevelQuery): a task runs on any thread of its team, and a
// range another worker runs adopts the loop's level where the body may ask it (carriesLevel).
bool Translator::taskAsksTeam(Stmt *S) {
    if (auto copies = team->instantiatedCopies(S)) {
        for (const Stmt *C : *copies)
            if (TeamMode::asksThreadNumberOrLevel(C)) return true;
        return false;
    }
    return TeamMode::asksThreadNumberOrLevel(S);
}

// D's firstprivate items, explicit and implicit, or the implicit ones only (in a template,
// those hbc can know without an instantiation: templateTaskFirstprivates).
std::set<VarDecl *> Translator::taskloopFirstprivates(OMPExecutableDirective *D, bool implicitOnly) {
    std::set<VarDecl *> out;
    for (OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFirstprivateClause>(C);
            FC && !misreadImplicitFirstprivate(D, C) && (!implicitOnly || C->isImplicit()))
            for (Expr *E : FC->varlists())
                if (VarDecl *V = refVar(E)) out.insert(V);
    if (curFnDependent)
        for (VarDecl *V : templateTaskFirstprivates(D)) out.insert(V);
    return out;
}

// No use of V in S may change it.
// (a nested directive by its statement: its loop bookkeeping names the bounds as written,
// helper-121's `simd` bounded by a const n)
bool Translator::readOnlyIn(VarDecl *V, Stmt *S) {
    return !anyStmt(S, [&](Stmt *X) {
        auto *DR = dyn_cast<DeclRefExpr>(X);
        return DR && DR->getDecl() == V && mayWrite(DR);
    });
}

// Whether a use of V outside a taskloop's body leaves no pointer or reference to V behind,
// through which the body could change V behind a read: a plain read, an assignment to it, an
// increment, `sizeof`, a copy (by value, or to a const reference), an element or field used
// the same way, a const member function's call. Anything else may (`&v`, `&a[2]`, `p = a`,
// `m[1]`, a non-const reference parameter, `std::ref(v)`, an aggregate's reference member, a
// member function that keeps `this`: helper-120, session 74).
bool Translator::useLeavesNoAlias(const DeclRefExpr *DR) {
    const Stmt *cur = DR;
    for (const Stmt *P = parentStmt(cur); P; cur = P, P = parentStmt(cur)) {
        if (isa<UnaryExprOrTypeTraitExpr>(P)) return true;
        if (isa<ParenExpr>(P)) continue;
        if (auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
            if (IC->getCastKind() == CK_LValueToRValue) return true;
            if (IC->getCastKind() == CK_NoOp) continue;
            if (IC->getCastKind() == CK_ArrayToPointerDecay)
                if (auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(parentStmt(IC)); AS && AS->getBase() == IC) {
                    P = AS;  // (an element: judged as the array)
                    continue;
                }
            return false;
        }
        if (auto *ME = dyn_cast<MemberExpr>(P)) {
            if (ME->isArrow()) return false;
            if (auto *MD = dyn_cast<CXXMethodDecl>(ME->getMemberDecl())) return MD->isConst();
            continue;  // (a field: judged as the object)
        }
        if (auto *BO = dyn_cast<BinaryOperator>(P)) return BO->isAssignmentOp() && BO->getLHS()->IgnoreParens() == cur;
        if (auto *UO = dyn_cast<UnaryOperator>(P)) return UO->isIncrementDecrementOp();
        if (auto *CE = dyn_cast<CXXConstructExpr>(P)) {
            const CXXConstructorDecl *Ct = CE->getConstructor();
            return Ct && (Ct->isCopyConstructor() || Ct->isMoveConstructor()) && CE->getNumArgs() >= 1 &&
                   Ct->getParamDecl(0)->getType().getNonReferenceType().isConstQualified();
        }
        if (auto *CE = dyn_cast<CallExpr>(P)) {
            const FunctionDecl *F = CE->getDirectCallee();
            // (an operator that is a member function: its first argument is the object)
            const unsigned skip = isa<CXXOperatorCallExpr>(CE) && isa_and_nonnull<CXXMethodDecl>(F) ? 1 : 0;
            if (skip && CE->getNumArgs() > 0 && CE->getArg(0) == cur) return cast<CXXMethodDecl>(F)->isConst();
            for (unsigned k = skip; F && k < CE->getNumArgs() && k - skip < F->getNumParams(); ++k)
                if (CE->getArg(k) == cur) {
                    const QualType T = F->getParamDecl(k - skip)->getType();
                    return !T->isReferenceType() || T.getNonReferenceType().isConstQualified();
                }
            return false;
        }
        return false;
    }
    return false;
}

// Whether the function holding the taskloop may make a pointer or a reference to its local V
// outside `body` (useLeavesNoAlias, or a lambda's by-reference capture). Anything unknown may.
bool Translator::aliasedOutside(VarDecl *V, Stmt *body) {
    if (!curFn || !curFn->getBody() || !V->hasLocalStorage() || V->getType()->isReferenceType()) return true;
    // (a const scalar cannot change, whatever points at it)
    if (V->getType().isConstQualified() && V->getType()->isScalarType()) return false;
    // (a constructor of the programmer's may keep `this`: helper-120's `Node() { g = this; }`)
    if (const Expr *I = V->getInit())
        if (auto *CE = dyn_cast<CXXConstructExpr>(I->IgnoreImplicit()))
            if (const CXXConstructorDecl *Ct = CE->getConstructor();
                Ct && Ct->isUserProvided() && !Ct->isCopyOrMoveConstructor())
                return true;
    const SourceRange B = body->getSourceRange();
    auto within = [&](SourceLocation L) {
        L = SM.getExpansionLoc(L);
        return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(B.getBegin())) &&
               !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(B.getEnd()), L);
    };
    return anyStmt(curFn->getBody(), [&](Stmt *X) {
        if (auto *LE = dyn_cast<LambdaExpr>(X); LE && !within(LE->getBeginLoc()))
            for (const LambdaCapture &LC : LE->captures())
                if (LC.capturesVariable() && LC.getCapturedVar() == V && LC.getCaptureKind() == LCK_ByRef) return true;
        auto *DR = dyn_cast<DeclRefExpr>(X);
        if (!DR || DR->getDecl() != V || within(DR->getBeginLoc()) || useLeavesNoAlias(DR)) return false;
        // (in a template's pattern a dependent use is judged in each instantiation)
        std::vector<const DeclRefExpr *> twins;
        return !((DR->isInstantiationDependent() || dependentParent(DR)) && instantiatedTwins(DR, twins) && !twins.empty() &&
                 std::all_of(twins.begin(), twins.end(), [&](const DeclRefExpr *T) { return useLeavesNoAlias(T); }));
    });
}

// A type whose copy is its bytes, with no copy of what it points to: reading the original
// is reading a copy. (A class whose copy constructor makes a buffer of its own is not: the
// body's write through its pointer would reach the original's buffer; helper-120.) In a
// template, V's type in every instantiation, through the body's uses of V.
bool Translator::copyIsBytes(VarDecl *V, Stmt *body) {
    auto bytes = [&](QualType T) {
        return !T->isReferenceType() && !T->isDependentType() && T.isTriviallyCopyableType(Ctx);
    };
    if (!V->getType()->isInstantiationDependentType()) return bytes(V->getType());
    const DeclRefExpr *use = nullptr;
    anyStmt(body, [&](Stmt *X) {
        auto *DR = dyn_cast<DeclRefExpr>(X);
        return DR && DR->getDecl() == V && (use = DR);
    });
    std::vector<const DeclRefExpr *> twins;
    if (!use || !instantiatedTwins(use, twins) || twins.empty()) return false;
    for (const DeclRefExpr *T : twins)
        if (auto *W = dyn_cast<VarDecl>(T->getDecl()); !W || !bytes(W->getType())) return false;
    return true;
}

// After analyzeLoopDir: an implicit firstprivate item that the body only reads, whose copy
// would be its bytes (copyIsBytes: no reference, no class that copies what it points to),
// and that the function makes no pointer or reference to outside the body
// (aliasedOutside), is read where it is (shared): the encountering task waits for the loop,
// so the original holds the value a copy would. The others get a copy per range, as a copy
// per task. (In a template, the implicit items hbc can know are added: clang lists none in
// the pattern.)
void Translator::taskloopSharing(Dir *d) {
    Stmt *S = assocStmt(d->D);
    for (VarDecl *V : taskloopFirstprivates(d->D, true)) {
        const bool listed = std::count(d->fpriv.begin(), d->fpriv.end(), V) > 0;
        const bool inPlace = readOnlyIn(V, S) && copyIsBytes(V, S) && !aliasedOutside(V, S);
        if (inPlace && listed) {
            d->fpriv.erase(std::remove(d->fpriv.begin(), d->fpriv.end(), V), d->fpriv.end());
            d->privatized.erase(V);
        } else if (!inPlace && !listed) {
            d->fpriv.push_back(V);
            d->privatized.insert(V);
        }
    }
}

// The heartbeat loop of a taskloop runs in order outside any active region, where OpenMP's
// team has one thread to run its tasks (hbc_orphan_serial_begin); inside one it is parallel.
// A body that asks its thread number or team size (taskAsksTeam) keeps OpenMP's answers only
// where every worker is a thread of the encountering thread's team, numbered alike: an
// active heartbeat-mode region (hbc_taskloop_ids_kept). Elsewhere, in a team-mode member
// say, the loop runs in order there, as the taskloop run in place did (a stolen range said
// thread 3 of 4 in a team of 2: session 74). oneDPL's transform_reduce indexes per-thread
// accumulators by omp_get_thread_num() in its taskloop.
std::string Translator::taskloopSerialWrap(Dir *d, const std::string &driver) {
    if (!d->taskloop) return driver;
    if (taskAsksTeam(assocStmt(d->D)))
        return CXX ? "{ hbc_rt::serial_unless __hb_os(hbc_taskloop_ids_kept()); " + driver + "} "
                   : "{ hb_serial __hb_os; const int __hb_os_on = !hbc_taskloop_ids_kept(); if (__hb_os_on) "
                     "hb_serial_begin(&__hb_os); " + driver + "if (__hb_os_on) hb_serial_end(&__hb_os); } ";
    return CXX ? "{ hbc_rt::orphan_serial __hb_os; " + driver + "} "
               : "{ hb_serial __hb_os; int __hb_os_on = hbc_orphan_serial_begin(&__hb_os); " + driver +
                     "if (__hb_os_on) hb_serial_end(&__hb_os); } ";
}

// The number of tasks a taskloop's num_tasks(n) or grainsize(g) asks for over tot
// iterations, as const int64_t __hb_ntk_ID (taskloopPerTaskCopies); "" without either.
std::string Translator::taskCountDecls(Dir *d, const std::string &tot, Dir *region) {
    if (!isOpenMPTaskLoopDirective(d->D->getDirectiveKind())) return "";
    const std::string id = std::to_string(d->id), a = "__hb_tka_" + id, ntk = "__hb_ntk_" + id;
    std::string s;
    if (auto *NT = d->D->getSingleClause<OMPNumTasksClause>()) {
        s = "const int64_t " + a + " = (int64_t)(" + exprText(NT->getNumTasks(), region, true) + "); ";
        s += "const int64_t " + ntk + " = " + a + " < " + tot + " ? (" + a + " > 1 ? " + a + " : (int64_t)1) : " + tot + "; ";
    } else if (auto *G = d->D->getSingleClause<OMPGrainsizeClause>()) {
        // tasks of g to 2g-1 iterations: tot/g of them, at least one
        s = "const int64_t " + a + " = (int64_t)(" + exprText(G->getGrainsize(), region, true) + "); ";
        s += "const int64_t " + ntk + " = " + tot + " <= 0 ? (int64_t)0 : " + a + " < 1 || " + tot + " / " + a +
             " < 1 ? (int64_t)1 : " + tot + " / " + a + "; ";
    }
    return s;
}

// A taskloop with num_tasks or grainsize whose item is both firstprivate and lastprivate
// needs a copy per task (walkInline makes one, taskloopPerTaskCopies makes it afresh for
// each task); one walkInline cannot copy (a reference, a C++ array) would be updated in
// place, one copy for the whole loop, which is one task's meaning (session 71, helper-114:
// `x += i` gave the sequential 50 where libgomp's tasks give 29): refused with file:line.
// Returns whether the taskloop of d is free of that.
bool Translator::taskloopCopiesPerTask(Dir *d) {
    OMPExecutableDirective *D = d->D;
    if (!D->getSingleClause<OMPNumTasksClause>() && !D->getSingleClause<OMPGrainsizeClause>()) return true;
    for (VarDecl *V : firstAndLastprivate(D))
        if (std::find(d->lastCopies.begin(), d->lastCopies.end(), V) == d->lastCopies.end()) {
            error(D->getBeginLoc(), "taskloop with num_tasks or grainsize and '" + V->getNameAsString() +
                  "' both firstprivate and lastprivate is not supported for a reference or a C++ array "
                  "(each task needs its own copy); use --hbc-fallback-openmp");
            return false;
        }
    return true;
}

// A taskloop run in place with num_tasks or grainsize: OpenMP makes that many tasks, and a
// firstprivate copy that one task changes is fresh again in the next. The loop counts its
// logical iterations and copies the originals again where a task starts (taskCountDecls
// gives the number of tasks; the first tot % ntk tasks have one iteration more).
bool Translator::taskloopPerTaskCopies(Dir *d, Stmt *S, std::string &pre) {
    const std::string id = std::to_string(d->id);
    std::string again;
    for (VarDecl *V : d->fpriv) {
        std::string n = V->getNameAsString(), src = "__hb_fp_" + n + "_" + id;
        // (a const copy cannot have changed, and cannot be assigned: helper-121's `const int n`)
        if (V->getType().getNonReferenceType().isConstQualified()) continue;
        if (CXX) again += n + " = " + src + "; ";
        else if (V->getType()->isArrayType()) again += "__builtin_memcpy((void *)&" + n + ", " + src + ", sizeof " + n + "); ";
        else again += n + " = *" + src + "; ";
    }
    return taskloopTasks(d->D, S, d->parentLoop, again, pre, RW);
}

// The counting for taskloopPerTaskCopies (and team mode's taskloop): `again` makes the copies
// afresh; the counters go into pre, before the loop.
bool Translator::taskloopTasks(OMPExecutableDirective *D, Stmt *S, Dir *region, const std::string &again,
                               std::string &pre, Rewriter &rw) {
    if (!D->getSingleClause<OMPNumTasksClause>() && !D->getSingleClause<OMPGrainsizeClause>()) return true;
    Dir t;  // the loops' own names (headerDecls, taskCountDecls)
    t.D = D;
    t.kind = Dir::Inline;
    t.id = nextId++;
    const std::string id = std::to_string(t.id);
    int collapse = 1;
    if (auto *CC = D->getSingleClause<OMPCollapseClause>())
        collapse = collapseCount(D, const_cast<OMPCollapseClause *>(CC));
    if (collapse < 1) return false;
    Stmt *cur = S;
    for (int l = 0; l < collapse; ++l) {
        while (auto *CS = dyn_cast_or_null<CompoundStmt>(cur)) {
            if (CS->size() != 1) break;
            cur = CS->body_front();
        }
        auto *F = dyn_cast_or_null<ForStmt>(cur);
        if (!F) {
            error(D->getBeginLoc(), "taskloop with num_tasks or grainsize and firstprivate copies over a "
                  "range-based or non-canonical loop is not supported (hbc must count its tasks' iterations)");
            return false;
        }
        LoopInfo L;
        if (!analyzeFor(F, L)) return false;
        for (auto &O : t.loops)
            if (usesVar(L.lb, O.iv) || usesVar(L.ub, O.iv) || (L.step && usesVar(L.step, O.iv))) {
                error(F->getBeginLoc(), "taskloop with num_tasks or grainsize and firstprivate copies over a "
                      "non-rectangular collapsed nest is not supported");
                return false;
            }
        L.F = F;
        t.loops.push_back(L);
        cur = F->getBody();
    }
    CharSourceRange BR = stmtRange(cur);
    if (BR.isInvalid()) { error(D->getBeginLoc(), "cannot rewrite a loop inside a macro"); return false; }
    std::vector<LoopVars> lv;
    pre += headerDecls(&t, lv, region);
    std::string tot = "__hb_tot_" + id;
    pre += "const int64_t " + tot + " = ";
    for (size_t j = 0; j < lv.size(); ++j) pre += (j ? " * " : "") + lv[j].n;
    pre += "; " + taskCountDecls(&t, tot, region);
    const std::string ntd = "__hb_ntd_" + id, k = "__hb_tk_" + id, i = "__hb_ti_" + id, next = "__hb_tn_" + id;
    pre += "const int64_t " + ntd + " = __hb_ntk_" + id + " > 0 ? __hb_ntk_" + id + " : 1; ";
    auto start = [&](const std::string &x) {
        return x + " * (" + tot + " / " + ntd + ") + (" + x + " < " + tot + " % " + ntd + " ? " + x + " : " + tot + " % " +
               ntd + ")";
    };
    pre += "int64_t " + k + " = 0, " + i + " = 0, " + next + " = " + start("(int64_t)1") + "; ";
    // (team mode's edits go to its own rewriter: one made in a trial translation, and kept in
    // the file's, named counters of another id than the ones declared; helper-121)
    rw.InsertText(BR.getBegin(), "{ if (" + i + " == " + next + ") { " + again + "++" + k + "; " + next + " = " +
                  start("(" + k + " + 1)") + "; } ++" + i + "; ", false);
    rw.InsertText(BR.getEnd(), " }", true);
    return true;
}

// A taskloop's bounds are evaluated once, as it is met, from the originals (OpenMP 5.1,
// 2.12.2: the iteration count is computed before any task runs). Run in place, its header
// would read the copies the construct makes (a `private(n)`, or an implicit firstprivate
// `n` the body decrements: helper-119, session 74, 50 iterations of 100), so each header use
// of a copied variable that is not a counter reads the original, through a name bound to it
// before the copies: `auto &__hb_hd_n_ID = n;` (C: a pointer).
bool Translator::taskloopHeaderOriginals(Dir *d, Stmt *S, std::string &pre) {
    auto *LD = dyn_cast<OMPLoopDirective>(d->D);
    auto *F = dyn_cast_or_null<ForStmt>(S);
    if (!LD || !F || !isOpenMPTaskLoopDirective(LD->getDirectiveKind())) return true;
    std::set<VarDecl *> copied(d->fpriv.begin(), d->fpriv.end());
    copied.insert(d->priv.begin(), d->priv.end());
    for (Expr *E : LD->counters()) copied.erase(refVar(E));
    if (copied.empty()) return true;
    const std::string id = std::to_string(d->id);
    std::set<VarDecl *> bound;
    bool ok = true;
    forEachHeaderRef(LD, F, [&](DeclRefExpr *DR) {
        auto *V = dyn_cast<VarDecl>(DR->getDecl());
        if (!V || !copied.count(V)) return true;
        if (DR->getLocation().isMacroID() || (!CXX && d->parentLoop)) {
            error(DR->getLocation(), "this taskloop's loop header reads '" + V->getNameAsString() + "', which the "
                  "construct copies, " + (DR->getLocation().isMacroID() ? "inside a macro" : "inside a parallel "
                  "loop's body (C)") + "; the header must read the original; not supported (use --hbc-fallback-openmp)");
            return ok = false;
        }
        const std::string n = V->getNameAsString(), h = "__hb_hd_" + n + "_" + id;
        if (bound.insert(V).second) {
            const std::string o = CXX ? n : refText(V, d->parentLoop);
            pre += CXX ? "auto &" + h + " = " + n + "; " : "__typeof__(" + o + ") *const " + h + " = &" + o + "; ";
        }
        RW.ReplaceText(SourceRange(DR->getLocation()), CXX ? h : "(*" + h + ")");
        return true;
    });
    return ok;
}

}  // namespace hbc
