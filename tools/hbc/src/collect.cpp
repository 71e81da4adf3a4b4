// Translator (translator.hpp) members: walking the AST into the directive tree, refusal checks on the way.
#include <cctype>
#include <cstring>

#include "translator.hpp"

namespace hbc {

// ---------------------------------------------------------------- collection
void Translator::collectFunction(FunctionDecl *FD) {
    if (!FD->hasBody() || !FD->doesThisDeclarationHaveABody()) return;
    // A lambda in a function is walked with the function. One outside any function (a
    // namespace-scope variable's or a data member's initializer) is walked on its own, under
    // the top-level declaration that holds it.
    Decl *top = FD;
    if (auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->getParent()->isLambda()) {
        if (M->getParent()->getParentFunctionOrMethod()) return;
        top = nullptr;
        const SourceLocation L = SM.getExpansionLoc(M->getParent()->getBeginLoc());
        for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
            if (!SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(D->getBeginLoc())) &&
                SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(D->getEndLoc())))
                top = D;
        if (!top) return;  // (checkUntranslatedDirectives names its directives)
    } else {
        for (DeclContext *DC = FD->getLexicalDeclContext(); DC && !isa<TranslationUnitDecl>(DC);
             DC = DC->getLexicalParent())
            if (auto *D = dyn_cast<Decl>(DC)) top = D;
    }
    if (!rewritable(SM.getExpansionLoc(FD->getBeginLoc()))) {
        warnHeaders(FD->getBody());
        return;
    }
    // a class template's member: the declaration begins at `template <...>`
    if (auto *RD = dyn_cast<CXXRecordDecl>(top))
        if (ClassTemplateDecl *CT = RD->getDescribedClassTemplate()) top = CT;
    if (auto *FTD = FD->getDescribedFunctionTemplate()) {
        if (top == FD) top = FTD;
    }
    hoistLocalTypes(FD);
    curTop = top;
    curFn = FD;
    curFnIsMain = FD->isMain();
    curFnDependent = FD->isDependentContext();
    Dir *orphan = nullptr;
    if (hasOrphanedLoop(FD->getBody())) {
        orphan = newDir(nullptr, Dir::Orphan);
        orphan->fnBody = FD->getBody();
        for (ParmVarDecl *PV : FD->parameters()) orphan->priv.push_back(PV);
    }
    walk(FD->getBody(), nullptr, orphan, nullptr, false);
    if (holdsDirective(FD->getBody()) && !inFieldInitializer(FD)) warningsOffFns.push_back(FD);
}

// A lambda in a non-static data member's initializer, whose tokens g++ keeps until the class
// is complete: a pragma there fails ("file ends in default argument"), so its body is not
// wrapped in HBC_WARNINGS_OFF/ON (probe h32_namespace_scope_lambdas.cpp).
bool Translator::inFieldInitializer(FunctionDecl *FD) {
    auto *M = dyn_cast<CXXMethodDecl>(FD);
    if (!M || !M->getParent()->isLambda()) return false;
    const SourceLocation L = SM.getExpansionLoc(M->getParent()->getBeginLoc());
    for (const DeclContext *DC = M->getParent()->getDeclContext(); DC; DC = DC->getParent())
        if (auto *RD = dyn_cast<RecordDecl>(DC))
            for (const FieldDecl *F : RD->fields())
                if (SM.isPointWithin(L, SM.getExpansionLoc(F->getBeginLoc()), SM.getExpansionLoc(F->getEndLoc())))
                    return true;
    return false;
}

// A worksharing loop (`for`, not `parallel for`) that is not inside a parallel region of
// the same function: it binds to the team of whoever calls the function.
bool Translator::hasOrphanedLoop(Stmt *S) {
    if (!S) return false;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        if (isa<OMPForDirective>(D) || isa<OMPForSimdDirective>(D)) return true;
        if (isa<OMPGenericLoopDirective>(D) && bindOf(D) == OMPC_BIND_parallel) return true;
        if (isParallelDir(D)) return false;
    }
    if (auto *LE = dyn_cast<LambdaExpr>(S)) return hasOrphanedLoop(LE->getBody());
    for (Stmt *C : S->children())
        if (hasOrphanedLoop(C)) return true;
    return false;
}

bool Translator::isParallelDir(OMPExecutableDirective *D) {
    return isOpenMPParallelDirective(D->getDirectiveKind());
}

// Directives in headers hbc does not rewrite (system headers, and other projects' headers
// outside the root) run as gcc compiles them, on hbc's team layer (the driver sees the
// translator's --system-openmp-out note; docs/hbc-system-headers.md): correct, but not
// heartbeat-scheduled. Before session 41 they were ignored (run sequentially, with a warning)
// and any other construct was an error. A project's own header outside the root, reached by
// a relative path (course repositories do that), gets one word per file: an -I for its
// directory puts it under the root, where it is translated. /usr and /opt (Eigen through
// -I/usr/include/eigen3) are other projects'.
void Translator::warnHeaders(Stmt *S) {
    if (!S) return;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        const SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
        if (SM.isInSystemHeader(L) || tool.root.empty()) return;
        const FileEntry *FE = SM.getFileEntryForID(SM.getFileID(L));
        const std::string path = FE ? FE->tryGetRealPathName().str() : "";
        if (path.rfind("/usr/", 0) == 0 || path.rfind("/opt/", 0) == 0) return;
        // (a symbolic link in the source's directory, as Ligra's Makefile makes, names a
        // header elsewhere: the message says where, and which -I widens the root; helper-116)
        // (`pstl/./omp/x.h`, as oneDPL includes its own, is no link: compared without the dots;
        // helper-120)
        llvm::SmallString<256> named(FE ? FE->getName() : "");
        llvm::sys::path::remove_dots(named, true);
        const std::string dir = path.substr(0, path.rfind('/'));
        const bool linked = !named.empty() && named.str().find(path) == llvm::StringRef::npos;
        if (seenHeaderFiles.insert(path).second)
            warn(D->getBeginLoc(), "OpenMP in a header outside hbc's root '" + tool.root + "' is not translated" +
                                   (linked ? " (a symbolic link: the header is '" + path + "')" : std::string()) +
                                   ": it runs as gcc compiles it, on hbc's team layer, not heartbeat-scheduled (the "
                                   "headers under the root are translated: -I" + dir + " widens it when the two share "
                                   "a directory below the top level, as /home/me/proj does, not /tmp alone)");
        return;
    }
    for (Stmt *C : S->children()) warnHeaders(C);
}

void Translator::addDir(Dir *d, Dir *parentNode) {
    if (parentNode) parentNode->children.push_back(d);
    else roots.push_back(d);
}

Dir *Translator::newDir(OMPExecutableDirective *D, Dir::Kind k) {
    dirs.push_back(std::make_unique<Dir>());
    Dir *d = dirs.back().get();
    d->D = D;
    d->kind = k;
    d->id = nextId++;
    d->topDecl = curTop;
    return d;
}

// region: innermost loop directive whose body we are in; par: innermost parallel region
// at region level; node: the directive to attach children to; inBody: inside a loop body.
// clang's spelling of a C++ signature (__PRETTY_FUNCTION__) as g++ spells it, for the common
// cases: `int *p` as `int* p`, `(anonymous namespace)` as `{anonymous}`, and integer types
// with g++'s word order (`unsigned long` as `long unsigned int`). Templates never get here
// (a construct's __PRETTY_FUNCTION__ in a template is refused above).
static std::string gnuPrettyFunction(std::string s) {
    for (size_t at; (at = s.find("(anonymous namespace)")) != std::string::npos;)
        s.replace(at, 21, "{anonymous}");
    auto word = [](char c) { return std::isalnum((unsigned char)c) || c == '_'; };
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (!word(s[i])) {
            out += s[i++];
            continue;
        }
        // a run of integer keywords, as whole words
        size_t j = i, longs = 0, shorts = 0;
        bool isUnsigned = false, other = false, any = false;
        std::string run;
        for (;;) {
            size_t k = j;
            while (k < s.size() && word(s[k])) ++k;
            const std::string w = s.substr(j, k - j);
            if (w == "long") ++longs;
            else if (w == "short") ++shorts;
            else if (w == "unsigned") isUnsigned = true;
            else if (w == "int" || w == "signed") {}
            else if (w == "char" || w == "double" || w == "float" || w == "bool") other = true;
            else break;
            any = true;
            run = s.substr(i, k - i);
            j = k;
            if (j + 1 < s.size() && s[j] == ' ' && word(s[j + 1])) ++j;
            else break;
        }
        if (!any) {
            while (i < s.size() && word(s[i])) out += s[i++];
            continue;
        }
        if (other) out += run;
        else out += std::string(longs == 2 ? "long long " : longs == 1 ? "long " : shorts ? "short " : "") +
                    (isUnsigned ? "unsigned int" : "int");
        i += run.size();
    }
    std::string g;  // `T *` and `T &` as `T*`, `T&`; a name right after them gets a space
    auto endsWith = [&](const char *t) { const size_t n = std::strlen(t); return g.size() >= n && g.compare(g.size() - n, n, t) == 0; };
    for (size_t i = 0; i < out.size(); ++i) {
        const bool star = i + 1 < out.size() && (out[i + 1] == '*' || out[i + 1] == '&');
        if (out[i] == ' ' && star && !g.empty() && g.back() != '(' && g.back() != ',') continue;
        const bool afterOperator = endsWith("operator");
        g += out[i];
        if ((out[i] == '*' || out[i] == '&') && !afterOperator && i + 1 < out.size() && word(out[i + 1])) g += ' ';
    }
    return g;
}

void Translator::walk(Stmt *S, Dir *region, Dir *par, Dir *node, bool inBody) {
    if (!S) return;
    if (auto *LE = dyn_cast<LambdaExpr>(S)) {
        ++lambdaDepth;
        walk(LE->getBody(), region, par, node, inBody);
        --lambdaDepth;
        return;
    }
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (auto *CE = dyn_cast<OMPCapturedExprDecl>(DR->getDecl())) {
            // clang's copy of a combined construct's clause expression (`parallel for
            // schedule(dynamic, cfg.chunk)`): the uses are the copied expression's; the copy
            // itself is no variable of the function (it was captured as `.capture_expr.`)
            walk(CE->getInit(), region, par, node, inBody);
            return;
        }
    if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
        // (threadprivate variables are thread-local: team_mode.cpp, makeThreadLocal)
        if (region && !CXX)
            if (auto *FD = dyn_cast<FunctionDecl>(DR->getDecl())) calledFns[region->topDecl].insert(FD);
        if (region && !CXX)
            if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
                if (functionLocalType(EC))
                    for (Dir *r = region; r; r = r->parentLoop) r->localEnums.insert(EC);
        if (region && !CXX)
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) checkLocalType(V->getType(), DR->getLocation(), region);
        refs.push_back({DR, region});
        if (par && !inBody)
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (!headerIvs.count(V)) regionLevelRefs[par].insert(V);
    }
    if (auto *PE = dyn_cast<PredefinedExpr>(S)) {
        if (node && PE->getBeginLoc().isMacroID()) noteMovedFuncName(PE);  // (no literal can replace it)
        if (node && !PE->getBeginLoc().isMacroID()) {
            if (!CXX && curFn)  // (GCC's C gives all three the bare name, where clang's
                                //  __PRETTY_FUNCTION__ is the signature)
                funcNames.push_back({PE, curFn->getNameAsString()});
            else if (StringLiteral *SL = PE->getFunctionName())
                funcNames.push_back({PE, PE->getIdentKind() == PredefinedExpr::PrettyFunction
                                             ? gnuPrettyFunction(SL->getString().str())
                                             : SL->getString().str()});
            else if ((!lambdaDepth || CXX) && curFn && (PE->getIdentKind() == PredefinedExpr::Func ||
                                               PE->getIdentKind() == PredefinedExpr::Function))
                funcNames.push_back({PE, curFn->getNameAsString()});
            else
                error(PE->getBeginLoc(), "'" + PredefinedExpr::getIdentKindName(PE->getIdentKind()).str() +
                      "' inside an OpenMP construct of a template: its value depends on the "
                      "instantiation and the construct's code is moved; not supported");
        }
    }
    if (region && !CXX) {
        // what written types name (a VLA's sizes behind a pointer or `__typeof__`), which the
        // outlined body reaches as it reaches any other use (team_mode.hpp, typeExprs)
        writtenTypeExprs(S, [&](Expr *E) { walk(E, region, par, node, inBody); });
        if (auto *EC = dyn_cast<ExplicitCastExpr>(S)) checkLocalType(EC->getTypeAsWritten(), EC->getBeginLoc(), region);
        if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
            if (UE->isArgumentType()) checkLocalType(UE->getArgumentType(), UE->getBeginLoc(), region);
        if (auto *CL = dyn_cast<CompoundLiteralExpr>(S)) checkLocalType(CL->getType(), CL->getBeginLoc(), region);
    }
    if (auto *CE = dyn_cast<CallExpr>(S); CE && !inBody && (par || inPlaceDepth)) {
        // a wait in a function this code calls (velvet's `while (producing) { flush }` in a
        // section's callee hung: the sections run in order): refused as one written here
        if (Stmt *W = waitLoopReachedBy(CE->getDirectCallee()))
            waitLoops.push_back({W, {}, inPlaceDepth > 0, SourceRange(), false});
    }
    if (auto *CE = dyn_cast<CallExpr>(S)) {
        if (auto *FD = CE->getDirectCallee()) {
            if (FD->getName() == "omp_get_thread_num" && par && !inBody) tidCalls.push_back({CE, par});
        }
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
        for (Decl *D : DS->decls())
            if (auto *V = dyn_cast<VarDecl>(D)) {
                if (par && !inBody) regionLocals[par].insert(V);
                for (Dir *r = region; r; r = r->parentLoop) r->declaredInside.insert(V);
            }
    }
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
        if (walkTasks(CS, region, par, node, inBody)) return;
    }
    auto *D = dyn_cast<OMPExecutableDirective>(S);
    // (in a worksharing loop's body a wait is for other iterations, which one worker runs in
    // order: always refused in heartbeat mode; team mode takes such a region where it can)
    // (an orphaned loop's body is checked where its callers are: TeamMode::waitsInLoopBody
    // follows this file's calls, so a region reaching it takes team mode, which binds the loop
    // to the team; NPB LU's pipelined blts/buts sweeps wait on their neighbours so)
    Dir *outer = region;
    while (outer && outer->parentLoop) outer = outer->parentLoop;
    const bool loopBody = inBody && region && !inPlaceDepth && !(outer && outer->parRegion && outer->parRegion->kind == Dir::Orphan);
    // (a collapsed nest's inner loop is the construct's own, not a wait in its body, whatever
    // its bounds read: a `volatile` bound was taken for polling; libgomp's loop-18.c ... 27.c)
    if (!D && !collapsedInner.count(S) && ((!inBody && (par || inPlaceDepth)) || loopBody)) {
        std::set<VarDecl *> polled;
        if (loopBody ? isWaitLoopInBody(S, polled) : isWaitLoop(S, polled))
            waitLoops.push_back({S, polled, inPlaceDepth > 0, curFn ? curFn->getSourceRange() : SourceRange(), loopBody});
    }
    if (!D) {
        for (Stmt *C : S->children()) walk(C, region, par, node, inBody);
        return;
    }
    if (!seen.insert(D).second) return;
    if (auto *LD = dyn_cast<OMPLoopBasedDirective>(D)) {  // its collapsed loops below the first
        auto *F = dyn_cast_or_null<ForStmt>(assocStmt(D));
        for (unsigned k = 1; F && k < LD->getLoopsNumber(); ++k)
            if ((F = nestedFor(F))) collapsedInner.insert(F);
    }
    if (!rewritable(SM.getExpansionLoc(D->getBeginLoc()))) return;
    std::string name = getOpenMPDirectiveName(D->getDirectiveKind()).str();
    // (messages name a device construct as written, not its host form)
    if (const DeviceRewrite *rw = deviceRewriteAt(D->getBeginLoc()); rw && rw->refusal.empty()) name = rw->construct;
    if (D->getBeginLoc().isMacroID() && !pragmaOnlyMacro(D) && !pragmaForMacro(D)) {
        // (hbc expands such a use in place, in a copy of its own for each inclusion of a file
        // whose macros expand differently each time, but not where an #include of it cannot
        // be pointed at its copy: macro_expansion.cpp)
        const FileEntry *FE = SM.getFileEntryForID(SM.getFileID(SM.getExpansionLoc(D->getBeginLoc())));
        const size_t times = FE ? inclusionsOf(FE).size() : 0;
        error(D->getBeginLoc(), "OpenMP directive '" + name + "' written inside a macro together with other "
              "code (or with its associated statement) is not supported" +
              (times > 1 ? " in a file included " + std::to_string(times) + " times whose macros expand differently "
                           "in its inclusions (a C template instantiated by macros), where an #include of it cannot "
                           "be pointed at a copy of its own (the file name is written by a macro, or the including "
                           "file is one hbc does not rewrite)"
                         : std::string("")) +
              "; a macro that expands to the _Pragma alone is supported");
        return;
    }
    // the clause expressions that stay in the code are evaluated here: their variables are
    // uses (captured into an outlined body, rewritten there: clauseTexts). One written in a
    // _Pragma string (hpgmg-fv's `if(nb>1)`) has no source text to rewrite: it is printed
    // from the AST, spelled for the region that evaluates it (cacheClauseTexts).
    for (Expr *E : codeClauseExprs(D)) {
        walk(E, region, par, node, inBody);
        if (inPragmaString(E)) pragmaExprRegion[E] = region;
    }
    if (isa<OMPGenericLoopDirective>(D)) {
        // `loop` shares its iterations among the team only when it binds to a parallel
        // region: bind(parallel), or no bind and closely nested in the region. Otherwise
        // (bind(thread), or nested in a loop body or another construct) the encountering
        // thread alone runs it, which it does in place, in order.
        const OpenMPBindClauseKind b = bindOf(D);
        if (b == OMPC_BIND_teams) {  // (the prepass makes one in a pragma of the main file a `parallel for`)
            error(D->getBeginLoc(), "'loop bind(teams)' in a header or a macro is not supported (hbc runs device "
                  "constructs on the host, and translates only those written in the source file)");
            return;
        }
        const bool shares = b == OMPC_BIND_parallel ||
                            (b == OMPC_BIND_unknown && par && par->kind == Dir::Region && node == par && !inBody);
        if (!shares) {
            walkInline(D, region, par, node, inBody, name);
            return;
        }
    }
    // (before the in-place forms: a combined `parallel for ordered schedule(static)` whose
    // body asks its thread number needs the team's owners too; run in place, every iteration
    // said thread 0 of a team of 2)
    std::string soft;
    if (isLoopDir(D) && teamCombinedLoop(D) && !region && !inConstruct(par) && !inPlaceDepth && (!lambdaDepth || CXX) &&
        curFn && !(soft = team->prefersTeam(D, false)).empty()) {
        // num_threads/if bound the thread numbers its body asks for: a team honours them
        if (team->translates(D, curFn, curTop)) {
            translateAsTeam(D);
            return;
        }
        bool warned = false;
        for (OMPClause *C : D->clauses())
            if (isa<OMPNumThreadsClause>(C) || isa<OMPIfClause>(C)) {
                warn(C->getBeginLoc(), "in heartbeat mode the body of this combined construct sees any worker's "
                     "thread number (below omp_get_max_threads()), not one below its num_threads/if team size, "
                     "and team mode cannot take it; build with --hbc-fallback-openmp");
                warned = true;
                break;
            }
        if (!warned && underThreadLimit(D))
            warn(D->getBeginLoc(), "in heartbeat mode the body of this combined construct sees any worker's "
                 "thread number (below omp_get_max_threads()), not one below its teams thread_limit, and team mode "
                 "cannot take it; build with --hbc-fallback-openmp");
        else if (!warned)
            warn(D->getBeginLoc(), "this combined construct runs in heartbeat mode, though " + soft +
                 ", and team mode cannot take it; build with --hbc-fallback-openmp if that matters");
    }
    // a taskloop whose tasks can be a heartbeat loop's ranges (taskloop.cpp)
    const bool taskloopLoop = isOpenMPTaskLoopDirective(D->getDirectiveKind()) && taskloopAsLoop(D);
    if (taskloopLoop && curFnDependent && !templateTaskSharingKnown(D, name)) return;
    // an orphaned `for ordered` directly in its function: its shares run in order, and a team
    // that reaches it shares it in iteration order (Dir::orderedShare); in place before
    // session 82, which stopped a team member there (Brian2's SynapticPathway::peek, helper-142)
    const bool orderedShare = !taskloopLoop && !region && par && par->kind == Dir::Orphan && (!node || node == par) &&
                              !inPlaceDepth && orderedShareable(D);
    if (!taskloopLoop && !orderedShare && runsInPlace(D)) {
        walkInline(D, region, par, node, inBody, name);
        return;
    }
    if (isLoopDir(D) || taskloopLoop) {
        Dir *d = newDir(D, Dir::Loop);
        d->parentLoop = region;
        d->parRegion = par;
        d->taskloop = taskloopLoop;
        d->isParallelFor = !taskloopLoop && teamCombinedLoop(D);
        d->seqShare = d->orderedShare = orderedShare;
        addDir(d, node);
        if (!analyzeLoopDir(d)) return;
        if (taskloopLoop) taskloopSharing(d);
        if (d->rangeFor) {
            walk(d->rangeFor->getRangeInit(), region, par, node, inBody);
            walk(d->body, d, nullptr, d, true);
            return;
        }
        // a worksharing loop's own variable is private to it: its header is no region-level use
        for (auto &L : d->loops) headerIvs.insert(L.iv);
        for (auto &L : d->loops) {
            walk(L.F->getInit(), region, par, node, inBody);
            walk(L.F->getCond(), region, par, node, inBody);
            walk(L.F->getInc(), region, par, node, inBody);
        }
        headerIvs.clear();
        for (auto &L : d->loops) d->declaredInside.insert(L.iv);
        walk(d->body, d, nullptr, d, true);
        return;
    }
    if (isa<OMPParallelDirective>(D)) {
        const bool nested = region || inConstruct(par) || inPlaceDepth || (lambdaDepth && !CXX) || !curFn;
        const std::string why = team->needsTeam(D, nested);
        // the region depends on having a real team: team mode. Written inside another
        // construct, it is OpenMP's inactive team of one under an active region, which running
        // its code once on one thread gives (hbc_region_enter_inactive stops the program where
        // no active region encloses it and OpenMP would give it a team)
        if (!why.empty() && !nested) {
            translateAsTeam(D);
            return;
        }
        if (soft = team->prefersTeam(D, nested); !soft.empty()) {
            if (!nested && (!lambdaDepth || CXX) && team->translates(D, curFn, curTop)) {
                translateAsTeam(D);
                return;
            }
            warn(D->getBeginLoc(), "this parallel region runs in heartbeat mode, where its code runs once and loop "
                 "bodies see any worker's thread number, though " + soft + ", and team mode cannot take it; build "
                 "with --hbc-fallback-openmp if that matters");
        } else {
            // region-level code that calls into another file runs on every member, as in
            // OpenMP (the callee may divide work by thread number; its orphaned constructs
            // bind to the team at run time); where team mode cannot take the region, heartbeat
            // mode runs its code once, with a warning
            std::set<const FunctionDecl *> seen;
            if (const CallExpr *CE = team->unseenRegionLevelCall(teamAssoc(D), seen)) {
                if (!region && !inConstruct(par) && !inPlaceDepth && (!lambdaDepth || CXX) && curFn &&
                    team->translates(D, curFn, curTop)) {
                    translateAsTeam(D);
                    return;
                }
                // (nested in another region, OpenMP gives it a team of one: once is right)
                if (!region && !inConstruct(par))
                    warn(CE->getBeginLoc(), "this parallel region runs its code once (heartbeat mode), and this call "
                         "reaches '" + TeamMode::calleeName(CE) + "', " + (CE->getDirectCallee() ? "defined in another "
                         "file" : "a member of a dependent type") + ", which hbc cannot read; if that code divides work "
                         "by omp_get_thread_num(), the result is wrong: build with --hbc-fallback-openmp");
            }
        }
        Dir *d = newDir(D, Dir::Region);
        d->inactiveOnly = !why.empty();
        // a region that heartbeat mode may yet refuse runs in team mode instead (checkRegions)
        if (!region && !inConstruct(par) && !inPlaceDepth && (!lambdaDepth || CXX) && curFn) teamCandidates[d] = curFn;
        d->parentLoop = region;
        addDir(d, node);
        analyzeRegionClauses(d);
        walk(assocStmt(D), region, d, d, false);
        return;
    }
    if (isa<OMPAtomicDirective>(D) || isa<OMPCriticalDirective>(D)) {
        Dir *d = newDir(D, isa<OMPAtomicDirective>(D) ? Dir::Atomic : Dir::Critical);
        d->parentLoop = region;
        addDir(d, node);
        // a region-level critical or atomic update may combine a hand-made reduction
        bool update = d->kind == Dir::Critical;
        if (d->kind == Dir::Atomic) {
            update = true;
            for (OMPClause *C : D->clauses()) if (!isa<OMPUpdateClause>(C)) update = false;
        }
        if (update && par && !inBody) regionCriticals[par].push_back(d);
        if (d->kind == Dir::Critical) ++criticalDepth;
        walk(assocStmt(D), region, par, d, inBody);
        if (d->kind == Dir::Critical) --criticalDepth;
        return;
    }
    if (isa<OMPTaskwaitDirective>(D)) {
        // waits for every child of the current task (a depend clause on it: all of them
        // include the ones it names)
        addDir(newDir(D, Dir::TaskWait), node);
        return;
    }
    if (isa<OMPSimdDirective>(D) || isa<OMPTaskyieldDirective>(D) || isa<OMPCancelDirective>(D) ||
        isa<OMPCancellationPointDirective>(D) || isa<OMPSectionDirective>(D) || isa<OMPOrderedDirective>(D) ||
        isa<OMPDepobjDirective>(D) || isa<OMPScanDirective>(D)) {
        // taskwait/taskyield: every task has run to completion where it was created;
        // depobj: a dependence object is only read by depend clauses, which hbc keeps by
        // waiting for all earlier sibling tasks (decideTask): nothing to build;
        // section, ordered, scan: their enclosing sections / ordered or inscan loop runs in
        // place, in order (clang accepts a scan only in a loop with an inscan reduction);
        // cancel, cancellation point: OpenMP ignores them while cancel-var is false; with it
        // true (OMP_CANCELLATION) a cancel stops the program (Translator::cancelText)
        if (auto *OD = dyn_cast<OMPOrderedDirective>(D))
            for (OMPClause *C : OD->clauses())
                if (!isa<OMPThreadsClause>(C) && !isa<OMPSIMDClause>(C) && !isa<OMPDependClause>(C)) {
                    error(C->getBeginLoc(), "unsupported clause '" + getOpenMPClauseName(C->getClauseKind()).str() +
                          "' on 'ordered'");
                    return;
                }
        Dir *d = newDir(D, Dir::Strip);
        if (auto *SD = dyn_cast<OMPSimdDirective>(D)) d->keepPragma = simdPragmaStays(SD, !node && !region);
        d->orderedInShare = isa<OMPOrderedDirective>(D) && region && region->orderedShare;
        addDir(d, node);
        if (Stmt *A = assocStmt(D)) walk(A, region, par, node, inBody);
        return;
    }
    if ((isa<OMPTargetUpdateDirective>(D) || isa<OMPTargetEnterDataDirective>(D) ||
         isa<OMPTargetExitDataDirective>(D)) && !deviceRewriteAt(D->getBeginLoc())) {
        // a standalone data-movement directive in a header (the main file's are blanked by the
        // prepass, pragma_prepass.cpp): on the host, where hbc runs device constructs, the
        // device data is the host's, so it moves nothing, and its `depend` waits only for
        // tasks that have already run where they were created (miniBUDE's fasten.hpp writes
        // `target update from(...)` outside its OMP_TARGET block; helper-100, session 53)
        addDir(newDir(D, Dir::Strip), node);
        return;
    }
    if (isa<OMPFlushDirective>(D)) {
        Dir *d = newDir(D, Dir::Flush);
        addDir(d, node);
        return;
    }
    // `single private(...)` / `firstprivate(...)` (BOTS alignment_single's task producer) in a
    // heartbeat-mode region: its one thread runs the block with fresh copies, as a construct
    // run in place does (and its barrier then completes the tasks created in it)
    if (isa<OMPSingleDirective>(D) && !inBody && par && par->kind == Dir::Region) {
        bool copies = false, copyPrivate = false;
        for (OMPClause *C : D->clauses()) {
            copies |= isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C);
            copyPrivate |= isa<OMPCopyprivateClause>(C);
        }
        if (copies && !copyPrivate) {
            walkInline(D, region, par, node, inBody, name);
            return;
        }
    }
    if (isa<OMPBarrierDirective>(D) || isa<OMPSingleDirective>(D) || isa<OMPMasterDirective>(D) ||
        isa<OMPMaskedDirective>(D)) {
        if (inBody) {
            error(D->getBeginLoc(), "unsupported OpenMP construct '" + name +
                  "' inside a parallel loop body");
            return;
        }
        for (OMPClause *C : D->clauses())
            if (auto *CP = dyn_cast<OMPCopyprivateClause>(C)) {
                if (par)
                    for (Expr *E : CP->varlists())
                        if (VarDecl *V = refVar(E)) regionCopyprivate[par].push_back({V, D});
            }
            else if (isa<OMPFilterClause>(C)) {
                // heartbeat mode runs the region's code once, as thread 0: filter(0) is that
                // thread (another number makes the region a team's: TeamMode::needsTeam)
                if (!teamMaskedForThreadZero(D, Ctx)) {
                    error(C->getBeginLoc(), "'masked filter' with a thread other than 0 where the region cannot run "
                          "in team mode (a nested region, or one team mode cannot take); not supported");
                    return;
                }
            } else if (!isa<OMPNowaitClause>(C)) {
                error(C->getBeginLoc(), "unsupported clause '" +
                      getOpenMPClauseName(C->getClauseKind()).str() + "' on '" + name + "'");
                return;
            }
        // a barrier, and the implicit one at the end of a single, completes the tasks
        // created before it (the current task's children: one scope's, see Tasks)
        Dir *d = newDir(D, isa<OMPBarrierDirective>(D) ? Dir::TaskWait : Dir::Strip);
        d->waitAfter = isa<OMPSingleDirective>(D);
        // outside any region of this function: bound to the caller's team at run time (a
        // `single copyprivate` of a variable-length array and a `masked` for
        // a thread other than 0 keep the heartbeat-mode form; team-mode callers refuse them,
        // team_analysis.cpp)
        const bool copyPrivate = !TeamMode::copyprivateBroadcastable(D);
        const bool otherMasked = isa<OMPMaskedDirective>(D) && !teamMaskedIsMaster(D);
        d->orphanedSync = (!par || par->kind == Dir::Orphan) && !copyPrivate && !otherMasked;
        d->misuseCheck = d->orphanedSync && curFn && curFn->isExternallyVisible();
        if ((!par || par->kind == Dir::Orphan) && !region && (copyPrivate || otherMasked))
            d->orphanStopWhat = copyPrivate ? "single copyprivate" : "masked";
        addDir(d, node);
        if (Stmt *A = assocStmt(D)) walk(A, region, par, node, inBody);
        return;
    }
    const DeviceRewrite *rw = deviceRewriteAt(D->getBeginLoc());
    // (device constructs are rewritten in the source file only: say so where one is in a
    // header or a macro; HeCBench pnpoly's kernel.h, helper-129)
    const SourceLocation at = D->getBeginLoc();
    const bool elsewhere = at.isMacroID() || SM.getFileID(SM.getExpansionLoc(at)) != SM.getMainFileID();
    const bool device = isOpenMPTargetExecutionDirective(D->getDirectiveKind()) ||
                        isOpenMPTeamsDirective(D->getDirectiveKind()) ||
                        isOpenMPDistributeDirective(D->getDirectiveKind());
    error(at, "unsupported OpenMP construct '" + name + "'" +
          (rw && !rw->refusal.empty() ? ": " + rw->refusal
           : device && elsewhere     ? std::string(": device constructs are translated in the source file itself, not in "
                                                   "a header or a macro (docs/hbc.md, Device constructs)")
                                     : std::string()));
}

void Translator::checkLocalType(QualType T, SourceLocation L, Dir *region) {
    // a type declared in the outlined loop body itself moves with it (GraphicsMagick's
    // shear.c: `enum { ... } direction;` in the body, refused before session 38)
    auto outside = [&](const Decl *TD) {
        if (!functionLocalType(TD) || anonymousLocalEnum(TD)) return false;  // (typeStr gives its integer type)
        if (!region || !region->body) return true;
        CharSourceRange BR = stmtRange(region->body);
        const SourceLocation at = SM.getExpansionLoc(TD->getLocation());
        return BR.isInvalid() || !SM.isPointWithin(at, BR.getBegin(), BR.getEnd());
    };
    for (int guard = 0; !T.isNull() && guard < 64; ++guard) {
        const NamedDecl *ND = nullptr;
        if (auto *TT = T->getAs<TypedefType>()) ND = TT->getDecl();
        if (ND && outside(ND)) return reportLocalType(ND, L);
        if (auto *TagT = T->getAs<TagType>())
            if (outside(TagT->getDecl())) return reportLocalType(TagT->getDecl(), L);
        QualType N;
        if (ND) N = cast<TypedefNameDecl>(ND)->getUnderlyingType();
        else if (auto *PT = T->getAs<PointerType>()) N = PT->getPointeeType();
        else if (auto *AT = T->getAsArrayTypeUnsafe()) N = AT->getElementType();
        else break;
        T = N;
    }
}

void Translator::reportLocalType(const NamedDecl *ND, SourceLocation L) {
    if (!localTypesReported.insert(ND).second) return;
    std::string nm = ND->getNameAsString();
    if (nm.empty()) nm = "(anonymous)";
    error(L, "type '" + nm + "' is declared inside a function and used in a parallel loop body; in C "
          "hbc outlines the body before that function, where the type is not visible, and cannot move the "
          "type there (its name is declared elsewhere, or it depends on the function's variables); declare "
          "it at file scope, or use --hbc-fallback-openmp");
}

// PE, in a construct's code that leaves its function and where no literal replaces it, must
// still name that function: the names are #defined instead (C: funcNameDefines, used by
// insertTop around outlined code; C++: cxxFuncNameFns, by defineFuncNamesInBodies)
void Translator::noteMovedFuncName(PredefinedExpr *PE) {
    if (!curFn || !curTop) return;
    if (!CXX) funcNameDefines[curTop] = curFn->getNameAsString();
    else if (!lambdaDepth && (PE->getIdentKind() == PredefinedExpr::Func || PE->getIdentKind() == PredefinedExpr::Function))
        cxxFuncNameFns.insert(curFn);
}

// A team-mode region's body leaves its function whole (C: an outlined function, C++: a lambda).
void Translator::translateAsTeam(OMPExecutableDirective *D) {
    noteTeamFuncNames(D);
    team->translate(D, curFn, curTop, seen);
}

void Translator::noteTeamFuncNames(Stmt *S) {
    if (!S) return;
    if (auto *PE = dyn_cast<PredefinedExpr>(S)) return noteMovedFuncName(PE);
    if (isa<LambdaExpr>(S)) return;  // (a lambda's own __func__ is "operator()" either way)
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {  // (a CapturedStmt's children omit its body)
        if (D->hasAssociatedStmt()) noteTeamFuncNames(assocStmt(D));
        return;
    }
    for (Stmt *C : S->children()) noteTeamFuncNames(C);
}

// C++: inside the braces of each function of cxxFuncNameFns, `#define __func__ "name"` (and
// __FUNCTION__), which is what the function's own code reads anyway, so that the lambdas the
// translation puts its constructs in read it too. Not in a function holding a lambda or a
// local class of the user's that names them (there g++ gives "operator()" or the member's name).
void Translator::defineFuncNamesInBodies() {
    for (FunctionDecl *FD : cxxFuncNameFns) {
        auto *CS = dyn_cast_or_null<CompoundStmt>(FD->getBody());
        if (!CS) continue;
        const SourceLocation L = CS->getLBracLoc(), R = CS->getRBracLoc();
        if (!L.isFileID() || !R.isFileID() || !rewritable(L) || SM.getFileID(L) != SM.getFileID(R)) continue;
        bool own = false;  // a user lambda or local class naming them
        std::function<void(Stmt *, bool)> scan = [&](Stmt *S, bool nested) {
            if (!S || own) return;
            if (isa<PredefinedExpr>(S) && nested) own = true;
            if (auto *LE = dyn_cast<LambdaExpr>(S)) return scan(LE->getBody(), true);
            if (auto *DS = dyn_cast<DeclStmt>(S))
                for (Decl *D : DS->decls())
                    if (auto *RD = dyn_cast<CXXRecordDecl>(D))
                        for (Decl *M : RD->decls())
                            if (auto *MF = dyn_cast<FunctionDecl>(M)) scan(MF->getBody(), true);
            if (auto *D = dyn_cast<OMPExecutableDirective>(S)) return scan(D->hasAssociatedStmt() ? assocStmt(D) : nullptr, nested);
            for (Stmt *C : S->children()) scan(C, nested);
        };
        scan(CS, false);
        if (own) continue;
        std::string restore = "\n";
        const std::string set = "\n" + funcNameMacros(FD->getNameAsString(), {"__func__", "__FUNCTION__"}, restore);
        RW.InsertText(L.getLocWithOffset(1), set + lineDirective(L), true);
        RW.InsertText(R, restore + lineDirective(R), false);
    }
}

}  // namespace hbc
