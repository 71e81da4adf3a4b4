// Translator (translator.hpp) members: user-defined reductions (`declare reduction`,
// docs/hbc.md "User-defined reductions"): finding the declaration a clause item uses, its
// combiner and initializer as text, and the refusal of those on constructs hbc cannot run
// them on.
#include "translator.hpp"

#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>
#include <functional>

namespace hbc {

// `declare reduction` (docs/hbc.md, User-defined reductions). The declaration that a clause
// item uses: the same name and the item's type. clang has already resolved the clause, so
// a name that is declared but matches no declaration for this type is a built-in operator;
// a name that several scopes declare for one type is refused rather than guessed.
OMPDeclareReductionDecl *Translator::findUDR(DeclarationName name, Expr *item, SourceLocation L, bool &failed) {
    failed = false;
    VarDecl *V = refVar(item);
    bool named = false;
    for (auto *U : udrs) named |= U->getDeclName() == name;
    if (!named) return nullptr;
    QualType T = V ? V->getType().getNonReferenceType() : item->getType();
    if (T.isNull() || T->isDependentType()) {
        error(L, "user-defined reduction '" + name.getAsString() + "' on an item of dependent type (in a template) "
                 "is not supported");
        failed = true;
        return nullptr;
    }
    std::vector<OMPDeclareReductionDecl *> m;
    for (auto *U : udrs)
        if (U->getDeclName() == name && Ctx.hasSameUnqualifiedType(U->getType(), T)) m.push_back(U);
    if (m.size() > 1) {
        error(L, "user-defined reduction '" + name.getAsString() + "' is declared more than once for type '" +
                 T.getAsString(*Pol) + "' (in different scopes); hbc cannot tell which one applies");
        failed = true;
        return nullptr;
    }
    return m.empty() ? nullptr : m[0];
}

// The source text of a declare reduction's combiner or initializer (of `range`, E's own
// when invalid), with the references to `a` replaced by "(\x01)", to `b` by "(\x02)" and to
// `orig` (omp_orig) by "\x03": the original's name, or in C a parenthesised context slot
// (no parentheses added, so that decltype(omp_orig) stays a type, not a reference). ok is
// false when the text cannot be taken from the source (a macro).
std::string Translator::udrText(Expr *E, VarDecl *a, VarDecl *b, VarDecl *orig, bool &ok, SourceRange range) {
    ok = false;
    SourceLocation B = range.isValid() ? range.getBegin() : E->getBeginLoc();
    SourceLocation Eend = range.isValid() ? range.getEnd() : E->getEndLoc();
    // A function-like macro called in the text (`omp_out = MIN(omp_out, omp_in)`, NPB's min
    // and max) stays in it: the text runs from the call's first token to its last, and the
    // variables are its arguments, replaced where they are written (session 70's helper).
    if (B.isMacroID()) B = SM.getExpansionRange(B).getBegin();
    if (Eend.isMacroID()) Eend = SM.getExpansionRange(Eend).getEnd();
    if (B.isInvalid() || Eend.isInvalid() || B.isMacroID() || Eend.isMacroID() || SM.getFileID(B) != SM.getFileID(Eend))
        return "";
    unsigned e = SM.getFileOffset(Eend) + Lexer::MeasureTokenLength(Eend, SM, Ctx.getLangOpts());
    unsigned bo = SM.getFileOffset(B);
    std::vector<std::pair<unsigned, std::pair<unsigned, const char *>>> subs;
    bool bad = false;
    // (a visitor, not Stmt::children: `decltype(omp_orig)` is reached through a type)
    struct Refs : RecursiveASTVisitor<Refs> {
        std::function<void(DeclRefExpr *)> seen;
        bool VisitDeclRefExpr(DeclRefExpr *DR) { seen(DR); return true; }
    } refs;
    refs.seen = [&](DeclRefExpr *DR) {
        const Decl *Dd = DR->getDecl();
        if ((a && Dd == a) || (b && Dd == b) || (orig && Dd == orig)) {
            SourceLocation Lc = DR->getLocation();
            // (an argument of a macro call in the text: where it is written; one the macro's
            // own body names cannot be replaced)
            if (Lc.isMacroID() && SM.isMacroArgExpansion(Lc)) Lc = SM.getSpellingLoc(Lc);
            if (Lc.isMacroID() || SM.getFileID(Lc) != SM.getFileID(B)) { bad = true; return; }
            subs.push_back({SM.getFileOffset(Lc), {(unsigned)DR->getDecl()->getName().size(),
                                                    Dd == a ? "(\x01)" : Dd == b ? "(\x02)" : "\x03"}});
        }
    };
    refs.TraverseStmt(E);
    if (bad) return "";
    std::sort(subs.begin(), subs.end());
    subs.erase(std::unique(subs.begin(), subs.end()), subs.end());  // (a macro may expand an argument twice)
    bool invalid = false;
    StringRef buf = SM.getBufferData(SM.getFileID(B), &invalid);
    if (invalid || e < bo || e > buf.size()) return "";
    std::string t;
    unsigned pos = bo;
    for (auto &sb : subs) {
        if (sb.first < pos || sb.first + sb.second.first > e) return "";
        t += buf.substr(pos, sb.first - pos).str();
        t += sb.second.second;
        pos = sb.first + sb.second.first;
    }
    t += buf.substr(pos, e - pos).str();
    ok = true;
    return t;
}

// A reduction item whose operator is the user-defined reduction U: an Op::Custom reduction
// with U's combiner, and its initializer (or, without one, the initialisation of an object
// with static storage duration: zero in C, value-initialisation in C++).
bool Translator::udrReduction(OMPDeclareReductionDecl *U, Expr *item, SourceLocation L, Reduction &out) {
    VarDecl *V = refVar(item);
    std::string name = U->getDeclName().getAsString();
    if (!V || V->getType()->isArrayType()) {
        error(L, "user-defined reduction '" + name + "' on an array or array section is not supported");
        return false;
    }
    auto varOf = [](Expr *E) -> VarDecl * {
        auto *DR = dyn_cast_or_null<DeclRefExpr>(E);
        return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    };
    VarDecl *In = varOf(U->getCombinerIn()), *Out = varOf(U->getCombinerOut());
    VarDecl *Priv = varOf(U->getInitPriv()), *Orig = varOf(U->getInitOrig());
    out = Reduction{Op::Custom, name, V, "", "", false, nullptr, nullptr, 0, false, QualType()};
    out.udr = true;
    bool ok = false;
    if (!U->getCombiner() || !In || !Out) {
        error(L, "user-defined reduction '" + name + "' has no combiner hbc can use");
        return false;
    }
    out.comb = udrText(U->getCombiner(), Out, In, nullptr, ok);
    if (!ok) {
        error(U->getLocation(), "user-defined reduction '" + name + "': its combiner comes from a macro");
        return false;
    }
    // the type as a C++ functional cast can name it (no `struct` keyword)
    PrintingPolicy noTag = *Pol;
    noTag.SuppressTagKeyword = true;
    std::string ty = V->getType().getNonReferenceType().getUnqualifiedType().getAsString(noTag);
    Expr *I = U->getInitializer();
    if (!I) {
        if (CXX) out.ident = ty + "()";
        else out.initStmt = "__builtin_memset(&(\x01), 0, sizeof(\x01));";
        return true;
    }
    std::string t;
    switch (U->getInitializerKind()) {
    case OMPDeclareReductionDecl::CallInit:
        t = udrText(I, Priv, nullptr, Orig, ok);
        out.initStmt = t + ";";
        if (CXX) out.ident = ty + "()";
        break;
    case OMPDeclareReductionDecl::CopyInit:
        t = udrText(I, nullptr, nullptr, Orig, ok);
        if (!CXX) out.initStmt = "{ " + typeStr(V->getType().getNonReferenceType().getUnqualifiedType(), "__hb_udr_t") +
                                 " = " + t + "; (\x01) = __hb_udr_t; }";
        else out.ident = isa<InitListExpr>(I->IgnoreImplicit()) ? ty + t : "static_cast<" + ty + ">(" + t + ")";
        break;
    case OMPDeclareReductionDecl::DirectInit:
        if (auto *CE = dyn_cast<CXXConstructExpr>(I->IgnoreImplicit())) {
            SourceRange PR = CE->getParenOrBraceRange();
            if (PR.isValid()) {
                out.ident = ty + udrText(I, nullptr, nullptr, Orig, ok, PR);
                break;
            }
        }
        t = udrText(I, nullptr, nullptr, Orig, ok);
        out.ident = ty + "(" + t + ")";
        break;
    }
    if (!ok) {
        error(U->getLocation(), "user-defined reduction '" + name + "': its initializer comes from a macro");
        return false;
    }
    return true;
}

// A user-defined reduction on any construct but a heartbeat loop (a loop run in place, a
// team-mode loop, simd, taskloop, a region's clause, task reductions) is refused: run with
// a built-in operator, or from the original value without the initializer, it could give
// another answer.
void Translator::checkUnhandledUDRs() {
    if (udrs.empty()) return;
    for (OMPExecutableDirective *D : allDirectives) {
        for (OMPClause *C : D->clauses()) {
            if (udrHandled.count(C)) continue;
            DeclarationName name;
            std::vector<Expr *> items;
            if (auto *R = dyn_cast<OMPReductionClause>(C)) {
                name = R->getNameInfo().getName();
                items.assign(R->varlist_begin(), R->varlist_end());
            } else if (auto *R2 = dyn_cast<OMPTaskReductionClause>(C)) {
                name = R2->getNameInfo().getName();
                items.assign(R2->varlist_begin(), R2->varlist_end());
            } else if (auto *R3 = dyn_cast<OMPInReductionClause>(C)) {
                name = R3->getNameInfo().getName();
                items.assign(R3->varlist_begin(), R3->varlist_end());
            } else {
                continue;
            }
            for (Expr *E : items) {
                VarDecl *V = refVar(E);
                QualType T = V ? V->getType().getNonReferenceType() : E->getType();
                for (auto *U : udrs)
                    if (U->getDeclName() == name && !T.isNull() && !T->isDependentType() &&
                        Ctx.hasSameUnqualifiedType(Ctx.getBaseElementType(U->getType()), Ctx.getBaseElementType(T))) {
                        error(C->getBeginLoc(), "user-defined reduction '" + name.getAsString() + "' on '" +
                                                    getOpenMPDirectiveName(D->getDirectiveKind()).str() +
                                                    "' is supported only on a worksharing loop run as a heartbeat loop");
                        return;
                    }
            }
        }
    }
}

}  // namespace hbc
