// Translator (translator.hpp) members: task reductions (OpenMP 5.0), `taskgroup
// task_reduction` and `task in_reduction` (docs/hbc-internals-tasks.md, "Task reductions").
// A task with in_reduction items gets a private copy of each, made with the operator's
// identity where the task starts, and combines it into the original under one lock where
// it ends (hbc_task_reduction_lock); the taskgroup itself needs nothing, since it ends after
// all its tasks, every contribution combined.
#include "translator.hpp"

namespace hbc {

// The items of a task_reduction (on taskgroup) or in_reduction (on task) clause: scalar
// variables (not references) with a built-in operator. Anything else is refused at the item.
bool Translator::taskReductionItems(OMPClause *C, std::vector<Reduction> *out) {
    const char *clause = isa<OMPTaskReductionClause>(C) ? "task_reduction" : "in_reduction";
    DeclarationNameInfo name;
    std::vector<Expr *> list;
    if (auto *TR = dyn_cast<OMPTaskReductionClause>(C)) {
        name = TR->getNameInfo();
        for (Expr *E : TR->varlists()) list.push_back(E);
    } else {
        auto *IR = cast<OMPInReductionClause>(C);
        name = IR->getNameInfo();
        for (Expr *E : IR->varlists()) list.push_back(E);
    }
    const std::string op = name.getName().getAsString();
    Op o;
    if (!builtInReductionOp(op, o)) {
        error(C->getBeginLoc(), std::string("'") + clause + "' with a user-defined reduction ('" + op +
              "') is not supported (built-in operators only)");
        return false;
    }
    for (Expr *E : list) {
        Reduction r;
        if (!reductionItem(E, o, op, r)) return false;
        if (r.array || !r.var || r.var->getType()->isReferenceType() || isa<OMPCapturedExprDecl>(r.var) ||
            r.var->getTLSKind() != VarDecl::TLS_None) {
            error(E->getBeginLoc(), std::string("'") + clause + "' on this item is not supported (a scalar "
                  "variable that is not a reference or thread-local)");
            return false;
        }
        if (out) out->push_back(r);
    }
    return true;
}

// A task's in_reduction items, whose originals' addresses the caller has taken where the
// task is created, as inReductionPointer (a C++ closure's capture, a C task's struct field,
// a local before an in-place task's copy): `open` makes each private copy from the
// identity where the task starts, `close` combines it into the original under the task
// reductions' lock where it ends.
void Translator::inReductionTexts(Dir *d, const std::string &id, std::string &open, std::string &close) {
    for (const Reduction &r : d->inReds) {
        const std::string n = r.var->getNameAsString(), p = inReductionPointer(r, id);
        QualType T = r.var->getType().getUnqualifiedType();
        const std::string ty = CXX ? cxxType(r.var, nullptr) : typeStr(T);
        open += (CXX ? ty + " " + n : typeStr(T, n)) + " = " + identity(r, ty) + "; ";
        close += " hbc_task_reduction_lock(); " + combine(r, "(*" + p + ")", n) + " hbc_task_reduction_unlock();";
    }
}

}  // namespace hbc
