// Translator (translator.hpp) members: the depend items of a task deferred with its dependences
// kept (docs/hbc-internals-tasks.md, "Tasks with depend"; the runtime side is shim/hbc_deps.c).
#include "translator.hpp"

using namespace clang;

namespace hbc {

// Whether every depend item of D has an address the task's creation can take: in, out,
// inout or mutexinoutset; no iterator; an lvalue (not a bit-field) or an array section of
// one, with no side effect; written out in the source (not in a _Pragma string).
bool Translator::dependAddressable(OMPExecutableDirective *D) {
    for (OMPClause *C : D->clauses()) {
        auto *DC = dyn_cast<OMPDependClause>(C);
        if (!DC) continue;
        const OpenMPDependClauseKind K = DC->getDependencyKind();
        if (DC->getModifier() || !(K == OMPC_DEPEND_in || K == OMPC_DEPEND_out || K == OMPC_DEPEND_inout ||
                                   K == OMPC_DEPEND_mutexinoutset))
            return false;
        for (Expr *E : DC->varlists()) {
            if (!E || inPragmaString(E) || (!E->isValueDependent() && E->HasSideEffects(Ctx))) return false;
            const Expr *B = E->IgnoreParens();
            if (auto *AS = dyn_cast<OMPArraySectionExpr>(B)) {
                if (isa<OMPArraySectionExpr>(AS->getBase()->IgnoreParenImpCasts())) return false;
                continue;
            }
            if (isa<OMPArrayShapingExpr>(B)) return false;
            if (!E->isTypeDependent() && (!E->isGLValue() || E->refersToBitField())) return false;
        }
    }
    return true;
}

// The items of a tracked task (dependTracked) as an array named v, evaluated where the task
// is created; returns the number of items.
std::string Translator::dependArray(OMPExecutableDirective *D, const std::string &v, int &n) {
    std::string items;
    n = 0;
    for (OMPClause *C : D->clauses()) {
        auto *DC = dyn_cast<OMPDependClause>(C);
        if (!DC) continue;
        const std::string out = DC->getDependencyKind() == OMPC_DEPEND_in ? "0" : "1";
        for (Expr *E : DC->varlists()) {
            std::string addr;
            if (auto *AS = dyn_cast<OMPArraySectionExpr>(E->IgnoreParens()))
                addr = "&(" + clauseExprText(AS->getBase()) + ")[" +
                       (AS->getLowerBound() ? clauseExprText(AS->getLowerBound()) : std::string("0")) + "]";
            else
                addr = (CXX ? "__builtin_addressof(" : "&(") + clauseExprText(E) + ")";
            items += std::string(n ? ", " : "") + "{(const void *)" + addr + ", " + out + "}";
            ++n;
        }
    }
    return "const hbc_dep " + v + "[] = {" + items + "}; ";
}

}  // namespace hbc
