// Translator (translator.hpp) members: the device constructs that the prepass rewrote into
// host constructs (pragma_prepass.hpp), checked against what `target` means.
#include "translator.hpp"

namespace hbc {

const DeviceRewrite *Translator::deviceRewriteAt(SourceLocation L) {
    SourceLocation E = SM.getExpansionLoc(L);
    if (!SM.isWrittenInMainFile(E)) return nullptr;
    auto it = g_device_rewrites.find(SM.getExpansionLineNumber(E));
    return it == g_device_rewrites.end() ? nullptr : &it->second;
}

// A scalar that a `target` construct names in no map clause (nor defaultmap) is
// firstprivate on it: the construct works on a copy, and the original keeps its value.
// hbc-translate's first, silent parse notes each such scalar that the construct may write
// (g_device_copies), and the prepass gives the host form a firstprivate copy of it. Where
// a copy would not mean the same (a region's threads share the target's one copy), the
// write is refused. A `teams distribute` loop without `parallel for` runs on one thread (its team's
// initial thread): hbc runs it as a `parallel for`, so its body must not ask which thread
// it runs on.
void Translator::checkDeviceConstruct(OMPExecutableDirective *D) {
    const DeviceRewrite *rw = deviceRewriteAt(D->getBeginLoc());
    if (!rw || !rw->refusal.empty()) return;
    Stmt *body = assocStmt(D);
    if (!body) return;
    if (rw->oneThreadLoop && TeamMode::asksThreadNumber(body)) {
        error(D->getBeginLoc(), "this '" + rw->construct + "' loop asks its thread number, but hbc runs it as a "
              "'parallel for' where OpenMP has one thread of one team run it; not supported");
        return;
    }
    std::set<VarDecl *> own;  // data-sharing clauses give these their meaning on the host form
    for (OMPClause *C : D->clauses())
        if (isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C) || isa<OMPLastprivateClause>(C) ||
            isa<OMPReductionClause>(C) || isa<OMPLinearClause>(C))
            for (Stmt *E : C->children())
                if (auto *X = dyn_cast_or_null<Expr>(E))
                    if (VarDecl *V = refVar(X)) own.insert(V);
    if (auto *LD = dyn_cast<OMPLoopDirective>(D))
        for (Expr *E : LD->counters())
            if (VarDecl *V = E ? refVar(E) : nullptr) own.insert(V);
    checkTargetWrites(body, *rw, own);
}

// A `target` made a null directive: the statement that begins where its body began (the
// outermost one there).
void Translator::noteDeviceBody(Stmt *S) {
    if (g_device_rewrites.empty() || !S) return;
    SourceLocation L = S->getBeginLoc();
    if (L.isInvalid() || L.isMacroID() || !SM.isWrittenInMainFile(L)) return;
    const unsigned line = SM.getSpellingLineNumber(L), col = SM.getSpellingColumnNumber(L);
    for (auto &[at, rw] : g_device_rewrites) {
        if (rw.bodyLine != line || rw.bodyColumn != col) continue;
        Stmt *&b = deviceBodies[at];
        if (!b || SM.isBeforeInTranslationUnit(b->getEndLoc(), S->getEndLoc())) b = S;
    }
}

void Translator::checkDeviceBodies() {
    for (auto &[at, S] : deviceBodies) checkTargetWrites(S, g_device_rewrites.at(at), {});
}

void Translator::checkTargetWrites(Stmt *body, const DeviceRewrite &rw, std::set<VarDecl *> own) {
    if (!rw.fromTarget || rw.scalarsMapped) return;
    auto check = [&](VarDecl *V, SourceLocation L) {
        if (!V || !V->hasLocalStorage() || own.count(V) || V->getType()->isReferenceType() ||
            !V->getType()->isScalarType() || rw.mapped.count(V->getNameAsString()))
            return;
        own.insert(V);  // once
        if (g_device_collect && rw.copyable) {
            g_device_copies[rw.line].insert(V->getNameAsString());  // the host form gets a copy
            return;
        }
        error(L, "'" + V->getNameAsString() + "' is firstprivate on this '" + rw.construct + "' (a scalar in no map "
              "clause), so OpenMP leaves the original unchanged, but the construct writes it and hbc runs it on the "
              "original; not supported: name it in a map(tofrom: ...) or private clause");
    };
    std::function<void(Stmt *)> scan = [&](Stmt *S) {
        if (!S) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            // a nested construct: its body as written (not clang's helper expressions), and
            // the items its end writes
            for (OMPClause *C : OD->clauses())
                if (isa<OMPLastprivateClause>(C) || isa<OMPReductionClause>(C) || isa<OMPLinearClause>(C))
                    for (Stmt *E : C->children())
                        if (auto *X = dyn_cast_or_null<Expr>(E)) check(refVar(X), X->getBeginLoc());
            // a worksharing loop's counters are its own: private there, whatever the target does
            std::vector<VarDecl *> counters;
            if (auto *LD = dyn_cast<OMPLoopDirective>(OD))
                for (Expr *E : LD->counters())
                    if (VarDecl *V = E ? refVar(E) : nullptr; V && own.insert(V).second) counters.push_back(V);
            scan(assocStmt(OD));
            for (VarDecl *V : counters) own.erase(V);
            return;
        }
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *X : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(X)) own.insert(V);
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && mayWrite(DR)) check(V, DR->getBeginLoc());
        for (Stmt *C : S->children()) scan(C);
    };
    scan(body);
}

}  // namespace hbc
