// Team mode in C (team_mode.cpp has the rest): a region's body is outlined into a function
// placed before the enclosing one, so every function-local variable it shares is reached
// through a pointer (`(*__hb_p_v)`), by value, by an alias, by a `#define` or by redefining
// the macros that name it (findByValue),
// and types declared inside the function are refused where the outlined body cannot see them.
#include "prototype.hpp"
#include "team_mode_ctx.hpp"
#include "unused_locals.hpp"

#include "clang/Lex/Lexer.h"

#include <cctype>
#include <functional>

using namespace clang;

namespace hbc {

void TeamMode::Ctx::checkType(QualType Ty, SourceLocation L) {
    for (int guard = 0; !Ty.isNull() && guard < 64; ++guard) {
        const NamedDecl *ND = nullptr;
        if (auto *TT = Ty->getAs<TypedefType>()) ND = TT->getDecl();
        else if (auto *TD = Ty->getAsTagDecl()) ND = TD;
        if (ND && H.functionLocalType(ND) && !H.anonymousLocalEnum(ND)) {
            SourceLocation DL = SM().getExpansionLoc(ND->getLocation());
            Stmt *A = assoc(region);
            if (!A || !SM().isPointWithin(DL, SM().getExpansionLoc(A->getBeginLoc()),
                                          SM().getExpansionLoc(teamStmtEnd(A)))) {
                fail(L, "team-mode region in C: " + (ND->getName().empty() ? std::string("an unnamed type") :
                                                     "type '" + ND->getNameAsString() + "'") +
                        " is declared inside the function; declare it (named) at file scope");
                return;
            }
        }
        if (auto *TT = Ty->getAs<TypedefType>()) { Ty = TT->desugar(); continue; }
        if (Ty->isPointerType() || Ty->isReferenceType()) Ty = Ty->getPointeeType();
        else if (Ty->isArrayType()) Ty = QualType(Ty->getPointeeOrArrayElementType(), 0);
        else break;
    }
}

// V's address is taken somewhere in the enclosing function (something may change it through it)
bool TeamMode::Ctx::addressTaken(const VarDecl *V) {
    bool taken = false;
    std::function<void(const Stmt *)> scan = [&](const Stmt *S) {
        if (!S || taken) return;
        if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->getOpcode() == UO_AddrOf)
            if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens())) taken = DR->getDecl() == V;
        for (const Stmt *C : S->children()) scan(C);
    };
    scan(fn ? fn->getBody() : nullptr);
    return taken;
}

void TeamMode::Ctx::findByValue(Stmt *body) {
    std::map<VarDecl *, bool> wanted, written, whole;
    std::set<std::string> otherNames;  // members, declarations and other variables of the region
    // macro-body tokens (by spelling location) that name a shared variable, and those that
    // name anything else (another variable, a private copy, a member, a declaration, a label)
    std::map<unsigned, std::set<VarDecl *>> sharedAt;
    std::map<unsigned, SourceLocation> useAt;
    std::set<unsigned> otherAt;
    auto macroToken = [&](SourceLocation L, unsigned &key) {
        L = beforeMacroArgs(SM(), L);
        if (!L.isMacroID()) return false;
        key = SM().getSpellingLoc(L).getRawEncoding();
        useAt.emplace(key, L);
        return true;
    };
    std::function<void(Stmt *)> scan = [&](Stmt *S) {
        if (!S) return;
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) return scan(assoc(D));
        unsigned key;
        if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
            auto *V = dyn_cast<VarDecl>(DR->getDecl());
            bool shared = V && functionLocal(V) && !inScope(V, DR->getLocation());
            if (shared) {
                SourceLocation L = DR->getLocation();
                // (in a macro's argument too: `#x` must spell the name, not its rewrite; CLASS's
                // error macros, helper-104)
                if (V->getStorageClass() == SC_Register || L.isMacroID()) wanted[V] = true;
                if (H.mayWrite(DR)) written[V] = true;
            }
            if (macroToken(DR->getLocation(), key)) {
                if (shared) sharedAt[key].insert(V);
                else otherAt.insert(key);
            }
        }
        if (auto *ME = dyn_cast<MemberExpr>(S)) {
            otherNames.insert(ME->getMemberDecl()->getNameAsString());
            if (macroToken(ME->getMemberLoc(), key)) otherAt.insert(key);
        }
        if (auto *LS = dyn_cast<LabelStmt>(S); LS && macroToken(LS->getIdentLoc(), key)) otherAt.insert(key);
        if (auto *DI = dyn_cast<DesignatedInitExpr>(S))
            for (const DesignatedInitExpr::Designator &Ds : DI->designators())
                if (Ds.isFieldDesignator() && macroToken(Ds.getFieldLoc(), key)) otherAt.insert(key);
        if (auto *DS = dyn_cast<DeclStmt>(S))
            for (Decl *X : DS->decls()) {
                if (auto *ND = dyn_cast<NamedDecl>(X)) {
                    otherNames.insert(ND->getNameAsString());
                    if (macroToken(ND->getLocation(), key)) otherAt.insert(key);
                }
                if (auto *RD = dyn_cast<RecordDecl>(X))
                    for (FieldDecl *FD : RD->fields())
                        if (macroToken(FD->getLocation(), key)) otherAt.insert(key);
            }
        if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
            if (auto *DR = dyn_cast<DeclRefExpr>(UE->getArgumentExpr() ? UE->getArgumentExpr()->IgnoreParens() : nullptr))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) whole[V] = true;
        if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->getOpcode() == UO_AddrOf)
            if (auto *DR = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) whole[V] = true;
        // what written types name (rewriteShared reaches it too): `__typeof__(a)` wants a itself
        writtenTypeExprs(S, [&](Expr *E) {
            if (auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParens()))
                if (auto *V = dyn_cast<VarDecl>(DR->getDecl())) whole[V] = true;
            scan(E);
        });
        for (Stmt *C : S->children()) scan(C);
    };
    scan(body);
    for (auto &w : wanted) {
        VarDecl *V = w.first;
        QualType T = V->getType();
        bool privatized = false;  // a copy of it anywhere in the region (its clauses or a construct's)
        for (auto &sc : scopes) privatized |= sc.V == V;
        // a register variable has no address, so nothing else can change it: its value
        if (V->getStorageClass() == SC_Register && !written[V] && !privatized && T->isScalarType() &&
            !T->isVariablyModifiedType())
            byValue.insert(V);
        // an array's name, as a pointer to its first element (the storage stays shared)
        else if (V->getStorageClass() != SC_Register && T->isConstantArrayType() && !whole[V] && !privatized)
            byAlias.insert(V);
        // otherwise the name `#define`d as the shared variable, where nothing else has it;
        // not where the name is also a macro's (ParRes Kernels' p2p: `int *flag` and `#define
        // flag(t, j) flag[...]`), which the #define would replace: there a scalar that
        // nothing can change during the region (not written in it, its address never taken
        // in the function) goes by value; the rest is refused at the use (rewriteShared)
        else if (V->getStorageClass() != SC_Register && !privatized && !otherNames.count(V->getNameAsString())) {
            if (!H.Ctx->Idents.get(V->getName()).hadMacroDefinition())
                byDefine.insert(V);
            else if (!written[V] && !whole[V] && T->isScalarType() && !T->isVariablyModifiedType() && !addressTaken(V))
                byValue.insert(V);
        }
        if (V->getStorageClass() != SC_Register && !byValue.count(V) && !byAlias.count(V) && !byDefine.count(V) &&
            redefineMacrosFor(V, sharedAt, otherAt, useAt))
            byMacro.insert(V);
    }
}

// V's macro-body tokens, each naming V alone in every expansion in the region, recorded as
// edits of their macros' definitions (all or nothing); false when one cannot be
bool TeamMode::Ctx::redefineMacrosFor(VarDecl *V, const std::map<unsigned, std::set<VarDecl *>> &sharedAt,
                                      const std::set<unsigned> &otherAt, const std::map<unsigned, SourceLocation> &useAt) {
    std::map<std::string, MacroEdit> edits = macroEdits;
    const std::string name = V->getNameAsString();
    for (auto &[key, vars] : sharedAt) {
        if (!vars.count(V)) continue;
        if (vars.size() != 1 || otherAt.count(key)) return false;
        SourceLocation spell = SourceLocation::getFromRawEncoding(key), use = useAt.at(key);
        if (SM().isWrittenInScratchSpace(spell)) return false;  // pasted (##): no definition text
        bool invalid = false;
        StringRef buf = SM().getBufferData(SM().getFileID(spell), &invalid);
        unsigned off = SM().getFileOffset(spell);
        if (invalid || off + name.size() > buf.size() || buf.substr(off, name.size()) != name) return false;
        // the logical line holding the token: back over continued lines, forward to the first
        // line that does not end in a backslash
        auto continued = [&](size_t newline) {  // the line ending at buf[newline] goes on
            size_t e = newline;
            if (e > 0 && buf[e - 1] == '\r') --e;
            return e > 0 && buf[e - 1] == '\\';
        };
        size_t begin = off;
        while (begin > 0 && buf[begin - 1] != '\n') --begin;
        while (begin > 0 && continued(begin - 1)) {
            --begin;
            while (begin > 0 && buf[begin - 1] != '\n') --begin;
        }
        size_t end = off;
        while (true) {
            size_t nl = buf.find('\n', end);
            if (nl == StringRef::npos) { end = buf.size(); break; }
            if (!continued(nl)) { end = nl; break; }
            end = nl + 1;
        }
        std::string def = buf.substr(begin, end - begin).str();
        // `#define NAME`, with the macro that produced the use
        size_t i = def.find_first_not_of(" \t");
        if (i == std::string::npos || def[i] != '#') return false;
        i = def.find_first_not_of(" \t", i + 1);
        if (i == std::string::npos || def.compare(i, 6, "define") != 0) return false;
        i = def.find_first_not_of(" \t", i + 6);
        size_t j = i;
        while (j < def.size() && (isalnum((unsigned char)def[j]) || def[j] == '_')) ++j;
        std::string macro = i == std::string::npos ? "" : def.substr(i, j - i);
        if (macro.empty() || Lexer::getImmediateMacroName(use, SM(), H.Ctx->getLangOpts()) != macro) return false;
        MacroEdit &e = edits[macro];
        if (!e.definition.empty() && e.definition != def) return false;  // two definitions in use
        e.definition = def;
        e.tokens[off - begin] = V;
    }
    macroEdits = std::move(edits);
    return true;
}

// The redefinitions, for the variables captured (used), and the lines that restore the
// user's definitions after the body.
std::string TeamMode::Ctx::macroRedefinitions(std::string &restore) {
    std::string out;
    for (auto &[macro, e] : macroEdits) {
        std::string def = e.definition;
        bool any = false;
        for (auto it = e.tokens.rbegin(); it != e.tokens.rend(); ++it) {
            if (!capturedSet.count(it->second)) continue;
            const std::string n = it->second->getNameAsString();
            def.replace(it->first, n.size(), "(*__hb_p_" + n + ")");
            any = true;
        }
        if (!any) continue;
        out += "#pragma push_macro(\"" + macro + "\")\n#undef " + macro + "\n" + def + "\n";
        restore += "#pragma pop_macro(\"" + macro + "\")\n";
    }
    return out;
}

std::string TeamMode::Ctx::pragmaText(Expr *E, bool inside) {
    std::string value = H.pragmaConstant(E);
    if (!value.empty()) return value;
    const SourceLocation at = SM().getExpansionLoc(E->getBeginLoc());
    return H.printExpr(E, [&](VarDecl *V) -> std::string {
        const std::string name = V->getNameAsString();
        if (!inside || H.CXX || !functionLocal(V) || inScope(V, at)) return name;
        if (V->getStorageClass() == SC_Register) {  // as rewriteShared says
            fail(at, "team-mode region in C: shared variable '" + name + "' ('register') cannot be passed to the region");
            return name;
        }
        capture(V);
        return byValue.count(V) || byAlias.count(V) ? name : "(*__hb_p_" + name + ")";
    });
}

void TeamMode::Ctx::rewriteShared(Stmt *S) {
    if (!S) return;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        // only the statement: a CapturedStmt's capture list repeats the first use of each variable
        rewriteShared(assoc(D));
        return;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S))
        for (Decl *Dc : DS->decls())
            if (auto *V = dyn_cast<VarDecl>(Dc)) checkType(V->getType(), V->getLocation());
    if (auto *EC = dyn_cast<ExplicitCastExpr>(S)) checkType(EC->getTypeAsWritten(), EC->getBeginLoc());
    if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
        if (UE->isArgumentType()) checkType(UE->getArgumentType(), UE->getBeginLoc());
    if (auto *CL = dyn_cast<CompoundLiteralExpr>(S)) checkType(CL->getType(), CL->getBeginLoc());
    writtenTypeExprs(S, [&](Expr *E) { rewriteShared(E); });  // (a VLA's sizes behind a pointer)
    if (auto *DR = dyn_cast<DeclRefExpr>(S))
        if (auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl()))
            if (H.functionLocalType(EC))
                localEnums[EC->getNameAsString()] = std::to_string(EC->getInitVal().getExtValue());
    if (auto *DR = dyn_cast<DeclRefExpr>(S)) {
        auto *V = dyn_cast<VarDecl>(DR->getDecl());
        if (V && !declaredInside.count(V)) checkType(V->getType(), DR->getLocation());
        if (V && functionLocal(V) && !inScope(V, DR->getLocation()) && (byValue.count(V) || byAlias.count(V)))
            capture(V);
        else if (V && functionLocal(V) && !inScope(V, DR->getLocation())) {
            if (V->getStorageClass() == SC_Register) {
                fail(DR->getLocation(), "team-mode region in C: shared variable '" + V->getNameAsString() +
                                            "' ('register') cannot be passed to the region");
                return;
            }
            SourceLocation L = DR->getLocation();
            if (L.isMacroID()) {
                if (!beforeMacroArgs(SM(), L).isMacroID() && byDefine.count(V)) {  // the #define spells it
                    capture(V);
                    return;
                }
                if (!beforeMacroArgs(SM(), L).isMacroID()) L = SM().getSpellingLoc(L);
                else if (byDefine.count(V) || byMacro.count(V)) {  // a macro's own text: #defined (emission)
                    capture(V);
                    return;
                } else {
                    fail(DR->getLocation(), "team-mode region in C: shared variable '" + V->getNameAsString() +
                                                "' used inside a macro expansion that hbc cannot redefine for the "
                                                "outlined body (a token of the macro also names a member, a "
                                                "declaration, a private copy or another variable in the region, "
                                                "or is pasted with ##)");
                    return;
                }
            }
            capture(V);
            if (rewrittenAt.insert(SM().getFileOffset(L)).second)
                H.RW->ReplaceText(L, V->getName().size(), "(*__hb_p_" + V->getNameAsString() + ")");
        }
    }
    for (Stmt *C : S->children()) rewriteShared(C);
}

// C: the region's body (its inner constructs already rewritten) becomes `static void
// __hb_team_N(void *)` before the function's top-level declaration, and the site passes it the
// shared variables' addresses (or values, or array aliases: findByValue) and runs it on a team.
// startText: the members' private copies and copyin; finish: the reductions' combination.
void TeamMode::Ctx::outlineC(Decl *Top, CharSourceRange R, const std::string &size, const std::string &startText,
                             const std::string &finish) {
    H.flattenConditionalsCutBy(R);  // (NFFT's braces in `#ifdef _OPENMP` groups: helper-74)
    std::string bodyText = H.RW->getRewrittenText(R);
    // ((void): a region that shares nothing reads no entry, and -Wall -Werror refuses an unused
    // variable; helper-67)
    std::string fn = "static void __hb_team_" + id + "(void *__hb_ctx) {\n  void **__hb_c = (void **)__hb_ctx;\n  (void)__hb_c;\n";
    std::vector<std::string> ctx;  // the site's context entries (a VLA's sizes add some)
    std::string pre;               // the site's temporaries (a VLA's sizes)
    std::set<std::string> names;
    for (VarDecl *V : captured) {
        std::string n = V->getNameAsString();
        if (!names.insert(n).second) {
            fail(region->getBeginLoc(), "team-mode region in C: two variables named '" + n + "' are shared with it");
            return;
        }
        const Type *TT = V->getType().getTypePtr();
        if (auto *TD = TT->getAsTagDecl())
            if (H.functionLocalType(TD) && !H.anonymousLocalEnum(TD)) {
                fail(region->getBeginLoc(), "team-mode region in C: '" + n + "' has a type declared inside the function");
                return;
            }
        const std::string J = std::to_string(ctx.size());
        if (byValue.count(V)) {  // (a compound literal: a register variable has no address)
            QualType T = V->getType().getUnqualifiedType(), PT = H.Ctx->getPointerType(T);
            fn += "  " + H.typeStr(T, n) + " = *(" + H.typeStr(PT, "") + ")__hb_c[" + J + "];\n";
            ctx.push_back("(void *)&(" + H.typeStr(T, "") + "){" + n + "}");
            continue;
        }
        ctx.push_back("(void *)&" + n);
        QualType PT = H.Ctx->getPointerType(V->getType());
        if (byAlias.count(V)) {  // the name itself: a pointer to the shared array's first element
            QualType DT = H.Ctx->getArrayDecayedType(V->getType());
            fn += "  " + H.typeStr(DT, n) + " = *(" + H.typeStr(PT, "") + ")__hb_c[" + J + "];\n";
        } else if (!functionLocal(V) && V->getType()->getAsTagDecl() && !V->getType()->getAsTagDecl()->getIdentifier()) {
            // a file-scope variable of an unnamed struct (a threadprivate one's copyin: libgomp's
            // copyin-2.c; clang prints its type as `struct (unnamed struct at ...)`): its
            // type by name; such a variable is no macro here (it is each member's own copy)
            fn += "  __typeof__(" + n + ") *__hb_p_" + n + " = (__typeof__(" + n + ") *)__hb_c[" + J + "];\n";
        } else {
            PT = H.Ctx->getPointerType(H.frozenVlaType(V->getType(), n, id, pre, ctx, fn));
            fn += "  " + H.typeStr(PT, "__hb_p_" + n) + " = (" + H.typeStr(PT, "") + ")__hb_c[" + J + "];\n";
        }
    }
    std::string site = "{ " + pre + "void *__hb_c_" + id + "[" + std::to_string(ctx.size() + 1) + "] = {";
    for (const std::string &e : ctx) site += e + ", ";
    site += "0}; hbc_team_run(" + size + ", __hb_team_" + id + ", __hb_c_" + id + "); hbc_team_size_restore(); " +
            voidUnusedLocals(SM(), region, [&](VarDecl *V) { return capturedSet.count(V) > 0; }) + "}";
    for (auto &e : localEnums) fn += "  enum { " + e.first + " = " + e.second + " };\n";
    std::string defines, undefs;
    for (VarDecl *V : byDefine)
        if (capturedSet.count(V)) {
            defines += "#define " + V->getNameAsString() + " (*__hb_p_" + V->getNameAsString() + ")\n";
            undefs += "#undef " + V->getNameAsString() + "\n";
        }
    defines += macroRedefinitions(undefs);
    fn += "  hbc_team_level_enter();\n  { " + startText + "\n" + defines + H.lineDirective(R.getBegin()) + bodyText +
          "\n" + undefs + "  " + finish + "}\n  hbc_team_level_leave();\n}\n";
    // functions the body calls that are declared after the insertion point need a prototype
    std::string protos;
    SourceLocation topL = H.Ctx->getSourceManager().getExpansionLoc(Top->getBeginLoc());
    std::set<FunctionDecl *> done;
    std::function<void(Stmt *)> calls = [&](Stmt *S) {
        if (!S) return;
        if (auto *DR = dyn_cast<DeclRefExpr>(S))
            if (auto *F = dyn_cast<FunctionDecl>(DR->getDecl()))
                if (!F->getBuiltinID() && done.insert(F->getFirstDecl()).second) {
                    SourceLocation FL = H.Ctx->getSourceManager().getExpansionLoc(F->getFirstDecl()->getBeginLoc());
                    if (!(FL.isValid() && H.Ctx->getSourceManager().isBeforeInTranslationUnit(FL, topL)))
                        protos += prototypeText(F, [&](QualType T, const std::string &n) { return H.typeStr(T, n); });
                }
        if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
            calls(assoc(D));
            return;
        }
        for (Stmt *C : S->children()) calls(C);
    };
    calls(assoc(region));
    H.RW->ReplaceText(R, site + "\n" + H.lineDirective(R.getEnd()));
    H.insertTop(Top, protos + fn, region->getBeginLoc());
}

}  // namespace hbc
