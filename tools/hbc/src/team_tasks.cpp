// Team mode's tasks (docs/hbc-internals.md, "Tasks in a team-mode region"): `task` deferred
// or run in place, `taskloop` run in place, `taskgroup` scopes, and the region's last
// statement, where the member's deferred tasks finish. TeamMode::Ctx is team_mode_ctx.hpp.
#include "team_mode_ctx.hpp"

#include <algorithm>
#include <functional>

using namespace clang;

namespace hbc {

// A `task` in a member's code: deferred (deferTask) or run in place by the member that
// creates it, as an undeferred task, its private and firstprivate copies, implicit ones
// included, shadowing the variables in its block.
void TeamMode::Ctx::emitTask(OMPExecutableDirective *D, const std::string &name) {
    Clauses c;
    if (!readClauses(D, c, name)) return;
    bool sharingUnknown = false;  // (a local it only calls: in place)
    H.correctTaskSharing(D, c.fpriv, sharingUnknown);
    if (assoc(D) && H.isWaitLoop(assoc(D))) {
        fail(D->getBeginLoc(), "team-mode region: a task that waits for other threads cannot run in place");
        return;
    }
    // its depend items are evaluated as it is created (tasks.cpp, emitInline)
    Expr *refused = nullptr;
    std::string dependEval = dependItemEvaluation(D, *H.Ctx, [&](Expr *E) { return insideText(E); }, refused);
    if (refused) {
        fail(refused->getBeginLoc(), "a 'depend' item with side effects under an iterator or in an array section or "
             "shape is not supported (hbc would not evaluate it)");
        return;
    }
    if (!sharingUnknown && deferTask(D, c)) {
        // deferred into the member's task scope (hbc_rt::task; at once where the member has
        // none): a closure holding the firstprivate copies, made now, as heartbeat mode's
        std::string caps;
        for (VarDecl *V : c.fpriv) {
            if (!checkCopyable(V, D->getBeginLoc(), "firstprivate", c.D)) return;
            const std::string n = V->getNameAsString();
            caps += V->hasLocalStorage() ? ", " + n : ", " + n + " = " + n;
        }
        Clauses fresh = c;  // the private copies are the closure's own
        fresh.fpriv.clear();
        const std::string privs = privateDecls(fresh, D->getBeginLoc(), true);
        if (!ok) return;
        Expr *ifE = nullptr, *finalE = nullptr;
        for (OMPClause *C : D->clauses()) {
            if (auto *IC = dyn_cast<OMPIfClause>(C)) ifE = IC->getCondition();
            if (auto *FC = dyn_cast<OMPFinalClause>(C)) finalE = FC->getCondition();
        }
        std::string call = "hbc_rt::task(";
        if (ifE || finalE)
            call = "hbc_rt::task_ex(" + (ifE ? "(bool)(" + insideText(ifE) + ")" : std::string("true")) + ", " +
                   (finalE ? "(bool)(" + insideText(finalE) + ")" : std::string("false")) + ", ";
        wrap(D, "{ " + call + "[&" + caps + "]() mutable { " + privs + "{ ", " } }); }");
        return;
    }
    std::string decls = privateDecls(c, D->getBeginLoc(), true), icvEnd;
    if (!ok) return;
    if (setsTaskIcvs(assoc(D))) {  // (its ICVs are its own: tasks.cpp, emitInline)
        const std::string v = "__hb_icv_" + id + "_" + std::to_string(H.Ctx->getSourceManager().getExpansionLineNumber(D->getBeginLoc()));
        dependEval += H.CXX ? "hbc_rt::icv_scope " + v + "; " : "hbc_icv_saved " + v + "; hbc_icv_task_save(&" + v + "); ";
        if (!H.CXX) icvEnd = " hbc_icv_task_restore(&" + v + ");";
    }
    // final(e): omp_in_final() is 1 in it when e is true, and the tasks created in it, a
    // callee's too, are included (tasks.cpp, emitInline; helper A of session 57 found it ignored)
    std::string finalBegin, finalEnd;
    for (OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFinalClause>(C); FC && FC->getCondition()) {
            const std::string v = "__hb_fin_" + id + "_" + std::to_string(SM().getExpansionLineNumber(D->getBeginLoc()));
            const std::string e = "(" + insideText(FC->getCondition()) + ") ? 1 : 0";
            finalBegin = H.CXX ? "hbc_rt::final_scope " + v + "(" + e + "); " : "void *" + v + " = hbc_final_begin(" + e + "); ";
            if (!H.CXX) finalEnd = " hbc_final_end(" + v + ");";
        }
    wrap(D, "{ " + dependEval + decls + finalBegin + "{ ", " }" + finalEnd + icvEnd + " }");
}

// A task of the member's own code is deferred (docs/hbc-internals.md, "Tasks in a team-mode
// region") where heartbeat mode would defer it and nothing here asks for program order: no
// depend clause (such tasks run in place everywhere, so their order keeps every dependence),
// not under a lock or in a nested region (a team of one: its tasks must end with it), no
// copy that a closure cannot hold (a static array, a variable-length array, a structured
// binding), and no `if` that is constantly false.
bool TeamMode::Ctx::deferTask(OMPExecutableDirective *D, const Clauses &c) {
    if (lockDepth > 0 || nestedDepth > 0 || !H.taskDeferrable(D, fn)) return false;
    for (OMPClause *C : D->clauses()) {
        if (isa<OMPDependClause>(C)) return false;
        if (auto *IC = dyn_cast<OMPIfClause>(C)) {
            bool v = true;
            Expr *E = IC->getCondition();
            if (E && !E->isValueDependent() && E->EvaluateAsBooleanCondition(v, *H.Ctx) && !v) return false;
        }
    }
    for (VarDecl *V : c.fpriv)
        if ((!V->hasLocalStorage() && V->getType()->isArrayType()) || V->getType()->isVariablyModifiedType()) return false;
    bool capturable = true;
    std::function<void(const Stmt *)> scan = [&](const Stmt *S) {
        if (!S || !capturable) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            if (isa<BindingDecl>(DR->getDecl())) capturable = false;
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && V->hasLocalStorage() && V->getType()->isVariablyModifiedType())
                capturable = false;
        }
        for (const Stmt *Ch : S->children()) scan(Ch);
    };
    scan(assoc(D));
    return capturable;
}

void TeamMode::Ctx::emitTaskLoopInPlace(OMPExecutableDirective *D) {
    Clauses c;
    if (!readClauses(D, c, "taskloop")) return;
    auto *F = dyn_cast_or_null<ForStmt>(assoc(D));
    auto *RF = dyn_cast_or_null<CXXForRangeStmt>(assoc(D));  // its variable is its own
    if (!F && !RF) { fail(D->getBeginLoc(), "team-mode region: only a canonical 'for' loop is supported here"); return; }
    Stmt *L = F ? static_cast<Stmt *>(F) : RF->getBody();
    for (int level = F ? 0 : 1; level < std::max(c.collapse, 1); ++level) {
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
    // (before the copies: the header reads the originals, taskloopHeaderOriginals)
    std::string pre = lastprivateRefs(c) + headerOriginals(D, c) + privateDecls(c, D->getBeginLoc(), true);
    if (!ok) return;
    // final(e): the tasks are final (omp_in_final() is 1 in the body; dropped before session 74)
    std::string finalEnd;
    if (auto *FC = D->getSingleClause<OMPFinalClause>(); FC && FC->getCondition()) {
        const std::string v = "__hb_tlf_" + id, e = "(" + insideText(FC->getCondition()) + ") ? 1 : 0";
        pre += H.CXX ? "hbc_rt::final_scope " + v + "(" + e + "); " : "void *" + v + " = hbc_final_begin(" + e + "); ";
        if (!H.CXX) finalEnd = "hbc_final_end(" + v + "); ";
    }
    if (!c.fpriv.empty()) {  // num_tasks/grainsize: each task's copies afresh
        std::string again;
        for (auto *V : c.fpriv) {
            const std::string n = V->getNameAsString(), src = "__hb_fps_" + n + "_" + id;
            if (V->getType().getNonReferenceType().isConstQualified()) continue;  // (unchanged, unassignable)
            again += H.CXX ? (V->getType()->isArrayType() ? "hbc_rt::copy_into(" + n + ", " + src + "); " : n + " = " + src + "; ")
                           : "__builtin_memcpy(&" + n + ", " + src + ", sizeof " + n + "); ";
        }
        if (!H.taskloopTasks(D, assoc(D), again, pre, *H.RW)) { ok = false; return; }
    }
    // (its implicit taskgroup: the tasks its iterations' callees create finish at its end)
    std::string group, groupEnd;
    if (!std::any_of(D->clauses().begin(), D->clauses().end(), [](OMPClause *C) { return isa<OMPNogroupClause>(C); })) {
        const std::string v = taskGroupVar("__hb_tlg_", D);
        group = taskGroupOpen(v);
        groupEnd = taskGroupClose(v) + " ";
    }
    wrap(D, "{ " + group + pre + "{ ", " } " + finalEnd + groupEnd + lastprivateOut(c, "1") + combineReductions(c) + "}");
}

// The team-mode form of Translator::taskloopHeaderOriginals: each use of a copied item in the
// loop headers (not a counter) reads the original, through the firstprivate copy's source or
// a name bound before a private copy. Returns the bindings.
std::string TeamMode::Ctx::headerOriginals(OMPExecutableDirective *D, const Clauses &c) {
    auto *LD = dyn_cast<OMPLoopDirective>(D);
    auto *F = dyn_cast_or_null<ForStmt>(assoc(D));
    if (!LD || !F) return "";
    std::set<VarDecl *> counters;
    for (Expr *E : LD->counters()) counters.insert(varOf(E));
    std::string binds;
    std::set<VarDecl *> bound;
    forEachHeaderRef(LD, F, [&](DeclRefExpr *DR) {
        auto *V = dyn_cast<VarDecl>(DR->getDecl());
        const bool first = V && std::count(c.fpriv.begin(), c.fpriv.end(), V);
        if (!V || counters.count(V) || !(first || std::count(c.priv.begin(), c.priv.end(), V))) return true;
        if (DR->getLocation().isMacroID()) {
            fail(DR->getLocation(), "team-mode region: this taskloop's loop header reads '" + V->getNameAsString() +
                 "', which the construct copies, inside a macro; not supported");
            return false;
        }
        const std::string n = V->getNameAsString(), h = (first ? "__hb_fps_" : "__hb_hd_") + n + "_" + id;
        // (C: a use the outlined body already reaches through the shared variable's pointer,
        // rewriteShared, reads the original)
        if (H.RW->getRewrittenText(SourceRange(DR->getLocation())) != n) return true;
        if (!first && bound.insert(V).second) {
            const SourceLocation L = D->getBeginLoc();
            const std::string from = inScope(V, L) || !functionLocal(V) ? n : shared(V);
            binds += H.CXX ? "auto &" + h + " = " + n + "; " : pointerTo(V, h) + " = &" + from + "; ";
        }
        H.RW->ReplaceText(SourceRange(DR->getLocation()), H.CXX ? h : "(*" + h + ")");
        return true;
    });
    return binds;
}

// A taskgroup in a member's code: the tasks created in it (by callees, where the member has a
// task scope: hbc_omp.c's hbc_team_member) finish at its end. The C scope in C++ before 17,
// where hbc_rt::task_scope does nothing.
std::string TeamMode::Ctx::taskGroupVar(const char *prefix, OMPExecutableDirective *D) {
    return prefix + id + "_" + std::to_string(H.Ctx->getSourceManager().getExpansionLineNumber(D->getBeginLoc()));
}
// Whether leaving the block runs code: a local of the block itself (not of a nested one,
// which is gone before the block's end) with a destructor, or a temporary whose life a
// reference local extends.
static bool endsWithDestructors(CompoundStmt *CS, ASTContext &Ctx) {
    for (Stmt *S : CS->body()) {
        auto *DS = dyn_cast<DeclStmt>(S);
        if (!DS) continue;
        for (Decl *Dc : DS->decls()) {
            auto *V = dyn_cast<VarDecl>(Dc);
            if (!V || !V->hasLocalStorage()) continue;
            if (V->needsDestruction(Ctx) != QualType::DK_none) return true;
            if (V->getType()->isReferenceType() && V->getInit())
                if (auto *M = dyn_cast<MaterializeTemporaryExpr>(V->getInit()->IgnoreImplicit()))
                    if (M->getType().isDestructedType() != QualType::DK_none) return true;
        }
    }
    return false;
}

// The end of a region run by hbc_rt::team_run or hbc_team_run, where the team meets and the
// member's deferred tasks (hbc_tasks.c, hbc_member_with_tasks) finish. Where leaving the
// body's block runs no code (C; C++ locals without destructors), inside the block, before
// its closing brace: the region's locals then still live while the tasks run (a callee's
// task may hold their addresses: e2e team_region_locals_in_tasks.cpp). Where it runs
// destructors, after the block, as OpenMP orders them: the block ends, then the implied
// barrier. A destructor run after the barrier would run after the other members' code, and a
// `std::lock_guard` local held across the barrier deadlocked the team (session 70). Returned
// for the caller to put right after the block then, and for a body that is no block or whose
// brace a macro wrote.
std::string TeamMode::Ctx::memberTasksEnd(Stmt *body) {
    const std::string call = "hbc_member_tasks_end(); ";
    auto *CS = dyn_cast_or_null<CompoundStmt>(body);
    if (!CS || CS->getRBracLoc().isMacroID() || (H.CXX && endsWithDestructors(CS, *H.Ctx))) return call;
    H.RW->InsertText(CS->getRBracLoc(), " " + call, true);
    return "";
}
std::string TeamMode::Ctx::taskGroupOpen(const std::string &v) {
    if (H.CXX && H.Ctx->getLangOpts().CPlusPlus17) return "hbc_rt::task_scope " + v + "(HBC_SCOPE_GROUP); ";
    return "hbc_task_scope " + v + "; hbc_task_scope_open(&" + v + ", HBC_SCOPE_GROUP); ";
}
std::string TeamMode::Ctx::taskGroupClose(const std::string &v) {
    if (H.CXX && H.Ctx->getLangOpts().CPlusPlus17) return v + ".close();";
    return "hbc_task_scope_close(&" + v + ");";
}

}  // namespace hbc
