// Translator (translator.hpp) members: tasks, taskgroup, sections and the constructs run in place.
#include "translator.hpp"
#include "unused_locals.hpp"

namespace hbc {

// ---------------------------------------------------------------- tasks on task groups
// A task is deferred into the current task scope (docs/hbc-internals-tasks.md, "Tasks") unless deferring
// could change its meaning or is not known to be safe; then it runs in place, as above.
bool Translator::usesThreadprivate(Stmt *S) {
    if (!S) return false;
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
            if (V->hasAttr<OMPThreadPrivateDeclAttr>()) return true;
    for (Stmt *C : S->children())
        if (usesThreadprivate(C)) return true;
    return false;
}

std::vector<Expr *> Translator::codeClauseExprs(OMPExecutableDirective *D) {
    std::vector<Expr *> out;
    for (OMPClause *C : D->clauses()) {
        Expr *E = nullptr;
        if (auto *IC = dyn_cast<OMPIfClause>(C)) E = IC->getCondition();
        else if (auto *FC = dyn_cast<OMPFinalClause>(C)) E = FC->getCondition();
        else if (auto *NC = dyn_cast<OMPNumThreadsClause>(C)) E = NC->getNumThreads();
        else if (auto *TC = dyn_cast<OMPNumTasksClause>(C)) E = TC->getNumTasks();
        else if (auto *GC = dyn_cast<OMPGrainsizeClause>(C)) E = GC->getGrainsize();
        else if (auto *SC = dyn_cast<OMPScheduleClause>(C)) E = SC->getChunkSize();
        else if (auto *LC = dyn_cast<OMPLinearClause>(C)) E = LC->getStep();
        if (E) out.push_back(E);
    }
    return out;
}

void Translator::cacheClauseTexts() {
    for (auto &up : dirs)
        for (Expr *E : up->D ? codeClauseExprs(up->D) : std::vector<Expr *>()) {
            if (inPragmaString(E)) {  // no text of its own: a constant's value, else printed
                std::string value = pragmaConstant(E);
                auto it = pragmaExprRegion.find(E);
                clauseTexts[E] = !value.empty() ? value : exprText(E, it == pragmaExprRegion.end() ? nullptr : it->second, true);
                continue;
            }
            CharSourceRange CR = CharSourceRange::getTokenRange(SM.getExpansionRange(writtenClauseExpr(E)->getSourceRange()).getAsRange());
            if (CR.isValid() && rewritable(CR.getBegin())) clauseTexts[E] = text(CR);
        }
}

std::string Translator::clauseExprText(Expr *E) {
    if (auto it = clauseTexts.find(E); it != clauseTexts.end()) return it->second;
    return Lexer::getSourceText(
               CharSourceRange::getTokenRange(SM.getExpansionRange(writtenClauseExpr(E)->getSourceRange()).getAsRange()),
               SM, Ctx.getLangOpts()).str();
}

void Translator::decideTask(Dir *d) {
    OMPExecutableDirective *D = d->D;
    // A task with depend: deferred with its items' addresses where each item has one the
    // creation can take (dependTracked, hbc_deps.c); else every earlier sibling (some may be
    // deferred) finishes first and the task runs in place: each of its dependences holds.
    bool depend = false;
    for (OMPClause *C : D->clauses())
        if (isa<OMPDependClause>(C)) depend = true;
    if (depend && !dependAddressable(D)) {
        d->waitFirst = true;
        return;
    }
    d->waitFirst = depend;  // until deferred
    bool unknown = false;
    correctTaskSharing(D, d->fpriv, unknown);
    if (unknown) return;
    if (criticalDepth) return;                    // a deferred task could wait for the lock
    if (!taskBodyDeferrable(assocStmt(D))) return;
    if (!CXX) {
        if (cTaskOutlinable(d) && readTaskClauses(d) && !(depend && (d->taskIf || d->taskFinal))) d->kind = Dir::TaskDefer;
    } else {
        if (!cxxTaskClosure(D, curFnDependent)) return;
        for (VarDecl *V : d->fpriv)
            if (!V->hasLocalStorage() && V->getType()->isArrayType()) return;  // no by-value capture
        if (!readTaskClauses(d)) return;
        // (if and final with depend: in place, after the siblings; the tracked form takes neither)
        if (depend && (d->taskIf || d->taskFinal)) return;
        d->kind = Dir::TaskDefer;
    }
    if (d->kind == Dir::TaskDefer && depend) {
        d->waitFirst = false;
        d->dependTracked = true;
    }
}

// What keeps a task's body in place in either language (heartbeat and team mode alike): its
// ICVs are its own (run in place, saved around it); a threadprivate variable has one copy,
// the encountering thread's.
bool Translator::taskBodyDeferrable(Stmt *S) { return S && !setsTaskIcvs(S) && !usesThreadprivate(S); }

// A C++ task as a closure: hb::task_group needs C++17; in a template, only a task whose data
// sharing is all listed (implicit rules differ per instantiation).
bool Translator::cxxTaskClosure(OMPExecutableDirective *D, bool dependentFn) {
    return Ctx.getLangOpts().CPlusPlus17 && !(dependentFn && !templateTaskAllListed(D));
}

// if / final: false when `if` is constantly false (the task then runs in place).
bool Translator::readTaskClauses(Dir *d) {
    for (OMPClause *C : d->D->clauses()) {
        if (auto *IC = dyn_cast<OMPIfClause>(C)) {
            Expr *E = IC->getCondition();
            bool v = true;
            if (E && !E->isValueDependent() && E->EvaluateAsBooleanCondition(v, Ctx) && !v) return false;
            d->taskIf = E;
        }
        if (auto *FC = dyn_cast<OMPFinalClause>(C)) d->taskFinal = FC->getCondition();
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
bool Translator::cLocalType(QualType T) {
    for (int guard = 0; !T.isNull() && guard < 64; ++guard) {
        const NamedDecl *ND = nullptr;
        if (auto *TT = T->getAs<TypedefType>()) ND = TT->getDecl();
        if (ND && functionLocalType(ND)) return true;
        if (auto *TagT = T->getAs<TagType>())
            if (functionLocalType(TagT->getDecl())) return true;
        QualType N;
        if (ND) N = cast<TypedefNameDecl>(ND)->getUnderlyingType();
        else if (auto *PT = T->getAs<PointerType>()) N = PT->getPointeeType();
        else if (auto *AT = T->getAsArrayTypeUnsafe()) N = AT->getElementType();
        else break;
        T = N;
    }
    return false;
}

// sections: each section a task of a fresh scope, waited for at the construct's end.
// Only with no data-sharing clause but shared/default (nowait: waiting is legal anyway);
// private, firstprivate, lastprivate, reduction run the sections in order, in place.
void Translator::decideSections(Dir *d) {
    if (!CXX || !Ctx.getLangOpts().CPlusPlus17 || criticalDepth) return;
    for (OMPClause *C : d->D->clauses())
        if (!(isa<OMPNowaitClause>(C) || isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) ||
              isa<OMPNumThreadsClause>(C) || isa<OMPProcBindClause>(C) || isa<OMPIfClause>(C)))
            return;
    if (usesThreadprivate(assocStmt(d->D))) return;
    d->kind = Dir::SectionsPar;
}

void Translator::emitInline(Dir *d) {
    removePragma(d->D);
    Stmt *S = assocStmt(d->D);
    CharSourceRange R = S ? stmtRange(S) : CharSourceRange();
    if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite a construct inside a macro"); return; }
    // `taskloop_for (...)` (pragmaForMacro): the macro's use becomes the plain loop's `for`
    if (pragmaForMacro(d->D)) RW.ReplaceText(SM.getExpansionRange(d->D->getBeginLoc()), "for");
    std::string id = std::to_string(d->id), pre, open;
    if (!taskloopHeaderOriginals(d, S, pre)) return;
    for (VarDecl *V : d->fpriv) {
        std::string n = V->getNameAsString(), src = "__hb_fp_" + n + "_" + id;
        if (CXX) {
            pre += "auto &" + src + " = " + n + "; ";
            open += declAlign(V) + cxxType(V, nullptr) + " " + n + " = " + src + "; " + voidUse(V);
        } else if (V->getType()->isArrayType()) {
            pre += "__typeof__(" + n + ") *" + src + " = &" + n + "; ";
            open += declAlign(V) + "__typeof__(" + n + ") " + n + "; __builtin_memcpy((void *)&" + n + ", " + src + ", sizeof " + n + "); " + voidUse(V);
        } else {
            // (inside an outlined loop body the original may be spelled through its capture)
            const std::string o = refText(V, d->parentLoop);
            const bool reg = V->getStorageClass() == SC_Register;  // (no address: a task's, by value)
            pre += "__typeof__(" + o + ") " + (reg ? "" : "*") + src + " = " + (reg ? "" : "&") + o + "; ";
            open += declAlign(V) + "__typeof__(" + o + ") " + n + " = " + (reg ? "" : "*") + src + "; " + voidUse(V);
        }
    }
    // in_reduction: the original's address before the copy shadows it
    std::string irClose;
    if (!d->inReds.empty()) {
        inReductionTexts(d, id, open, irClose);
        for (const Reduction &r : d->inReds) {
            const std::string o = CXX ? r.var->getNameAsString() : refText(r.var, d->parentLoop);
            pre += (CXX ? "auto" : "__typeof__(" + o + ")") + " *" + inReductionPointer(r, id) + " = &" + o + "; ";
        }
    }
    // ((void): a copy the body only assigns is otherwise "set but not used": -Wall -Werror)
    for (VarDecl *V : d->priv)
        open += declAlign(V) + (CXX ? cxxType(V, nullptr) : "__typeof__(" + refText(V, d->parentLoop) + ")") + " " + V->getNameAsString() +
                "; " + voidUse(V);
    // A taskloop's counters are private (OpenMP 5.1, 2.21.1.1; in a `taskloop simd`, linear
    // or lastprivate): one declared before the loop keeps its value after it, as in gcc,
    // unless a lastprivate or linear clause names it (ivFinal says the same for loops).
    if (auto *LD = dyn_cast<OMPLoopDirective>(d->D);
        LD && isOpenMPTaskLoopDirective(LD->getDirectiveKind()) && !isOpenMPSimdDirective(LD->getDirectiveKind()))
        for (Expr *E : LD->counters()) {
            VarDecl *V = refVar(E);
            if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), d->D->getBeginLoc())) continue;
            if (counterNamedIn(d->D, V, true) || std::find(d->priv.begin(), d->priv.end(), V) != d->priv.end() ||
                std::find(d->fpriv.begin(), d->fpriv.end(), V) != d->fpriv.end())
                continue;
            open += (CXX ? cxxType(V, nullptr) : "__typeof__(" + refText(V, d->parentLoop) + ")") + " " +
                    V->getNameAsString() + "; ";
        }
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
                    stepText = clauseExprText(L.second);
            }
            pre += ty + " " + v0 + " = " + n + "; long long " + st + " = (long long)(" + stepText + "); ";
            set += n + " = " + (ptr ? v0 + " + " + k + " * " + st : "(" + ty + ")(" + v0 + " + " + k + " * " + st + ")") + "; ";
        }
        RW.InsertText(BR.getBegin(), "{ " + set + "++" + k + "; ", false);
        RW.InsertText(BR.getEnd(), " }", true);
    }
    if (isOpenMPTaskLoopDirective(d->D->getDirectiveKind()) && !taskloopCopiesPerTask(d)) return;
    if (!d->fpriv.empty() && isOpenMPTaskLoopDirective(d->D->getDirectiveKind()) &&
        !taskloopPerTaskCopies(d, S, pre))
        return;
    if (d->waitFirst) pre = taskwaitText() + " " + pre;
    // A depend item is evaluated when the task is created (`depend(inout: --d)`, libgomp
    // depend-1.C: the decrement was lost with the clause)
    Expr *refused = nullptr;
    const std::string dependEval = dependItemEvaluation(d->D, Ctx, [&](Expr *E) { return clauseExprText(E); }, refused);
    if (refused) {
        error(refused->getBeginLoc(), "a 'depend' item with side effects under an iterator or in an array section or "
              "shape is not supported (hbc would not evaluate it)");
        return;
    }
    pre = dependEval + pre;
    // a task run in place keeps what `final(e)` means: omp_in_final() is 1 in it when e is
    // true, and the tasks created in it are final (included) too; a taskloop's tasks too
    // (helper-119, session 74: the clause was dropped, omp_in_final() said 0)
    std::string finEnd;
    if (isa<OMPTaskDirective>(d->D) || isOpenMPTaskLoopDirective(d->D->getDirectiveKind()))
        for (OMPClause *C : d->D->clauses())
            if (auto *FC = dyn_cast<OMPFinalClause>(C))
                if (Expr *E = FC->getCondition()) {
                    std::string v = "__hb_fin_" + id, e = "(" + clauseExprText(E) + ") ? 1 : 0";
                    pre += CXX ? "hbc_rt::final_scope " + v + "(" + e + "); " : "void *" + v + " = hbc_final_begin(" + e + "); ";
                    if (!CXX) finEnd = "hbc_final_end(" + v + "); ";
                }
    // a task that sets ICVs (omp_set_num_threads, omp_set_schedule) sets its own: the
    // encountering task's are put back as it ends (libgomp icv-1.c: they leaked out of an
    // `if(0)` task)
    if (isa<OMPTaskDirective>(d->D) && setsTaskIcvs(S)) {
        const std::string v = "__hb_icv_" + id;
        pre += CXX ? "hbc_rt::icv_scope " + v + "; " : "hbc_icv_saved " + v + "; hbc_icv_task_save(&" + v + "); ";
        if (!CXX) finEnd = "hbc_icv_task_restore(&" + v + "); " + finEnd;
    }
    // the task form of a `teams` with thread_limit or num_teams (teamsBodyWrap): each team
    // makes the teams' copies, and shares the target's (the league runs inside those)
    std::string teamsOpen, teamsClose;
    bool leagueInside = false;
    if (const DeviceRewrite *rw = isa<OMPTaskDirective>(d->D) && S ? deviceRewriteAt(d->D->getBeginLoc()) : nullptr;
        rw && rw->refusal.empty()) {
        if (!teamsBodyWrap(rw->line, S, teamsOpen, teamsClose)) return;
        if (!rw->numTeams.empty() && rw->teamsCopies && rw->targetCopies) {
            error(d->D->getBeginLoc(), "this '" + rw->construct + "' has private copies for each team and a scalar that "
                  "the target writes without mapping it (one copy, which its teams share): hbc runs its num_teams(" +
                  rw->numTeams + ") teams one after another and cannot make both; map the scalar, or list it in the clause");
            return;
        }
        leagueInside = rw->targetCopies;
    }
    // lastCopies (walkInline): the copy is assigned to the original when the body is done
    std::string copyOut = irClose;
    for (VarDecl *V : d->lastCopies) {
        const std::string n = V->getNameAsString(), o = "__hb_lpo_" + n + "_" + id;
        if (CXX) {
            pre += "auto &" + o + " = " + n + "; ";
            copyOut += o + " = " + n + "; ";
        } else if (V->getType()->isArrayType()) {
            pre += "__typeof__(" + n + ") *" + o + " = &" + n + "; ";
            copyOut += "__builtin_memcpy((void *)" + o + ", &" + n + ", sizeof " + n + "); ";
        } else {
            const std::string r = refText(V, d->parentLoop);
            pre += "__typeof__(" + r + ") *" + o + " = &" + r + "; ";
            copyOut += "*" + o + " = " + n + "; ";
        }
    }
    std::string rs = "__hb_rs_" + id;
    // A worksharing construct run in place (sections, an ordered or linear loop) ends in a
    // barrier, and a taskloop in an implicit taskgroup: the tasks created inside it, which
    // may be deferred, complete there (a task in a loop body runs at once)
    std::string after = !isa<OMPTaskDirective>(d->D) && !d->parentLoop ? " " + taskwaitText() : "";
    const std::string outerOpen = leagueInside ? "" : teamsOpen, innerOpen = leagueInside ? teamsOpen : "";
    const std::string outerClose = leagueInside ? "" : teamsClose, innerClose = leagueInside ? teamsClose : "";
    RW.InsertText(R.getBegin(), outerOpen + "{ " + pre + (d->levelUp ? levelEnterText(d) + "{ " + scopeOpen(rs, "HBC_SCOPE_REGION") : "{ ") + open + innerOpen, false);
    RW.InsertText(R.getEnd(), innerClose + (d->levelUp ? " " + scopeClose(rs) + " " + copyOut + "} " + levelLeaveText(d) + "}" : " " + copyOut + "} " + finEnd + "}") + after + outerClose, true);
}

std::string Translator::taskwaitText() { return CXX ? "hbc_rt::taskwait();" : "hbc_taskwait();"; }

// A task scope named v (hbc_tasks.h); closing it waits for its tasks.
std::string Translator::scopeOpen(const std::string &v, const std::string &kind) {
    return CXX ? "hbc_rt::task_scope " + v + "(" + kind + "); "
               : "hbc_task_scope " + v + "; hbc_task_scope_open(&" + v + ", " + kind + "); ";
}

std::string Translator::scopeClose(const std::string &v) {
    return CXX ? v + ".close();" : "hbc_task_scope_close(&" + v + ");";
}

// A deferred task (C++17): a closure that holds its firstprivate copies (copied now, at
// the task's creation) and refers to everything shared; private variables are fresh
// inside. hbc_rt::task spawns it into the current scope.
void Translator::emitTaskDefer(Dir *d) {
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
    std::string irOpen, irClose;
    inReductionTexts(d, std::to_string(d->id), irOpen, irClose);
    for (const Reduction &r : d->inReds) caps += ", " + inReductionPointer(r, std::to_string(d->id)) + " = &" + r.var->getNameAsString();
    privs += irOpen;
    std::string call = "hbc_rt::task(", open, close;
    if (d->taskIf || d->taskFinal)
        call = "hbc_rt::task_ex(" + (d->taskIf ? "(bool)(" + clauseExprText(d->taskIf) + ")" : std::string("true")) + ", " +
               (d->taskFinal ? "(bool)(" + clauseExprText(d->taskFinal) + ")" : std::string("false")) + ", ";
    if (d->dependTracked) {
        int n = 0;
        const std::string v = "__hb_dep_" + std::to_string(d->id);
        open = "{ " + dependArray(d->D, v, n);
        call = "hbc_rt::task_dep(" + v + ", " + std::to_string(n) + ", ";
        close = " }";
    }
    RW.InsertText(R.getBegin(), open + call + "[&" + caps + "]() mutable { " + privs + "{ ", false);
    RW.InsertText(R.getEnd(), " }" + irClose + " });" + close, true);
}

void Translator::emitTaskGroup(Dir *d) {
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
void Translator::emitSectionsPar(Dir *d) {
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
    std::string lv = d->levelUp ? levelEnterText(d) : "";
    RW.InsertText(R.getBegin(), "{ " + lv + taskwaitText() + " " + scopeOpen(v, "HBC_SCOPE_FRESH"), false);
    RW.InsertText(R.getEnd(), " " + scopeClose(v) + (d->levelUp ? " " + levelLeaveText(d) : " ") + "}", true);
}

// Code that leaves S other than at its end (return, goto, a break or continue of an
// enclosing loop or switch), or holds a directive: moved into a fork's lambda, it would
// leave the lambda instead, or wait inside it.
static bool leavesOrWaits(const Stmt *S, int loops = 0, int switches = 0) {
    if (!S || isa<LambdaExpr>(S)) return false;
    if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<CoreturnStmt>(S) ||
        isa<OMPExecutableDirective>(S))
        return true;
    if (isa<BreakStmt>(S)) return loops == 0 && switches == 0;
    if (isa<ContinueStmt>(S)) return loops == 0;
    const bool loop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
    const bool sw = isa<SwitchStmt>(S);
    for (const Stmt *C : S->children())
        if (leavesOrWaits(C, loops + loop, switches + sw)) return true;
    return false;
}

// task ... taskwait in one block (C++): nested hb::fork2 calls. Returns false when the
// block holds no task directive (the caller walks it as usual).
bool Translator::walkTasks(CompoundStmt *CS, Dir *region, Dir *par, Dir *node, bool inBody) {
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
            if (!isa<OMPTaskDirective>(body[k]) && leavesOrWaits(body[k])) fork = false;
            // if/final: an undeferred or included task must finish before the code after
            // it, which a fork may run concurrently; the general form handles them
            if (auto *TD = dyn_cast<OMPTaskDirective>(body[k]))
                for (OMPClause *Cl : TD->clauses()) {
                    if (!(isa<OMPSharedClause>(Cl) || isa<OMPFirstprivateClause>(Cl) || isa<OMPPrivateClause>(Cl) ||
                          isa<OMPDefaultClause>(Cl) || isa<OMPUntiedClause>(Cl) || isa<OMPMergeableClause>(Cl) ||
                          isa<OMPPriorityClause>(Cl)))
                        fork = false;
                    // a file-scope or static array's copy: no lambda capture copies it (emitTasks)
                    if (isa<OMPFirstprivateClause>(Cl) || isa<OMPPrivateClause>(Cl))
                        for (Stmt *E : Cl->children())
                            if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(E));
                                V && !V->hasLocalStorage() && V->getType()->isArrayType())
                                fork = false;
                }
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
bool Translator::valueAssign(Stmt *S, VarDecl *&V, Expr *&E) {
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

// Whether the task body only reads each copied variable's value (a read of it, or a pointer
// dereferenced): its closure can then be a const lambda, which hb::fork2 copies into its
// frame instead of building it in memory before the gate (the suite's fib ran 2.5x the
// hand-written fork2 with a `mutable` closure: g++ no longer inlined the recursion).
static bool copiesOnlyRead(Stmt *Body, const std::set<VarDecl *> &copied, ASTContext &Ctx) {
    bool ok = true;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X || !ok) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(X))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && copied.count(V)) {
                auto P = Ctx.getParents(*DR);
                const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
                while (PS && isa<ParenExpr>(PS)) {
                    P = Ctx.getParents(*PS);
                    PS = P.empty() ? nullptr : P[0].get<Stmt>();
                }
                auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS);
                auto *UO = dyn_cast_or_null<UnaryOperator>(PS);
                const bool read = (IC && IC->getCastKind() == CK_LValueToRValue) ||
                                  (UO && UO->getOpcode() == UO_Deref && V->getType()->isPointerType());
                if (!read) ok = false;
            }
        for (Stmt *C : X->children()) scan(C);
    };
    scan(Body);
    return ok;
}

// A branch `v = g();` or (a task's) `v = (*p)();` whose callee is a local function object:
// the text to pass to hb::fork2 in place of a closure that calls it, or "". The runtime's
// frame then points at the object itself; a closure holding its address would make g++ build
// the object in memory before the fork's gate is tested (the suite's knapsack: nine stores a
// call). hb::fork2 runs its first branch at once on this thread and copies a branch only
// where the copy cannot be told apart, so for a task the meaning is kept when g is shared
// with it (not copied into it), or when p is copied into it and only dereferenced: the
// task would call the same object, at the same point.
static std::string directBranch(Expr *E, bool isTask, const std::set<VarDecl *> &copied) {
    Expr *C = E->IgnoreImplicit();
    if (auto *EW = dyn_cast<ExprWithCleanups>(C)) C = EW->getSubExpr()->IgnoreImplicit();
    if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(C)) C = BT->getSubExpr()->IgnoreImplicit();
    Expr *Callee = nullptr;
    if (auto *OC = dyn_cast<CXXOperatorCallExpr>(C)) {
        if (OC->getOperator() == OO_Call && OC->getNumArgs() == 1) Callee = OC->getArg(0);
    } else if (auto *CE = dyn_cast<CallExpr>(C)) {
        if (CE->getNumArgs() == 0 && !isa<CXXMemberCallExpr>(CE)) Callee = CE->getCallee();
    }
    if (!Callee) return "";
    Callee = Callee->IgnoreParenImpCasts();
    bool deref = false;
    if (auto *UO = dyn_cast<UnaryOperator>(Callee); UO && UO->getOpcode() == UO_Deref) {
        deref = true;
        Callee = UO->getSubExpr()->IgnoreParenImpCasts();
    }
    auto *DR = dyn_cast<DeclRefExpr>(Callee);
    auto *G = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!G || !G->hasLocalStorage() || DR->getLocation().isMacroID()) return "";
    QualType GT = G->getType().getNonReferenceType();
    if (deref) {
        // (*p)(): p a pointer copied into the task; its object is shared either way
        if (!isTask || !copied.count(G) || G->getType()->isReferenceType() || !GT->isPointerType()) return "";
        QualType PT = GT->getPointeeType();
        if (!PT->isDependentType() && !PT->isRecordType()) return "";
        return "*" + G->getNameAsString();
    }
    if (isTask && copied.count(G)) return "";  // the task calls a copy of g
    if (GT->isDependentType() || GT->isRecordType()) return G->getNameAsString();
    return "";
}

void Translator::emitTasks(Dir *d) {
    // items: task | stmt ... taskwait
    std::vector<std::string> texts;
    std::vector<bool> isTask;
    std::vector<std::string> caps;
    // what each task's closure copies: its private and firstprivate variables, listed or (in
    // a template) implicit
    std::vector<std::set<VarDecl *>> byVals(d->items.size());
    for (size_t k = 0; k + 1 < d->items.size(); ++k)
        if (auto *TD = dyn_cast<OMPTaskDirective>(d->items[k])) {
            for (OMPClause *Cl : TD->clauses()) {
                if (auto *FC = dyn_cast<OMPFirstprivateClause>(Cl))
                    for (Expr *E : FC->varlists()) if (VarDecl *V = refVar(E)) byVals[k].insert(V);
                if (auto *PC = dyn_cast<OMPPrivateClause>(Cl))
                    for (Expr *E : PC->varlists()) if (VarDecl *V = refVar(E)) byVals[k].insert(V);
            }
            for (VarDecl *V : templateTaskFirstprivates(TD)) byVals[k].insert(V);
        }
    std::vector<std::string> mut;  // per item: " mutable " unless the closure can be const
    for (size_t k = 0; k + 1 < d->items.size(); ++k) {
        Stmt *X = d->items[k];
        mut.push_back(" mutable ");
        if (auto *TD = dyn_cast<OMPTaskDirective>(X)) {
            if (copiesOnlyRead(assocStmt(TD), byVals[k], Ctx)) mut.back() = " ";
            CharSourceRange R = stmtRange(assocStmt(TD));
            if (R.isInvalid()) { error(TD->getBeginLoc(), "cannot rewrite 'task' inside a macro"); return; }
            // (a file-scope or static variable, or one privatized by an enclosing construct
            // and so declared again there, is copied by an init-capture: before session 38 the
            // task wrote the original, libgomp's task-1.C and task-5.C, helper-39)
            std::string c;
            // (a reference, an orphaned task's reference parameter among them, is copied
            // by value: a by-copy capture copies what it refers to; before session 38 it
            // stayed shared, libgomp's pr86539.C, probe s38_task_reference_param.cpp)
            for (VarDecl *V : byVals[k])
                if (V->hasLocalStorage()) c += ", " + V->getNameAsString();
                else c += ", " + V->getNameAsString() + " = " + V->getNameAsString();
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
            if (auto *TD = dyn_cast<OMPTaskDirective>(X)) X = assocStmt(TD);
            else if (k + 2 != d->items.size()) continue;  // a continuation is a value only when it is the last statement
            VarDecl *V = nullptr;
            Expr *E = nullptr;
            if (!valueAssign(X, V, E) || byVals[k].count(V)) continue;
            CharSourceRange ER = fileRange(E->getSourceRange());
            if (ER.isInvalid()) continue;
            valVar[k] = V->getNameAsString();
            valExpr[k] = text(ER);
            valDirect[k] = directBranch(E, isa<OMPTaskDirective>(d->items[k]), byVals[k]);
        }
    }
    int nfk = 0;
    std::function<std::string(size_t)> gen = [&](size_t k) -> std::string {
        if (k == texts.size()) return "";
        if (!isTask[k]) return texts[k] + "\n" + gen(k + 1);
        bool lv = !valVar[k].empty(), rv = k + 2 == texts.size() && !isTask[k + 1] && !valVar[k + 1].empty();
        if (lv || rv) {
            std::string fk = "__hb_fk" + std::to_string(d->id) + "_" + std::to_string(nfk++);
            // (valDirect is set only for a value branch)
            std::string first = !valDirect[k].empty() ? valDirect[k]
                : "[&" + caps[k] + "]()" + mut[k] + "{ " + (lv ? "return " + valExpr[k] : texts[k]) + "\n; }";
            std::string second = rv && !valDirect[k + 1].empty() ? valDirect[k + 1]
                : "[&]() { " + (rv ? "return " + valExpr[k + 1] : gen(k + 1)) + "\n; }";
            std::string o = "{ auto " + fk + " = hbc_rt::fork2(" + first + ", " + second + "); ";
            if (lv) o += valVar[k] + " = std::move(" + fk + ".first); ";
            if (rv) o += valVar[k + 1] + " = std::move(" + fk + ".second); ";
            return o + "}\n";
        }
        return "hbc_rt::fork2([&" + caps[k] + "]()" + mut[k] + "{ " + texts[k] + "\n; }, [&]() { " + gen(k + 1) + "\n; });\n";
    };
    SourceLocation B = d->items.front()->getBeginLoc();
    if (CharSourceRange P = pragmaOperator(B); P.isValid()) B = P.getBegin();
    Stmt *last = d->items.back();
    SourceLocation end;  // just past the taskwait directive: its pragma line, or its operator
    if (CharSourceRange P = pragmaOperator(last->getBeginLoc()); P.isValid()) {
        end = P.getEnd();
    } else if (CharSourceRange LR = fileRange(last->getSourceRange()); LR.isValid()) {
        bool invalid = false;
        const char *buf = SM.getCharacterData(LR.getEnd(), &invalid);
        unsigned n = 0;
        while (!invalid && buf[n] && buf[n] != '\n') ++n;
        end = LR.getEnd().getLocWithOffset(n);
    }
    if (B.isMacroID() || end.isInvalid()) { error(B, "cannot rewrite 'task' inside a macro"); return; }
    // The taskwait also waits for deferred children created elsewhere in the task (before
    // the fork, or by a callee): one thread-local test when there are none.
    RW.ReplaceText(CharSourceRange::getCharRange(B, end), "{ " + gen(0) + taskwaitText() + " }" + lineDirective(end));
}

}  // namespace hbc
