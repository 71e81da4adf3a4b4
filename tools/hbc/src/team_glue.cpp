// Team mode's glue to the Translator (team_mode.hpp, docs/hbc-internals.md "Team mode"): the services
// team mode uses, the regions heartbeat mode hands over after checkRegions, and the team
// branch of orphaned worksharing loops (emit_loops.cpp emits the heartbeat one).
#include "translator.hpp"

#include <algorithm>

namespace hbc {

namespace {
// error() silenced while a dry run asks (TeamMode::translates), restored on every path
struct QuietErrors {
    bool &flag;
    const bool was;
    QuietErrors(bool &f, bool quiet) : flag(f), was(f) { f = quiet; }
    ~QuietErrors() { flag = was; }
};
}  // namespace

TeamHost Translator::teamHost() {
    TeamHost h;
    h.Ctx = &Ctx;
    h.RW = &RW;
    h.CXX = CXX;
    h.error = [this](SourceLocation L, const std::string &m) { error(L, m); };
    h.stmtRange = [this](Stmt *S) { return stmtRange(S); };
    h.fileRange = [this](SourceRange R) { return fileRange(R); };
    h.removePragma = [this](OMPExecutableDirective *D) { removePragma(D); };
    h.runtimeBoundArray = [this](const VarDecl *V) { return runtimeBoundArray(V); };
    h.pragmaOnlyMacro = [this](OMPExecutableDirective *D) { return pragmaOnlyMacro(D); };
    h.inPragmaString = [this](Expr *E) { return inPragmaString(E); };
    h.pragmaConstant = [this](Expr *E) { return pragmaConstant(E); };
    h.printExpr = [this](Expr *E, const std::function<std::string(VarDecl *)> &spell) {
        return printedExprText(E, nullptr, spell);
    };
    h.typeStr = [this](QualType T, const std::string &n) { return typeStr(T, n); };
    h.lineDirective = [this](SourceLocation L) { return lineDirective(L); };
    h.flattenConditionalsCutBy = [this](CharSourceRange R) { flattenConditionalsCutBy(R); };
    h.insertTop = [this](Decl *top, const std::string &s, SourceLocation at) { insertTop(top, s, at); };
    h.functionLocalType = [this](const Decl *D) { return functionLocalType(D); };
    h.anonymousLocalEnum = [this](const Decl *D) { return anonymousLocalEnum(D); };
    h.privateMemberOk = [this](VarDecl *V, OMPExecutableDirective *D) { return privateMemberOk(V, D); };
    h.cancelText = [this](OMPExecutableDirective *D) { return cancelText(D); };
    h.whereText = [this](SourceLocation L) { return whereText(L); };
    h.ownThreadLimit = [this](OMPExecutableDirective *D) { return ownThreadLimit(D); };
    h.underThreadLimit = [this](OMPExecutableDirective *D) { return underThreadLimit(D); };
    h.taskloopTasks = [this](OMPExecutableDirective *D, Stmt *S, const std::string &again, std::string &pre,
                             Rewriter &rw) { return taskloopTasks(D, S, nullptr, again, pre, rw); };
    h.reductionItem = [this](Expr *E, TeamReduction &out, bool quiet) {
        Reduction r;
        if (QuietErrors q(quietErrors, quiet); !reductionItem(E, Op::Add, "+", r)) return false;
        out.var = r.var;
        out.lo = r.lo;
        out.len = r.len;
        out.dim = r.dim;
        out.element = r.element;
        out.elem = r.elem;
        out.array = r.array;
        return true;
    };
    h.userReduction = [this](OMPReductionClause *C, Expr *E, TeamReduction &out, bool quiet) {
        QuietErrors q(quietErrors, quiet);
        bool failed = false;
        OMPDeclareReductionDecl *U = findUDR(C->getNameInfo().getName(), E, E->getBeginLoc(), failed);
        if (failed) return 0;
        if (!U) return -1;
        Reduction r;
        if (C->getModifier() != OMPC_REDUCTION_unknown) {
            error(C->getBeginLoc(), "unsupported reduction modifier on a user-defined reduction");
            return 0;
        }
        if (!udrReduction(U, E, E->getBeginLoc(), r)) return 0;
        out.var = r.var;
        out.udr = true;
        out.udrComb = r.comb;
        out.udrIdent = r.ident;
        out.udrInit = r.initStmt;
        if (!quiet) udrHandled.insert(C);
        return 1;
    };
    h.collapseCount = [this](OMPExecutableDirective *D, OMPCollapseClause *C, bool quiet) {
        QuietErrors q(quietErrors, quiet);
        return collapseCount(D, C);
    };
    h.mayWrite = [this](const Expr *E) { return mayWrite(E); };
    h.someInstantiatedType = [this](const VarDecl *V, const std::function<bool(QualType)> &pred) {
        return someInstantiatedType(V, pred);
    };
    h.frozenVlaType = [this](QualType T, const std::string &at, const std::string &id, std::string &site,
                             std::vector<std::string> &ctx, std::string &fn) {
        return frozenVlaType(T, at, id, site, ctx, fn);
    };
    h.isWaitLoop = [this](Stmt *S) {
        std::set<VarDecl *> polled;
        return isWaitLoop(S, polled);
    };
    h.isWaitLoopInBody = [this](Stmt *S) {
        std::set<VarDecl *> polled;
        return isWaitLoopInBody(S, polled);
    };
    h.criticalLock = [this](const std::string &name) {  // the lock word heartbeat mode uses too
        std::string var = "__hbc_crit_" + (name.empty() ? std::string("unnamed_") : name);
        criticalNames.insert(var);
        return var;
    };
    h.emitAtomic = [this](OMPAtomicDirective *A) { emitAtomic(newDir(A, Dir::Atomic)); };
    h.taskDeferrable = [this](OMPExecutableDirective *D, FunctionDecl *F) {
        return CXX && taskBodyDeferrable(assocStmt(D)) && cxxTaskClosure(D, F && F->isDependentContext());
    };
    h.correctTaskSharing = [this](OMPExecutableDirective *D, std::vector<VarDecl *> &fpriv, bool &unknown) {
        correctTaskSharing(D, fpriv, unknown);
    };
    return h;
}

// A region whose private variables a worksharing loop writes in a way heartbeat mode cannot
// keep per thread runs in team mode: its directives leave the heartbeat tree (and their
// variable uses the C capture lists) and team mode translates it. It is nested in nothing
// (teamCandidates), so no other construct's text holds it.
void Translator::deferToTeam() {
    // (in the regions' order, not the pointers': team mode numbers them as it goes)
    std::vector<Dir *> ordered(teamRegions.begin(), teamRegions.end());
    std::sort(ordered.begin(), ordered.end(), [](const Dir *a, const Dir *b) { return a->id < b->id; });
    for (Dir *P : ordered) {
        std::set<Dir *> sub;
        std::function<void(Dir *)> add = [&](Dir *d) {
            sub.insert(d);
            for (Dir *c : d->children) add(c);
        };
        add(P);
        roots.erase(std::remove(roots.begin(), roots.end(), P), roots.end());
        for (auto &up : dirs)
            up->children.erase(std::remove(up->children.begin(), up->children.end(), P), up->children.end());
        for (auto &up : dirs)
            if (sub.count(up.get())) teamDirs.push_back(std::move(up));
        dirs.erase(std::remove(dirs.begin(), dirs.end(), nullptr), dirs.end());
        refs.erase(std::remove_if(refs.begin(), refs.end(), [&](auto &rf) { return sub.count(rf.second) > 0; }),
                   refs.end());
        CharSourceRange R = stmtRange(P->D);
        funcNames.erase(std::remove_if(funcNames.begin(), funcNames.end(), [&](auto &fn) {
            SourceLocation L = SM.getExpansionLoc(fn.first->getBeginLoc());
            const bool inside = R.isValid() && SM.isPointWithin(L, R.getBegin(), R.getEnd());
            // C: the body moves into an outlined function, where the name is #defined instead
            if (inside && !CXX) funcNameDefines[P->topDecl] = fn.second;
            if (inside && CXX && teamCandidates[P] && (fn.first->getIdentKind() == PredefinedExpr::Func ||
                                                       fn.first->getIdentKind() == PredefinedExpr::Function))
                cxxFuncNameFns.insert(teamCandidates[P]);
            return inside;
        }), funcNames.end());
        team->translate(P->D, teamCandidates[P], P->topDecl, seen);
    }
}

// An orphaned worksharing loop: in a function, outside any parallel region of its own
// (docs/hbc-internals.md, "Orphaned worksharing loops"). It binds to the caller's team at run time.
bool Translator::isOrphaned(Dir *d) {
    return d->kind == Dir::Loop && !d->parentLoop && !d->isParallelFor && !d->taskloop && d->parRegion && d->parRegion->kind == Dir::Orphan;
}

// How an orphaned loop is shared among a team that reaches it: the members run the same
// outlined range function by the loop's schedule (auto: static blocks; runtime: run-sched-var),
// reductions are combined into the original under a lock, and the loop ends with a barrier
// unless nowait. why: what keeps a loop from that form (its reached-by-a-team branch stops).
Translator::OrphanTeamForm Translator::orphanTeamForm(Dir *d) {
    OrphanTeamForm t;
    for (OMPClause *C : d->D->clauses()) {
        if (auto *S = dyn_cast<OMPScheduleClause>(C)) {
            if (S->getScheduleKind() == OMPC_SCHEDULE_dynamic) t.sched = "HB_TEAM_DYNAMIC";
            else if (S->getScheduleKind() == OMPC_SCHEDULE_guided) t.sched = "HB_TEAM_GUIDED";
            else if (S->getScheduleKind() == OMPC_SCHEDULE_runtime) {
                t.sched = "hbc_runtime_schedule()";
                t.chunk = "hbc_runtime_chunk()";
            }
            if (Expr *E = S->getChunkSize()) t.chunk = "(int64_t)(" + clauseExprText(E) + ")";
        } else if (isa<OMPNowaitClause>(C)) {
            t.nowait = true;
        }
    }
    for (auto &r : d->reds)
        if (r.array) t.why = "for with an array reduction";
    if (d->orderedShare) {
        t.ordered = true;
        t.flags = "HB_TEAM_NOWAIT | HB_TEAM_ORDERED";
    }
    for (auto *V : d->fpriv)
        if (std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end()) t.fpLast = true;
    return t;
}

// The branch of an orphaned construct that a team member reaches when hbc cannot share the
// construct among the team: the program stops naming it.
std::string Translator::orphanStop(Dir *d, const std::string &what) {
    return "hbc_orphan_unsupported(\"" + whereText(d->D->getBeginLoc()) + "\", \"" + cStringBody(what) + "\"); ";
}

std::string Translator::whereText(SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    return cStringBody(P.isValid() ? givenName(tool, P.getFilename()) + ":" + std::to_string(P.getLine()) : "?");
}

// `cancel`: hbc cancels nothing. OpenMP ignores the construct while cancel-var is false
// (OMP_CANCELLATION unset or false); with it true the program stops at a cancel whose `if`
// holds (hbc_cancel_reached), instead of running on as if nothing were cancelled.
std::string Translator::cancelText(OMPExecutableDirective *D) {
    std::string cond = "1";
    for (OMPClause *C : D->clauses())
        if (auto *IC = dyn_cast<OMPIfClause>(C))
            if (Expr *E = IC->getCondition()) cond = "(" + clauseExprText(E) + ") != 0";
    const char *what = "";
    if (auto *CD = dyn_cast<OMPCancelDirective>(D)) switch (CD->getCancelRegion()) {
        case llvm::omp::OMPD_parallel: what = "parallel"; break;
        case llvm::omp::OMPD_for: what = "for"; break;
        case llvm::omp::OMPD_sections: what = "sections"; break;
        case llvm::omp::OMPD_taskgroup: what = "taskgroup"; break;
        default: break;
        }
    return "hbc_cancel_reached(\"" + whereText(D->getBeginLoc()) + "\", \"" + what + "\", " + cond + ");";
}

// The two branches of an orphaned loop: a team member runs `loop` (its share), then the
// reductions' `combines` under the lock, then the barrier; anyone else the heartbeat loop.
std::string Translator::orphanBranches(Dir *d, const OrphanTeamForm &t, const std::string &heartbeat,
                                       const std::string &loop, const std::string &combines) {
    std::string team;
    if (!t.why.empty()) {
        team = orphanStop(d, t.why);
    } else {
        team = loop;
        if (!combines.empty())
            team += "hb_team_critical_begin(\"hbc.reduction\"); " + combines + "hb_team_critical_end(\"hbc.reduction\"); ";
        // (an ordered loop's `ordered` blocks wait for their turn only while this member runs its share)
        if (t.ordered) team = "{ const int __hb_osh = hbc_ordered_share_enter(); " + team + "hbc_ordered_share_leave(__hb_osh); } ";
        team = (t.fpLast ? "hb_team_barrier(); " : "") + team + (t.nowait ? "" : "hb_team_barrier(); ");
    }
    // anyone else: the heartbeat loop, run in order outside any active region (a team of one)
    const std::string serial = CXX ? "hbc_rt::orphan_serial __hb_os; " + heartbeat
                                   : "hb_serial __hb_os; int __hb_os_on = hbc_orphan_serial_begin(&__hb_os); " + heartbeat +
                                         "if (__hb_os_on) hb_serial_end(&__hb_os); ";
    return "if (hbc_orphan_team()) { " + team + "} else { " + serial + "} ";
}

std::string teamCopyprivateEnd(const std::vector<std::pair<std::string, QualType>> &items, bool cxx,
                               const ASTContext &Ctx) {
    std::string ptrs, sizes, assigns;
    bool byAssignment = false;
    for (const auto &[n, type] : items) {
        const QualType T = type.getNonReferenceType();
        byAssignment = byAssignment || (cxx && (T->isDependentType() || !T.isTriviallyCopyableType(Ctx)));
        const char *sep = ptrs.empty() ? "" : ", ";
        ptrs += sep + std::string("(void *)&") + n;
        sizes += sep + std::string("sizeof ") + n;
        assigns += sep + std::string("hbc_rt::copyprivate_assign<decltype(") + n + ")>()";
    }
    const std::string count = std::to_string(items.size());
    return "{ void *const __hb_cp[] = {" + ptrs + "}; const size_t __hb_cs[] = {" + sizes + "}; " +
           (byAssignment ? "const hb_assign_fn __hb_ca[] = {" + assigns + "}; hb_team_single_end_assign(__hb_cp, __hb_cs, __hb_ca, " + count
                         : "hb_team_single_end_copy(__hb_cp, __hb_cs, " + count) +
           "); }";
}

}  // namespace hbc
