// Translator (translator.hpp) members: constructs run in place, on the encountering thread
// (tasks, taskgroup, taskloop, sections, and loops with `ordered`, `linear`, an `inscan`
// reduction or a conditional lastprivate), and their data sharing.
#include "translator.hpp"

#include <algorithm>

namespace hbc {

// Tasks that are not a task/taskwait fork, taskgroup, taskloop, sections and the loops above
// run where they are met, on the encountering thread, in program order. This is one of
// OpenMP's own executions: a heartbeat-mode region is a team of one thread, which
// executes every section and every ordered iteration itself, in order, and may execute a
// task immediately at its creation (as for `if(0)`); a task that runs at once satisfies
// every `depend` and has finished at each taskwait, taskgroup end and barrier. Loops nested
// in these constructs stay heartbeat loops. Data sharing: firstprivate copies are made at
// the construct (the task's creation); lastprivate and reduction items are updated in
// place, which is what one thread's private copy copied out or combined at the end gives.
bool Translator::runsInPlace(OMPExecutableDirective *D) {
    if (isa<OMPTaskDirective>(D) || isa<OMPTaskgroupDirective>(D) || isa<OMPSectionsDirective>(D) ||
        isa<OMPParallelSectionsDirective>(D) || isa<OMPParallelMasterDirective>(D) ||
        isOpenMPTaskLoopDirective(D->getDirectiveKind()))
        return true;
    // (a `simd`'s private items: copies of their own, which leave the originals alone; the
    // stripped pragma took them along: helper-56, session 42)
    if (isLoopDir(D) || isa<OMPSimdDirective>(D))
        for (OMPClause *C : D->clauses())
            if (isa<OMPOrderedClause>(C) || (isa<OMPLinearClause>(C) && !C->isImplicit()) ||
                (isa<OMPSimdDirective>(D) && isa<OMPPrivateClause>(C) && !C->isImplicit()) ||
                inPlaceOnlyClause(C))
                return true;
    return false;
}

// A lastprivate item of D (run in place) that is not a reduction item and whose type is a
// class with a non-trivial default constructor, copy assignment or destructor, or is
// dependent (a template's T may be one).
bool Translator::lastprivateNeedsCopy(OMPExecutableDirective *D, VarDecl *V) {
    bool lastprivate = false;
    for (OMPClause *C : D->clauses()) {
        if (auto *LC = dyn_cast<OMPLastprivateClause>(C))
            for (Expr *E : LC->varlists())
                if (refVar(E) == V) {
                    // conditional: the original keeps its value unless an iteration assigns it
                    if (LC->getKind() == OMPC_LASTPRIVATE_conditional) return false;
                    lastprivate = true;
                }
        if (auto *RC = dyn_cast<OMPReductionClause>(C))
            for (Expr *E : RC->varlists())
                if (refVar(E) == V) return false;
    }
    if (!lastprivate) return false;
    QualType T = V->getType().getNonReferenceType();
    if (T->isDependentType()) return !T->isArrayType();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition()) return false;
    return !RD->hasTrivialDefaultConstructor() || !RD->hasTrivialCopyAssignment() || !RD->hasTrivialDestructor();
}

// The items of D in both a firstprivate and a (not conditional) lastprivate clause, in
// clause order.
std::vector<VarDecl *> Translator::firstAndLastprivate(OMPExecutableDirective *D) {
    std::vector<VarDecl *> first, both;
    for (OMPClause *C : D->clauses())
        if (auto *FC = dyn_cast<OMPFirstprivateClause>(C); FC && !misreadImplicitFirstprivate(D, C))
            for (Expr *E : FC->varlists())
                if (VarDecl *V = refVar(E)) first.push_back(V);
    for (OMPClause *C : D->clauses())
        if (auto *LC = dyn_cast<OMPLastprivateClause>(C); LC && LC->getKind() != OMPC_LASTPRIVATE_conditional)
            for (Expr *E : LC->varlists())
                if (VarDecl *V = refVar(E); V && std::count(first.begin(), first.end(), V) &&
                                            !std::count(both.begin(), both.end(), V))
                    both.push_back(V);
    return both;
}

void Translator::walkInline(OMPExecutableDirective *D, Dir *region, Dir *par, Dir *node, bool inBody, const std::string &name) {
    Dir *d = newDir(D, Dir::Inline);
    d->parentLoop = region;
    d->levelUp = isOpenMPParallelDirective(D->getDirectiveKind());
    if ((!par || par->kind == Dir::Orphan) && !region &&
        (isa<OMPSectionsDirective>(D) || isa<OMPForDirective>(D) || isa<OMPForSimdDirective>(D)))
        d->orphanStopWhat = name;
    addDir(d, node);
    std::set<VarDecl *> direct;  // lastprivate and reduction items: updated in place
    for (OMPClause *C : D->clauses()) {
        if (auto *LC = dyn_cast<OMPLastprivateClause>(C)) {
            // (`conditional`, clang 14's only lastprivate modifier, updates in place too)
            for (Expr *E : LC->varlists()) if (VarDecl *V = refVar(E)) direct.insert(V);
        } else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
            if (RC->getModifier() != OMPC_REDUCTION_unknown && RC->getModifier() != OMPC_REDUCTION_inscan) {
                error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                return;
            }
            for (Expr *E : RC->varlists()) if (VarDecl *V = refVar(E)) direct.insert(V);
        }
    }
    auto add = [&](auto vars, std::vector<VarDecl *> &out) {
        for (Expr *E : vars) {
            VarDecl *V = refVar(E);
            // (clang's own implicit firstprivate of a task in a task_reduction's scope: its
            // reduction descriptor, `.task_red.`, which hbc's task reductions do not use)
            if (V && V->getName().startswith(".task_red.")) continue;
            if (!V || isa<OMPCapturedExprDecl>(V)) {
                error(E->getBeginLoc(), "unsupported list item on '" + name + "' (only variables)");
                return false;
            }
            if (direct.count(V) || std::find(out.begin(), out.end(), V) != out.end()) continue;
            // (C: a register variable has no address to copy from; a task's copy, made
            // once, is taken by value: emitInline)
            if (V->getStorageClass() == SC_Register && !(isa<OMPTaskDirective>(D) && !V->getType()->isArrayType())) {
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
        if (isa<OMPInReductionClause>(C) && isa<OMPTaskDirective>(D)) ok = taskReductionItems(C, &d->inReds);
        else if (isa<OMPTaskReductionClause>(C) && isa<OMPTaskgroupDirective>(D)) ok = taskReductionItems(C, nullptr);
        else if (auto *PC = dyn_cast<OMPPrivateClause>(C)) ok = add(PC->varlists(), d->priv);
        else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) ok = misreadImplicitFirstprivate(D, C) || add(FC->varlists(), d->fpriv);
        else if (isa<OMPLastprivateClause>(C) || isa<OMPReductionClause>(C) || isa<OMPSharedClause>(C) ||
                 isa<OMPDefaultClause>(C) || isa<OMPIfClause>(C) || isa<OMPFinalClause>(C) ||
                 isa<OMPUntiedClause>(C) || isa<OMPMergeableClause>(C) || isa<OMPPriorityClause>(C) ||
                 isa<OMPDependClause>(C) || isa<OMPNowaitClause>(C) || isa<OMPScheduleClause>(C) ||
                 isa<OMPOrderedClause>(C) || isa<OMPCollapseClause>(C) || isa<OMPNumThreadsClause>(C) ||
                 isa<OMPProcBindClause>(C) || isa<OMPCopyinClause>(C) || isa<OMPGrainsizeClause>(C) ||
                 isa<OMPNumTasksClause>(C) || isa<OMPNogroupClause>(C) || isa<OMPSafelenClause>(C) ||
                 isa<OMPSimdlenClause>(C) || isa<OMPAlignedClause>(C) || isa<OMPAllocateClause>(C) ||
                 isa<OMPAffinityClause>(C) || isa<OMPOrderClause>(C) || isa<OMPBindClause>(C) ||
                 isa<OMPNontemporalClause>(C)) {
            // no effect on a construct that one thread runs in place, in order (above)
        } else {
            error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                  "' on '" + name + "'");
            ok = false;
        }
        if (!ok) return;
    }
    // (C++) a lastprivate item whose type constructs, assigns or destroys in code the program
    // can see gets a copy of its own, as an OpenMP thread's: a fresh `std::vector` that a
    // section fills is not the original plus what it adds, and a user copy constructor
    // runs (libgomp pr26943.C, ctor-3.C to ctor-6.C: the work ran on the original)
    // (in clause order, not `direct`'s pointer order: the same text on every run)
    std::vector<VarDecl *> lastInOrder;
    for (OMPClause *C : D->clauses())
        if (auto *LC = dyn_cast<OMPLastprivateClause>(C))
            for (Expr *E : LC->varlists())
                if (VarDecl *V = refVar(E); V && !std::count(lastInOrder.begin(), lastInOrder.end(), V))
                    lastInOrder.push_back(V);
    if (CXX)
        for (VarDecl *V : lastInOrder)
            if (lastprivateNeedsCopy(D, V)) {
                bool first = false;
                for (OMPClause *C : D->clauses())
                    if (auto *FC = dyn_cast<OMPFirstprivateClause>(C); FC && !misreadImplicitFirstprivate(D, C))
                        for (Expr *E : FC->varlists()) first |= refVar(E) == V;
                (first ? d->fpriv : d->priv).push_back(V);
                d->lastCopies.push_back(V);
            }
    // A taskloop with num_tasks or grainsize makes that many tasks, each starting from the
    // original of its firstprivate items: an item also lastprivate gets a copy of its own,
    // made afresh where each task starts (taskloopPerTaskCopies), and the last task's comes
    // out (session 72; it was refused, and before that printed the sequential sum)
    if (isOpenMPTaskLoopDirective(D->getDirectiveKind()) &&
        (D->getSingleClause<OMPNumTasksClause>() || D->getSingleClause<OMPGrainsizeClause>()))
        for (VarDecl *V : firstAndLastprivate(D))
            if (std::find(d->lastCopies.begin(), d->lastCopies.end(), V) == d->lastCopies.end() &&
                !V->getType()->isReferenceType() && !(CXX && V->getType()->isArrayType())) {
                d->fpriv.push_back(V);
                d->lastCopies.push_back(V);
            }
    if (curFnDependent && (isa<OMPTaskDirective>(D) || isOpenMPTaskLoopDirective(D->getDirectiveKind()))) {
        if (!templateTaskSharingKnown(D, name)) return;
        // run in place, the task or taskloop makes its implicit firstprivate copies (a write
        // must not reach the original; a taskloop's went to it until session 73, helper-118)
        for (VarDecl *V : templateTaskFirstprivates(D))
            if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end()) d->fpriv.push_back(V);
    }
    if (region && !CXX) {
        // inside an outlined C loop body, a captured variable's uses are rewritten to the
        // capture; a copy is only possible of variables the body owns (declared in it, or
        // private to the loop), whose uses stay as written
        std::vector<VarDecl *> all(d->priv);
        all.insert(all.end(), d->fpriv.begin(), d->fpriv.end());
        // (a scalar or struct from outside: the copy is made from the capture's spelling, and
        // its uses inside keep the name; an array's capture may be a decayed pointer)
        for (VarDecl *V : all)
            if (!region->declaredInside.count(V) && !region->privatized.count(V)) {
                if (V->getType()->isArrayType() || V->getType()->isReferenceType() || !assocStmt(D)) {
                    error(D->getBeginLoc(), "'" + name + "' inside a parallel loop body with a private copy of the array '" +
                          V->getNameAsString() + "', a variable from outside the loop, is not supported in C");
                    return;
                }
                ownCopies.push_back({teamStmtRange(assocStmt(D)), V});
            }
    }
    // (a task's lifetime warning waits for its body's walk: cTaskKeepNested may keep it in place)
    const bool outermost = !region && !inConstruct(par) && !inPlaceDepth && !lambdaDepth;
    if (isa<OMPTaskDirective>(D)) decideTask(d);
    else if (isa<OMPTaskgroupDirective>(D)) d->kind = Dir::TaskGroup;
    else if (isa<OMPSectionsDirective>(D) || isa<OMPParallelSectionsDirective>(D)) decideSections(d);
    // The task form of a device construct met outside any region (a `target` with copies)
    // runs its body once, in place, at the level it is met: a `parallel` in it is a
    // first active level, as one written without the construct (probe
    // s22f_target_written_scalar_team_region.c; HeCBench romberg)
    const bool deviceTop = isa<OMPTaskDirective>(D) && !region && !inConstruct(par) && !inPlaceDepth && curFn &&
                           (!lambdaDepth || CXX) && deviceRewriteAt(D->getBeginLoc());
    if (!deviceTop) ++inPlaceDepth;
    if (Stmt *A = assocStmt(D)) walk(A, region, par, d, inBody);
    if (!deviceTop) --inPlaceDepth;
    cTaskKeepNested(d);
    if (d->kind == Dir::TaskDefer && outermost) warnTaskOutlivesLocals(D, curFn);
}

}  // namespace hbc
