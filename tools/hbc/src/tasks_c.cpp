// Translator (translator.hpp) members: C tasks deferred as outlined functions
// (docs/hbc-internals-tasks.md, "Tasks"): whether a task can be, the renaming of the
// function's locals it shares, and the emission.
#include "translator.hpp"
#include "unused_locals.hpp"

#include <clang/AST/RecursiveASTVisitor.h>

using namespace clang;

namespace hbc {
namespace {
// The variables named inside a type as written (`__typeof__(n)`, at any depth): the outlined
// body keeps the text, which names whatever `n` is at file scope there.
struct TypeVarRefs : RecursiveASTVisitor<TypeVarRefs> {
    std::vector<VarDecl *> vars;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (auto *V = dyn_cast<VarDecl>(E->getDecl())) vars.push_back(V);
        return true;
    }
};
std::vector<VarDecl *> varsInTypeAsWritten(TypeSourceInfo *TSI) {
    TypeVarRefs R;
    if (TSI) R.TraverseTypeLoc(TSI->getTypeLoc());
    return R.vars;
}

Dir *findDescendant(Dir *d, OMPExecutableDirective *D) {
    for (Dir *c : d->children) {
        if (c->D == D) return c;
        if (Dir *g = findDescendant(c, D)) return g;
    }
    return nullptr;
}
}  // namespace

bool Translator::cTaskOutlinable(Dir *d) {
    if (d->parentLoop || !d->topDecl || !assocStmt(d->D)) return false;
    std::set<VarDecl *> inside, fp(d->fpriv.begin(), d->fpriv.end()), pv(d->priv.begin(), d->priv.end());
    std::map<std::string, VarDecl *> names;
    bool ok = true;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X || !ok) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
            // atomic, critical, flush and taskyield rewrite their own text only, from the
            // body's names as cTaskSharedNames rewrote them (first); taskwait and taskgroup
            // add calls that name no variable (the outlined body opens the task's own scope).
            // Others make code or copies of their own that would name the function's locals.
            // A nested task is deferred in its turn (cTaskKeepNested checks that it was), its
            // site spelling this task's shared locals through their pointers; not one whose
            // clause expressions or items would keep the function's spelling.
            if (isa<OMPTaskDirective>(OD))
                for (OMPClause *C : OD->clauses())
                    if (isa<OMPIfClause>(C) || isa<OMPFinalClause>(C) || isa<OMPDependClause>(C) ||
                        isa<OMPInReductionClause>(C) || isa<OMPAllocateClause>(C) || isa<OMPAffinityClause>(C))
                        ok = false;
            if (isa<OMPAtomicDirective>(OD) || isa<OMPCriticalDirective>(OD) || isa<OMPFlushDirective>(OD) ||
                isa<OMPTaskyieldDirective>(OD) || isa<OMPTaskwaitDirective>(OD) || isa<OMPTaskDirective>(OD) ||
                (isa<OMPTaskgroupDirective>(OD) && !OD->hasClausesOfKind<OMPTaskReductionClause>()))
                scan(assocStmt(OD));
            else
                ok = false;
            return;
        }
        if (isa<PredefinedExpr>(X) || isa<StmtExpr>(X)) { ok = false; return; }
        // A type written in the body must be nameable in the outlined function: not one
        // declared in the function, nor one naming a local of the function other than the
        // task's own copies (`__typeof__(n) big`: the outlined text names a global n, or none;
        // helper-126: n=-240 for n=10000).
        auto writtenType = [&](QualType T, TypeSourceInfo *TSI) {
            if (cLocalType(T)) ok = false;
            for (VarDecl *V : varsInTypeAsWritten(TSI))
                if (!inside.count(V) && !fp.count(V) && !pv.count(V) && isFunctionLocal(V)) ok = false;
        };
        if (auto *DS = dyn_cast<DeclStmt>(X))
            for (Decl *Dd : DS->decls()) {
                if (auto *V = dyn_cast<VarDecl>(Dd)) {
                    writtenType(V->getType(), V->getTypeSourceInfo());
                    inside.insert(V);
                    if (V->getType()->isVariablyModifiedType()) ok = false;
                } else {
                    ok = false;  // a type or function declared in the task
                }
            }
        if (auto *EC = dyn_cast<ExplicitCastExpr>(X)) writtenType(EC->getTypeAsWritten(), EC->getTypeInfoAsWritten());
        if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(X); UE && UE->isArgumentType())
            writtenType(UE->getArgumentType(), UE->getArgumentTypeInfo());
        if (auto *CL = dyn_cast<CompoundLiteralExpr>(X)) writtenType(CL->getType(), CL->getTypeSourceInfo());
        if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
            if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
                if (functionLocalType(EC)) ok = false;
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
                if (inside.count(V)) {
                } else if (isFunctionLocal(V) || fp.count(V) || pv.count(V)) {
                    QualType T = V->getType();
                    if (V->getStorageClass() == SC_Register || T->isVariablyModifiedType() || cLocalType(T) ||
                        T->isReferenceType())
                        ok = false;
                    if (!fp.count(V) && !pv.count(V) && DR->getLocation().isMacroID()) ok = false;
                    auto it = names.find(V->getNameAsString());
                    if (it != names.end() && it->second != V) ok = false;
                    names[V->getNameAsString()] = V;
                }
            }
        }
        for (Stmt *C : X->children()) scan(C);
    };
    scan(assocStmt(d->D));
    for (VarDecl *V : d->fpriv)
        if (V->getType()->isVariablyModifiedType() || cLocalType(V->getType())) ok = false;
    for (VarDecl *V : d->priv)
        if (V->getType()->isVariablyModifiedType() || cLocalType(V->getType())) ok = false;
    return ok;
}

// A C task's uses of its function's locals that it shares become `(*__hb_p_v)` (the
// outlined function's pointers); done before the body's own directives are rewritten
// (emit), so that an atomic's text, made from the body's, names them so too.
void Translator::cTaskSharedNames(Dir *d) {
    std::set<VarDecl *> inside, fp(d->fpriv.begin(), d->fpriv.end()), pv(d->priv.begin(), d->priv.end());
    for (const Reduction &r : d->inReds) pv.insert(r.var);  // in_reduction: a copy of the task's own
    std::set<VarDecl *> sharedSet;
    auto share = [&](VarDecl *V) {
        if (!inside.count(V) && !fp.count(V) && !pv.count(V) && isFunctionLocal(V) && sharedSet.insert(V).second)
            d->cShared.push_back(V);
    };
    // A nested task renames its own body (it is deferred too: cTaskKeepNested); this task
    // only reaches what the nested one takes from the function at its site, which is spelled
    // through this task's pointers (emitTaskC).
    auto nested = [&](OMPExecutableDirective *OD) {
        Dir *in = findDescendant(d, OD);
        if (!in) return;
        in->cOuterTask = d;
        std::set<VarDecl *> own(in->priv.begin(), in->priv.end());
        for (VarDecl *V : in->fpriv) share(V);
        std::function<void(Stmt *)> reach = [&](Stmt *X) {
            if (!X) return;
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) own.insert(V);
            if (auto *DR = dyn_cast<DeclRefExpr>(X))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && !own.count(V)) share(V);
            if (auto *ID = dyn_cast<OMPExecutableDirective>(X)) return reach(assocStmt(ID));
            for (Stmt *C : X->children()) reach(C);
        };
        reach(assocStmt(OD));
    };
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X) return;
        if (auto *TD = dyn_cast<OMPTaskDirective>(X)) return nested(TD);
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) return scan(assocStmt(OD));  // (not its captures)
        if (auto *DS = dyn_cast<DeclStmt>(X))
            for (Decl *Dd : DS->decls()) if (auto *V = dyn_cast<VarDecl>(Dd)) inside.insert(V);
        if (auto *DR = dyn_cast<DeclRefExpr>(X)) {
            if (auto *FD = dyn_cast<FunctionDecl>(DR->getDecl())) calledFns[d->topDecl].insert(FD);
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (!inside.count(V) && !fp.count(V) && !pv.count(V) && isFunctionLocal(V)) {
                    share(V);
                    RW.ReplaceText(CharSourceRange::getTokenRange(DR->getLocation(), DR->getLocation()),
                                   "(*" + ptrName(V) + ")");
                }
        }
        for (Stmt *C : X->children()) scan(C);
    };
    scan(assocStmt(d->D));
}

void Translator::emitTaskC(Dir *d) {
    Stmt *S = assocStmt(d->D);
    CharSourceRange R = stmtRange(S);
    if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'task' inside a macro"); return; }
    std::string id = std::to_string(d->id), st = "__hb_tk_" + id, fnName = "__hb_task_" + id, tv = "__hb_t_" + id;
    const std::vector<VarDecl *> &shared = d->cShared;
    // (in an enclosing deferred task's body, the locals that task shares are its pointers)
    auto outer = [&](VarDecl *V) {
        Dir *o = d->cOuterTask;
        return o && std::count(o->cShared.begin(), o->cShared.end(), V) ? "(*" + ptrName(V) + ")" : V->getNameAsString();
    };
    removePragma(d->D);
    std::string body = text(R);
    std::string def = "struct " + st + " { char __hb_unused;", fn, site = "{ struct " + st + " " + tv + "; ";
    fn = "static void " + fnName + "(void *__hb_d) {\n  struct " + st + " *__hb_t = (struct " + st + " *)__hb_d;\n";
    for (VarDecl *V : shared) {
        QualType PT = Ctx.getPointerType(V->getType());
        def += " " + typeStr(PT, ptrName(V)) + ";";
        site += tv + "." + ptrName(V) + " = &" + outer(V) + "; ";
        fn += "  " + typeStr(PT.withConst(), ptrName(V)) + " = __hb_t->" + ptrName(V) + ";\n";
    }
    for (VarDecl *V : d->fpriv) {
        std::string n = V->getNameAsString();
        def += " " + typeStr(V->getType().getUnqualifiedType(), n) + ";";
        if (V->getType()->isArrayType()) {
            site += "__builtin_memcpy(" + tv + "." + n + ", " + outer(V) + ", sizeof " + tv + "." + n + "); ";
            fn += "  " + declAlign(V) + typeStr(V->getType().getUnqualifiedType(), n) + "; __builtin_memcpy(" + n + ", __hb_t->" + n + ", sizeof " + n + ");" + voidUseEnd(V) + "\n";
        } else {
            site += tv + "." + n + " = " + outer(V) + "; ";
            // ((void): a copy the body never reads warns under -Wall -Werror where gcc's build is clean)
            fn += "  " + declAlign(V) + typeStr(V->getType(), n) + " = __hb_t->" + n + ";" + voidUseEnd(V) + "\n";
        }
    }
    for (VarDecl *V : d->priv)
        fn += "  " + declAlign(V) + cDecl(V, V->getNameAsString()) + ";" + voidUseEnd(V) + "\n";
    std::string irClose;
    if (!d->inReds.empty()) {
        std::string open;
        inReductionTexts(d, id, open, irClose);
        for (const Reduction &r : d->inReds) {
            const std::string n = r.var->getNameAsString(), p = inReductionPointer(r, id);
            QualType PT = Ctx.getPointerType(r.var->getType());
            def += " " + typeStr(PT, p) + ";";
            site += tv + "." + p + " = &" + n + "; ";
            fn += "  " + typeStr(PT.withConst(), p) + " = __hb_t->" + p + ";\n";
        }
        fn += "  " + open + "\n";
    }
    def += " };\n";
    fn += "  (void)__hb_t;\n  hbc_task_scope __hb_ts; hbc_task_scope_open(&__hb_ts, HBC_SCOPE_TASK);\n  {" +
          lineDirective(R.getBegin()) + body + "\n  }\n  hbc_task_scope_close(&__hb_ts);\n" + (irClose.empty() ? "" : " " + irClose + "\n") + "}\n";
    std::string args = fnName + ", &" + tv;
    std::string spawn = "hbc_task_spawn(" + args + ", sizeof " + tv + ");";
    if (d->dependTracked) {
        int n = 0;
        const std::string v = "__hb_dep_" + id;
        const std::string items = dependArray(d->D, v, n);  // (n first)
        spawn = "{ " + items + "hbc_task_spawn_dep(" + args + ", sizeof " + tv + ", " + v + ", " + std::to_string(n) + "); }";
    }
    if (d->taskIf) spawn = "if (" + clauseExprText(d->taskIf) + ") " + spawn + " else hbc_task_run_now(" + args + ");";
    if (d->taskFinal)
        spawn = "if (" + clauseExprText(d->taskFinal) + ") hbc_task_run_included(" + args + "); else { " + spawn + " }";
    site += spawn + " }" + replaceLineAfter(R.getEnd());
    RW.ReplaceText(R, site);
    insertTop(d->topDecl, lineDirective(d->D->getBeginLoc()) + def + fn, d->D->getBeginLoc());
}

// After its body's walk: a deferred C task whose body holds a task that was not deferred
// runs in place after all (that task's in-place copies would name the function's locals,
// which the outlined body does not have).
void Translator::cTaskKeepNested(Dir *d) {
    if (CXX || d->kind != Dir::TaskDefer) return;
    std::function<bool(Dir *)> allDeferred = [&](Dir *c) {
        if (isa<OMPTaskDirective>(c->D) && c->kind != Dir::TaskDefer) return false;
        for (Dir *g : c->children)
            if (!allDeferred(g)) return false;
        return true;
    };
    for (Dir *c : d->children)
        if (!allDeferred(c)) {
            d->kind = Dir::Inline;
            d->waitFirst = d->dependTracked;  // (a tracked depend: wait for the siblings instead)
            d->dependTracked = false;
            return;
        }
}

}  // namespace hbc
