// C: types declared inside a function, moved to file scope (docs/hbc.md, "Types declared
// inside a function"). hbc outlines C loop bodies, tasks and team-mode regions into
// functions placed before the enclosing one, where a block-scope struct, union, enum or
// typedef is not visible. A declaration statement that declares only types, outside every
// OpenMP construct, is moved in front of the function (or, for a named structure, union or
// enum defined together with variables, that definition alone, the variables staying) when
// that cannot change what any
// name means: it refers to nothing else of the function (no variable, no type that stays),
// and none of its names is declared anywhere else at file scope or elsewhere in the
// function. A name that a declaration moved out of another function took is renamed by a
// macro over the moved declaration and the function. Otherwise it stays, and the
// construct that uses the type is refused as before, with its file:line.
#include "translator.hpp"

#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace hbc {

namespace {

// Anonymous enums alone stay: outlined code redeclares the enumerators it uses.
bool declaresOnlyTypes(DeclStmt *DS) {
    bool named = false;
    for (Decl *D : DS->decls()) {
        if (!isa<TypedefNameDecl>(D) && !isa<RecordDecl>(D) && !isa<EnumDecl>(D)) return false;
        if (!isa<EnumDecl>(D) || !cast<EnumDecl>(D)->getName().empty()) named = true;
    }
    return named;
}

// A structure, union or named enum defined together with its variables (`enum op {ADD, SUB}
// o = ADD;`): the definition can move while the variables stay, declared by the tag's name,
// or by one hbc gives a structure or union that has none.
TagDecl *tagDefinedWithVariables(DeclStmt *DS) {
    if (DS->isSingleDecl()) return nullptr;
    auto *T = dyn_cast<TagDecl>(*DS->decl_begin());
    if (!T || !T->isThisDeclarationADefinition() || !(isa<RecordDecl>(T) || isa<EnumDecl>(T))) return nullptr;
    if (T->getName().empty() && (isa<EnumDecl>(T) || T->getTypedefNameForAnonDecl())) return nullptr;
    for (Decl *D : llvm::drop_begin(DS->decls())) {
        auto *V = dyn_cast<VarDecl>(D);
        if (!V || V->getBeginLoc() != DS->getBeginLoc()) return nullptr;
    }
    return T;
}

// The names a type declaration adds to the ordinary and tag name spaces.
void namesOf(const Decl *D, std::vector<std::string> &out) {
    if (auto *ND = dyn_cast<NamedDecl>(D))
        if (!ND->getName().empty()) out.push_back(ND->getNameAsString());
    if (auto *ED = dyn_cast<EnumDecl>(D))
        for (const EnumConstantDecl *EC : ED->enumerators()) out.push_back(EC->getNameAsString());
}

// What a name belongs to when types move: an enumerator goes with its enum.
const Decl *movedWith(const Decl *D) {
    if (auto *EC = dyn_cast<EnumConstantDecl>(D)) return cast<Decl>(EC->getDeclContext());
    return D;
}

bool inFunction(const Decl *D) { return movedWith(D)->getDeclContext()->isFunctionOrMethod(); }

// True when a declaration refers to something of the function other than `movable`
// (the declarations already moved, and its own).
class LocalRefs : public RecursiveASTVisitor<LocalRefs> {
public:
    explicit LocalRefs(const std::set<const Decl *> &m) : movable(m) {}
    bool found = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
        note(E->getDecl());
        return true;
    }
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
        note(TL.getTypedefNameDecl());
        return true;
    }
    bool VisitTagTypeLoc(TagTypeLoc TL) {
        note(TL.getDecl());
        return true;
    }

private:
    const std::set<const Decl *> &movable;
    void note(const Decl *D) {
        if (D && inFunction(D) && !movable.count(movedWith(D)->getCanonicalDecl())) found = true;
    }
};

// True when the function refers, by one of `names`, to something declared outside it
// (a file-scope structure's member, say): renaming the name there would change that.
class ForeignRefs : public RecursiveASTVisitor<ForeignRefs> {
public:
    ForeignRefs(const std::vector<std::string> &n, const std::set<const Decl *> &m) : names(n), movable(m) {}
    bool found = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) { return note(E->getDecl()); }
    bool VisitMemberExpr(MemberExpr *E) { return note(E->getMemberDecl()); }
    bool VisitDesignatedInitExpr(DesignatedInitExpr *E) {
        for (const DesignatedInitExpr::Designator &D : E->designators())
            if (D.isFieldDesignator()) note(D.getField());
        return true;
    }
    bool VisitTypedefTypeLoc(TypedefTypeLoc TL) { return note(TL.getTypedefNameDecl()); }
    bool VisitTagTypeLoc(TagTypeLoc TL) { return note(TL.getDecl()); }

private:
    const std::vector<std::string> &names;
    const std::set<const Decl *> &movable;
    bool note(const NamedDecl *D) {
        if (!D || !D->getDeclName().isIdentifier()) return true;
        const std::string n = D->getNameAsString();
        if (std::find(names.begin(), names.end(), n) == names.end()) return true;
        if (!movable.count(movedWith(D)->getCanonicalDecl()) && !inFunction(D)) found = true;
        return true;
    }
};

// True when a preprocessing directive other than a pragma in `fn` (a function's text)
// names one of `names`: an `#ifdef` or `#undef` would see the renaming macro.
bool namedInDirective(const std::vector<std::string> &names, const std::string &fn) {
    auto word = [](char c) { return std::isalnum((unsigned char)c) || c == '_'; };
    size_t at = 0;
    while (at < fn.size()) {
        size_t end = fn.find('\n', at);
        if (end == std::string::npos) end = fn.size();
        std::string line = fn.substr(at, end - at);
        at = end + 1;
        size_t p = line.find_first_not_of(" \t");
        if (p == std::string::npos || line[p] != '#') continue;
        size_t kw = line.find_first_not_of(" \t", p + 1);
        if (kw != std::string::npos && line.compare(kw, 6, "pragma") == 0) continue;
        for (const std::string &n : names)
            for (size_t q = line.find(n); q != std::string::npos; q = line.find(n, q + 1))
                if ((q == 0 || !word(line[q - 1])) && (q + n.size() == line.size() || !word(line[q + n.size()])))
                    return true;
    }
    return false;
}

// A function body's type-only declaration statements outside OpenMP constructs, every
// name it declares (with the declaration), and whether it holds a construct.
struct BodyScan {
    std::function<bool(const VarDecl *)> isThreadprivate;
    std::vector<DeclStmt *> typeStmts, threadprivateStmts;  // typeStmts: with tagDefinedWithVariables's, in order
    std::multimap<std::string, const Decl *> names;
    bool hasConstruct = false;

    void scan(Stmt *S, bool inConstruct) {
        if (!S) return;
        if (isa<OMPExecutableDirective>(S)) {
            hasConstruct = true;
            inConstruct = true;
        }
        if (auto *DS = dyn_cast<DeclStmt>(S)) {
            if (!inConstruct && (declaresOnlyTypes(DS) || tagDefinedWithVariables(DS))) typeStmts.push_back(DS);
            if (auto *V = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr)
                if (!inConstruct && V->isStaticLocal() && isThreadprivate && isThreadprivate(V)) threadprivateStmts.push_back(DS);
            for (Decl *D : DS->decls()) {
                std::vector<std::string> ns;
                namesOf(D, ns);
                for (auto &n : ns) names.insert({n, D->getCanonicalDecl()});
            }
        }
        for (Stmt *C : S->children()) scan(C, inConstruct);
    }
};

}  // namespace

void Translator::hoistLocalTypes(FunctionDecl *FD) {
    if (CXX) return;
    BodyScan body;
    body.isThreadprivate = [this](const VarDecl *V) { return team->isThreadprivate(V); };
    body.scan(FD->getBody(), false);
    if (!body.hasConstruct || (body.typeStmts.empty() && body.threadprivateStmts.empty())) return;
    if (!fileScopeNamesKnown) {
        fileScopeNamesKnown = true;
        for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
            std::vector<std::string> ns;
            namesOf(D, ns);
            fileScopeNames.insert(ns.begin(), ns.end());
        }
    }
    for (ParmVarDecl *P : FD->parameters()) body.names.insert({P->getNameAsString(), P});
    std::string moved;
    // A name that another function's moved declaration already took at file scope is
    // renamed, from the moved declaration to the end of this function, by a macro: the
    // outlined code between them spells types as the AST prints them (by their old name).
    std::set<std::string> renamed;
    SourceLocation fnEnd = FD->getBody()->getEndLoc();
    if (fnEnd.isMacroID() || !rewritable(fnEnd)) fnEnd = SourceLocation();
    // One declaration statement moved in front of the function when nothing it names is
    // declared elsewhere and it refers to nothing of the function that stays; threadLocal:
    // a `static` variable, moved as `static __thread`.
    // tag: only that definition moves, and its declaration statement keeps the variables,
    // declared by `struct name`.
    auto move = [&](DeclStmt *DS, bool threadLocal, TagDecl *tag = nullptr) {
        SourceLocation B = tag ? tag->getBeginLoc() : DS->getBeginLoc(), E = tag ? tag->getEndLoc() : DS->getEndLoc();
        if (B.isMacroID() || E.isMacroID() || !rewritable(B)) return false;
        std::set<const Decl *> movable = hoistedTypes;
        std::vector<std::string> ns;
        std::vector<Decl *> decls;
        if (tag) decls.push_back(tag);
        else decls.assign(DS->decl_begin(), DS->decl_end());
        for (Decl *D : decls) {
            movable.insert(D->getCanonicalDecl());
            namesOf(D, ns);
        }
        bool ok = true;
        std::vector<std::string> renames;  // names another function's moved declaration took
        for (auto &n : ns) {
            if (fileScopeNames.count(n)) ok = false;
            if (hoistedNames.count(n) && !renamed.count(n)) renames.push_back(n);
            auto range = body.names.equal_range(n);
            for (auto it = range.first; it != range.second; ++it)
                if (!movable.count(it->second)) ok = false;
        }
        LocalRefs refs(movable);
        for (Decl *D : decls) refs.TraverseDecl(D);
        CharSourceRange R = CharSourceRange::getTokenRange(B, E);
        std::string src = text(R);
        if (!ok || refs.found || (threadLocal && src.rfind("static", 0) != 0)) return false;
        if (!renames.empty()) {
            if (threadLocal || !fnEnd.isValid()) return false;
            ForeignRefs foreign(renames, movable);
            foreign.TraverseDecl(FD);
            if (foreign.found || namedInDirective(renames, text(CharSourceRange::getTokenRange(FD->getSourceRange()))))
                return false;
            for (auto &n : renames) renamed.insert(n);
        }
        std::string tagName = tag ? tag->getNameAsString() : "";
        if (tag && tagName.empty()) {  // `struct {`: named here, and so wherever typeStr prints it
            const std::string kind = tag->getKindName().str();
            size_t brace = src.find_first_not_of(" \t\r\n", kind.size());
            if (src.compare(0, kind.size(), kind) != 0 || brace == std::string::npos || src[brace] != '{') return false;
            tagName = "__hb_anon" + std::to_string(namedAnonymousTags.size() + 1);
            PresumedLoc P = SM.getPresumedLoc(tag->getLocation());
            if (P.isInvalid()) return false;
            namedAnonymousTags.push_back({" at " + std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) + ":" +
                                              std::to_string(P.getColumn()) + ")",
                                          kind + " " + tagName});
            src = kind + " " + tagName + src.substr(kind.size());
        }
        std::string blank;  // keeps the function's line numbers
        if (tag) blank = tag->getKindName().str() + " " + tagName;
        for (char c : src)
            if (c == '\n') blank += '\n';
        RW.ReplaceText(R, blank);
        moved += lineDirective(B) + (threadLocal ? "static __thread" + src.substr(6) : src) + (tag ? ";\n" : "\n");
        hoistedNames.insert(ns.begin(), ns.end());
        return true;
    };
    for (DeclStmt *DS : body.typeStmts) {
        if (declaresOnlyTypes(DS)) {
            if (move(DS, false))
                for (Decl *D : DS->decls()) hoistedTypes.insert(D->getCanonicalDecl());
        } else if (TagDecl *tag = tagDefinedWithVariables(DS); move(DS, false, tag)) {
            hoistedTypes.insert(tag->getCanonicalDecl());
        }
    }
    // A block-scope threadprivate (`static T v; #pragma omp threadprivate(v)`, as the OpenMP
    // Examples write it) moves too: a team-mode region's outlined code must name each
    // member's own copy, which no address passed from the master is (it was captured so:
    // every member counted into the master's copy). Alone in its declaration; otherwise team
    // mode refuses the region (a threadprivate it cannot name), with file:line.
    for (DeclStmt *DS : body.threadprivateStmts)
        if (move(DS, true)) team->noteHoistedThreadprivate(cast<VarDecl>(DS->getSingleDecl()));
    if (moved.empty()) return;
    std::string defines, undefs;
    for (const std::string &n : renamed) {
        defines += "\n#define " + n + " __hb_local" + std::to_string(++localTypeRenames) + "_" + n;
        undefs += "\n#undef " + n;
    }
    // Before the function and before what run() inserts there (inserted later, also before
    // the existing text: the prelude lands ahead of this, the outlined code after it).
    SourceLocation L = SM.getExpansionLoc(startOf(FD));
    RW.InsertText(L, defines + moved + lineDirective(L), false);
    if (!undefs.empty()) RW.InsertTextAfterToken(fnEnd, undefs + lineDirective(fnEnd));
}

bool Translator::functionLocalType(const Decl *D) {
    return D && inFunction(D) && !hoistedTypes.count(movedWith(D)->getCanonicalDecl());
}

}  // namespace hbc
