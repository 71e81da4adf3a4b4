// Translator (translator.hpp) members: loop headers and clauses (private, reduction, ...), region clauses.
#include "translator.hpp"

namespace hbc {

// ---------------------------------------------------------------- reduction items
// One item of a reduction clause: a scalar variable, a whole constant-size array, or a
// contiguous section var[lo:len] (dimensions after the first, if any, taken whole).
// Anything else is reported at the item, naming what is not supported.
bool Translator::reductionItem(Expr *E, Op o, const std::string &op, Reduction &out) {
    out = Reduction{o, op, nullptr, "", "", false, nullptr, nullptr, 0, false, QualType()};
    auto arithmetic = [&](QualType T, SourceLocation L, const std::string &what) {
        if (T->isDependentType()) return true;
        if (T->isArithmeticType() && !T->isAnyComplexType()) return true;
        error(L, "unsupported reduction on " + what + " of type '" + T.getAsString(*Pol) +
              "' (array reductions need arithmetic elements)");
        return false;
    };
    if (VarDecl *V = refVar(E)) {
        out.var = V;
        QualType T = V->getType().getNonReferenceType();
        if (!T->isArrayType() && (T->isDependentType() || T->isScalarType())) return true;
        if (!T->isArrayType()) {
            // (a class type reaches here through a `declare reduction`, which heartbeat loops take)
            error(E->getBeginLoc(), "unsupported reduction on non-scalar variable '" + V->getNameAsString() + "' here (a "
                  "'declare reduction' for its type is supported on worksharing and parallel loops only: docs/hbc.md, "
                  "User-defined reductions)");
            return false;
        }
        const ArrayType *AT = Ctx.getAsArrayType(T);
        // a template's array whose size is a parameter is constant in every instantiation
        if (!(isa<ConstantArrayType>(AT) || (CXX && isa<DependentSizedArrayType>(AT))) || T->isVariablyModifiedType()) {
            error(E->getBeginLoc(), "unsupported reduction on variable-length array '" + V->getNameAsString() +
                  "' (use an array section: " + V->getNameAsString() + "[0:n])");
            return false;
        }
        out.array = true;
        out.elem = Ctx.getBaseElementType(T).getUnqualifiedType();
        return arithmetic(out.elem, E->getBeginLoc(), "array '" + V->getNameAsString() + "'");
    }
    auto *S = dyn_cast<OMPArraySectionExpr>(E->IgnoreParenImpCasts());
    if (auto *AS = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts()); AS && !S) {
        // an element of a one-dimensional array or of a pointer's (OpenMP 5.0; HeCBench
        // atomicIntrinsics' reduction(max: a[2])): the section a[i:1]
        // (in a template, an array of the template's element type too, as a whole array is
        // taken: HeCBench atomicIntrinsics' `T gpuData[7]`, refused before session 77, helper-129)
        VarDecl *V = refVar(AS->getBase()->IgnoreParenImpCasts());
        const QualType T = V ? V->getType().getNonReferenceType() : QualType();
        const ArrayType *AT = T.isNull() ? nullptr : Ctx.getAsArrayType(T);
        const bool fixed = AT && (isa<ConstantArrayType>(AT) || (CXX && isa<DependentSizedArrayType>(AT)));
        const QualType ET = T.isNull() || T->isVariablyModifiedType() ? QualType()
                            : T->isPointerType() ? (T->isDependentType() ? QualType() : T->getPointeeType())
                            : fixed && !AT->getElementType()->isArrayType() ? AT->getElementType()
                                                                            : QualType();
        const bool elementOk = !ET.isNull() && (ET->isDependentType() || (ET->isArithmeticType() && !ET->isAnyComplexType()));
        if (!V || isa<OMPCapturedExprDecl>(V) || !elementOk) {
            error(E->getBeginLoc(), "unsupported reduction item: an element of an array that is not a one-dimensional "
                  "array or pointer of arithmetic elements (use a section a[i:1])");
            return false;
        }
        out.var = V;
        out.array = out.element = true;
        out.lo = AS->getIdx();
        out.elem = ET.getUnqualifiedType();
        return true;
    }
    if (!S) {
        if (isa<ArraySubscriptExpr>(E->IgnoreParenImpCasts()))
            error(E->getBeginLoc(), "unsupported reduction item: an array element (use a section a[i:1])");
        else
            error(E->getBeginLoc(), "unsupported reduction item (only variables, constant-size arrays and "
                  "array sections)");
        return false;
    }
    // Walk the subscripts from the last to the first: every one but the first must cover
    // its whole dimension, so that the section is one contiguous block.
    std::vector<OMPArraySectionExpr *> subs;
    Expr *B = S;
    while (true) {
        Expr *X = B->IgnoreParenImpCasts();
        if (auto *SS = dyn_cast<OMPArraySectionExpr>(X)) { subs.insert(subs.begin(), SS); B = SS->getBase(); continue; }
        if (isa<ArraySubscriptExpr>(X)) {
            error(E->getBeginLoc(), "unsupported reduction item: a section mixing subscripts and ranges");
            return false;
        }
        break;
    }
    VarDecl *V = refVar(B);
    if (!V || isa<OMPCapturedExprDecl>(V)) {
        error(E->getBeginLoc(), "unsupported reduction item: an array section whose base is not a variable");
        return false;
    }
    for (auto *SS : subs) {
        if (Expr *St = SS->getStride()) {
            Expr::EvalResult R;
            if (St->isValueDependent() || !St->EvaluateAsInt(R, Ctx) || R.Val.getInt() != 1) {
                error(St->getBeginLoc(), "unsupported reduction item: an array section with a stride");
                return false;
            }
        }
    }
    QualType T = V->getType().getNonReferenceType();
    if (T->isDependentType()) {
        error(E->getBeginLoc(), "unsupported reduction item: an array section of a variable of dependent type '" +
              V->getNameAsString() + "'");
        return false;
    }
    // (in C a one-dimensional variable-length array is indexed as a pointer is: `hist[0:n]`,
    // as docs/hbc.md says to write it; refused until session 70, a helper's program. g++'s
    // type traits cannot name its type: C++ is refused.)
    auto *VA = dyn_cast_or_null<VariableArrayType>(Ctx.getAsArrayType(T));
    const bool vla1 = !CXX && VA && !VA->getElementType()->isVariablyModifiedType() && subs.size() == 1;
    if ((T->isVariablyModifiedType() && !vla1) ||
        (!T->isPointerType() && !vla1 && !isa_and_nonnull<ConstantArrayType>(Ctx.getAsArrayType(T)))) {
        error(E->getBeginLoc(), "unsupported reduction item: a section of '" + V->getNameAsString() +
              "', which is neither a pointer nor a constant-size array" +
              (CXX && VA ? std::string(" (a C++ variable-length array: reduce a section of a pointer to it)") : std::string()));
        return false;
    }
    // the element type after the first subscript; later subscripts must be whole dimensions
    QualType rowT = T->isPointerType() ? T->getPointeeType() : Ctx.getAsArrayType(T)->getElementType();
    for (size_t k = 1; k < subs.size(); ++k) {
        auto *CA = dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(rowT));
        auto whole = [&](OMPArraySectionExpr *SS) {
            Expr::EvalResult R;
            if (Expr *L = SS->getLowerBound())
                if (L->isValueDependent() || !L->EvaluateAsInt(R, Ctx) || R.Val.getInt() != 0) return false;
            if (Expr *N = SS->getLength()) {
                if (N->isValueDependent() || !N->EvaluateAsInt(R, Ctx)) return false;
                return R.Val.getInt().getExtValue() == (int64_t)CA->getSize().getZExtValue();
            }
            return true;
        };
        if (!CA || !whole(subs[k])) {
            error(subs[k]->getBeginLoc(), "unsupported reduction item: a multi-dimensional array section that "
                  "is not contiguous (every dimension after the first must be taken whole)");
            return false;
        }
        rowT = CA->getElementType();
    }
    out.var = V;
    out.array = true;
    out.lo = subs[0]->getLowerBound();
    out.len = subs[0]->getLength();
    if (!out.len) {
        auto *CA = T->isPointerType() ? nullptr : dyn_cast<ConstantArrayType>(Ctx.getAsArrayType(T));
        if (!CA) {
            error(E->getBeginLoc(), "unsupported reduction item: a section without a length");
            return false;
        }
        out.dim = CA->getSize().getZExtValue();
    }
    out.elem = Ctx.getBaseElementType(rowT).getUnqualifiedType();
    return arithmetic(out.elem, E->getBeginLoc(), "a section of '" + V->getNameAsString() + "'");
}

// ---------------------------------------------------------------- loop analysis
// A data member in a private clause (OpenMP 4.5, C++ member functions): clang refers to it
// through a captured reference named like the member. The loop's private copy is a local of
// that name, so the member's unqualified uses in the body name the copy. A use written
// `this->m` or `(*this).m` would still name the member: refused rather than shared.
bool Translator::privateMemberOk(VarDecl *V, OMPExecutableDirective *D) {
    if (!CXX || !isPrivatizedMember(V)) {
        error(D->getBeginLoc(), "private reference variables are not supported");
        return false;
    }
    const ValueDecl *field =
        cast<MemberExpr>(cast<OMPCapturedExprDecl>(V)->getInit()->IgnoreParenImpCasts())->getMemberDecl();
    SourceLocation bad;
    std::function<void(const Stmt *)> walk = [&](const Stmt *S) {
        if (!S || bad.isValid()) return;
        if (auto *M = dyn_cast<MemberExpr>(S))
            if (M->getMemberDecl() == field && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()) &&
                !M->isImplicitAccess())
                bad = M->getBeginLoc();
        // (in a template's pattern, `this->m` stays unresolved: member_clauses.cpp)
        if (auto *M = dyn_cast<CXXDependentScopeMemberExpr>(S))
            if (!M->isImplicitAccess() && M->getMember().getAsString() == field->getNameAsString() &&
                isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
                bad = M->getBeginLoc();
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (DR->getDecl() == V) {
                SourceLocation L = DR->getBeginLoc();
                if (L.isMacroID()) bad = L;
                else {
                    const char *at = SM.getCharacterData(L), *start = SM.getCharacterData(SM.getLocForStartOfFile(SM.getFileID(L)));
                    while (at > start && (at[-1] == ' ' || at[-1] == '\t' || at[-1] == '\n' || at[-1] == '\r')) --at;
                    if (at > start && (at[-1] == '.' || (at[-1] == '>' && at - 1 > start && at[-2] == '-'))) bad = L;
                }
            }
        for (const Stmt *C : S->children()) walk(C);
    };
    walk(assocStmt(D));
    if (bad.isValid()) {
        error(bad, "the private member '" + field->getNameAsString() + "' is used here through `this` (or a macro): "
                   "write '" + field->getNameAsString() + "' alone, so that it names the private copy");
        return false;
    }
    return true;
}

// The instantiations of a template function (or of a member of a class template) that this
// unit defines: the bodies clang checked with the real types.
const std::vector<FunctionDecl *> &Translator::instantiationsOfFunction(const FunctionDecl *pattern) {
    if (!instantiationsBuilt) {
        instantiationsBuilt = true;
        std::function<void(Decl *)> visit = [&](Decl *Dc) {
            if (auto *FT = dyn_cast<FunctionTemplateDecl>(Dc))
                for (FunctionDecl *S : FT->specializations()) visit(S);
            if (auto *CT = dyn_cast<ClassTemplateDecl>(Dc))
                for (ClassTemplateSpecializationDecl *S : CT->specializations()) visit(S);
            if (auto *FD = dyn_cast<FunctionDecl>(Dc))
                if (FunctionDecl *P = FD->getTemplateInstantiationPattern(); P && FD->hasBody())
                    instantiationsOf[P->getCanonicalDecl()].push_back(FD);
            if (auto *DC = dyn_cast<DeclContext>(Dc))
                for (Decl *In : DC->decls()) visit(In);
        };
        visit(Ctx.getTranslationUnitDecl());
    }
    return instantiationsOf[pattern->getCanonicalDecl()];
}

// collapse(n): a constant; in a template's pattern, a value that depends on its parameters
// and on which every instantiation of the enclosing function agrees (an instantiated
// directive keeps the pattern's source location), since one translated text serves them
// all; a template never instantiated takes 1 (its code never runs). 0, reported, otherwise.
int Translator::collapseCount(OMPExecutableDirective *D, OMPCollapseClause *CC) {
    Expr *E = CC->getNumForLoops();
    Expr::EvalResult R;
    if (E && !E->isValueDependent() && E->EvaluateAsInt(R, Ctx)) return (int)R.Val.getInt().getExtValue();
    if (!E || !curFn || !curFn->isDependentContext()) {
        error(CC->getBeginLoc(), "collapse() needs a constant");
        return 0;
    }
    std::set<int64_t> values;
    std::function<void(Stmt *)> find = [&](Stmt *S) {
        if (!S) return;
        if (auto *ID = dyn_cast<OMPExecutableDirective>(S);
            ID && ID->getBeginLoc() == D->getBeginLoc() && ID->getDirectiveKind() == D->getDirectiveKind())
            for (OMPClause *C : ID->clauses())
                if (auto *IC = dyn_cast<OMPCollapseClause>(C); IC && IC->getNumForLoops()) {
                    Expr::EvalResult V;
                    if (!IC->getNumForLoops()->isValueDependent() && IC->getNumForLoops()->EvaluateAsInt(V, Ctx))
                        values.insert(V.Val.getInt().getExtValue());
                }
        // (a construct's body is not among its children: a CapturedStmt's are its captures)
        if (auto *ID = dyn_cast<OMPExecutableDirective>(S)) find(assocStmt(ID));
        for (Stmt *C : S->children()) find(C);
    };
    for (FunctionDecl *I : instantiationsOfFunction(curFn)) find(I->getBody());
    if (values.size() > 1) {
        std::string list;
        for (int64_t v : values) list += (list.empty() ? "" : ", ") + std::to_string(v);
        error(CC->getBeginLoc(), "collapse() takes different values in this template's instantiations (" + list +
                                     "), and hbc translates the template once; not supported");
        return 0;
    }
    return values.empty() ? 1 : (int)*values.begin();
}

// The built-in reduction operator a clause names ("operator+", "min", ...); false for any other.
static bool builtInOp(const std::string &op, Op &o) {
    static const std::pair<const char *, Op> ops[] = {
        {"operator+", Op::Add}, {"operator-", Op::Sub},   {"operator*", Op::Mul},  {"operator&", Op::And},
        {"operator|", Op::Or},  {"operator^", Op::Xor},   {"operator&&", Op::LAnd}, {"operator||", Op::LOr},
        {"min", Op::Min},       {"max", Op::Max}};
    for (auto &p : ops)
        if (op == p.first) {
            o = p.second;
            return true;
        }
    return false;
}

bool isBuiltInReductionName(const std::string &op) {
    Op o;
    return builtInOp(op, o);
}

bool builtInReductionOp(const std::string &op, Op &o) { return builtInOp(op, o); }

bool hasRecordItem(const OMPReductionClause *RC) {
    for (const Expr *E : RC->varlists())
        if (E->getType().getNonReferenceType()->isRecordType()) return true;
    return false;
}

bool Translator::analyzeLoopDir(Dir *d) {
    OMPExecutableDirective *D = d->D;
    unsigned collapse = 1;
    std::string name = getOpenMPDirectiveName(D->getDirectiveKind()).str();
    for (OMPClause *C : D->clauses()) {
        if (auto *CC = dyn_cast<OMPCollapseClause>(C)) {
            const int n = collapseCount(D, CC);
            if (n < 1) return false;
            collapse = (unsigned)n;
        } else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
            std::string op = RC->getNameInfo().getName().getAsString();
            // user-defined reductions first: one may be named after a built-in operator
            std::vector<std::pair<Expr *, OMPDeclareReductionDecl *>> udrItems;
            bool anyUdr = false, failed = false;
            for (Expr *E : RC->varlists()) {
                udrItems.push_back({E, findUDR(RC->getNameInfo().getName(), E, E->getBeginLoc(), failed)});
                if (failed) return false;
                anyUdr |= udrItems.back().second != nullptr;
            }
            if (anyUdr) {
                if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                    error(C->getBeginLoc(), "unsupported reduction modifier on a user-defined reduction");
                    return false;
                }
                for (auto &it : udrItems) {
                    Reduction r;
                    // an item of another type uses the built-in operator of that name
                    Op o;
                    if (!it.second && !builtInOp(op, o)) {
                        error(it.first->getBeginLoc(), "no user-defined reduction '" + op + "' for this item's type");
                        return false;
                    }
                    if (!it.second ? !reductionItem(it.first, o, op, r)
                                   : !udrReduction(it.second, it.first, it.first->getBeginLoc(), r))
                        return false;
                    d->reds.push_back(r);
                    d->privatized.insert(r.var);
                }
                udrHandled.insert(C);
                continue;
            }
            Op o;
            if (!builtInOp(op, o)) {
                error(C->getBeginLoc(), "unsupported reduction operator '" + op + "'");
                return false;
            }
            if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                return false;
            }
            for (Expr *E : RC->varlists()) {
                Reduction r;
                if (!reductionItem(E, o, op, r)) return false;
                d->reds.push_back(r);
                d->privatized.insert(r.var);
            }
        } else if (auto *PC = dyn_cast<OMPPrivateClause>(C)) {
            if (!addVars(PC->varlists(), d->priv, d)) return false;
        } else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) {
            if (!misreadImplicitFirstprivate(d->D, C) && !addVars(FC->varlists(), d->fpriv, d)) return false;
        } else if (auto *LC = dyn_cast<OMPLastprivateClause>(C)) {
            if (LC->getKind() != OMPC_LASTPRIVATE_unknown) {
                error(C->getBeginLoc(), "unsupported lastprivate modifier");
                return false;
            }
            if (!addVars(LC->varlists(), d->lpriv, d)) return false;
        } else if (auto *SC = dyn_cast<OMPScheduleClause>(C)) {
            // the kind only tells which thread runs what (heartbeat-scheduled); a static or
            // dynamic chunk also where shares may begin (Dir::alignChunk). guided's chunks
            // start anywhere.
            Expr *E = SC->getChunkSize();
            Expr::EvalResult ER;
            const bool one = E && !E->isValueDependent() && E->EvaluateAsInt(ER, Ctx) && ER.Val.getInt() == 1;
            if (E && !one && (SC->getScheduleKind() == OMPC_SCHEDULE_static || SC->getScheduleKind() == OMPC_SCHEDULE_dynamic))
                d->alignChunk = E;
        } else if (isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) ||
                   isa<OMPNumThreadsClause>(C) || isa<OMPIfClause>(C) || isa<OMPNowaitClause>(C) ||
                   isa<OMPProcBindClause>(C) || isa<OMPSafelenClause>(C) || isa<OMPSimdlenClause>(C) ||
                   isa<OMPAlignedClause>(C) || isa<OMPOrderClause>(C) || isa<OMPBindClause>(C) ||
                   isa<OMPAllocateClause>(C) || isa<OMPNontemporalClause>(C) ||
                   (d->taskloop && (isa<OMPGrainsizeClause>(C) || isa<OMPNumTasksClause>(C) || isa<OMPNogroupClause>(C) ||
                                    isa<OMPUntiedClause>(C) || isa<OMPMergeableClause>(C) || isa<OMPPriorityClause>(C)))) {
            // (a taskloop's: how many tasks, which may run where, in what order: taskloopAsLoop)
            // accepted: see docs/hbc.md (allocate: where private copies live, a hint;
            // nontemporal: a hint about the stores, for the vectoriser)
        } else if (isa<OMPOrderedClause>(C) && d->orderedShare) {
            // an orphaned `for ordered` shared by its callers' teams (Dir::orderedShare)
        } else if (isa<OMPOrderedClause>(C)) {
            error(C->getBeginLoc(), "unsupported OpenMP construct 'ordered'");
            return false;
        } else {
            error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                  "' on '" + name + "'");
            return false;
        }
    }
    for (auto *V : d->priv) d->privatized.insert(V);
    for (auto *V : d->fpriv) d->privatized.insert(V);
    for (auto *V : d->lpriv) d->privatized.insert(V);
    // (g++'s variable-length arrays: the C translation refuses their copies too,
    // emit_loops_c.cpp; before, hbc++'s output did not compile, helper-41)
    if (CXX)
        for (auto *list : {&d->priv, &d->fpriv, &d->lpriv})
            for (auto *V : *list)
                if (V->getType().getNonReferenceType()->isVariablyModifiedType()) {
                    error(D->getBeginLoc(), "a private copy of the variable-length array '" + V->getNameAsString() +
                          "' is not supported in C++");
                    return false;
                }
    for (auto *V : d->priv)
        if (V->getType()->isReferenceType() && !privateMemberOk(V, D)) return false;
    for (auto *list : {&d->fpriv, &d->lpriv})  // (a reference variable's copy is its referee's)
        for (auto *V : *list)
            if (CXX && isPrivatizedMember(V) && !privateMemberOk(V, D)) return false;
    Stmt *S = assocStmt(D);
    if (auto *RF = dyn_cast_or_null<CXXForRangeStmt>(S)) {
        if (collapse != 1 || !CXX) {
            error(RF->getBeginLoc(), "collapse of a range-based for loop is not supported");
            return false;
        }
        d->rangeFor = RF;
        d->body = RF->getBody();
        d->privatized.insert(RF->getLoopVariable());
        d->declaredInside.insert(RF->getLoopVariable());
        return true;
    }
    for (unsigned l = 0; l < collapse; ++l) {
        auto *F = dyn_cast_or_null<ForStmt>(S);
        while (!F && S) {
            // collapse across a compound statement that holds exactly the next loop
            auto *CS = dyn_cast<CompoundStmt>(S);
            if (CS && CS->size() == 1) { S = CS->body_front(); F = dyn_cast<ForStmt>(S); continue; }
            break;
        }
        if (!F) {
            error(S ? S->getBeginLoc() : D->getBeginLoc(), "expected a for loop after '" + name + "'" +
                  (l ? " (collapse needs perfectly nested loops)" : ""));
            return false;
        }
        LoopInfo L;
        L.F = F;
        if (!analyzeFor(F, L)) return false;
        bool rectangular = true;
        for (auto &O : d->loops)
            rectangular &= !(usesVar(L.lb, O.iv) || usesVar(L.ub, O.iv) || (L.step && usesVar(L.step, O.iv)));
        if (!rectangular) {
            // A non-rectangular nest (OpenMP 5.0: an inner loop's bounds use an outer loop's
            // variable) is collapsed down to here; this loop and those inside it run whole
            // in each iteration of the outer ones, an order of the collapsed iterations that
            // a heartbeat loop may take (team mode, whose static schedules number them, refuses
            // it). Their variables stay private, as a collapsed loop's are.
            std::set<VarDecl *> counters;
            for (auto &O : d->loops) counters.insert(O.iv);
            for (unsigned k = l; k < collapse; ++k) {
                VarDecl *iv = L.iv;
                counters.insert(iv);
                if (std::find(d->lpriv.begin(), d->lpriv.end(), iv) == d->lpriv.end() &&
                    std::find(d->priv.begin(), d->priv.end(), iv) == d->priv.end() && !L.ivDeclared)
                    d->priv.push_back(iv);
                d->privatized.insert(iv);
                if (k + 1 == collapse) break;
                ForStmt *G = nestedFor(L.F);
                if (!G) break;  // (clang checked the nest)
                L = LoopInfo();
                L.F = G;
                if (!analyzeFor(G, L)) return false;
            }
            // A lastprivate that is not a counter (whose final value comes from the trip
            // counts) is copied out of the range that runs the last outer iteration; the
            // nest's last iteration may lie in an earlier one, when the last ones run no
            // inner iteration (libgomp's loop-18.c: an unset value, silently)
            for (VarDecl *V : d->lpriv)
                if (!counters.count(V)) {
                    error(F->getBeginLoc(), "lastprivate '" + V->getNameAsString() + "' on a non-rectangular collapse(" +
                          std::to_string(collapse) + ") nest is not supported (hbc runs the inner loops whole in each "
                          "outer iteration, and the nest's last iteration may lie in an earlier one); use "
                          "--hbc-fallback-openmp");
                    return false;
                }
            break;
        }
        d->loops.push_back(L);
        d->privatized.insert(L.iv);
        S = F->getBody();
    }
    d->body = d->loops.back().F->getBody();
    // a loop variable in private/lastprivate is the loop's own (final value at the call site)
    std::vector<VarDecl *> pv;
    for (auto *V : d->priv) {
        bool isIv = false;
        for (auto &L : d->loops) isIv |= L.iv == V;
        if (!isIv) pv.push_back(V);
    }
    d->priv = pv;
    std::vector<VarDecl *> lp;
    for (auto *V : d->lpriv) {
        bool isIv = false;
        for (auto &L : d->loops) isIv |= L.iv == V;
        if (!isIv) lp.push_back(V);
    }
    d->lpriv = lp;
    return true;
}

bool Translator::usesVar(Stmt *S, VarDecl *V) {
    if (!S) return false;
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (DR->getDecl() == V) return true;
    for (Stmt *C : S->children())
        if (usesVar(C, V)) return true;
    return false;
}

bool Translator::analyzeFor(ForStmt *F, LoopInfo &L) {
    auto fail = [&](SourceLocation Loc, const char *what) {
        error(Loc, std::string("loop is not in OpenMP canonical form: ") + what);
        return false;
    };
    Stmt *Init = F->getInit();
    if (!Init) return fail(F->getBeginLoc(), "missing init");
    // `it = vec.begin()` on an iterator declared before the loop: an operator= call whose
    // temporary argument needs a cleanup (OpenMP Examples' pra_iterator.1)
    if (auto *EWC = dyn_cast<ExprWithCleanups>(Init)) Init = EWC->getSubExpr();
    if (auto *DS = dyn_cast<DeclStmt>(Init)) {
        if (!DS->isSingleDecl()) return fail(Init->getBeginLoc(), "several variables declared in init");
        L.iv = dyn_cast<VarDecl>(DS->getSingleDecl());
        if (!L.iv || !L.iv->getInit()) return fail(Init->getBeginLoc(), "init");
        L.lb = L.iv->getInit();
        L.ivDeclared = true;
    } else if (auto *BO = dyn_cast<BinaryOperator>(Init)) {
        if (BO->getOpcode() != BO_Assign) return fail(Init->getBeginLoc(), "init");
        L.iv = refVar(BO->getLHS());
        L.lb = BO->getRHS();
    } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(Init)) {
        if (OC->getOperator() != OO_Equal) return fail(Init->getBeginLoc(), "init");
        L.iv = refVar(OC->getArg(0));
        L.lb = OC->getArg(1);
    }
    if (!L.iv) return fail(Init->getBeginLoc(), "init must set the loop variable");
    if (L.iv->getType()->isVariablyModifiedType()) {
        // (a pointer to a variable-length array, `unsigned short (*p)[n]`: its type names a
        // local, which the outlined body and the step cannot; libgomp for-13.c did not compile)
        error(Init->getBeginLoc(), "a loop variable of a variably modified type (a pointer to a variable-length "
              "array) is not supported");
        return false;
    }
    // condition
    Expr *Cond = F->getCond();
    if (!Cond) return fail(F->getBeginLoc(), "missing condition");
    Expr *CE = const_cast<Expr *>(strip(Cond));
    Expr *lhs = nullptr, *rhs = nullptr;
    BinaryOperatorKind k;
    if (auto *BO = dyn_cast<BinaryOperator>(CE)) {
        k = BO->getOpcode();
        lhs = const_cast<Expr *>(BO->getLHS());
        rhs = const_cast<Expr *>(BO->getRHS());
    } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(CE)) {
        if (OC->getNumArgs() != 2) return fail(Cond->getBeginLoc(), "condition");
        switch (OC->getOperator()) {
        case OO_Less: k = BO_LT; break;
        case OO_LessEqual: k = BO_LE; break;
        case OO_Greater: k = BO_GT; break;
        case OO_GreaterEqual: k = BO_GE; break;
        case OO_ExclaimEqual: k = BO_NE; break;
        default: return fail(Cond->getBeginLoc(), "condition operator");
        }
        lhs = const_cast<Expr *>(OC->getArg(0));
        rhs = const_cast<Expr *>(OC->getArg(1));
    } else if (auto *RB = dyn_cast<CXXRewrittenBinaryOperator>(CE)) {
        // C++20: `it < end` through operator<=>, `it != end` through operator== (libstdc++'s
        // iterators at -std=c++20; session 72, helper-115): the comparison as written
        const CXXRewrittenBinaryOperator::DecomposedForm DF = RB->getDecomposedForm();
        k = DF.Opcode;
        lhs = const_cast<Expr *>(DF.LHS);
        rhs = const_cast<Expr *>(DF.RHS);
    } else {
        return fail(Cond->getBeginLoc(), "condition must compare the loop variable");
    }
    if (k != BO_LT && k != BO_LE && k != BO_GT && k != BO_GE && k != BO_NE)
        return fail(Cond->getBeginLoc(), "condition operator must be <, <=, >, >= or !=");
    if (refVar(lhs) == L.iv) {
        L.ub = rhs;
    } else if (refVar(rhs) == L.iv) {
        L.ub = lhs;
        k = k == BO_LT ? BO_GT : k == BO_LE ? BO_GE : k == BO_GT ? BO_LT : k == BO_GE ? BO_LE : BO_NE;
    } else {
        return fail(Cond->getBeginLoc(), "condition must compare the loop variable");
    }
    L.cmp = k;
    // increment
    Expr *Inc = F->getInc();
    if (!Inc) return fail(F->getBeginLoc(), "missing increment");
    Expr *IE = const_cast<Expr *>(strip(Inc));
    if (auto *UO = dyn_cast<UnaryOperator>(IE)) {
        if (refVar(UO->getSubExpr()) != L.iv || !UO->isIncrementDecrementOp()) return fail(Inc->getBeginLoc(), "increment");
        L.stepIsConst = true;
        L.stepConst = UO->isIncrementOp() ? 1 : -1;
    } else if (auto *CAO = dyn_cast<CompoundAssignOperator>(IE)) {
        if (refVar(CAO->getLHS()) != L.iv) return fail(Inc->getBeginLoc(), "increment");
        if (CAO->getOpcode() == BO_AddAssign) L.step = CAO->getRHS();
        else if (CAO->getOpcode() == BO_SubAssign) { L.step = CAO->getRHS(); L.stepNeg = true; }
        else return fail(Inc->getBeginLoc(), "increment");
    } else if (auto *BO = dyn_cast<BinaryOperator>(IE)) {
        if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) {
            if (refVar(BO->getLHS()) != L.iv) return fail(Inc->getBeginLoc(), "increment");
            L.step = BO->getRHS();
            L.stepNeg = BO->getOpcode() == BO_SubAssign;
        } else if (BO->getOpcode() == BO_Assign && refVar(BO->getLHS()) == L.iv) {
            auto *R = dyn_cast<BinaryOperator>(strip(BO->getRHS()));
            if (!R) return fail(Inc->getBeginLoc(), "increment");
            if (R->getOpcode() == BO_Add && refVar(R->getLHS()) == L.iv) L.step = R->getRHS();
            else if (R->getOpcode() == BO_Add && refVar(R->getRHS()) == L.iv) L.step = R->getLHS();
            else if (R->getOpcode() == BO_Sub && refVar(R->getLHS()) == L.iv) { L.step = R->getRHS(); L.stepNeg = true; }
            else return fail(Inc->getBeginLoc(), "increment");
        } else return fail(Inc->getBeginLoc(), "increment");
    } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(IE)) {
        if (refVar(OC->getArg(0)) != L.iv) return fail(Inc->getBeginLoc(), "increment");
        switch (OC->getOperator()) {
        case OO_PlusPlus: L.stepIsConst = true; L.stepConst = 1; break;
        case OO_MinusMinus: L.stepIsConst = true; L.stepConst = -1; break;
        case OO_PlusEqual: L.step = OC->getArg(1); break;
        case OO_MinusEqual: L.step = OC->getArg(1); L.stepNeg = true; break;
        default: return fail(Inc->getBeginLoc(), "increment");
        }
    } else {
        return fail(Inc->getBeginLoc(), "increment");
    }
    if (L.step && !L.step->isValueDependent()) {
        Expr::EvalResult R;
        if (L.step->EvaluateAsInt(R, Ctx)) {
            L.stepIsConst = true;
            L.stepConst = R.Val.getInt().getExtValue();
            if (L.stepNeg) L.stepConst = -L.stepConst;
        }
    }
    if (L.stepIsConst) {
        if (L.stepConst == 0) return fail(Inc->getBeginLoc(), "zero step");
        L.stepSign = L.stepConst > 0 ? 1 : -1;
        if ((L.stepSign > 0 && (k == BO_GT || k == BO_GE)) || (L.stepSign < 0 && (k == BO_LT || k == BO_LE)))
            return fail(Inc->getBeginLoc(), "step goes away from the bound");
    } else if (k == BO_LT || k == BO_LE) L.stepSign = 1;
    else if (k == BO_GT || k == BO_GE) L.stepSign = -1;
    QualType T = L.iv->getType();
    if (T->isDependentType() || T->isRecordType()) {
        if (!CXX) return fail(Init->getBeginLoc(), "loop variable type");
        L.kind = LoopInfo::Other;
    } else if (T->isPointerType()) L.kind = LoopInfo::Ptr;
    else if (T->isIntegerType()) L.kind = LoopInfo::Int;
    else return fail(Init->getBeginLoc(), "loop variable must be an integer, pointer or iterator");
    if (L.iv->getType()->isReferenceType()) return fail(Init->getBeginLoc(), "loop variable is a reference");
    return true;
}

void Translator::analyzeRegionClauses(Dir *d) {
    for (OMPClause *C : d->D->clauses()) {
        if (auto *PC = dyn_cast<OMPPrivateClause>(C)) addVars(PC->varlists(), d->priv, d);
        else if (auto *FC = dyn_cast<OMPFirstprivateClause>(C)) addVars(FC->varlists(), d->fpriv, d);
        else if (auto *RC = dyn_cast<OMPReductionClause>(C)) {
            std::string op = RC->getNameInfo().getName().getAsString();
            Op o = Op::Add;
            // (a `declare reduction`: team mode takes it on a region, userReductionOnRegion,
            // but not on one nested in a parallel loop's body, which runs here)
            if (!builtInOp(op, o) || hasRecordItem(RC)) {
                error(C->getBeginLoc(), "a 'declare reduction' on a 'parallel' region's own clause is supported where the "
                      "region runs as a team, not on a region nested in a parallel loop's body (docs/hbc.md, "
                      "User-defined reductions); use --hbc-fallback-openmp");
                continue;
            }
            if (RC->getModifier() != OMPC_REDUCTION_unknown) {
                error(C->getBeginLoc(), "unsupported reduction modifier '" + std::string(getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_reduction, RC->getModifier())) + "'");
                continue;
            }
            for (Expr *E : RC->varlists()) {
                Reduction r;
                if (reductionItem(E, o, op, r)) d->reds.push_back(r);
            }
        } else if (isa<OMPSharedClause>(C) || isa<OMPDefaultClause>(C) || isa<OMPNumThreadsClause>(C) ||
                   isa<OMPIfClause>(C) || isa<OMPProcBindClause>(C) || isa<OMPCopyinClause>(C) ||
                   isa<OMPAllocateClause>(C)) {
            // copyin: the region's one thread is the master, whose copy is the variable
        } else {
            error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                  "' on 'parallel'");
        }
    }
    for (auto *V : d->fpriv)
        if (V->getType()->isArrayType() && (CXX || V->getType()->isVariablyModifiedType()))
            error(d->D->getBeginLoc(), std::string("firstprivate ") + (CXX ? "array" : "variable-length array") +
                                           " on 'parallel' is not supported");
}


// A directive the walk never reached would be left to the real compiler, which runs without
// OpenMP and drops it (an atomic or critical lost: a race): refused instead.
void Translator::checkUntranslatedDirectives() {
    for (OMPExecutableDirective *D : allDirectives)
        if (!seen.count(D)) {
            error(D->getBeginLoc(), "this OpenMP directive is in no function or lambda body that hbc translates; "
                  "move it into a function");
            return;
        }
}

}  // namespace hbc
