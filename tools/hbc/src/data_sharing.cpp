// Translator (translator.hpp) members: writes, shared targets, C captures (hand-made
// reductions: hand_made_reductions.cpp).
#include "translator.hpp"

#include <algorithm>

namespace hbc {

// Does S write V (any use that is not a plain read)?
bool Translator::isWriteUse(DeclRefExpr *DR) {
    auto P = Ctx.getParents(*DR);
    const Stmt *cur = DR;
    while (true) {
        if (P.empty()) return true;
        const Stmt *PS = P[0].get<Stmt>();
        if (!PS) return true;
        if (auto *PE = dyn_cast<ParenExpr>(PS)) { cur = PE; P = Ctx.getParents(*PE); continue; }
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
            if (IC->getCastKind() == CK_LValueToRValue) return false;
            if (IC->getCastKind() == CK_ArrayToPointerDecay) return !CXX ? false : false;
            if (IC->getCastKind() == CK_NoOp || IC->getCastKind() == CK_FunctionToPointerDecay) {
                cur = IC; P = Ctx.getParents(*IC); continue;
            }
            return true;
        }
        if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
        return true;
    }
}

// May this use change the storage it names (the variable, its elements or its fields)?
// Unlike isWriteUse, an array element that is assigned is a write of the array, and a read
// through a const reference (a `const T &` parameter, a const member function, a
// pointer-to-const parameter) is a read. Anything not understood may write; in a template's
// pattern, the instantiations judge what the pattern cannot (template_instances.cpp).
bool Translator::mayWrite(const Expr *E) {
    if (!mayWriteHere(E)) return false;
    auto *DRE = dyn_cast<DeclRefExpr>(E);
    if (!DRE || (!DRE->isInstantiationDependent() && !dependentParent(DRE))) return true;
    std::vector<const DeclRefExpr *> twins;
    if (!instantiatedTwins(DRE, twins)) return true;
    // (an instantiation lists its implicit firstprivate items in a clause of their own, at the
    // body's first use: no use, the body's own is among the twins)
    twins.erase(std::remove_if(twins.begin(), twins.end(), [&](const DeclRefExpr *T) {
                    auto P = Ctx.getParents(*T);
                    return !P.empty() && std::all_of(P.begin(), P.end(), [](const DynTypedNode &N) {
                        return isa_and_nonnull<OMPExecutableDirective>(N.get<Stmt>());
                    });
                }), twins.end());
    return twins.empty() || std::any_of(twins.begin(), twins.end(), [&](const DeclRefExpr *T) { return mayWriteHere(T); });
}

// Is the expression that uses E (past parentheses) one whose meaning waits for template
// arguments?
bool Translator::dependentParent(const Expr *E) {
    const Stmt *cur = E;
    while (const Stmt *PS = parentStmt(cur)) {
        if (isa<ParenExpr>(PS)) { cur = PS; continue; }
        if (isa<ParenListExpr>(PS) || isa<CXXUnresolvedConstructExpr>(PS)) return true;
        auto *PE = dyn_cast<Expr>(PS);
        return PE && PE->isInstantiationDependent();
    }
    return false;
}

bool Translator::mayWriteHere(const Expr *E) {
    const Stmt *cur = E;
    while (true) {
        auto P = Ctx.getParents(*cur);
        if (P.empty()) return true;
        const Stmt *PS = P[0].get<Stmt>();
        // (clang's implicit data-sharing clause holds the body's own first reference: the
        // use is judged where the body has it)
        for (size_t k = 1; k < P.size() && isa_and_nonnull<OMPExecutableDirective>(PS); ++k) PS = P[k].get<Stmt>();
        if (!PS) return true;
        if (isa<ParenExpr>(PS)) { cur = PS; continue; }
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
            switch (IC->getCastKind()) {
            case CK_LValueToRValue: return false;
            case CK_NoOp: case CK_FunctionToPointerDecay: cur = IC; continue;
            case CK_ArrayToPointerDecay:
                if (const ArraySubscriptExpr *AS = decayedSubscript(IC)) { cur = AS; continue; }
                return pointerArgMayWrite(IC);
            default: return true;
            }
        }
        if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
        // a template's dependent `p[i]` has no implicit casts: a pointer or an integer there is
        // only read (what p designates is pointeeMayBeWritten's question)
        if (auto *AS = dyn_cast<ArraySubscriptExpr>(PS))
            if (auto *CE = dyn_cast<Expr>(cur); CE && AS->isTypeDependent() &&
                (CE->getType()->isPointerType() || CE->getType()->isIntegerType()))
                return false;
        if (auto *ME = dyn_cast<MemberExpr>(PS)) {
            if (ME->isArrow()) return true;
            auto PP = Ctx.getParents(*ME);
            const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
            if (auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(Q)) {
                // (a const member function writes `mutable` members: helper-71)
                const CXXMethodDecl *MD = MC->getMethodDecl();
                return !(MD && MD->isConst()) || hasMutableField(cast<Expr>(cur)->getType());
            }
            cur = ME;  // a field: the field is what is used
            continue;
        }
        if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS)) {
            if (OC->getNumArgs() > 0 && OC->getArg(0) == cur) {
                auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
                if (MD && MD->isConst()) return hasMutableField(cast<Expr>(cur)->getType());
                // std containers' operator[] only selects an element: the element is used
                if (MD && OC->getOperator() == OO_Subscript && MD->getParent()->isInStdNamespace()) {
                    cur = OC;
                    continue;
                }
                if (MD) return true;
            }
        }
        if (auto *CE = dyn_cast<CallExpr>(PS)) return argMayWrite(CE, cur);
        if (auto *CE = dyn_cast<CXXConstructExpr>(PS)) {
            const CXXConstructorDecl *Ct = CE->getConstructor();
            for (unsigned i = 0; i < CE->getNumArgs(); ++i)
                if (CE->getArg(i) == cur) return !Ct || i >= Ct->getNumParams() || !constRefOrPtr(Ct->getParamDecl(i)->getType());
            return true;
        }
        return true;
    }
}

bool Translator::constRefOrPtr(QualType T) {
    if (T->isReferenceType() || T->isPointerType()) return T->getPointeeType().isConstQualified();
    return false;
}

// `cur` is an argument of CE: is its parameter a reference or pointer to non-const?
bool Translator::argMayWrite(const CallExpr *CE, const Stmt *cur) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD) return true;
    unsigned shift = isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD) ? 1 : 0;
    for (unsigned i = shift; i < CE->getNumArgs(); ++i)
        if (CE->getArg(i) == cur) {
            unsigned k = i - shift;
            if (k >= FD->getNumParams()) return true;  // variadic
            QualType T = FD->getParamDecl(k)->getType();
            if (T->isReferenceType() || T->isPointerType()) return !T->getPointeeType().isConstQualified();
            return T->isRecordType() ? false : true;
        }
    return true;
}

bool Translator::pointerArgMayWrite(const ImplicitCastExpr *IC) {
    auto PP = Ctx.getParents(*IC);
    const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
    if (auto *CE = dyn_cast_or_null<CallExpr>(Q)) return argMayWrite(CE, IC);
    return true;
}

// Does this use of pointer V (read as a value) let the code write what V points to?
bool Translator::pointeeMayBeWritten(DeclRefExpr *DR) {
    const Stmt *cur = DR;
    while (true) {
        auto P = Ctx.getParents(*cur);
        const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
        if (!PS) return true;
        if (isa<ParenExpr>(PS)) { cur = PS; continue; }
        auto *IC = dyn_cast<ImplicitCastExpr>(PS);
        if (!IC || IC->getCastKind() != CK_LValueToRValue) return true;
        auto PP = Ctx.getParents(*IC);
        const Stmt *Q = PP.empty() ? nullptr : PP[0].get<Stmt>();
        if (!Q) return true;
        return pointerValueMayWrite(IC);
    }
}

// A region-private pointer or reference that every thread sets to the same shared storage
// (its initialiser calls nothing and names no region-private storage, and nothing else
// assigns it) may stay shared by the loop: writes through it go where OpenMP's would.
// A pointer set only inside `single copyprivate(p)` also qualifies: the broadcast gives
// every thread the single's value, which the region run once already holds.
bool Translator::sharedTarget(VarDecl *V, Dir *P, const std::set<VarDecl *> &priv) {
    std::vector<OMPExecutableDirective *> setters;  // singles that broadcast V
    for (auto &cp : regionCopyprivate[P])
        if (cp.first == V) setters.push_back(cp.second);
    if (!V->getInit()) {
        if (std::find(P->fpriv.begin(), P->fpriv.end(), V) == P->fpriv.end() && !isa<ParmVarDecl>(V) &&
            setters.empty())
            return false;
    } else {
        bool ok = true;
        std::function<void(const Stmt *)> check = [&](const Stmt *X) {
            if (!X || !ok) return;
            if (isa<CallExpr>(X) || isa<CXXNewExpr>(X)) { ok = false; return; }
            if (auto *D = dyn_cast<DeclRefExpr>(X))
                if (auto *W = dyn_cast<VarDecl>(D->getDecl()))
                    if (priv.count(const_cast<VarDecl *>(W)) && (!W->getType()->isScalarType() || W->getType()->isPointerType() ||
                                          mayWriteOrEscape(D)))
                        ok = false;
            for (const Stmt *C : X->children()) check(C);
        };
        check(V->getInit());
        if (!ok) return false;
    }
    auto inSetter = [&](SourceLocation L) {
        for (auto *S : setters)
            if (Stmt *A = assocStmt(S))  // a directive's own range ends with its pragma line
                if (SM.isPointWithin(SM.getExpansionLoc(L), SM.getExpansionLoc(A->getBeginLoc()),
                                     SM.getExpansionLoc(teamStmtEnd(A))))
                return true;
        return false;
    };
    if (V->getType()->isPointerType())
        for (auto &rf : refs)
            if (rf.first->getDecl() == V && mayWrite(rf.first) && !inSetter(rf.first->getBeginLoc())) return false;
    return true;
}

bool Translator::mayWriteOrEscape(const DeclRefExpr *D) {
    auto P = Ctx.getParents(*D);
    const Stmt *PS = P.empty() ? nullptr : P[0].get<Stmt>();
    auto *IC = dyn_cast_or_null<ImplicitCastExpr>(PS);
    return !IC || IC->getCastKind() != CK_LValueToRValue;
}

// Whether S lies in the body of a task, taskloop or section inside `region`. Each such body
// runs on one worker from start to end, so omp_get_thread_num() there names the worker that
// runs it, as in a worksharing loop's body (helper-11's parallel-etudes: per-thread
// accumulators indexed by the thread that runs each task).
static bool inTaskBody(ASTContext &Ctx, const Stmt *S, const Stmt *region) {
    DynTypedNodeList P = Ctx.getParents(*S);
    while (!P.empty()) {
        if (const Stmt *X = P[0].get<Stmt>()) {
            if (X == region) return false;
            if (isa<OMPTaskDirective>(X) || isa<OMPSectionDirective>(X) ||
                (isa<OMPExecutableDirective>(X) && isOpenMPTaskLoopDirective(cast<OMPExecutableDirective>(X)->getDirectiveKind())))
                return true;
            P = Ctx.getParents(*X);
        } else if (const Decl *D = P[0].get<Decl>()) {
            if (isa<FunctionDecl>(D)) return false;  // a lambda's body: judged where it is called
            P = Ctx.getParents(*D);
        } else {
            return false;
        }
    }
    return false;
}

// A region-private array that another worksharing loop of region P names and never writes:
// in OpenMP that loop's thread reads what its own iterations of loop d left in its copy,
// where a heartbeat loop's per-iteration copies leave nothing (the array form of
// privateReadByALoopThatKeepsIt, whose flow analysis follows scalars only).
bool Translator::arrayOnlyReadByAnotherLoop(Dir *P, Dir *d, VarDecl *V) {
    for (auto &up : dirs) {
        Dir *other = up.get();
        if (other == d || other->kind != Dir::Loop || other->parRegion != P) continue;
        bool named = false, written = false;
        for (auto &rf : refs)
            if (rf.first->getDecl() == V && inside(rf.second, other)) {
                named = true;
                written |= mayWrite(rf.first);
            }
        if (named && !written) return true;
    }
    return false;
}

void Translator::checkRegions() {
    checkWaitLoops();
    for (auto &tc : tidCalls)
        // (a function with an orphaned loop asks the thread number of its caller's team,
        // which team mode gives it, and a region running its code once answers 0; so does a
        // region that runs as an inactive team of one: inactiveOnly)
        if (tc.second->kind != Dir::Orphan && !tc.second->inactiveOnly && !inTaskBody(Ctx, tc.first, tc.second->D))
            error(tc.first->getBeginLoc(), "omp_get_thread_num() in a parallel region outside a worksharing loop "
              "makes the region depend on the team; not supported (use --hbc-fallback-openmp)");
    for (auto &up : dirs) {
        Dir *d = up.get();
        if (d->kind != Dir::Loop || !d->parRegion) continue;
        Dir *P = d->parRegion;
        std::set<VarDecl *> priv;
        for (auto *V : regionLocals[P])
            if (V->hasLocalStorage()) priv.insert(V);  // a static local is shared
        for (auto *V : P->priv) priv.insert(V);
        for (auto *V : P->fpriv) priv.insert(V);
        std::map<VarDecl *, Reduction> pred;
        for (auto &r : P->reds) pred[r.var] = r;
        for (auto &rf : refs) {
            VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
            if (!V || d->privatized.count(V) || d->seqShareVars.count(V)) continue;
            if (!inside(rf.second, d)) continue;
            if (d->declaredInside.count(V)) continue;
            bool isPriv = priv.count(V), isRed = pred.count(V);
            if (!isPriv && !isRed) continue;
            if (isRed && pred[V].array) {
                // the region's array reduction: any use in the loop is of the private copy
                // (its elements are written through a decayed pointer, which isWriteUse misses)
                bool have = false;
                for (auto &r : d->reds) have |= r.var == V;
                if (!have) { d->reds.push_back(pred[V]); d->privatized.insert(V); }
                continue;
            }
            QualType T = V->getType();
            // the loop writes what a region-private pointer or reference designates, or
            // what an object's pointers lead to (pointer_reach.cpp)
            const bool viaPointer = T->isPointerType() ? pointeeMayBeWritten(rf.first) && !mayWrite(rf.first)
                                  : T->isReferenceType()
                                      ? mayWrite(rf.first) || (holdsPointer(T.getNonReferenceType()) && reachesWritable(rf.first))
                                      : holdsPointer(T) && !mayWrite(rf.first) && reachesWritable(rf.first);
            if (isPriv && viaPointer) {
                if (sharedTarget(V, P, priv)) continue;
                if (teamCandidates.count(P)) {  // per-thread targets: team mode (deferToTeam)
                    teamRegions.insert(P);
                    d->privatized.insert(V);
                    continue;
                }
                if (P->kind == Dir::Orphan) {  // the caller's own pointer: shares run in order
                    d->seqShare = true;
                    d->seqShareVars.insert(V);
                    continue;
                }
                error(rf.first->getBeginLoc(), std::string(T->isPointerType() ? "pointer" : T->isReferenceType() ? "reference" : "object") +
                      " '" + V->getNameAsString() + "' is private to the enclosing " +
                      (P->kind == Dir::Orphan ? "function (an orphaned worksharing loop)" : "parallel region") +
                      " and the worksharing loop writes through " +
                      (T->isPointerType() || T->isReferenceType() ? "it" : "a pointer it holds") +
                      ", but hbc cannot show that every thread's copy designates the same storage; not supported "
                      "(use --hbc-fallback-openmp)");
                d->privatized.insert(V);
                continue;
            }
            if (!(isRed ? isWriteUse(rf.first) : mayWrite(rf.first))) continue;
            if (isRed) {
                bool have = false;
                for (auto &r : d->reds) have |= r.var == V;
                if (!have) { d->reds.push_back({pred[V].op, "", V}); d->privatized.insert(V); }
                continue;
            }
            // A per-thread scratch variable (private clause or uninitialised region local,
            // never used at region level): each loop iteration gets its own copy.
            // Arrays too (each range gets its own uninitialised copy, as each thread has one).
            // A parameter is never scratch: it holds the caller's argument.
            // Named by the region's code too: still scratch when no value a loop leaves is
            // ever read there (privateDeadAcrossLoops; NPB SP's reused counters).
            // Never named there but read by another loop that keeps it: with no assignment at
            // region level, that loop reads what this one left.
            const bool parallelRegion = P->kind == Dir::Region && P->D && isa<OMPParallelDirective>(P->D);
            // An array: another loop of the region that only reads it reads what this one left.
            const bool regionNamesIt =
                regionLevelRefs[P].count(V) ? !(parallelRegion && privateDeadAcrossLoops(teamAssoc(P->D), V))
                                            : parallelRegion && (privateReadByALoopThatKeepsIt(teamAssoc(P->D), V) ||
                                                                 (V->getType()->isArrayType() && arrayOnlyReadByAnotherLoop(P, d, V)));
            // (C: a variable-length array too, its copy sized as the original as the loop starts,
            // frozenVlaType; miniAMR's stencil `work`, helper-127)
            const QualType VT = V->getType();
            const bool copyable = VT->isVariablyModifiedType()
                                      ? !CXX && VT->isArrayType()
                                      : !VT->isArrayType() || isa<ConstantArrayType>(Ctx.getAsArrayType(VT));
            bool scratch = !regionNamesIt && !V->getInit() && !isa<ParmVarDecl>(V) &&
                           std::find(P->fpriv.begin(), P->fpriv.end(), V) == P->fpriv.end() &&
                           !VT->isReferenceType() && copyable;
            if (scratch) {
                d->priv.push_back(V);
                d->privatized.insert(V);
                continue;
            }
            Reduction hr;
            if (handMadeReduction(P, V, hr)) {
                d->reds.push_back(hr);
                d->privatized.insert(V);
                continue;
            }
            if (teamCandidates.count(P)) {  // each thread's copy matters: team mode (deferToTeam)
                teamRegions.insert(P);
                d->privatized.insert(V);
                continue;
            }
            if (P->kind == Dir::Orphan) {  // the calling thread's own copy: shares run in order
                d->seqShare = true;
                d->seqShareVars.insert(V);
                continue;
            }
            error(rf.first->getBeginLoc(), "variable '" + V->getNameAsString() + "' is private to the enclosing " +
                  (P->kind == Dir::Orphan ? "function (an orphaned worksharing loop binds to the caller's team)"
                                          : "parallel region") +
                  " and written in a worksharing loop without being privatized; not supported "
                  "(use --hbc-fallback-openmp)");
            d->privatized.insert(V);  // one report per variable
        }
    }
}

bool Translator::inside(Dir *r, Dir *d) {
    for (; r; r = r->parentLoop)
        if (r == d) return true;
    return false;
}

// ---------------------------------------------------------------- C captures
bool Translator::isFunctionLocal(VarDecl *V) {
    return (V->getDeclContext()->isFunctionOrMethod() || isa<ParmVarDecl>(V)) && !team->hoistedThreadprivate(V);
}

void Translator::computeCaptures() {
    for (auto &rf : refs) {
        VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || V->getType()->isArrayType()) continue;
        auto P = Ctx.getParents(*rf.first);
        while (!P.empty() && P[0].get<ParenExpr>()) P = Ctx.getParents(*P[0].get<ParenExpr>());
        if (!P.empty())
            if (auto *U = P[0].get<UnaryOperator>())
                if (U->getOpcode() == UO_AddrOf) addrTaken.insert(V);
    }
    for (auto &rf : refs) {
        VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || !V->getType()->isArrayType()) continue;
        auto P = Ctx.getParents(*rf.first);
        const ImplicitCastExpr *IC = P.empty() ? nullptr : P[0].get<ImplicitCastExpr>();
        if (!IC || IC->getCastKind() != CK_ArrayToPointerDecay) nonDecay.insert(V);
    }
    for (auto &rf : refs) {
        VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || !isFunctionLocal(V)) continue;
        bool write = isWriteUse(rf.first);
        for (Dir *r = rf.second; r; r = r->parentLoop) need(r, V, write);
    }
    // clause variables and outside-declared ivs of nested loops are used at their call site,
    // in the enclosing region
    for (auto &up : dirs) {
        Dir *d = up.get();
        if (d->kind != Dir::Loop) continue;
        auto useAbove = [&](VarDecl *V, bool write) {
            if (!isFunctionLocal(V)) return;
            for (Dir *r = d->parentLoop; r; r = r->parentLoop) need(r, V, write);
        };
        for (auto &r : d->reds) {
            useAbove(r.var, true);
            // an array section's bounds are evaluated at the call site
            std::function<void(Stmt *)> bounds = [&](Stmt *X) {
                if (!X) return;
                if (auto *DR = dyn_cast<DeclRefExpr>(X))
                    if (auto *BV = dyn_cast<VarDecl>(DR->getDecl())) useAbove(BV, false);
                for (Stmt *C : X->children()) bounds(C);
            };
            bounds(r.lo);
            bounds(r.len);
        }
        for (auto *V : d->lpriv) useAbove(V, true);
        for (auto *V : d->fpriv) useAbove(V, false);
        for (auto &L : d->loops)
            if (!L.ivDeclared) useAbove(L.iv, true);
    }
    for (auto &up : dirs) {
        Dir *d = up.get();
        if (d->kind == Dir::Region) {
            auto useAbove = [&](VarDecl *V, bool write) {
                for (Dir *r = d->parentLoop; r; r = r->parentLoop) need(r, V, write);
            };
            for (auto *V : d->fpriv) useAbove(V, false);
        }
    }
}

void Translator::need(Dir *r, VarDecl *V, bool write) {
    if (r->declaredInside.count(V)) return;
    if (r->privatized.count(V)) {
        // firstprivate and lastprivate are handled by the loop itself
        return;
    }
    QualType T = V->getType();
    // a variably modified type names its size variables: the outlined function needs them
    if (T->isVariablyModifiedType())
        for (VarDecl *W : vlaSizeVars(T))
            if (W != V && isFunctionLocal(W)) need(r, W, false);
    bool ptr = write || !T->isScalarType() || addrTaken.count(V);
    if (T->isArrayType() && !write && !nonDecay.count(V)) {
        // only ever used as a pointer to its first element: pass that pointer by value
        if (!r->caps.count(V)) { r->caps[V] = Cap::Decay; r->capOrder.push_back(V); }
        return;
    }
    auto it = r->caps.find(V);
    if (it == r->caps.end()) {
        r->caps[V] = ptr ? Cap::Pointer : Cap::Value;
        r->capOrder.push_back(V);
    } else if (ptr) it->second = Cap::Pointer;
}

std::vector<VarDecl *> Translator::vlaSizeVars(QualType T) {
    std::vector<VarDecl *> out;
    std::function<void(const Stmt *)> collect = [&](const Stmt *X) {
        if (!X) return;
        if (auto *D = dyn_cast<DeclRefExpr>(X))
            if (auto *W = dyn_cast<VarDecl>(D->getDecl())) out.push_back(const_cast<VarDecl *>(W));
        for (const Stmt *C : X->children()) collect(C);
    };
    while (!T.isNull()) {
        if (auto *VA = Ctx.getAsVariableArrayType(T)) { collect(VA->getSizeExpr()); T = VA->getElementType(); }
        else if (auto *AT = Ctx.getAsArrayType(T)) T = AT->getElementType();
        else if (T->isPointerType() || T->isReferenceType()) T = T->getPointeeType();
        else break;
    }
    return out;
}

void Translator::rewriteRefs() {
    std::set<unsigned> done;  // a macro argument used twice in its body is one spelling
    for (auto &rf : refs) {
        Dir *r = rf.second;
        if (!r) continue;
        VarDecl *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V) continue;
        auto it = r->caps.find(V);
        if (it == r->caps.end() || it->second != Cap::Pointer) continue;
        SourceLocation L = rf.first->getLocation();
        if (SM.isWrittenInScratchSpace(SM.getSpellingLoc(L))) continue;  // in a _Pragma string: printed (clauseTexts)
        if (L.isMacroID()) {
            if (!beforeMacroArgs(SM, L).isMacroID()) L = SM.getSpellingLoc(L);
            else if (r->kind == Dir::Loop && (r->defineAround.count(V) || definableAround(r, V))) {
                r->defineAround.insert(V);  // named by a #define around the body (emitLoopC)
                continue;
            } else {
                error(rf.first->getBeginLoc(), "shared variable '" + V->getNameAsString() +
                      "' is reached through a pointer in the outlined code (it is written there or its address "
                      "is taken) and used inside a macro expansion whose tokens hbc cannot redefine (its name is "
                      "also a macro's, or the construct declares, copies or names another entity of that "
                      "name); cannot outline");
                continue;
            }
        }
        if (!rewritable(L)) continue;
        bool own = false;
        for (auto &oc : ownCopies)
            own |= oc.second == V && SM.isPointWithin(SM.getExpansionLoc(L), SM.getExpansionLoc(oc.first.getBegin()),
                                                      SM.getExpansionLoc(oc.first.getEnd()));
        if (own || !done.insert(L.getRawEncoding()).second) continue;
        RW.ReplaceText(L, V->getName().size(), "(*" + ptrName(V) + ")");
    }
}

}  // namespace hbc
