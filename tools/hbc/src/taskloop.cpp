// Translator (translator.hpp) members: taskloops run in place, their task counts and the
// copies each task makes (the constructs themselves: tasks.cpp, emitInline).
#include "translator.hpp"

#include <set>

#include <functional>

namespace hbc {

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
        if (CXX) again += n + " = " + src + "; ";
        else if (V->getType()->isArrayType()) again += "__builtin_memcpy((void *)&" + n + ", " + src + ", sizeof " + n + "); ";
        else again += n + " = *" + src + "; ";
    }
    return taskloopTasks(d->D, S, d->parentLoop, again, pre);
}

// The counting for taskloopPerTaskCopies (and team mode's taskloop): `again` makes the copies
// afresh; the counters go into pre, before the loop.
bool Translator::taskloopTasks(OMPExecutableDirective *D, Stmt *S, Dir *region, const std::string &again,
                               std::string &pre) {
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
    RW.InsertText(BR.getBegin(), "{ if (" + i + " == " + next + ") { " + again + "++" + k + "; " + next + " = " +
                  start("(" + k + " + 1)") + "; } ++" + i + "; ", false);
    RW.InsertText(BR.getEnd(), " }", true);
    return true;
}

// A taskloop's bounds are evaluated before its tasks exist, on the originals: a header that
// takes the address of (or binds to) a variable the construct copies would, run in place
// after the copies are made, see the copy's (libgomp's pr86539.C walked `&first` of a
// private int, and the array was never touched). Refused with file:line.
bool Translator::refusesCopyAddressInHeader(Dir *d, Stmt *S) {
    auto *F = dyn_cast_or_null<ForStmt>(S);
    if (!F || !isOpenMPTaskLoopDirective(d->D->getDirectiveKind()) || (d->fpriv.empty() && d->priv.empty())) return true;
    std::set<VarDecl *> copied(d->fpriv.begin(), d->fpriv.end());
    copied.insert(d->priv.begin(), d->priv.end());
    bool ok = true;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X || !ok) return;
        const Expr *Sub = nullptr;
        if (auto *U = dyn_cast<UnaryOperator>(X); U && U->getOpcode() == UO_AddrOf) Sub = U->getSubExpr();
        if (auto *IC = dyn_cast<ImplicitCastExpr>(X); IC && IC->getCastKind() == CK_ArrayToPointerDecay) Sub = IC->getSubExpr();
        if (VarDecl *V = Sub ? refVar(Sub) : nullptr; V && copied.count(V)) {
            error(X->getBeginLoc(), "this taskloop's loop header takes the address of '" + V->getNameAsString() +
                  "', which the construct copies: the header must see the original, and hbc runs the loop after "
                  "making the copies; not supported (use --hbc-fallback-openmp)");
            ok = false;
        }
        for (Stmt *C : X->children()) scan(C);
    };
    // the collapsed loops' headers too (pr86539.C's `&b` is the second of collapse(3))
    unsigned levels = 1;
    if (auto *LD = dyn_cast<OMPLoopBasedDirective>(d->D)) levels = LD->getLoopsNumber();
    for (unsigned k = 0; F && k < levels; ++k, F = nestedFor(F)) {
        scan(F->getInit());
        scan(F->getCond());
        scan(F->getInc());
    }
    return ok;
}

}  // namespace hbc
