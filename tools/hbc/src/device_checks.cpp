// Translator (translator.hpp) members: the device constructs that the prepass rewrote into
// host constructs (pragma_prepass.hpp), checked against what `target` means.
#include "translator.hpp"

namespace hbc {

const DeviceRewrite *Translator::deviceRewriteAt(SourceLocation L) {
    SourceLocation E = SM.getExpansionLoc(L);
    if (!SM.isWrittenInMainFile(E)) return nullptr;
    auto it = tool.deviceRewrites.find(SM.getExpansionLineNumber(E));
    return it == tool.deviceRewrites.end() ? nullptr : &it->second;
}

// A scalar that a `target` construct names in no map clause (nor defaultmap) is
// firstprivate on it: the construct works on a copy, and the original keeps its value.
// hbc-translate's first, silent parse notes each such scalar that the construct may write
// (tool.deviceCopies), and the prepass gives the host form a firstprivate copy of it; the
// counters of a loop in a target, declared before it, are not given their final values
// after the loop (ivKeptOnHost), as hbc does for host loops, so the host's keep theirs. Where a copy would not mean the same (a region's
// threads share the target's one copy; a reference; a template's dependent type), the
// write is refused. A `teams distribute` loop without `parallel for` runs on one thread
// (its team's initial thread), outside any parallel region: hbc runs it as a `parallel
// for`, so its body must not ask which thread it runs on, or at which level.
void Translator::checkDeviceConstruct(OMPExecutableDirective *D) {
    const DeviceRewrite *rw = deviceRewriteAt(D->getBeginLoc());
    if (!rw || !rw->refusal.empty()) return;
    Stmt *body = assocStmt(D);
    if (!body) return;
    if (rw->oneThreadLoop && TeamMode::asksThreadNumberOrLevel(body)) {
        error(D->getBeginLoc(), "this '" + rw->construct + "' loop asks its thread number or nesting level, but hbc "
              "runs it as a 'parallel for' where OpenMP has one thread of one team, outside any parallel region, "
              "run it; not supported");
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
    if (rw->fromTarget && isa<OMPLoopDirective>(D)) ivKeptOnHost.insert(D);
    checkTargetWrites(body, *rw, own);
    if (!rw->teamsReductions.empty()) checkTeamsReductions(body, *rw);  // the task form of a `teams`
}

// thread_limit(e) of a combined `teams ... parallel for` D ("" if none): its team's bound.
std::string Translator::ownThreadLimit(OMPExecutableDirective *D) {
    const DeviceRewrite *rw = isOpenMPParallelDirective(D->getDirectiveKind()) ? deviceRewriteAt(D->getBeginLoc()) : nullptr;
    return rw && rw->refusal.empty() ? rw->threadLimit : "";
}

// Before any function is walked (UDRCollector, every statement): the bodies of device
// constructs made null directives (noteDeviceBody), and the task forms of `teams
// thread_limit(e)`, which the regions in them look up (underThreadLimit).
void Translator::noteDeviceStatement(Stmt *S) {
    if (tool.deviceRewrites.empty()) return;
    noteDeviceBody(S);
    if (auto *T = dyn_cast<OMPTaskDirective>(S))
        if (const DeviceRewrite *rw = deviceRewriteAt(T->getBeginLoc()); rw && !rw->threadLimit.empty())
            threadLimitedTeams.push_back(T->getSourceRange());
}

// Whether a thread_limit bounds D's team: its own, or that of a `teams` whose body holds it
// (written there; a region in a function that the body calls is not seen: docs/hbc.md).
bool Translator::underThreadLimit(OMPExecutableDirective *D) {
    if (!ownThreadLimit(D).empty()) return true;
    SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
    auto holds = [&](SourceRange R) {
        SourceLocation B = SM.getExpansionLoc(R.getBegin()), E = SM.getExpansionLoc(R.getEnd());
        return !SM.isBeforeInTranslationUnit(L, B) && !SM.isBeforeInTranslationUnit(E, L);
    };
    for (SourceRange R : threadLimitedTeams)
        if (holds(R)) return true;
    for (auto &[at, S] : deviceBodies)
        if (!tool.deviceRewrites.at(at).threadLimit.empty() && holds(S->getSourceRange())) return true;
    return false;
}

// A `target` made a null directive: the statement that begins where its body began (the
// outermost one there).
void Translator::noteDeviceBody(Stmt *S) {
    // (a directive's CapturedStmt starts where its statement does: that statement is the body)
    if (tool.deviceRewrites.empty() || !S || isa<CapturedStmt>(S)) return;
    SourceLocation L = S->getBeginLoc();
    if (L.isInvalid() || L.isMacroID() || !SM.isWrittenInMainFile(L)) return;
    const unsigned line = SM.getSpellingLineNumber(L), col = SM.getSpellingColumnNumber(L);
    for (auto &[at, rw] : tool.deviceRewrites) {
        if (rw.bodyLine != line || rw.bodyColumn != col) continue;
        Stmt *&b = deviceBodies[at];
        if (!b || SM.isBeforeInTranslationUnit(b->getEndLoc(), S->getEndLoc())) b = S;
    }
}

void Translator::checkDeviceBodies() {
    for (auto &[at, S] : deviceBodies) {
        const DeviceRewrite &rw = tool.deviceRewrites.at(at);
        checkTargetWrites(S, rw, {});
        if (!rw.teamsReductions.empty()) checkTeamsReductions(S, rw);
    }
    // (a body that hbc cannot find is not checked: refused)
    auto skipped = [this](unsigned line) {
        for (auto [b, e] : tool.skippedLines)
            if (b <= line && line <= e) return true;
        return false;
    };
    for (auto &[at, rw] : tool.deviceRewrites)
        if ((rw.bodyMissing || (rw.bodyLine && !deviceBodies.count(at))) && !skipped(at))
            error(SM.translateLineCol(SM.getMainFileID(), at, 1),
                  "hbc could not find the statement of this '" + rw.construct + "' to check its data sharing");
}

// The text around the body of a `teams` (the statement of its null directive, or of its
// task form: emitInline) for thread_limit(e) and num_teams(n); "" when it has neither.
// - thread_limit: the body runs under the limit, which the team sizes of the regions it
//   reaches obey (hbc_teams_limit_enter);
// - num_teams(n), n not 1: OpenMP 5.1 makes exactly n teams; the body runs once per team,
//   one after another, the team number set for omp_get_team_num() (hbc_league_begin/next).
//   A body with a `distribute` loop, which would run whole in every team, stays one team
//   (as before OpenMP 5.1; the iterations that each team runs are the implementation's
//   choice), unless it asks its team number: refused.
bool Translator::teamsBodyWrap(unsigned at, Stmt *body, std::string &open, std::string &close) {
    const DeviceRewrite &rw = tool.deviceRewrites.at(at);
    open.clear();
    close.clear();
    std::string teams = rw.numTeams;
    if (!teams.empty()) {
        // a `distribute` (or `loop bind(teams)`) in the body, or in a function of this file that it calls (the
        // prepass made it a null directive or a `parallel for`: its line tells); from the
        // teams' own line, as one right under it is a null directive before the loop
        std::vector<std::pair<unsigned, unsigned>> spans{{at, SM.getExpansionLineNumber(body->getEndLoc())}};
        std::set<const FunctionDecl *> visited;
        const CallExpr *unseen = nullptr;  // a call into another file: its distribute loops are not seen
        std::function<void(const Stmt *)> callees = [&](const Stmt *X) {
            if (!X) return;
            if (auto *CE = dyn_cast<CallExpr>(X))
                if (const FunctionDecl *F = CE->getDirectCallee()) {
                    const FunctionDecl *Def = nullptr;
                    if (!F->hasBody(Def)) {
                        if (!unseen && !F->getBuiltinID() && !F->getName().startswith("omp_") &&
                            !SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
                            unseen = CE;
                    } else if (visited.insert(Def).second) {
                        SourceLocation B = SM.getExpansionLoc(Def->getBeginLoc()), E = SM.getExpansionLoc(Def->getEndLoc());
                        if (SM.isWrittenInMainFile(B)) {
                            spans.push_back({SM.getExpansionLineNumber(B), SM.getExpansionLineNumber(E)});
                            callees(Def->getBody());
                        }
                    }
                }
            for (const Stmt *C : X->children()) callees(C);
        };
        callees(body);
        for (auto &[line, other] : tool.deviceRewrites) {
            if (line == at || (other.construct.find("distribute") == std::string::npos &&
                               other.construct != "loop bind(teams)"))
                continue;
            bool in = false;
            for (auto [b, e] : spans) in |= b <= line && line <= e;
            if (!in) continue;
            if (TeamMode::asksTeamNumber(body)) {
                error(SM.translateLineCol(SM.getMainFileID(), line, 1),
                      "'" + other.construct + "' in a 'teams' region of num_teams(" + rw.numTeams + ") teams that "
                      "asks its team number: hbc runs the teams one after another, and cannot give each team its "
                      "share of the loop; not supported");
                return false;
            }
            teams.clear();
            break;
        }
        if (!teams.empty() && unseen)
            warn(unseen->getBeginLoc(), "this 'teams' body of num_teams(" + rw.numTeams + ") teams calls '" +
                 unseen->getDirectCallee()->getNameAsString() + "', defined in another file: hbc runs the teams one "
                 "after another, and a 'distribute' loop there would run whole in every team");
    }
    if (rw.threadLimit.empty() && teams.empty()) return true;
    const std::string id = std::to_string(at);
    open = "{ ";
    if (!rw.threadLimit.empty()) {
        const std::string v = "__hb_tl_" + id, e = "(int)(" + rw.threadLimit + ")";
        open += CXX ? "hbc_rt::teams_limit_scope " + v + "(" + e + "); " : "int " + v + " = hbc_teams_limit_enter(" + e + "); ";
        close = CXX ? "" : " hbc_teams_limit_leave(" + v + ");";
    }
    if (!teams.empty()) {
        const std::string t = "__hb_tn_" + id;
        open += "for (int " + t + " = hbc_league_begin((int)(" + teams + ")); " + t + " >= 0; " + t +
                " = hbc_league_next()) { ";
        close = " }" + close;
    }
    close += " }";
    return true;
}

// The bodies of `teams` constructs made null directives, after emit: a body that is a
// directive starts where its replacement does.
void Translator::wrapTeamsBodies() {
    for (auto &[at, S] : deviceBodies) {
        std::string open, close;
        if (!teamsBodyWrap(at, S, open, close) || open.empty()) continue;
        CharSourceRange R = stmtRange(S);
        if (R.isInvalid()) {
            error(S->getBeginLoc(), "cannot rewrite the body of this 'teams' inside a macro");
            continue;
        }
        RW.InsertText(R.getBegin(), open, false);
        RW.InsertText(R.getEnd(), close, true);
    }
}

// A `teams` reduction, run as one team in place, updates its items directly: the one team's
// copy, combined once. That is the same as long as the body only ever combines into them:
// `x op= e` or `x = x op e` (e without x), `x++`/`x--` for + and -, or a nested construct's
// reduction with the same operator. Anything else (a read, an assignment) is refused.
void Translator::checkTeamsReductions(Stmt *body, const DeviceRewrite &rw) {
    const SourceLocation B = SM.getExpansionLoc(body->getBeginLoc()), E = SM.getExpansionLoc(body->getEndLoc());
    std::set<VarDecl *> shadowed;  // inside a nested construct with its own copy of the item
    auto item = [&](const Expr *X, std::string *op = nullptr) -> VarDecl * {
        VarDecl *V = X ? refVar(X->IgnoreParenImpCasts()) : nullptr;
        if (!V || shadowed.count(V) || SM.isPointWithin(SM.getExpansionLoc(V->getLocation()), B, E)) return nullptr;
        auto it = rw.teamsReductions.find(V->getNameAsString());
        if (it == rw.teamsReductions.end()) return nullptr;
        if (op) *op = it->second;
        return V;
    };
    auto mentions = [&](Stmt *S, VarDecl *V) {
        std::function<bool(Stmt *)> has = [&](Stmt *X) {
            if (!X) return false;
            if (auto *DR = dyn_cast<DeclRefExpr>(X); DR && DR->getDecl() == V) return true;
            for (Stmt *C : X->children()) if (has(C)) return true;
            return false;
        };
        return has(S);
    };
    auto combines = [](const std::string &op, BinaryOperatorKind k) {
        if (op == "+" || op == "-") return k == BO_Add || k == BO_Sub || k == BO_AddAssign || k == BO_SubAssign;
        if (op == "*") return k == BO_Mul || k == BO_MulAssign;
        if (op == "&") return k == BO_And || k == BO_AndAssign;
        if (op == "|") return k == BO_Or || k == BO_OrAssign;
        if (op == "^") return k == BO_Xor || k == BO_XorAssign;
        if (op == "&&") return k == BO_LAnd;
        if (op == "||") return k == BO_LOr;
        return false;
    };
    std::set<VarDecl *> reported;
    auto refuse = [&](VarDecl *V, SourceLocation L) {
        if (reported.insert(V).second)
            error(L, "'" + V->getNameAsString() + "', a reduction item of this '" + rw.construct + "' (which hbc runs "
                  "as one team, in place), is used other than by 'x op= e', 'x = x op e' or a nested reduction with "
                  "the same operator; not supported");
    };
    std::function<void(Stmt *)> scan = [&](Stmt *S) {
        if (!S) return;
        if (auto *CS = dyn_cast<CapturedStmt>(S)) return scan(CS->getCapturedStmt());
        std::string op;
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            // a nested reduction with the same operator combines into the item; a private copy
            // leaves it alone: inside, the construct's uses are of its copy (a firstprivate
            // copy would read the item, which is not the team's copy here: refused)
            std::vector<VarDecl *> own;
            for (OMPClause *C : OD->clauses()) {
                auto *RC = dyn_cast<OMPReductionClause>(C);
                const bool copy = isa<OMPPrivateClause>(C);
                for (Stmt *X : C->children())
                    if (VarDecl *V = item(dyn_cast_or_null<Expr>(X), &op)) {
                        if (copy || (RC && (RC->getNameInfo().getName().getAsString() == "operator" + op ||
                                            RC->getNameInfo().getName().getAsString() == op)))
                            own.push_back(V);
                        else
                            refuse(V, X->getBeginLoc());
                    }
            }
            for (VarDecl *V : own) shadowed.insert(V);
            scan(assocStmt(OD));
            for (VarDecl *V : own) shadowed.erase(V);
            return;
        }
        if (auto *CA = dyn_cast<CompoundAssignOperator>(S))
            if (VarDecl *V = item(CA->getLHS(), &op)) {
                if (!combines(op, CA->getOpcode()) || mentions(CA->getRHS(), V)) refuse(V, CA->getBeginLoc());
                scan(CA->getRHS());
                return;
            }
        if (auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->getOpcode() == BO_Assign)
            if (VarDecl *V = item(BO->getLHS(), &op)) {
                auto *R = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
                if (!R || !combines(op, R->getOpcode()) || item(R->getLHS()) != V || mentions(R->getRHS(), V))
                    refuse(V, BO->getBeginLoc());
                if (R) scan(R->getRHS());
                return;
            }
        if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
            if (VarDecl *V = item(UO->getSubExpr(), &op)) {
                if (op != "+" && op != "-") refuse(V, UO->getBeginLoc());
                return;
            }
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (VarDecl *V = item(DR)) refuse(V, DR->getBeginLoc());
        for (Stmt *C : S->children()) scan(C);
    };
    scan(body);
}

// A template's dependent operand has no implicit casts to tell a read from a write. For a
// scalar type only the builtin operators apply, so the syntax tells: an assignment to it,
// ++ or --, &, binding a reference, a call or a member access may write; any other use
// reads it. (A class type is mapped tofrom, so its writes need no copy.)
// bindsRef: whether an initialised variable of dependent type may be a reference (in some
// instantiation, or in none found).
static bool dependentUseMayWrite(ASTContext &Ctx, const Expr *E, const std::function<bool(const VarDecl *)> &bindsRef) {
    const Stmt *cur = E;
    while (true) {
        auto P = Ctx.getParents(*cur);
        if (P.empty()) return true;
        const Stmt *PS = P[0].get<Stmt>();
        if (!PS) {
            const auto *VD = P[0].get<VarDecl>();  // an initialiser: a copy, unless it binds a reference
            return !VD || VD->getType()->isReferenceType() || VD->getType()->isUndeducedType() ||
                   (VD->getType()->isDependentType() && bindsRef(VD));
        }
        if (isa<ParenExpr>(PS)) { cur = PS; continue; }
        if (auto *BO = dyn_cast<BinaryOperator>(PS)) {
            if (BO->isAssignmentOp()) return BO->getLHS() == cur;
            if (BO->getOpcode() != BO_Comma) return false;
            if (BO->getLHS() == cur) return false;
            cur = BO;
            continue;
        }
        if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS)) {  // unresolved: the builtin for a scalar
            const OverloadedOperatorKind K = OC->getOperator();
            if (K == OO_PlusPlus || K == OO_MinusMinus || K == OO_Call || K == OO_Arrow || K == OO_Comma) return true;
            if (K == OO_Amp && OC->getNumArgs() == 1) return true;
            if (OC->isAssignmentOp()) return OC->getArg(0) == cur;
            return false;
        }
        if (auto *CO = dyn_cast<ConditionalOperator>(PS)) {
            if (CO->getCond() == cur) return false;
            // the other branch a prvalue (`c ? N - 1 : N`): so is the result, a read (HeCBench
            // stddev, refused before session 77: helper-129)
            const Expr *other = CO->getTrueExpr() == cur ? CO->getFalseExpr() : CO->getTrueExpr();
            if (other && other->isPRValue()) return false;
            cur = CO;
            continue;
        }
        if (auto *UO = dyn_cast<UnaryOperator>(PS)) return UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf;
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
            if (IC->getCastKind() == CK_LValueToRValue) return false;
            cur = IC;
            continue;
        }
        if (auto *EC = dyn_cast<ExplicitCastExpr>(PS)) {
            const QualType T = EC->getTypeAsWritten();
            return T->isReferenceType() || T->isDependentType();
        }
        if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
        // Subscripting or a member of a pointer or class writes the pointee or the (mapped) object,
        // never a scalar copy itself.
        if (isa<ArraySubscriptExpr>(PS) || isa<MemberExpr>(PS) || isa<CXXDependentScopeMemberExpr>(PS))
            return false;
        return true;
    }
}

void Translator::checkTargetWrites(Stmt *body, const DeviceRewrite &rw, std::set<VarDecl *> own) {
    if (!rw.fromTarget || rw.scalarsMapped) return;
    // (`I n = c ? N : D;` copies N where every instantiation's I is a value type: HeCBench
    // stddev's shape, helper-129)
    auto bindsRef = [&](const VarDecl *VD) {
        bool found = false;
        const bool ref = someInstantiatedType(VD, [&](QualType T) {
            found = true;
            return T->isReferenceType() || T->isUndeducedType();
        });
        return ref || !found;
    };
    auto check = [&](VarDecl *V, SourceLocation L) {
        if (!V || own.count(V) || rw.mapped.count(V->getNameAsString()) || V->hasAttr<OMPDeclareTargetDeclAttr>() ||
            V->getType().isConstQualified())
            return;
        const QualType T = V->getType().getNonReferenceType();
        const bool dependent = T->isDependentType();
        if (!dependent && !T->isScalarType()) return;  // arrays and aggregates are mapped tofrom
        own.insert(V);  // once
        if (dependent || V->getType()->isReferenceType()) {
            error(L, "'" + V->getNameAsString() + "' may be a scalar that this '" + rw.construct + "' makes firstprivate "
                  "(it is in no map clause), which the construct writes; hbc cannot give a " +
                  (dependent ? "template's dependent type" : "reference") + " that copy: map it, or name it private");
            return;
        }
        if (tool.deviceCollect && rw.copyable) {
            tool.deviceCopies[rw.line].insert(V->getNameAsString());  // the host form gets a copy
            return;
        }
        error(L, "'" + V->getNameAsString() + "' is firstprivate on this '" + rw.construct + "' (a scalar in no map "
              "clause), so OpenMP leaves the original unchanged, but the construct writes it and hbc runs it on the "
              "original; not supported: name it in a map(tofrom: ...) or private clause");
    };
    std::function<void(Stmt *)> scan = [&](Stmt *S) {
        if (!S) return;
        if (auto *CS = dyn_cast<CapturedStmt>(S)) return scan(CS->getCapturedStmt());
        if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
            // a nested construct: its body as written (not clang's helper expressions), and
            // the items its end writes
            for (OMPClause *C : OD->clauses())
                if (isa<OMPLastprivateClause>(C) || isa<OMPReductionClause>(C) || isa<OMPLinearClause>(C))
                    for (Stmt *E : C->children())
                        if (auto *X = dyn_cast_or_null<Expr>(E)) check(refVar(X), X->getBeginLoc());
            // a worksharing loop's counters and a construct's private copies are its own
            std::vector<VarDecl *> scoped;
            if (auto *LD = dyn_cast<OMPLoopDirective>(OD)) {
                for (Expr *E : LD->counters())
                    if (VarDecl *V = E ? refVar(E) : nullptr; V && own.insert(V).second) scoped.push_back(V);
                if (rw.fromTarget) ivKeptOnHost.insert(OD);
            }
            for (OMPClause *C : OD->clauses())
                if (isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C))
                    for (Stmt *E : C->children())
                        if (VarDecl *V = refVar(dyn_cast_or_null<Expr>(E)); V && own.insert(V).second)
                            scoped.push_back(V);
            scan(assocStmt(OD));
            for (VarDecl *V : scoped) own.erase(V);
            return;
        }
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *X : DS->decls())
                if (auto *V = dyn_cast<VarDecl>(X)) own.insert(V);
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *V = dyn_cast<VarDecl>(DR->getDecl()))
                if (V->getType().getNonReferenceType()->isDependentType() && !V->getType()->isReferenceType()
                        ? dependentUseMayWrite(Ctx, DR, bindsRef)
                        : mayWrite(DR))
                    check(V, DR->getBeginLoc());
        for (Stmt *C : S->children()) scan(C);
    };
    scan(body);
}

}  // namespace hbc
