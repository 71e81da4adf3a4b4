// Translator (translator.hpp) member: a warning for an orphaned task that shares a local of
// its function with no wait after it there (docs/hbc-limits.md, "Tasks that outlive their
// function's locals").
#include "translator.hpp"

using namespace clang;

namespace hbc {

namespace {

// Whether S holds a taskwait, taskgroup or barrier that begins after L.
bool waitAfter(Stmt *S, SourceLocation L, const SourceManager &SM) {
    if (!S) return false;
    if ((isa<OMPTaskwaitDirective>(S) || isa<OMPTaskgroupDirective>(S) || isa<OMPBarrierDirective>(S)) &&
        SM.isBeforeInTranslationUnit(L, S->getBeginLoc()))
        return true;
    for (Stmt *C : S->children())
        if (waitAfter(C, L, SM)) return true;
    return false;
}

}  // namespace

// D is a task deferred outside any construct of its function F (an orphaned task). Each
// variable it names in `shared` that lives in F's frame must outlive the task: without a
// taskwait, taskgroup or barrier after it in F, the task may run after F has returned.
// OpenMP leaves that undefined; libgomp often runs such a task before the frame is reused,
// hbc later (a heartbeat or the next wait), so the program that worked by chance reads a dead
// frame (helper-121, session 74). A warning, not a refusal: a callee of F may wait.
void Translator::warnTaskOutlivesLocals(OMPExecutableDirective *D, FunctionDecl *F) {
    // (not main: its frame lasts as long as the program)
    if (!F || !F->hasBody() || F->isMain()) return;
    std::vector<std::pair<Expr *, VarDecl *>> items;
    for (OMPClause *C : D->clauses())
        if (auto *SC = dyn_cast<OMPSharedClause>(C))
            for (Expr *E : SC->varlists()) {
                auto *DR = dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
                auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
                if (V && V->hasLocalStorage() && !V->getType()->isReferenceType() && V->getParentFunctionOrMethod() == F)
                    items.push_back({E, V});
            }
    if (items.empty() || waitAfter(F->getBody(), D->getEndLoc(), SM)) return;  // (the walk only when needed)
    const std::string f = F->getNameAsString();
    for (auto [E, V] : items) {
        const std::string v = V->getNameAsString();
        warn(E->getBeginLoc(), "this task shares '" + v + "', " + (isa<ParmVarDecl>(V) ? "a parameter" : "a local variable") +
                                   " of '" + f + "', and no taskwait, taskgroup or barrier follows the task in '" + f +
                                   "': the task may run after '" + f + "' returns, when '" + v +
                                   "' no longer exists (undefined in OpenMP; hbc defers tasks longer than libgomp usually does)");
    }
}

}  // namespace hbc
