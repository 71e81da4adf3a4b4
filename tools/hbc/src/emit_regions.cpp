// Translator (translator.hpp) members: reduction text, the dispatcher emit(), regions, critical, atomic.
#include "translator.hpp"
#include "unused_locals.hpp"

#include <cstring>

namespace hbc {

// ---------------------------------------------------------------- emission helpers
std::string Translator::limitText(QualType T, bool wantMax) {
    T = T.getCanonicalType().getUnqualifiedType();
    std::string ts = typeStr(T);
    if (T->isRealFloatingType()) {
        std::string inf = T->isSpecificBuiltinType(BuiltinType::Float) ? "__builtin_inff()"
                          : T->isSpecificBuiltinType(BuiltinType::LongDouble) ? "__builtin_infl()"
                                                                              : "__builtin_inf()";
        return wantMax ? inf : "(-" + inf + ")";
    }
    if (T->isBooleanType()) return wantMax ? "1" : "0";
    if (T->isPointerType()) return wantMax ? "((" + ts + ")~(__UINTPTR_TYPE__)0)" : "((" + ts + ")0)";
    uint64_t w = Ctx.getTypeSize(T);
    if (T->isUnsignedIntegerOrEnumerationType()) return wantMax ? "((" + ts + ")-1)" : "((" + ts + ")0)";
    std::string mx = std::to_string((w >= 64) ? INT64_MAX : ((int64_t(1) << (w - 1)) - 1)) + "LL";
    return wantMax ? "((" + ts + ")" + mx + ")" : "((" + ts + ")(-" + mx + " - 1))";
}

std::string Translator::identity(const Reduction &r, const std::string &tyC) {
    switch (r.op) {
    case Op::Custom: {  // (C++ only: \x03, omp_orig, is the original's name where the loop starts)
        std::string o;
        for (char c : r.ident) o += c == '\x03' ? r.var->getNameAsString() : std::string(1, c);
        return o;
    }
    case Op::Add: case Op::Sub: case Op::Or: case Op::Xor: case Op::LOr: return "0";
    case Op::Mul: case Op::LAnd: return "1";
    case Op::And: return "(" + tyC + ")~(" + tyC + ")0";
    case Op::Min: case Op::Max: {
        bool wantMax = r.op == Op::Min;
        QualType T = r.array ? r.elem : r.var->getType().getNonReferenceType();
        if (CXX && (T.isNull() || T->isDependentType()))
            // (f)(): a user's function-like macro min/max cannot expand here
            return wantMax ? "(std::numeric_limits<" + tyC + ">::has_infinity ? (std::numeric_limits<" + tyC +
                                 ">::infinity)() : (std::numeric_limits<" + tyC + ">::max)())"
                           : "(std::numeric_limits<" + tyC + ">::has_infinity ? -(std::numeric_limits<" + tyC +
                                 ">::infinity)() : (std::numeric_limits<" + tyC + ">::lowest)())";
        return limitText(T, wantMax);
    }
    }
    return "0";
}

std::string Translator::combine(const Reduction &r, const std::string &a, const std::string &b) {
    if (r.op == Op::Custom) {
        std::string o;
        for (char c : r.comb) {
            if (c == '\x01') o += a;
            else if (c == '\x02') o += b;
            else o += c;
        }
        return o + ";";
    }
    return combine(r.op, a, b);
}

std::string Translator::combine(Op op, const std::string &a, const std::string &b) {
    switch (op) {
    case Op::Custom: return "";
    case Op::Add: case Op::Sub: return a + " = " + a + " + " + b + ";";
    case Op::Mul: return a + " = " + a + " * " + b + ";";
    case Op::And: return a + " = " + a + " & " + b + ";";
    case Op::Or: return a + " = " + a + " | " + b + ";";
    case Op::Xor: return a + " = " + a + " ^ " + b + ";";
    case Op::LAnd: return a + " = " + a + " && " + b + ";";
    case Op::LOr: return a + " = " + a + " || " + b + ";";
    case Op::Min: return "if (" + b + " < " + a + ") " + a + " = " + b + ";";
    case Op::Max: return "if (" + b + " > " + a + ") " + a + " = " + b + ";";
    }
    return "";
}

void Translator::removePragma(OMPExecutableDirective *D) {
    if (pragmaForMacro(D)) return;  // the macro's use is the loop's `for` too: the loop replaces it
    SourceLocation B = D->getBeginLoc();
    SourceLocation E = D->getEndLoc();
    if (B.isMacroID() || E.isMacroID()) {
        // _Pragma, possibly through macros (pragmaOnlyMacro): the whole invocation
        SourceLocation EB = B.isMacroID() ? SM.getExpansionRange(B).getBegin() : B;
        CharSourceRange EE = SM.getExpansionRange(E);
        if (EB.isValid() && EE.isValid() && rewritable(EB))
            RW.RemoveText(CharSourceRange(SourceRange(EB, EE.getEnd()), EE.isTokenRange()));
        return;
    }
    bool invalid = false;
    const char *buf = SM.getCharacterData(E, &invalid);
    if (invalid) return;
    unsigned n = 0;
    while (buf[n] && buf[n] != '\n') {
        if (buf[n] == '\\' && buf[n + 1] == '\n') n += 2;
        else ++n;
    }
    RW.RemoveText(CharSourceRange::getCharRange(B, E.getLocWithOffset(n)));
}

std::string Translator::replaceLineAfter(SourceLocation end) {
    // resynchronise line numbers after generated multi-line text
    return lineDirective(end);
}

// ---------------------------------------------------------------- emission
void Translator::emit(Dir *d) {
    if (d->kind == Dir::TaskDefer && !CXX) cTaskSharedNames(d);
    for (Dir *c : d->children) emit(c);
    switch (d->kind) {
    case Dir::Loop: CXX ? emitLoopCXX(d) : emitLoopC(d); break;
    case Dir::Region: emitRegion(d); break;
    case Dir::Atomic: emitAtomic(d); break;
    case Dir::Critical: emitCritical(d); break;
    case Dir::Strip: {
        if (d->orphanedSync) {
            // a team member meets its team; any other thread is a team of one (as before)
            Stmt *A = assocStmt(d->D);
            CharSourceRange R = A ? stmtRange(A) : CharSourceRange();
            if (R.isValid()) {
                removePragma(d->D);
                if (isa<OMPMasterDirective>(d->D) || isa<OMPMaskedDirective>(d->D)) {  // (for thread 0)
                    RW.InsertText(R.getBegin(), "{ if (hb_team_id() == 0) { ", false);
                    RW.InsertText(R.getEnd(), " } }", true);
                } else {
                    bool nowait = false;
                    std::vector<std::pair<std::string, QualType>> items;
                    for (OMPClause *C : d->D->clauses()) {
                        nowait = nowait || isa<OMPNowaitClause>(C);
                        if (auto *CP = dyn_cast<OMPCopyprivateClause>(C))
                            for (Expr *E : CP->varlists()) items.push_back({refVar(E)->getNameAsString(), refVar(E)->getType()});
                    }
                    const std::string end = items.empty() ? std::string("hb_team_single_end(") + (nowait ? "1" : "0") + ");"
                                                          : teamCopyprivateEnd(items, CXX, Ctx);
                    RW.InsertText(R.getBegin(), "{ if (hb_team_single_begin()) { ", false);
                    RW.InsertText(R.getEnd(), " } " + end + " " +
                                                  (d->waitAfter ? "if (!hb_team_is_member()) " + taskwaitText() : "") + " }",
                                  true);
                }
                break;
            }
        }
        if (d->keepPragma) break;
        removePragma(d->D);
        if (isa<OMPCancelDirective>(d->D)) {
            SourceLocation B = SM.getExpansionLoc(d->D->getBeginLoc());
            if (rewritable(B)) RW.InsertText(B, cancelText(d->D), false);
        }
        if (d->orderedInShare)
            if (Stmt *A = assocStmt(d->D)) {
                // in iteration order among a team sharing the loop; nothing to wait for otherwise
                CharSourceRange R = stmtRange(A);
                if (R.isValid()) {
                    RW.InsertText(R.getBegin(), "{ hbc_ordered_begin(); ", false);
                    RW.InsertText(R.getEnd(), " hbc_ordered_end(); }", true);
                }
            }
        if (d->waitAfter)
            if (Stmt *A = assocStmt(d->D)) {
                CharSourceRange R = stmtRange(A);
                if (R.isValid()) RW.InsertText(R.getEnd(), " " + taskwaitText(), true);
            }
        break;
    }
    case Dir::Tasks: emitTasks(d); break;
    case Dir::Inline: emitInline(d); break;
    case Dir::TaskDefer: emitTaskDefer(d); break;
    case Dir::TaskGroup: emitTaskGroup(d); break;
    case Dir::SectionsPar: emitSectionsPar(d); break;
    case Dir::TaskWait: {
        removePragma(d->D);
        RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), d->orphanedSync ? orphanBarrierText(d) : taskwaitText(), true);
        break;
    }
    case Dir::Flush: {
        removePragma(d->D);
        RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), "__atomic_thread_fence(__ATOMIC_SEQ_CST);", true);
        break;
    }
    default: break;
    }
    if (!d->orphanStopWhat.empty())
        if (Stmt *A = assocStmt(d->D)) {
            CharSourceRange R = stmtRange(A);
            if (R.isValid()) {
                RW.InsertText(R.getBegin(), "{ if (hbc_orphan_team()) " + orphanStop(d, d->orphanStopWhat), false);
                RW.InsertText(R.getEnd(), " }", true);
            }
        }
}

// An orphaned barrier (docs/hbc-internals.md, "Orphaned synchronisation"): a team member meets its
// team; outside any region the thread is a team of one (the barrier completes its tasks). A
// heartbeat-mode region runs its code on one thread, so with several workers nobody could
// meet it there: when the function is visible to other files (whose regions hbc classified
// without seeing this barrier), that stops the program naming the barrier. A nested region
// is a team of one in OpenMP too: there the barrier completes (hbc_orphan_barrier_unmet).
std::string Translator::orphanBarrierText(Dir *d) {
    std::string s = "{ if (hb_team_is_member()) hb_team_barrier(); else { ";
    if (d->misuseCheck) {
        usesOrphanCheck = true;
        s += "if (hbc_orphan_barrier_unmet()) hbc_orphan_misuse(\"" + whereText(d->D->getBeginLoc()) + "\"); ";
    }
    return s + taskwaitText() + " } }";
}

void Translator::insertTop(Decl *top, const std::string &s, SourceLocation at) {
    if (!topInserts.count(top)) topOrder.push_back(top);
    std::string restore;
    std::string set = macroStateAt(top, at, restore);
    if (auto it = funcNameDefines.find(top); it != funcNameDefines.end())  // (GCC's C: all three the name)
        set += funcNameMacros(it->second, {"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"}, restore);
    topInserts[top] += set.empty() ? s : "\n" + set + s + "\n" + restore;
}

// C: outlined code goes before the enclosing function, so a macro that the function (or a
// file it includes) defines, redefines or undefines before the construct at `at` would
// expand there as it stood before the function. Such macros are set, around the outlined
// code, to their state at `at` (push_macro / #define or #undef / pop_macro).
std::string Translator::macroStateAt(Decl *top, SourceLocation at, std::string &restore) {
    if (CXX || !PP || !top || at.isInvalid()) return "";
    const SourceLocation from = SM.getExpansionLoc(startOf(top));
    at = SM.getExpansionLoc(at);
    // (in translation-unit order: a construct in a file the function #includes sees the
    // function's macros and the included file's own; before session 49 such a construct got
    // none of them, and an `#if` in its body took the branch of the macros' state before the
    // function, silently: SuiteSparse:GraphBLAS's templates, helper-84)
    std::string set;
    std::vector<const IdentifierInfo *> names;  // sorted: the translation must not depend on hashing
    for (const auto &M : PP->macros()) names.push_back(M.first);
    std::sort(names.begin(), names.end(),
              [](const IdentifierInfo *a, const IdentifierInfo *b) { return a->getName() < b->getName(); });
    for (const IdentifierInfo *II : names) {
        bool changed = false;
        for (const MacroDirective *MD = PP->getLocalMacroDirectiveHistory(II); MD && !changed; MD = MD->getPrevious()) {
            SourceLocation L = MD->getLocation();
            changed = L.isValid() && SM.isBeforeInTranslationUnit(from, L) && SM.isBeforeInTranslationUnit(L, at);
        }
        if (!changed) continue;
        const std::string n = II->getName().str();
        set += "#pragma push_macro(\"" + n + "\")\n#undef " + n + "\n";
        restore += "#pragma pop_macro(\"" + n + "\")\n";
        if (const MacroInfo *MI = PP->getMacroDefinitionAtLoc(II, at).getMacroInfo())
            set += "#define " +
                   Lexer::getSourceText(CharSourceRange::getTokenRange(MI->getDefinitionLoc(), MI->getDefinitionEndLoc()),
                                        SM, Ctx.getLangOpts()).str() + "\n";
    }
    return set;
}

// A region whose region-level code (everything but its worksharing loops' bodies) calls
// nothing that could ask omp_in_parallel(): no function calls except std::move /
// std::forward, compiler-provided constructors and assignments, and the local function
// objects of an elided hand-made reduction combine. Such a region is equivalent to
// combined `parallel for` constructs, and like them it leaves the level counter alone
// (two thread-local updates per region, which show on tiny inner reductions).
bool Translator::regionIsPlain(Dir *d) {
    std::set<Stmt *> elided;
    for (Dir *c : d->children) {
        if (c->kind == Dir::Critical && c->elide) elided.insert(c->D);
        if (c->kind == Dir::Loop && c->loops.size() != 1) return false;
    }
    // a loop body that asks for the level needs it on the encountering thread too
    if (team->reachesLevelQuery(assocStmt(d->D))) return false;
    bool ok = true;
    std::function<void(Stmt *, bool)> check = [&](Stmt *X, bool inCombine) {
        if (!X || !ok) return;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(X)) {
            if (isLoopDir(OD)) {
                Stmt *L = assocStmt(OD);
                if (auto *F = dyn_cast_or_null<ForStmt>(L)) {
                    check(F->getInit(), false);
                    check(F->getCond(), false);
                    check(F->getInc(), false);
                } else if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(L)) {
                    check(RF->getRangeInit(), false);
                } else {
                    ok = false;
                }
                return;
            }
            if (isa<OMPCriticalDirective>(OD)) {
                check(assocStmt(OD), elided.count(OD) > 0);
                return;
            }
            if (isa<OMPSingleDirective>(OD) || isa<OMPMasterDirective>(OD) || isa<OMPMaskedDirective>(OD)) {
                check(assocStmt(OD), false);
                return;
            }
            if (isa<OMPBarrierDirective>(OD) || isa<OMPFlushDirective>(OD)) return;
            ok = false;  // tasks, atomics, nested regions, ...
            return;
        }
        if (isa<LambdaExpr>(X) || isa<BlockExpr>(X)) { ok = false; return; }
        if (auto *CE = dyn_cast<CXXConstructExpr>(X)) {
            CXXConstructorDecl *Ct = CE->getConstructor();
            if (!Ct || Ct->isUserProvided()) { ok = false; return; }
        } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(X)) {
            if (OC->getOperator() == OO_Call) {
                VarDecl *F = refVar(OC->getArg(0));
                if (!inCombine || !F || !F->hasLocalStorage()) { ok = false; return; }
            } else {
                auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
                if (!MD || MD->isUserProvided()) { ok = false; return; }
            }
        } else if (auto *CE = dyn_cast<CallExpr>(X)) {
            if (auto *FD = CE->getDirectCallee()) {
                std::string n = FD->getQualifiedNameAsString();
                if (n != "std::move" && n != "std::forward") { ok = false; return; }
            } else if (auto *UL = dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreImpCasts())) {
                std::string n = UL->getName().getAsString();
                if ((n != "move" && n != "forward") || CE->getNumArgs() != 1) { ok = false; return; }
            } else {
                VarDecl *F = refVar(CE->getCallee());
                if (!inCombine || !F || !F->hasLocalStorage()) { ok = false; return; }
            }
        } else if (isa<CXXMemberCallExpr>(X) || isa<CXXUnresolvedConstructExpr>(X) ||
                   isa<CXXDependentScopeMemberExpr>(X) || isa<UnresolvedMemberExpr>(X) ||
                   isa<CXXNewExpr>(X) || isa<CXXDeleteExpr>(X) || isa<CXXThrowExpr>(X)) {
            ok = false;
            return;
        }
        for (Stmt *C : X->children()) check(C, inCombine);
    };
    check(assocStmt(d->D), false);
    return ok;
}

void Translator::emitRegion(Dir *d) {
    removePragma(d->D);
    Stmt *S = assocStmt(d->D);
    CharSourceRange R = stmtRange(S);
    if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite a region inside a macro"); return; }
    std::string pre = "";
    std::string id = std::to_string(d->id);
    auto ty = [&](VarDecl *V) { return CXX ? cxxType(V, d->parentLoop) : "__typeof__(" + refText(V, d->parentLoop) + ")"; };
    // (a C array is copied from the address of its first element: an enclosing outlined
    // loop may have it as a decayed pointer)
    // (also a reference to an array, whose copy is the array: libgomp's ctor-13.C did not
    // compile; helper-39)
    auto isArr = [](VarDecl *V) { return V->getType().getNonReferenceType()->isArrayType(); };
    for (auto *V : d->fpriv)
        if (CXX && isArr(V) && !V->getType().getNonReferenceType().isTriviallyCopyableType(Ctx)) {
            error(d->D->getBeginLoc(), "firstprivate copy of array '" + V->getNameAsString() +
                  "' of a type that is not trivially copyable on a C++ 'parallel' is not supported");
            return;
        }
    for (auto *V : d->fpriv)
        pre += isArr(V) ? "const void *__hb_fp_" + V->getNameAsString() + "_" + id + " = " + refText(V, d->parentLoop) + "; "
                        : ty(V) + " __hb_fp_" + V->getNameAsString() + "_" + id + " = " + refText(V, d->parentLoop) + "; ";
    // the region runs once; hbc_region_enter/exit make omp_in_parallel() answer 1 inside it
    // (not needed for a region that calls nothing that could ask: regionIsPlain)
    // A region that calls anything may create tasks (here or in a callee): it opens a
    // task scope, the implicit task's, and its end waits for them (docs/hbc-internals-tasks.md, Tasks).
    bool level = d->inactiveOnly || !regionIsPlain(d) || mayBeInactive(d);
    std::string open = "{ " + pre + (level ? levelEnterText(d) + "{ " + scopeOpen("__hb_rs_" + id, "HBC_SCOPE_REGION") : "{ ");
    // ((void): a copy the body only assigns is otherwise "set but not used", which -Wall
    // -Werror refuses where gcc's own lowering drew nothing; unused_locals.hpp)
    for (auto *V : d->priv) open += declAlign(V) + ty(V) + " " + V->getNameAsString() + "; " + voidUse(V);
    for (auto *V : d->fpriv)
        open += (isArr(V) ? declAlign(V) + typeStr(V->getType().getNonReferenceType(), V->getNameAsString()) + "; __builtin_memcpy(" + V->getNameAsString() + ", __hb_fp_" +
                                V->getNameAsString() + "_" + id + ", sizeof " + V->getNameAsString() + "); "
                          : declAlign(V) + ty(V) + " " + V->getNameAsString() + " = __hb_fp_" + V->getNameAsString() + "_" + id + "; ") +
                voidUse(V);
    RW.InsertText(R.getBegin(), open, false);
    RW.InsertText(R.getEnd(), level ? " " + scopeClose("__hb_rs_" + id) + " } " + levelLeaveText(d) + "}" : " } }", true);
}

void Translator::emitCritical(Dir *d) {
    auto *C = cast<OMPCriticalDirective>(d->D);
    std::string name = C->getDirectiveName().getAsString();
    std::string var = "__hbc_crit_" + (name.empty() ? std::string("unnamed_") : name);
    criticalNames.insert(var);
    Stmt *S = assocStmt(d->D);
    CharSourceRange R = stmtRange(S);
    if (R.isInvalid()) { error(d->D->getBeginLoc(), "cannot rewrite 'critical' inside a macro"); return; }
    removePragma(d->D);
    if (d->elide) return;
    RW.InsertText(R.getBegin(), "{ hbc_critical_enter(&" + var + "); { ", false);
    RW.InsertText(R.getEnd(), " } hbc_critical_exit(&" + var + "); }", true);
}

void Translator::emitAtomic(Dir *d) {
    auto *A = cast<OMPAtomicDirective>(d->D);
    enum { Upd, Read, Write, Capt } mode = Upd;
    for (OMPClause *C : A->clauses()) {
        if (isa<OMPReadClause>(C)) mode = Read;
        else if (isa<OMPWriteClause>(C)) mode = Write;
        else if (isa<OMPCaptureClause>(C)) mode = Capt;
        else if (isa<OMPUpdateClause>(C) || isa<OMPSeqCstClause>(C) || isa<OMPRelaxedClause>(C) ||
                 isa<OMPAcquireClause>(C) || isa<OMPReleaseClause>(C) || isa<OMPAcqRelClause>(C) ||
                 isa<OMPHintClause>(C)) {  // (hint: a performance hint, as on `critical`)
        } else {
            error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() + "' on 'atomic'");
            return;
        }
    }
    Stmt *S = assocStmt(A);
    auto *E = dyn_cast_or_null<Expr>(S);
    Dir *region = d->parentLoop;
    if (const Expr *AX = A->getX(); AX && AX->refersToBitField()) {
        // a bit-field has no address for the __atomic builtins (gcc takes it: PR c/69389):
        // every atomic construct on a bit-field runs under one lock word of its own
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) { error(A->getBeginLoc(), "cannot rewrite 'atomic' inside a macro"); return; }
        const std::string lock = "__hbc_crit___atomic_bitfields";
        criticalNames.insert(lock);
        removePragma(A);
        RW.InsertText(R.getBegin(), "{ hbc_critical_enter(&" + lock + "); { ", false);
        RW.InsertText(R.getEnd(), " } hbc_critical_exit(&" + lock + "); }", true);
        return;
    }
    auto T = [&](Expr *X) { return exprText(X, region); };
    auto norm = [](std::string s) { std::string o; for (char c : s) if (!isspace((unsigned char)c)) o += c; return o; };
    // The structured-block capture forms: `{v = x; update of x;}` captures the old value,
    // `{update of x; v = x;}` the new one; `{v = x; x = e;}` is an exchange.
    bool block = false, captureOld = false;
    std::string blockV;
    if (auto *CS = dyn_cast_or_null<CompoundStmt>(S); CS && mode == Capt && CS->size() == 2) {
        auto *s0 = dyn_cast<Expr>(CS->body_front()), *s1 = dyn_cast<Expr>(CS->body_back());
        auto target = [&](Expr *u) -> std::string {
            if (!u) return "";
            const Expr *U0 = u->IgnoreParenImpCasts();
            // (x as written, without parentheses: `(*p)++` updates what `v = *p` reads)
            if (auto *U = dyn_cast<UnaryOperator>(U0)) return U->isIncrementDecrementOp() ? T(U->getSubExpr()->IgnoreParens()) : "";
            if (auto *B = dyn_cast<BinaryOperator>(U0)) return B->isAssignmentOp() ? T(B->getLHS()->IgnoreParens()) : "";
            return "";
        };
        auto capture = [&](Expr *c, const std::string &x) {
            auto *B = c ? dyn_cast<BinaryOperator>(c->IgnoreParenImpCasts()) : nullptr;
            if (!B || B->getOpcode() != BO_Assign || x.empty() || norm(T(B->getRHS()->IgnoreParenImpCasts())) != norm(x))
                return false;
            blockV = T(B->getLHS());
            return true;
        };
        if (capture(s0, target(s1))) { block = captureOld = true; E = s1; }
        else if (capture(s1, target(s0))) { block = true; E = s0; }
    }
    if (!E) { error(A->getBeginLoc(), "unsupported form of 'atomic' (structured block)"); return; }
    CharSourceRange R = stmtRange(S);
    if (R.isInvalid()) { error(A->getBeginLoc(), "cannot rewrite 'atomic' inside a macro"); return; }
    const Expr *X = E->IgnoreParenImpCasts();
    std::string autoK = CXX ? "auto" : "__auto_type";
    auto valType = [&](const std::string &p) {
        // (unqualified: the comma's lvalue conversion drops a `const` the target may have)
        return CXX ? "typename std::remove_cv<typename std::remove_reference<decltype(*" + p + ")>::type>::type"
                   : "__typeof__(((void)0, *" + p + "))";
    };
    std::string out;
    std::string vtext;  // capture target
    if (mode == Capt && block) {
        vtext = blockV;
    } else if (mode == Capt) {
        auto *BO = dyn_cast<BinaryOperator>(X);
        if (!BO || BO->getOpcode() != BO_Assign) { error(A->getBeginLoc(), "unsupported form of 'atomic capture'"); return; }
        vtext = T(BO->getLHS());
        X = BO->getRHS()->IgnoreParenImpCasts();
    }
    if (mode == Read || mode == Write) {
        auto *BO = dyn_cast<BinaryOperator>(X);
        if (!BO || BO->getOpcode() != BO_Assign) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
        if (mode == Read) {
            out = "{ " + autoK + " __hb_ap = &(" + T(BO->getRHS()) + "); " + valType("__hb_ap") + " __hb_t; "
                  "__atomic_load(__hb_ap, &__hb_t, __ATOMIC_SEQ_CST); " + T(BO->getLHS()) + " = __hb_t; }";
        } else {
            out = "{ " + autoK + " __hb_ap = &(" + T(BO->getLHS()) + "); " + valType("__hb_ap") + " __hb_t = (" +
                  T(BO->getRHS()) + "); __atomic_store(__hb_ap, &__hb_t, __ATOMIC_SEQ_CST); }";
        }
    } else {
        // update: x++, ++x, x--, --x, x op= e, x = x op e, x = e op x
        std::string x, e, op;
        bool post = false, rev = false;
        if (auto *U = dyn_cast<UnaryOperator>(X)) {
            if (!U->isIncrementDecrementOp()) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
            x = T(U->getSubExpr());
            e = "1";
            op = U->isIncrementOp() ? "+" : "-";
            post = U->isPostfix();
        } else if (auto *CA = dyn_cast<CompoundAssignOperator>(X)) {
            x = T(CA->getLHS());
            e = T(CA->getRHS());
            op = BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode())).str();
        } else if (auto *BO = dyn_cast<BinaryOperator>(X); BO && BO->getOpcode() == BO_Assign) {
            auto *RB = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
            x = T(BO->getLHS());
            std::string l = RB ? T(RB->getLHS()) : "", r = RB ? T(RB->getRHS()) : "";
            if (block && captureOld && norm(l) != norm(x) && norm(r) != norm(x)) {
                // {v = x; x = e;}: an atomic exchange (e evaluated before it)
                RW.ReplaceText(R, "{ " + autoK + " __hb_ap = &(" + x + "); " + valType("__hb_ap") + " __hb_n = (" +
                                      T(BO->getRHS()) + "), __hb_o; __atomic_exchange(__hb_ap, &__hb_n, &__hb_o, "
                                      "__ATOMIC_SEQ_CST); " + vtext + " = __hb_o; }");
                removePragma(A);
                return;
            }
            if (!RB) { error(A->getBeginLoc(), "unsupported form of 'atomic'"); return; }
            op = BinaryOperator::getOpcodeStr(RB->getOpcode()).str();
            // x = x op e  or  x = e op x (compare the spelled text)
            if (norm(l) == norm(x)) e = r;
            else if (norm(r) == norm(x)) { e = l; rev = true; }
            else { error(A->getBeginLoc(), "unsupported form of 'atomic' (expected x = x op expr)"); return; }
        } else {
            error(A->getBeginLoc(), "unsupported form of 'atomic'");
            return;
        }
        out = "{ " + autoK + " __hb_ap = &(" + x + "); " + autoK + " __hb_ae = (" + e + "); " + valType("__hb_ap") +
              " __hb_o, __hb_n; __atomic_load(__hb_ap, &__hb_o, __ATOMIC_RELAXED); do { __hb_n = " +
              (rev ? "__hb_ae " + op + " __hb_o" : "__hb_o " + op + " __hb_ae") +
              "; } while (!__atomic_compare_exchange(__hb_ap, &__hb_o, &__hb_n, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)); ";
        if (block) post = captureOld;
        if (mode == Capt) out += vtext + " = " + (post ? "__hb_o" : "__hb_n") + "; ";
        out += "}";
    }
    removePragma(A);
    RW.ReplaceText(R, out);
}

}  // namespace hbc
