// Translator (translator.hpp) members: directives written by macros. A `_Pragma` alone in
// its macro, an object-like macro of a `_Pragma` and its loop's `for`, and clause
// expressions with no file text of their own.
#include "translator.hpp"

namespace hbc {

// A directive written as _Pragma("omp ...") directly, or through macros whose expansion is
// nothing but the _Pragma: removing the macro invocation removes exactly the directive,
// and its associated statement is ordinary source text.
bool Translator::pragmaOnlyMacro(OMPExecutableDirective *D) {
    if (!PP) return false;
    CharSourceRange ER = SM.getExpansionRange(D->getBeginLoc());
    if (ER.isInvalid() || !rewritable(ER.getBegin())) return false;
    if (SM.getExpansionRange(D->getEndLoc()).getBegin() != ER.getBegin()) return false;
    if (Stmt *A = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr) {
        while (auto *CS = dyn_cast<CapturedStmt>(A)) A = CS->getCapturedStmt();
        // (its statement may itself be such a directive: `OMP_PARALLEL() OMP_MASTER { ... }`)
        auto *AD = dyn_cast<OMPExecutableDirective>(A);
        if (AD && A->getBeginLoc().isMacroID()) {
            if (!pragmaOnlyMacro(AD)) return false;
        } else if ((A->getBeginLoc().isMacroID() || A->getEndLoc().isMacroID()) &&
                   fileRange(A->getSourceRange()).isInvalid()) {
            // (a statement that begins or ends with a whole macro of its own, such as a body
            // ending in INT_MAX, maps to the file; one that shares a macro with other code
            // does not: Ligra's `parallel_for(...) x[i] = INT_T_MAX;`)
            return false;
        }
    }
    Token T;
    if (Lexer::getRawToken(ER.getBegin(), T, SM, Ctx.getLangOpts(), true) || !T.is(tok::raw_identifier))
        return false;
    if (T.getRawIdentifier() == "_Pragma") return true;
    IdentifierInfo *II = PP->getIdentifierInfo(T.getRawIdentifier());
    const MacroInfo *MI = PP->getMacroDefinitionAtLoc(II, ER.getBegin()).getMacroInfo();
    return MI && macroIsPragmaOnly(MI, ER.getBegin(), 0);
}

// A loop directive written as an object-like macro whose tokens are `_Pragma(...)` and then
// the loop's own `for` (Ligra's `#define parallel_for _Pragma("omp parallel for") for`,
// helper-13): the macro's one use stands for the pragma and the keyword, and the loop's
// rewrite replaces it with both (bodyRange; removePragma leaves it). stmtRange starts such a
// loop at the macro's use, so that team mode's rewrite of the header replaces it too; a
// construct run in place puts a plain `for` there (emitInline).
bool Translator::pragmaForMacro(OMPExecutableDirective *D) {
    if (!isa<OMPLoopDirective>(D) || !D->getBeginLoc().isMacroID()) return false;
    auto *F = dyn_cast_or_null<ForStmt>(assocStmt(D));
    if (!F || !pragmaForMacroFor(F)) return false;
    // the directive and the loop's `for` come from the same use
    CharSourceRange ED = SM.getExpansionRange(D->getBeginLoc()), EF = SM.getExpansionRange(F->getForLoc());
    return ED.isValid() && ED.getBegin() == EF.getBegin() && ED.getEnd() == EF.getEnd();
}

// The use of such a macro that F's `for` comes from (stmtRange starts the loop there).
bool Translator::pragmaForMacroFor(ForStmt *F) {
    if (!PP || !F->getForLoc().isMacroID() || F->getLParenLoc().isMacroID()) return false;
    CharSourceRange EF = SM.getExpansionRange(F->getForLoc());
    if (EF.isInvalid() || !rewritable(EF.getBegin()) || !SM.isBeforeInTranslationUnit(EF.getEnd(), F->getLParenLoc()))
        return false;
    Token T;
    if (Lexer::getRawToken(EF.getBegin(), T, SM, Ctx.getLangOpts(), true) || !T.is(tok::raw_identifier)) return false;
    IdentifierInfo *II = PP->getIdentifierInfo(T.getRawIdentifier());
    const MacroInfo *MI = PP->getMacroDefinitionAtLoc(II, EF.getBegin()).getMacroInfo();
    if (!MI || !MI->isObjectLike()) return false;
    auto toks = MI->tokens();
    // _Pragma ( string ) for: nothing else
    return toks.size() == 5 && toks[0].getIdentifierInfo() && toks[0].getIdentifierInfo()->getName() == "_Pragma" &&
           toks[1].is(tok::l_paren) && tok::isStringLiteral(toks[2].getKind()) && toks[3].is(tok::r_paren) &&
           toks[4].getIdentifierInfo() && toks[4].getIdentifierInfo()->getName() == "for";
}

// A clause expression with no file text of its own: spelled inside a _Pragma string, or in a
// macro's body (ImageMagick's `magick_number_threads(image,image,rows,1)` expands to
// `num_threads(...)`: the expression's text was the macro's use, which named an undefined
// `num_threads` in heartbeat mode and was dropped in team mode, silently; helper-59, session
// 42). It is a constant's value, else printed from the AST (cacheClauseTexts, pragmaText).
// A macro argument (`NT(n)` for `num_threads(n)`) keeps its text.
bool Translator::inPragmaString(Expr *E) {
    if (SM.isWrittenInScratchSpace(SM.getSpellingLoc(E->getBeginLoc()))) return true;
    auto inMacroBody = [&](SourceLocation L) { return beforeMacroArgs(SM, L).isMacroID(); };
    return inMacroBody(E->getBeginLoc()) || inMacroBody(E->getEndLoc());
}

// Such an expression's value, when it is an integer constant ("" otherwise).
std::string Translator::pragmaConstant(Expr *E) {
    Expr::EvalResult ER;
    if (E->isValueDependent() || !E->EvaluateAsInt(ER, Ctx)) return "";
    return std::to_string(ER.Val.getInt().getExtValue());
}

bool Translator::macroIsPragmaOnly(const MacroInfo *MI, SourceLocation at, int depth) {
    if (depth > 8) return false;
    auto toks = MI->tokens();
    size_t i = 0;
    auto skipParens = [&]() {  // a balanced (...) group
        if (i >= toks.size() || !toks[i].is(tok::l_paren)) return false;
        int level = 0;
        for (; i < toks.size(); ++i) {
            if (toks[i].is(tok::l_paren)) ++level;
            else if (toks[i].is(tok::r_paren) && --level == 0) { ++i; return true; }
        }
        return false;
    };
    if (toks.empty()) return false;
    while (i < toks.size()) {
        const Token &T = toks[i];
        IdentifierInfo *II = T.getIdentifierInfo();
        if (!II) return false;
        ++i;
        if (II->getName() == "_Pragma") {
            if (!skipParens()) return false;
            continue;
        }
        const MacroInfo *Inner = PP->getMacroDefinitionAtLoc(II, at).getMacroInfo();
        if (!Inner || !macroIsPragmaOnly(Inner, at, depth + 1)) return false;
        if (Inner->isFunctionLike() && !skipParens()) return false;
    }
    return true;
}

}  // namespace hbc
