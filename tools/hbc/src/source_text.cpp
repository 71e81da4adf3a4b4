// Translator (translator.hpp) members: source text. Which locations can be rewritten, the
// ranges of statements and expressions, expressions and types printed back as C or C++,
// `#line` directives, and how an outlined body spells a captured variable.
#include "translator.hpp"

namespace hbc {

bool Translator::rewritable(SourceLocation L) {
    L = SM.getExpansionLoc(L);
    FileID F = SM.getFileID(L);
    if (F == SM.getMainFileID()) return true;
    if (tool.headerOut.empty() || F.isInvalid()) return false;
    auto it = rewritableCache.find(F);
    if (it != rewritableCache.end()) return it->second;
    bool ok = false;
    if (!SM.isInSystemHeader(L))
        if (const FileEntry *FE = SM.getFileEntryForID(F)) {
            std::string p = FE->tryGetRealPathName().str();
            ok = !p.empty() && p.rfind(tool.root + "/", 0) == 0;
        }
    rewritableCache[F] = ok;
    return ok;
}

CharSourceRange Translator::fileRange(SourceRange R) {
    CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, Ctx.getLangOpts());
    if (CR.isInvalid()) return CR;
    if (!rewritable(CR.getBegin())) return CharSourceRange();
    return CR;
}

// End of a statement including a trailing ';' that its range leaves out.
SourceLocation Translator::stmtEnd(Stmt *S) {
    CharSourceRange CR = fileRange(S->getSourceRange());
    if (CR.isInvalid()) return SourceLocation();
    SourceLocation E = CR.getEnd();
    if (isa<CompoundStmt>(S)) return E;
    // the token after the range's last token (lexed from that token's start: from its last
    // character, a closing quote would open a literal that swallows the ';')
    SourceLocation Last = Lexer::GetBeginningOfToken(E.getLocWithOffset(-1), SM, Ctx.getLangOpts());
    Optional<Token> T = Lexer::findNextToken(Last, SM, Ctx.getLangOpts());
    if (T && T->is(tok::semi)) return T->getEndLoc();
    return E;
}

// A directive's own range is its pragma line: extend statements to their real end.
SourceLocation Translator::endOf(Stmt *S) { return stmtEnd(teamLastStmt(S)); }

// A `_Pragma("omp ...")` operator written in the file at L (or whose expansion starts there):
// its extent, or an invalid range. Macro uses expanded before translation write directives so
// (fflas-ffpack's SYNCH_GROUP(TASK(..); WAIT; TASK(..)), helper-102), and so does the prepass
// of the combined `masked` forms.
CharSourceRange Translator::pragmaOperator(SourceLocation L) {
    const SourceLocation at = L.isMacroID() ? SM.getExpansionRange(L).getBegin() : L;
    bool invalid = false;
    const char *p = at.isFileID() && rewritable(at) ? SM.getCharacterData(at, &invalid) : nullptr;
    if (!p || invalid || !StringRef(p).startswith("_Pragma")) return CharSourceRange();
    // _Pragma ( "string" ): past its closing parenthesis
    const char *q = p + 7;
    while (*q == ' ' || *q == '\t') ++q;
    if (*q++ != '(') return CharSourceRange();
    while (*q == ' ' || *q == '\t') ++q;
    if (*q++ != '"') return CharSourceRange();
    while (*q && *q != '"' && *q != '\n') q += *q == '\\' && q[1] ? 2 : 1;
    if (*q++ != '"') return CharSourceRange();
    while (*q == ' ' || *q == '\t') ++q;
    if (*q++ != ')') return CharSourceRange();
    return CharSourceRange::getCharRange(at, at.getLocWithOffset(q - p));
}

CharSourceRange Translator::stmtRange(Stmt *S) {
    // a directive written as a pragma-only macro (PRK's `OMP_PARALLEL() OMP_MASTER { ... }`):
    // from the macro's invocation to its statement's end
    // (a _Pragma written directly has a file location, not a macro one)
    if (auto *D = dyn_cast<OMPExecutableDirective>(S); D && pragmaOnlyMacro(D)) {
        SourceLocation B = SM.getExpansionRange(D->getBeginLoc()).getBegin(), E = endOf(S);
        if (E.isInvalid()) return CharSourceRange();
        return CharSourceRange::getCharRange(B, E);
    }
    CharSourceRange CR = fileRange(S->getSourceRange());
    if (auto *F = dyn_cast<ForStmt>(S); CR.isInvalid() && F && pragmaForMacroFor(F)) {
        // `parallel_for (...)` (pragmaForMacro): from the macro's use, the loop's `for`
        SourceLocation B = SM.getExpansionRange(F->getForLoc()).getBegin(), E = endOf(S);
        if (E.isInvalid()) return CharSourceRange();
        return CharSourceRange::getCharRange(B, E);
    }
    if (auto *D = dyn_cast<OMPExecutableDirective>(S); CR.isInvalid() && D) {
        // a directive written as a `_Pragma` operator in the file, whose end lies in the
        // operator's string
        if (CharSourceRange P = pragmaOperator(D->getBeginLoc()); P.isValid()) {
            SourceLocation E = endOf(S);
            if (E.isInvalid()) return CharSourceRange();
            return CharSourceRange::getCharRange(P.getBegin(), E);
        }
    }
    if (CR.isInvalid()) return CR;
    SourceLocation E = endOf(S);
    if (E.isInvalid()) return CharSourceRange();
    return CharSourceRange::getCharRange(CR.getBegin(), E);
}

std::string Translator::text(CharSourceRange R) { return RW.getRewrittenText(R); }

// Text of an expression evaluated in region `region` (nullptr: the original function).
std::string Translator::exprText(Expr *E, Dir *region, bool fromAST) {
    CharSourceRange CR = fileRange(E->getSourceRange());
    if (CR.isValid() && !fromAST) return textWithoutDirectives(CR);
    return printedExprText(E, region, nullptr);
}

// The rewritten text of R without its preprocessor directive lines and the branches the
// preprocessor skipped: an expression's text goes inside a line of generated code, where a
// directive would be no directive, and an `#endif` whose `#ifndef` came before the
// expression ends nothing (HeCBench nms: `s &= #ifndef BYTE_ATOMIC (unsigned int) #endif b`
// in an atomic, "#endif without #if"; helper-129). Without such lines: text(R).
std::string Translator::textWithoutDirectives(CharSourceRange R) {
    bool invalid = false;
    const StringRef orig = Lexer::getSourceText(R, SM, Ctx.getLangOpts(), &invalid);
    bool directive = false;
    for (size_t nl = orig.find('\n'); !invalid && nl != StringRef::npos && !directive; nl = orig.find('\n', nl + 1)) {
        const size_t c = orig.find_first_not_of(" \t", nl + 1);
        directive = c != StringRef::npos && orig[c] == '#';
    }
    if (!directive) return text(R);
    const SourceLocation end = R.isTokenRange() ? Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, Ctx.getLangOpts()) : R.getEnd();
    const FileID F = SM.getFileID(R.getBegin());
    const unsigned first = SM.getSpellingLineNumber(R.getBegin()), last = SM.getSpellingLineNumber(end);
    auto skipped = [&](unsigned line) {
        for (SourceRange S : tool.skippedRanges)
            if (SM.getFileID(S.getBegin()) == F && SM.getSpellingLineNumber(S.getBegin()) <= line &&
                line <= SM.getSpellingLineNumber(S.getEnd()))
                return true;
        return false;
    };
    const StringRef buf = SM.getBufferData(F, &invalid);
    std::string out;
    bool inDirective = false;  // (a directive continued by a backslash)
    for (unsigned line = first; line <= last && !invalid; ++line) {
        SourceLocation b = line == first ? R.getBegin() : SM.translateLineCol(F, line, 1);
        const unsigned off = SM.getFileOffset(b);
        size_t eol = buf.find('\n', off);
        if (eol == StringRef::npos) eol = buf.size();
        StringRef whole = buf.substr(off, eol - off);
        const bool isDirective = inDirective || whole.ltrim(" \t").startswith("#");
        inDirective = isDirective && whole.rtrim(" \t\r").endswith("\\");
        if (isDirective || skipped(line)) continue;
        SourceLocation e = line == last ? end : b.getLocWithOffset((int)(eol - off));
        out += text(CharSourceRange::getCharRange(b, e)) + "\n";
    }
    if (!out.empty()) out.pop_back();
    return out;
}

std::string Translator::printedExprText(Expr *E, Dir *region, const std::function<std::string(VarDecl *)> &spell) {
    std::string s;
    llvm::raw_string_ostream OS(s);
    Helper H;
    H.T = this;
    H.region = region;
    H.spell = spell;
    E->printPretty(OS, &H, *Pol);
    return OS.str();
}

// C: an enum without a name declared in a function (`enum { MEAN, SUM } mode;`, data.table's
// frollR.c, helper-69) cannot be named where hbc outlines code, so a variable of that type is
// declared there with the enum's integer type, a type compatible with it; its enumerators are
// declared again there (localEnums).
bool Translator::anonymousLocalEnum(const Decl *D) {
    auto *ED = dyn_cast_or_null<EnumDecl>(D);
    return !CXX && ED && ED->getName().empty() && !ED->getTypedefNameForAnonDecl() && functionLocalType(ED) &&
           !ED->getIntegerType().isNull();
}

// C: `__typeof__(n)` of a local `n` names the local, which the outlined code at file scope
// cannot see (`__typeof__(n) tt` as a reduction item: "'n' undeclared", helper-109): such a
// type is printed as the type of its expression.
QualType Translator::nameableAtFileScope(QualType T, int depth) {
    if (CXX || T.isNull() || depth > 16) return T;
    const Qualifiers Q = T.getLocalQualifiers();
    if (auto *TE = dyn_cast<TypeOfExprType>(T.getTypePtr()))
        return nameableAtFileScope(Ctx.getQualifiedType(TE->getUnderlyingExpr()->getType(), Q), depth + 1);
    if (auto *ET = dyn_cast<EnumType>(T.getTypePtr()))
        if (anonymousLocalEnum(ET->getDecl())) return Ctx.getQualifiedType(ET->getDecl()->getIntegerType(), Q);
    if (auto *PT = dyn_cast<PointerType>(T.getTypePtr())) {
        QualType P = nameableAtFileScope(PT->getPointeeType(), depth + 1);
        return P == PT->getPointeeType() ? T : Ctx.getQualifiedType(Ctx.getPointerType(P), Q);
    }
    if (auto *AT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
        QualType E = nameableAtFileScope(AT->getElementType(), depth + 1);
        return E == AT->getElementType() ? T
                                         : Ctx.getQualifiedType(Ctx.getConstantArrayType(E, AT->getSize(), nullptr,
                                                                                         AT->getSizeModifier(), 0), Q);
    }
    if (auto *ET = dyn_cast<ElaboratedType>(T.getTypePtr())) {
        QualType N = nameableAtFileScope(ET->getNamedType(), depth + 1);
        return N == ET->getNamedType() ? T : Ctx.getQualifiedType(N, Q);
    }
    return T;
}

std::string Translator::typeStr(QualType T, const std::string &name) {
    std::string s;
    llvm::raw_string_ostream OS(s);
    nameableAtFileScope(T).print(OS, *Pol, name);
    OS.flush();
    for (const auto &[printedEnd, tag] : namedAnonymousTags) {
        const std::string kind = tag.substr(0, tag.find(' ') + 1);  // "struct "
        for (size_t end = s.find(printedEnd); end != std::string::npos; end = s.find(printedEnd, end + 1)) {
            size_t open = s.rfind('(', end);
            if (open == std::string::npos || open < kind.size() || s.compare(open - kind.size(), kind.size(), kind) != 0)
                continue;
            s.replace(open - kind.size(), end + printedEnd.size() - (open - kind.size()), tag);
            end = open - kind.size();
        }
    }
    return s;
}

std::string cStringBody(const std::string &s) {
    std::string esc;
    for (char c : s) {
        if (c == '\\' || c == '"') esc += '\\';
        esc += c;
    }
    return esc;
}

// `[[omp::directive(...)]]` or `[[using omp : directive(...)]]` (C++, OpenMP 5.1; clang 14
// parses it): the directive's text starts after `directive(`, where hbc's rewriting, which
// removes a directive's whole line, would leave the attribute's brackets (and could take a
// statement written after it on the same line).
bool Translator::attributeForm(OMPExecutableDirective *D) {
    if (!CXX || D->getBeginLoc().isMacroID()) return false;
    bool invalid = false;
    const char *p = SM.getCharacterData(D->getBeginLoc(), &invalid);
    StringRef buf = SM.getBufferData(SM.getFileID(D->getBeginLoc()), &invalid);
    if (invalid) return false;
    const char *start = buf.data();
    while (p > start && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n' || p[-1] == '\r')) --p;
    return p > start && p[-1] == '(';  // a pragma's text starts a line (after `#pragma omp`)
}

std::string Translator::lineDirective(SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (P.isInvalid()) return "";
    return "\n#line " + std::to_string(P.getLine()) + " \"" + cStringBody(givenName(tool, P.getFilename())) + "\"\n";
}

std::string Translator::capName(VarDecl *V) { return V->getNameAsString(); }

std::string Translator::ptrName(VarDecl *V) {
    return "__hb_p_" + V->getNameAsString();
}

// How region `region` spells variable V.
std::string Translator::refText(VarDecl *V, Dir *region) {
    if (!CXX && region) {
        auto it = region->caps.find(V);
        if (it != region->caps.end() && it->second == Cap::Pointer) return "(*" + ptrName(V) + ")";
    }
    return V->getNameAsString();
}

}  // namespace hbc
