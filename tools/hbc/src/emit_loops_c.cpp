// Translator (translator.hpp) members: worksharing loops in C, as outlined range functions
// that reach the loop's variables through a context array (frozenVlaType: C's variable-length
// array types in them).
#include "translator.hpp"
#include "unused_locals.hpp"

namespace hbc {

std::string Translator::cDecl(VarDecl *V, const std::string &name) { return typeStr(V->getType(), name); }

QualType Translator::frozenVlaType(QualType T, const std::string &at, const std::string &id, std::string &site,
                                   std::vector<std::string> &ctx, std::string &fn) {
    if (!T->isVariablyModifiedType()) return T;
    if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
        const std::string elem = "(" + at + ")[0]";
        if (auto *VA = dyn_cast<VariableArrayType>(AT)) {
            const std::string name = "__hb_vs_" + id + "_" + std::to_string(ctx.size());
            site += "size_t " + name + " = sizeof(" + at + ") / sizeof(" + elem + "); ";
            fn += "  const size_t " + name + " = *(const size_t *)__hb_c[" + std::to_string(ctx.size()) + "];\n";
            ctx.push_back("(void *)&" + name);
            QualType E = frozenVlaType(VA->getElementType(), elem, id, site, ctx, fn);
            auto *N = VarDecl::Create(Ctx, Ctx.getTranslationUnitDecl(), SourceLocation(), SourceLocation(),
                                      &Ctx.Idents.get(name), Ctx.getSizeType(), nullptr, SC_None);
            Expr *size = DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), N, false, SourceLocation(),
                                             Ctx.getSizeType(), VK_LValue);
            return Ctx.getVariableArrayType(E, size, ArrayType::Normal, 0, SourceRange());
        }
        if (auto *CA = dyn_cast<ConstantArrayType>(AT))
            return Ctx.getConstantArrayType(frozenVlaType(CA->getElementType(), elem, id, site, ctx, fn), CA->getSize(),
                                            nullptr, ArrayType::Normal, 0);
        return T;
    }
    if (const auto *PT = T->getAs<PointerType>())
        return Ctx.getQualifiedType(
            Ctx.getPointerType(frozenVlaType(PT->getPointeeType(), "(*" + at + ")", id, site, ctx, fn)),
            T.getQualifiers());
    return T;
}

// Whether loop d's outlined body may run under `#define v (*__hb_p_v)` (a shared variable
// reached through a pointer and used inside a macro expansion, where no rewrite reaches the
// use): the define replaces every token of that name from the body's macros as well, so
// nothing else in the body may have the name (a declaration, a member, a label, a field
// designator, another variable, one of the loop's copies), and the name must not be a
// macro's, whose definition the #define would replace. As team mode's byDefine.
bool Translator::definableAround(Dir *d, VarDecl *V) {
    if (!d->body || V->getStorageClass() == SC_Register || Ctx.Idents.get(V->getName()).hadMacroDefinition())
        return false;
    const StringRef name = V->getName();
    auto named = [&](const NamedDecl *N) { return N && N->getDeclName().isIdentifier() && N->getName() == name; };
    for (auto &oc : ownCopies)
        if (oc.second == V) return false;
    std::vector<VarDecl *> copies(d->priv);
    copies.insert(copies.end(), d->fpriv.begin(), d->fpriv.end());
    copies.insert(copies.end(), d->lpriv.begin(), d->lpriv.end());
    for (auto &r : d->reds) copies.push_back(r.var);
    for (auto &l : d->loops) copies.push_back(l.iv);
    for (VarDecl *W : copies)
        if (named(W)) return false;
    bool clash = false;
    std::function<void(const Stmt *)> scan = [&](const Stmt *S) {
        if (!S || clash) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            clash = DR->getDecl() != V && named(DR->getDecl());
        else if (auto *ME = dyn_cast<MemberExpr>(S))
            clash = named(ME->getMemberDecl());
        else if (auto *LS = dyn_cast<LabelStmt>(S))
            clash = named(LS->getDecl());
        else if (auto *DI = dyn_cast<DesignatedInitExpr>(S)) {
            for (const DesignatedInitExpr::Designator &Ds : DI->designators())
                clash |= Ds.isFieldDesignator() && Ds.getFieldName() && Ds.getFieldName()->getName() == name;
        } else if (auto *DS = dyn_cast<DeclStmt>(S)) {
            for (const Decl *X : DS->decls()) {
                clash |= named(dyn_cast<NamedDecl>(X));
                if (auto *RD = dyn_cast<RecordDecl>(X))
                    for (const FieldDecl *FD : RD->fields()) clash |= named(FD);
            }
        }
        for (const Stmt *C : S->children()) scan(C);
    };
    scan(d->body);
    return !clash;
}

void Translator::emitLoopC(Dir *d) {
    Dir *region = d->parentLoop;
    // an enclosing outlined loop has V as a pointer to its first element (Cap::Decay)
    auto decayedInRegion = [&](VarDecl *V) { return region && region->caps.count(V) && region->caps[V] == Cap::Decay; };
    CharSourceRange BR, FR;
    if (!bodyRange(d, BR, FR)) return;
    if (!d->topDecl) return;
    removePragma(d->D);
    barrierWaitBefore(d);
    std::string body = text(BR);
    std::string id = std::to_string(d->id);
    std::vector<LoopVars> lv;
    std::string site = "{ " + headerDecls(d, lv, region);
    for (auto &L : d->loops) (void)L;
    std::string tot = "__hb_tot_" + id;
    site += "const int64_t " + tot + " = ";
    for (size_t j = 0; j < lv.size(); ++j) site += (j ? " * " : "") + lv[j].n;
    site += "; ";
    // context: addresses of everything the outlined function needs
    std::vector<std::string> ctx;
    std::string fn, pre;
    // A range's own copy of V, declared with the original's sizes where it has variable ones
    // (their values go into the context and fn's prelude first: fn += copyDecl(V) + ...)
    auto copyDecl = [&](VarDecl *V) {
        return declAlign(V) + typeStr(frozenVlaType(V->getType(), refText(V, region), id, site, ctx, fn), V->getNameAsString());
    };
    bool red = false;  // a scalar reduction: the runtime's accumulator
    for (auto &r : d->reds) red = red || !r.array;
    std::string acc = "__hb_acc_" + id;
    fn += "static void __hb_loop_" + id + "(void *__hb_ctx, int64_t __hb_lo, int64_t __hb_hi" +
          (red ? ", void *__hb_accp" : "") + ") {\n";
    fn += "  void **__hb_c = (void **)__hb_ctx;\n";
    // captured variables in declaration order (a VLA type may name an earlier one)
    std::vector<VarDecl *> order = d->capOrder;
    std::sort(order.begin(), order.end(), [&](VarDecl *a, VarDecl *b) {
        return SM.isBeforeInTranslationUnit(a->getLocation(), b->getLocation());
    });
    const bool namesVlas =
        std::any_of(order.begin(), order.end(), [](VarDecl *V) { return V->getType()->isVariablyModifiedType(); });
    std::set<std::string> names;
    for (auto *V : order) {
        if (!names.insert(V->getNameAsString()).second) {
            error(d->D->getBeginLoc(), "two different variables named '" + V->getNameAsString() +
                  "' are used in the loop; cannot outline");
            return;
        }
        size_t j = ctx.size();
        std::string J = std::to_string(j);
        QualType T = V->getType();
        if (T->isVariablyModifiedType() && region && d->caps[V] == Cap::Pointer && region->caps.count(V) &&
            region->caps[V] == Cap::Decay) {
            // (the enclosing outlined code has it as a pointer: sizeof would not give its size)
            error(d->D->getBeginLoc(), "variable-length array '" + V->getNameAsString() + "' is used as a whole in "
                  "a loop nested in one that uses it only by its elements; cannot outline");
            return;
        }
        if (d->caps[V] == Cap::Decay) {
            QualType PT = Ctx.getArrayDecayedType(T);
            if (T->isVariablyModifiedType())
                PT = Ctx.getPointerType(frozenVlaType(Ctx.getAsArrayType(T)->getElementType(),
                                                      "(" + refText(V, region) + ")[0]", id, site, ctx, fn));
            J = std::to_string(ctx.size());
            ctx.push_back("(void *)" + refText(V, region));
            fn += "  " + typeStr(PT.withConst(), V->getNameAsString()) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
        } else if (d->caps[V] == Cap::Value) {
            if (V->getStorageClass() == SC_Register) {
                std::string tmp = "__hb_reg_" + V->getNameAsString() + "_" + id;
                site += typeStr(T, tmp) + " = " + refText(V, region) + "; ";
                ctx.push_back("(void *)&" + tmp);
            } else ctx.push_back("(void *)&" + refText(V, region));
            if (T->isVariablyModifiedType()) {  // a pointer to a VLA
                T = frozenVlaType(T, refText(V, region), id, site, ctx, fn);
            }
            // ((void): an integer copy that only a VLA type may name, BART's `long count;
            // float buf[count]`, helper-112)
            fn += "  " + typeStr(T, V->getNameAsString()) + " = *(" + typeStr(Ctx.getPointerType(T)) + ")__hb_c[" + J + "];" +
                  (namesVlas && T->isIntegerType() ? voidUseEnd(V) : std::string()) + "\n";
        } else {
            if (V->getStorageClass() == SC_Register) {
                error(d->D->getBeginLoc(), "register variable '" + V->getNameAsString() + "' is written in the loop; cannot outline");
                return;
            }
            ctx.push_back("(void *)&" + refText(V, region));
            QualType PT = Ctx.getPointerType(frozenVlaType(T, refText(V, region), id, site, ctx, fn));
            fn += "  " + typeStr(PT.withConst(), ptrName(V)) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
        }
    }
    for (auto *V : d->fpriv) {
        std::string J = std::to_string(ctx.size());
        if (V->getType()->isArrayType()) {
            // a copy per range of the whole array, from the original's elements (an array
            // is reached through the address of its first element, also when an enclosing
            // outlined loop has it as a decayed pointer)
            // (a variable-length one has the original's sizes, as a private one; an enclosing
            // outlined loop that has it as a decayed pointer knows none, nor the whole array
            // a snapshot needs)
            const bool alsoLast = std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end();
            if (decayedInRegion(V) && (V->getType()->isVariablyModifiedType() || alsoLast)) {
                error(d->D->getBeginLoc(), "firstprivate of a variable-length or lastprivate array is not supported");
                return;
            }
            std::string from = refText(V, region);
            if (alsoLast) {  // (a snapshot, as for a scalar below)
                const std::string snap = "__hb_fp_" + V->getNameAsString() + "_" + id;
                site += "__typeof__(" + from + ") " + snap + "; __builtin_memcpy(&" + snap + ", &" + from + ", sizeof " + snap + "); ";
                from = snap;
            }
            ctx.push_back("(void *)" + from);
            fn += "  " + copyDecl(V) +
                  ";\n  __builtin_memcpy(" + V->getNameAsString() + ", __hb_c[" + J + "], sizeof " + V->getNameAsString() + ");" +
                  voidUseEnd(V) + "\n";
            continue;
        }
        if (std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end()) {
            // also lastprivate: copy from a snapshot, since the range with the last
            // iteration writes the original back while other ranges may still start
            std::string snap = "__hb_fp_" + V->getNameAsString() + "_" + id;
            site += typeStr(V->getType().getUnqualifiedType(), snap) + " = " + refText(V, region) + "; ";
            ctx.push_back("(void *)&" + snap);
        } else {
            ctx.push_back("(void *)&" + refText(V, region));
        }
        // ((void): a copy only the loop's bounds name, or none, is otherwise unused: astroscrappy's
        // firstprivate(ny, nxny), helper-91)
        fn += "  " + cDecl(V, V->getNameAsString()) + " = *(" + typeStr(Ctx.getPointerType(V->getType())) + ")__hb_c[" + J +
              "];" + voidUseEnd(V) + "\n";
    }
    // (a private VLA has the original's sizes; (void): a copy that only a nested loop, outlined
    // in turn, names is otherwise unused, which -Wall -Werror refuses)
    for (auto *V : d->priv)
        fn += "  " + copyDecl(V) +
              ";" + voidUseEnd(V) + "\n";
    // enumerators of an enum declared in the enclosing function, which the outlined
    // function (placed before it) cannot see
    for (auto *EC : d->localEnums)
        fn += "  enum { " + EC->getNameAsString() + " = " + toString(EC->getInitVal(), 10) + " };\n";
    for (auto *V : d->lpriv) {
        std::string J = std::to_string(ctx.size());
        if (V->getType()->isArrayType()) {  // written back whole (the copy knows its size)
            if (V->getType()->isVariablyModifiedType() && decayedInRegion(V)) {
                error(d->D->getBeginLoc(), "lastprivate of a variable-length array that an enclosing loop uses only by its "
                      "elements is not supported");
                return;
            }
            ctx.push_back("(void *)" + refText(V, region));
            if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end())
                fn += "  " + copyDecl(V) +
                      ";\n";
            fn += "  void *const __hb_lp_" + V->getNameAsString() + " = __hb_c[" + J + "];\n";
            continue;
        }
        ctx.push_back("(void *)&" + refText(V, region));
        if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end())
            fn += "  " + cDecl(V, V->getNameAsString()) + ";\n  __builtin_memset(&" + V->getNameAsString() + ", 0, sizeof " +
                  V->getNameAsString() + ");\n";
        QualType PT = Ctx.getPointerType(V->getType());
        fn += "  " + typeStr(PT.withConst(), "__hb_lp_" + V->getNameAsString()) + " = (" + typeStr(PT) + ")__hb_c[" + J + "];\n";
    }
    for (size_t j = 0; j < lv.size(); ++j) {
        std::string Tq = typeStr(d->loops[j].iv->getType().getUnqualifiedType());
        std::string J = std::to_string(ctx.size());
        ctx.push_back("(void *)&" + lv[j].lo);
        // (the bound itself const: for a pointer counter `T *const lo`, so `T *p = lo + k`
        // keeps the pointee's qualifiers; `const T *lo` drew -Wdiscarded-qualifiers there)
        QualType loT = d->loops[j].iv->getType().getUnqualifiedType();
        loT.addConst();
        fn += "  " + typeStr(loT, lv[j].lo) + " = *(" + Tq + " *)__hb_c[" + J + "];\n";
        if (!d->loops[j].stepIsConst) {
            J = std::to_string(ctx.size());
            ctx.push_back("(void *)&" + lv[j].st);
            fn += "  const int64_t " + lv[j].st + " = *(const int64_t *)__hb_c[" + J + "];\n";
        } else {
            fn += "  const int64_t " + lv[j].st + " = " + stepText(d->loops[j], region) + ";\n";
        }
        J = std::to_string(ctx.size());
        ctx.push_back("(void *)&" + lv[j].n);
        fn += "  const int64_t " + lv[j].n + " = *(const int64_t *)__hb_c[" + J + "];\n";
    }
    {
        std::string J = std::to_string(ctx.size());
        ctx.push_back("(void *)&" + tot);
        fn += "  const int64_t " + tot + " = *(const int64_t *)__hb_c[" + J + "];\n";
    }
    const bool level = carriesLevel(d);
    if (level) {
        std::string J = std::to_string(ctx.size());
        site += "int __hb_lvl_" + id + " = hbc_level_capture(); ";
        ctx.push_back("(void *)&__hb_lvl_" + id);
        fn += "  const int __hb_lraw = hbc_level_adopt(*(const int *)__hb_c[" + J + "]);\n";
    }
    // scalar reductions ride in the runtime's accumulator; array reductions have their
    // private copies per worker (arrayRedSite), reached through ctx
    std::vector<ArrayRed> ar(d->reds.size());
    for (size_t j = 0; j < d->reds.size(); ++j) {
        const Reduction &r = d->reds[j];
        if (!r.array) continue;
        site += arrayRedSite(r, j, id, region, ar[j], pre);
        usesArrayRed = true;
        const std::string J = std::to_string(ctx.size()), L = std::to_string(ctx.size() + 1);
        ctx.push_back("(void *)" + ar[j].obj);
        ctx.push_back("(void *)&" + ar[j].lo);
        // the variable as the body sees it: a pointer that places this worker's copy at the
        // section's indices (an array decays to a pointer to its first element)
        QualType PT = r.var->getType()->isArrayType() ? Ctx.getArrayDecayedType(r.var->getType()) : r.var->getType();
        PT = PT.getUnqualifiedType();
        fn += "  " + typeStr(PT, r.var->getNameAsString()) + " = (" + typeStr(PT) + ")hbc_array_red_slot((struct hbc_array_red *)__hb_c[" +
              J + "]) - *(const int64_t *)__hb_c[" + L + "];\n";
    }
    if (red) {
        pre += "struct " + acc + " {";
        for (auto &r : d->reds)
            if (!r.array) pre += " " + cDecl(r.var, r.var->getNameAsString()) + ";";
        pre += " };\n";
        pre += "static void __hb_init_" + id + "(void *__hb_ctx, void *__hb_a) { struct " + acc + " *__hb_r = (struct " + acc + " *)__hb_a; (void)__hb_ctx;";
        for (auto &r : d->reds)
            if (!r.array && !r.initStmt.empty()) {
                // omp_orig: the original, through the context (the first accumulator's
                // initialisation passes it too)
                std::string orig;
                if (r.initStmt.find('\x03') != std::string::npos) {
                    const std::string J = std::to_string(ctx.size());
                    ctx.push_back("(void *)&" + refText(r.var, region));
                    orig = "(*(" + typeStr(Ctx.getPointerType(r.var->getType().getNonReferenceType())) +
                           ")((void **)__hb_ctx)[" + J + "])";
                }
                pre += " " + udrInitStmt(r, "__hb_r->" + r.var->getNameAsString(), orig);
            }
            else if (!r.array)
                pre += " __hb_r->" + r.var->getNameAsString() + " = " + identity(r, typeStr(r.var->getType().getUnqualifiedType())) + ";";
        pre += " }\n";
        pre += "static void __hb_comb_" + id + "(void *__hb_ctx, void *__hb_a, const void *__hb_b) { struct " + acc +
               " *__hb_r = (struct " + acc + " *)__hb_a; const struct " + acc + " *__hb_q = (const struct " + acc + " *)__hb_b; (void)__hb_ctx;";
        for (auto &r : d->reds)
            if (!r.array) pre += " " + combine(r, "__hb_r->" + r.var->getNameAsString(), "__hb_q->" + r.var->getNameAsString());
        pre += " }\n";
        fn += "  struct " + acc + " *__hb_r = (struct " + acc + " *)__hb_accp;\n";
        for (auto &r : d->reds)
            if (!r.array) fn += "  " + cDecl(r.var, r.var->getNameAsString()) + " = __hb_r->" + r.var->getNameAsString() + ";\n";
    }
    (void)tot;
    std::string defines, undefs;  // (definableAround)
    for (VarDecl *V : d->defineAround) {
        defines += "#define " + V->getNameAsString() + " (*" + ptrName(V) + ")\n";
        undefs += "#undef " + V->getNameAsString() + "\n";
    }
    fn += defines + chunkLoop(d, lv, body, BR.getBegin()) + (undefs.empty() ? "" : "\n" + undefs);
    if (!d->lpriv.empty()) {
        fn += "  if (__hb_hi == " + tot + ") {";
        for (auto *V : d->lpriv) {
            const std::string n = V->getNameAsString();
            fn += V->getType()->isArrayType() ? " __builtin_memcpy(__hb_lp_" + n + ", " + n + ", sizeof " + n + ");"
                                              : " *__hb_lp_" + n + " = " + n + ";";
        }
        fn += " }\n";
    }
    if (red)
        for (auto &r : d->reds)
            if (!r.array) fn += "  __hb_r->" + r.var->getNameAsString() + " = " + r.var->getNameAsString() + ";\n";
    if (level) fn += "  hbc_level_restore(__hb_lraw);\n";
    fn += "  (void)__hb_c; (void)" + tot + ";";
    for (auto &v : lv) fn += " (void)" + v.n + "; (void)" + v.st + ";";
    fn += "\n}\n";
    // call site
    std::string cv = "__hb_ctx_" + id;
    site += "void *" + cv + "[" + std::to_string(ctx.size()) + "]; ";
    for (size_t j = 0; j < ctx.size(); ++j) site += cv + "[" + std::to_string(j) + "] = " + ctx[j] + "; ";
    // the heartbeat loop, or (Dir::seqShare) the range function called over it in order
    const std::string inOrder = "if (" + tot + " > 0) __hb_loop_" + id + "((void *)" + cv + ", 0, " + tot;
    std::string drv;
    if (red) {
        // a user-defined reduction's partials all start from its initializer, and the loop's
        // result is combined into the original (as one thread's copy would be)
        const bool udr = std::any_of(d->reds.begin(), d->reds.end(), [](const Reduction &r) { return r.udr; });
        drv += "{ struct " + acc + " " + acc + "; ";
        if (udr) drv += "__hb_init_" + id + "((void *)" + cv + ", &" + acc + "); ";
        else
            for (auto &r : d->reds)
                if (!r.array) drv += acc + "." + r.var->getNameAsString() + " = " + refText(r.var, region) + "; ";
        if (d->seqShare) drv += inOrder + ", &" + acc + "); ";
        else if (d->alignChunk)  // (Dir::alignChunk: shares begin at chunk boundaries)
            drv += "{ static hb_site __hb_site_" + id + "; hbc_parallel_reduce_chunked(&__hb_site_" + id + ", " + tot + ", " +
                   alignChunkText(d) + ", &" + acc + ", sizeof " + acc + ", __hb_init_" + id + ", __hb_comb_" + id +
                   ", __hb_loop_" + id + ", (void *)" + cv + "); } ";
        else
            drv += "HB_PARALLEL_REDUCE(0, " + tot + ", &" + acc + ", sizeof " + acc + ", __hb_init_" + id + ", __hb_comb_" + id +
                   ", __hb_loop_" + id + ", (void *)" + cv + "); ";
        for (auto &r : d->reds)
            if (r.array) continue;
            else if (udr) drv += combine(r, refText(r.var, region), acc + "." + r.var->getNameAsString()) + " ";
            else drv += refText(r.var, region) + " = " + acc + "." + r.var->getNameAsString() + "; ";
        drv += "} ";
    } else {
        if (d->seqShare) drv += inOrder + "); ";
        else if (d->alignChunk)
            drv += "{ static hb_site __hb_site_" + id + "; hbc_parallel_for_chunked(&__hb_site_" + id + ", " + tot + ", " +
                   alignChunkText(d) + ", __hb_loop_" + id + ", (void *)" + cv + "); } ";
        else
            drv += "HB_PARALLEL_FOR(0, " + tot + ", __hb_loop_" + id + ", (void *)" + cv + "); ";
    }
    if (isOrphaned(d)) {
        const OrphanTeamForm t = orphanTeamForm(d);
        const std::string mine = "__hb_mine_" + id;
        std::string loop, combines;
        if (red) {
            loop = "struct " + acc + " " + mine + "; __hb_init_" + id + "((void *)0, &" + mine + "); hbc_team_for_acc(0, " + tot +
                   ", " + t.sched + ", " + t.chunk + ", " + t.flags + ", &" + mine + ", __hb_loop_" + id + ", (void *)" + cv + "); ";
            for (auto &r : d->reds) combines += combine(r, refText(r.var, region), mine + "." + r.var->getNameAsString()) + " ";
        } else {
            loop = "(void)hb_team_for(0, " + tot + ", " + t.sched + ", " + t.chunk + ", " + t.flags + ", __hb_loop_" + id +
                   ", (void *)" + cv + "); ";
        }
        drv = orphanBranches(d, t, drv, loop, combines);
    }
    site += taskloopSerialWrap(d, drv);
    for (size_t j = 0; j < d->reds.size(); ++j)
        if (d->reds[j].array) site += arrayRedFinish(ar[j]);
    site += ivFinal(d, lv, region);
    // (inside an enclosing loop's outlined body, a variable that body reaches through its
    // context has no declaration of its name there: only the others are named)
    site += voidUnusedLocals(SM, d->D, [&](VarDecl *V) { return d->caps.count(V) > 0 || (region && region->caps.count(V) > 0); });
    site += barrierWaitAfter(d) + "}" + replaceLineAfter(FR.getEnd());
    if (raisesLevel(d) || mayBeInactive(d)) site = "{ " + levelEnterText(d) + site + " " + levelLeaveText(d) + "}";
    RW.ReplaceText(FR, site);
    insertTop(d->topDecl, lineDirective(d->D->getBeginLoc()) + pre + fn, d->D->getBeginLoc());
}

}  // namespace hbc
