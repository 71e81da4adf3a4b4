// hbc-translate: source-to-source translation of OpenMP C/C++ into heartbeat-scheduled code.
//
//   hbc-translate [-o OUT] FILE -- <compiler arguments>
//
// Parses FILE with clang (OpenMP enabled), finds every OpenMP directive in the main file
// (nested ones included, template patterns included) and rewrites it with clang::Rewriter:
//   C++: parallel loops become hb::parallel_for / hb::parallel_reduce over a lambda.
//   C:   parallel loops are outlined into static range functions run by HB_PARALLEL_FOR /
//        HB_PARALLEL_REDUCE; captured variables keep their names inside the outlined function.
// Exit status: 0 translated, 1 clang could not parse the file, 2 an unsupported construct.
// See docs/hbc-internals.md for the translation scheme and docs/hbc.md for the supported subset.
// The Translator (translator.hpp) is defined by theme across this directory's files (README.md).
#include "prototype.hpp"
#include "translator.hpp"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "conditionals.hpp"
#include "macro_expansion.hpp"
#include "pragma_prepass.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>

namespace hbc {

Translator::Translator(ASTContext &C, Rewriter &R, bool cxx, ToolState &ts)
    : Ctx(C), SM(C.getSourceManager()), RW(R), tool(ts), CXX(cxx) {
    Pol = std::make_unique<PrintingPolicy>(C.getLangOpts());
    Pol->SuppressTagKeyword = false;
    errID = C.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error, "hbc: %0");
    warnID = C.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Warning, "hbc: %0");
    team = std::make_unique<TeamMode>(teamHost());
}

void Translator::error(SourceLocation L, const std::string &msg) {
    // (every diagnostic about code a macro writes says "macro"; a dry run's counts too)
    if (tool.macroExpansionAllowed && msg.find("macro") != std::string::npos) tool.macroTrouble = true;
    if (quietErrors) return;
    ++tool.hbcErrors;
    if (tool.deferring) tool.deferred.push_back({SM.getExpansionLoc(L), true, msg});
    else Ctx.getDiagnostics().Report(SM.getExpansionLoc(L), errID) << msg;
}

void Translator::warn(SourceLocation L, const std::string &msg) {
    if (tool.deferring) tool.deferred.push_back({SM.getExpansionLoc(L), false, msg});
    else Ctx.getDiagnostics().Report(SM.getExpansionLoc(L), warnID) << msg;
}

// ---------------------------------------------------------------- driver
void Translator::removeThreadprivates() {
    std::vector<SourceLocation> locs = udrPragmas;
    for (OMPThreadPrivateDecl *D : threadprivates) locs.push_back(D->getLocation());
    std::set<unsigned> done;  // one `declare reduction` line may declare several types
    for (SourceLocation L0 : locs) {
        SourceLocation L = SM.getExpansionLoc(L0);
        bool invalid = false;
        const char *buf = SM.getCharacterData(L, &invalid);
        if (invalid) continue;
        // from the '#' of the pragma line to its end (continuation lines included)
        unsigned col = SM.getExpansionColumnNumber(L);
        int b = 0;
        while ((unsigned)(-b) + 1 < col && buf[b] != '#') --b;
        if (buf[b] != '#') continue;  // _Pragma: left to the compiler, which ignores it
        if (!done.insert(SM.getFileOffset(L.getLocWithOffset(b))).second) continue;
        unsigned n = 0;
        while (buf[n] && buf[n] != '\n') {
            if (buf[n] == '\\' && buf[n + 1] == '\n') n += 2;
            else ++n;
        }
        RW.RemoveText(CharSourceRange::getCharRange(L.getLocWithOffset(b), L.getLocWithOffset(n)));
    }
}

// A file hbc rejects is built as plain OpenMP under --hbc-fallback-openmp (the driver sets
// HBC_TRANSLATE_FALLBACK then). Its orphaned constructs run on libgomp, which sees each member of a translated file's team as a
// thread of its own: called from such a team they would run once per member. Said where
// the rejection is shown (docs/hbc-internals.md, Orphaned worksharing loops).
void Translator::warnOrphansIfRejected() {
    for (auto &up : dirs) {
        Dir *d = up.get();
        if (!d || !d->D || !(isOrphaned(d) || d->orphanedSync || !d->orphanStopWhat.empty())) continue;
        warn(d->D->getBeginLoc(), "this file holds orphaned OpenMP constructs (this one first); built as plain "
             "OpenMP after the error above, they would not bind to the team of a translated file's parallel "
             "region that calls them (each member would run them alone): fall back every file that calls them, "
             "or none");
        return;
    }
}

// A file that calls OpenMP routines it declares itself, or without any declaration (C's
// implicit declarations; Rodinia's hotspot3D calls omp_get_num_threads() so), would link
// them to libgomp, which answers as if outside every team: hbc's <omp.h> first, whose
// declarations rename them (a later declaration keeps the name; clang wants it before the
// first use, hence the top of the file).
void Translator::noteOmpRoutineRef(DeclRefExpr *E) {
    auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || !FD->getIdentifier() || !FD->getName().startswith("omp_")) return;
    FunctionDecl *F0 = FD->getFirstDecl();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(F0->getLocation()));
    if (!F0->isImplicit() && P.isValid() && llvm::StringRef(P.getFilename()).endswith("/omp.h")) return;
    // autoconf's OpenMP check (AX_OPENMP) declares `char omp_set_num_threads ();` itself,
    // which omp.h's declaration contradicts: the check failed and the program was configured
    // without OpenMP, silently (clustalo, helper-40); libgomp's pr36802-2.c declares
    // `extern int omp_set_dynamic (int);` (void in omp.h). A routine the file declares with
    // types of the language's own (which the top of the file can name) is renamed with its
    // own type; others get omp.h.
    auto plain = [](QualType T) {
        if (T->isPointerType()) T = T->getPointeeType();
        return !isa<TypedefType>(T.getTypePtr()) && (T->isBuiltinType() || T->isVoidType());
    };
    bool own = !F0->isImplicit() && plain(F0->getReturnType());
    for (ParmVarDecl *P : F0->parameters()) own = own && plain(P->getType());
    if (own) {
        ompSelfTyped.insert(F0);
        return;
    }
    if (F0->isImplicit()) ompImplicit.insert(F0);
    ompHeaderNeeded = true;
}

void Translator::includeOmpHeader() {
    SourceLocation Top = SM.getLocForStartOfFile(SM.getMainFileID());
    if (!ompSelfTyped.empty()) {  // (and not omp.h: its declarations would contradict these)
        std::string decls;
        // (C's implicitly declared ones too: `int name()`, as the call assumed)
        std::map<std::string, FunctionDecl *> all;  // (by name: the same text every run)
        for (auto *set : {&ompSelfTyped, &ompImplicit})
            for (FunctionDecl *F : *set) all[F->getNameAsString()] = F;
        for (auto &[unused, F] : all) {
            const std::string name = F->getNameAsString();
            decls += std::string(CXX && F->isExternC() ? "extern \"C\" " : "") + typeStr(F->getType(), name) +
                     " __asm__(\"hbc_" + name + "\");\n";
        }
        RW.InsertText(Top, decls + lineDirective(Top), false);
        return;
    }
    if (!ompHeaderNeeded) return;
    RW.InsertText(Top, "#include <omp.h>" + lineDirective(Top), false);
}

// A conditional group that a construct's translation cuts through: the statement of a C
// construct, which is outlined (NPB LU's jacu picks its loop headers by `#if
// defined(_OPENMP)` / `#else` / `#endif`, so `#else` and `#endif` lie in the body's text;
// NFFT's sort.c opens and closes a team-mode region's braces inside `#ifdef _OPENMP` groups,
// helper-74), or a loop's directive and headers, which the translation replaces (mlpack's
// DTree::FindSplit chooses its pragma and loop header under `#ifdef _WIN32` / `#else`, and the
// `#endif` before the body was dropped with the header: helper-89). The text copied or kept
// alone would carry directives without their `#if`. Such a group is flattened to what the
// parse took: its directive lines and the branches it skipped become blank lines (line
// numbers kept).
void Translator::flattenConditionalsCutBy(CharSourceRange BR) {
    if (tool.condGroups.empty() || BR.isInvalid() || BR.getBegin().isMacroID() || !rewritable(BR.getBegin())) return;
    FileID F = SM.getFileID(BR.getBegin());
    bool invalid = false;
    StringRef buf = SM.getBufferData(F, &invalid);
    if (invalid) return;
    auto blankLines = [&](unsigned from, unsigned to) {
        for (unsigned l = from; l <= to; ++l) {
            SourceLocation L = SM.translateLineCol(F, l, 1);
            if (L.isInvalid()) continue;
            unsigned off = SM.getFileOffset(L), end = off;
            while (end < buf.size() && buf[end] != '\n') {
                if (buf[end] == '\\' && end + 1 < buf.size() && buf[end + 1] == '\n') break;  // (continued: left as is)
                ++end;
            }
            if (end > off) RW.ReplaceText(CharSourceRange::getCharRange(L, L.getLocWithOffset(end - off)), "");
        }
    };
    unsigned b = SM.getSpellingLineNumber(BR.getBegin()), e = SM.getSpellingLineNumber(BR.getEnd());
    for (ToolState::CondGroup &g : tool.condGroups) {
        if (g.file != F) continue;
        size_t in = 0;
        for (unsigned l : g.lines) in += b <= l && l <= e;
        if (in == 0 || in == g.lines.size()) continue;
        for (SourceRange R : tool.skippedRanges) {
            if (SM.getFileID(R.getBegin()) != F) continue;
            unsigned sb = SM.getSpellingLineNumber(R.getBegin()), se = SM.getSpellingLineNumber(R.getEnd());
            if (g.lines.front() <= sb && se <= g.lines.back()) blankLines(sb, se);
        }
        for (unsigned l : g.lines) blankLines(l, l);
        g.lines.clear();  // once
    }
}

// L, or the start of the outermost conditional group of the main file that holds it: the
// prelude placed in a group the real compiler may skip (ncnn's cpu.cpp defines its first
// function under `#if defined(_OPENMP) && (__clang__ || ...)`, which the translator takes,
// parsing as clang, and g++ does not: hbc_rt.hpp was never included; helper-76) is lost.
SourceLocation Translator::outsideConditionalGroups(SourceLocation L) {
    if (L.isInvalid() || !SM.isWrittenInMainFile(L)) return L;
    // (groups nest: the outermost one holding the line has the smallest #if line)
    unsigned line = SM.getSpellingLineNumber(L), start = line;
    for (const ToolState::CondGroup &g : tool.condGroups)
        if (g.file == SM.getMainFileID() && !g.lines.empty() && g.lines.front() < line && line <= g.lines.back())
            start = std::min(start, g.lines.front());
    return start == line ? L : SM.translateLineCol(SM.getMainFileID(), start, 1);
}

void Translator::flattenStraddlingConditionals() {
    for (auto &up : dirs) {
        Dir *d = up.get();
        // C: a loop's body; any other construct's statement (a task's is outlined too)
        Stmt *S = d->kind == Dir::Loop ? d->body : d->D && d->D->hasAssociatedStmt() ? assocStmt(d->D) : nullptr;
        if (S && !CXX) flattenConditionalsCutBy(stmtRange(S));
        // a loop's headers, up to its (innermost) body, which the translation replaces
        if (Stmt *loop = d->kind == Dir::Loop && d->D && d->body ? assocStmt(d->D) : nullptr)
            flattenConditionalsCutBy(loopHeadersRange(SM, loop, d->body));
    }
}

void Translator::run(TranslationUnitDecl *TU) {
    removeThreadprivates();
    team->makeThreadLocal([this](SourceLocation L) { return rewritable(L); });
    checkRegions();
    if (tool.hbcErrors) return;
    deferToTeam();
    if (!CXX) computeCaptures();
    if (tool.hbcErrors) return;
    if (!CXX) rewriteRefs();
    if (tool.hbcErrors) return;
    flattenStraddlingConditionals();
    cacheClauseTexts();
    for (auto &fn : funcNames) {
        std::string lit = "\"";
        for (char c : fn.second) {
            if (c == '"' || c == '\\') lit += '\\';
            lit += c;
        }
        if (rewritable(fn.first->getBeginLoc())) RW.ReplaceText(fn.first->getSourceRange(), lit + "\"");
    }
    checkUnhandledUDRs();
    checkUntranslatedDirectives();
    if (tool.hbcErrors) return;
    for (Dir *d : roots) emit(d);
    if (tool.hbcErrors) return;
    includeOmpHeader();
    // a `teams` body with thread_limit or num_teams needs the prelude's routines too, even
    // with no other construct in the file (its regions may be in another file)
    std::vector<Decl *> teamsTops;  // the top-level declarations holding such bodies
    for (auto &[at, S] : deviceBodies) {
        if (tool.deviceRewrites.at(at).threadLimit.empty() && tool.deviceRewrites.at(at).numTeams.empty()) continue;
        DynTypedNodeList P = Ctx.getParents(*S);
        while (!P.empty()) {
            if (const Decl *D = P[0].get<Decl>(); D && isa<TranslationUnitDecl>(D->getDeclContext())) {
                teamsTops.push_back(const_cast<Decl *>(D));
                break;
            }
            P = Ctx.getParents(P[0]);
        }
    }
    if (dirs.empty() && !team->used() && teamsTops.empty()) return;
    wrapTeamsBodies();
    // prelude before the first top-level declaration holding a directive, in each file
    std::map<FileID, Decl *> firstIn;
    std::vector<Decl *> tops = topOrder;  // team-mode regions' functions are there
    for (auto &up : dirs) tops.push_back(up->topDecl);
    tops.insert(tops.end(), teamsTops.begin(), teamsTops.end());
    for (Decl *top : tops) {
        if (!top) continue;
        SourceLocation L = SM.getExpansionLoc(startOf(top));
        Decl *&f = firstIn[SM.getFileID(L)];
        if (!f || SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(startOf(f)))) f = top;
    }
    // C++: before the file's first top-level declaration, so that the system headers come
    // before a program's own `extern "C" void abort(void);`, which g++ refuses once
    // <cstdlib> has declared it noexcept (63 of libgomp's C++ tests, helper-39). g++ always
    // defines _GNU_SOURCE, so no feature macro the file sets later is missed.
    if (CXX)
        for (Decl *D : TU->decls()) {
            // (not a `declare reduction`/`threadprivate` pragma's declaration: its location
            // lies inside the pragma line, which is removed)
            if (D->isImplicit() || llvm::StringRef(D->getDeclKindName()).startswith("OMP")) continue;
            SourceLocation L = SM.getExpansionLoc(startOf(D));
            if (L.isInvalid()) continue;
            auto it = firstIn.find(SM.getFileID(L));
            if (it != firstIn.end() && SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(startOf(it->second))))
                it->second = D;
        }
    std::string pre = tool.ubsanNullChecks ? "\n#define HB_UBSAN_TLS_WORKAROUND 1\n" : "\n";
    pre += CXX ? "#include <heartbeat/heartbeat.h>\n#include <limits>\n#include <type_traits>\n#include <utility>\n#include <hbc_rt.hpp>\n" : "#include <heartbeat/heartbeat.h>\n#include <hbc_tasks.h>\n";
    pre += "HBC_WARNINGS_OFF\n";  // (hbc_tasks.h, wrapInWarningsOff)
    pre += CXX ? "extern \"C\" { extern __thread int hbc_region_level; int hbc_team_size(int); }\n"
               : "extern __thread int hbc_region_level;\nint hbc_team_size(int);\nvoid hbc_team_size_restore(void);\n"
                 "int hbc_level_capture(void);\nint hbc_level_adopt(int);\nvoid hbc_level_restore(int);\n";
    if (usesArrayRed)
        pre += "struct hbc_array_red *hbc_array_red_begin(void *, int64_t, __SIZE_TYPE__, void (*)(void *, int64_t));\n"
               "void *hbc_array_red_slot(struct hbc_array_red *);\n"
               "void hbc_array_red_end(struct hbc_array_red *, void (*)(void *, const void *, int64_t));\n";
    if (usesOrphanCheck) {
        pre += "#include <stdio.h>\n#include <stdlib.h>\n";
        pre += CXX ? "extern \"C\" int hbc_orphan_barrier_unmet(void);\n" : "int hbc_orphan_barrier_unmet(void);\n";
        // (the prelude goes into each file of the translation unit that holds a directive:
        // definitions are guarded)
        pre += "#ifndef HBC_ORPHAN_MISUSE_DEFINED\n#define HBC_ORPHAN_MISUSE_DEFINED\n";
        pre += "__attribute__((noreturn, unused)) static void hbc_orphan_misuse(const char *where) {\n"
               "    fprintf(stderr, \"%s: OpenMP 'barrier' reached from a heartbeat-mode parallel region with "
               "several workers, where no team meets at it (docs/hbc-internals.md, Orphaned synchronisation): the region "
               "reaches it through another file or together with orphaned worksharing loops; translate the "
               "caller in team mode or use --hbc-fallback-openmp\\n\", where);\n"
               "    abort();\n}\n#endif\n";
    }
    if (!criticalNames.empty()) {
        // one lock word per critical name, shared by all translation units: a common symbol,
        // as gcc's own word of critical(NAME) is, which the driver renames to this one in
        // code hbc leaves to gcc (hbc.py, GCC_CRITICAL_WORD), so the two merge even in one
        // object. The uncontended path is one atomic exchange; contention waits in the shim.
        pre += CXX ? "extern \"C\" {\n" : "";
        pre += "void hbc_critical_acquire_contended(int *);\nvoid hbc_critical_wake_one(int *);\n";
        for (auto &n : criticalNames)
            pre += "#ifndef " + n + "_defined\n#define " + n + "_defined\nextern int " + n + ";\n__asm__(\".comm " + n +
                   ",8,8\");\n#endif\n#ifdef " + n + "_defined\n#endif\n";
        pre += CXX ? "}\n" : "";
        pre += "#define hbc_critical_enter(l) do { if (__atomic_exchange_n((l), 1, __ATOMIC_ACQUIRE)) hbc_critical_acquire_contended(l); } while (0)\n";
        pre += "#define hbc_critical_exit(l) do { if (__atomic_exchange_n((l), 0, __ATOMIC_RELEASE) == 2) hbc_critical_wake_one(l); } while (0)\n";
    }
    // The prelude's includes come after the user's macros: every macro the user defined
    // (source, user headers, command line) is saved, undefined around them and restored,
    // so that a `#define min(a,b)` cannot break <limits>. Reserved names (_GNU_SOURCE,
    // __STDC_LIMIT_MACROS, ...) keep their effect on the system headers.
    std::string save, restore;
    for (const std::string &m : userMacros()) {
        // (the #ifdef counts as a use for -Wunused-macros, which gcc checks at the #undef:
        // -Werror=unused-macros failed on every macro; session 72, helper-115)
        save += "#ifdef " + m + "\n#endif\n#pragma push_macro(\"" + m + "\")\n#undef " + m + "\n";
        restore += "#pragma pop_macro(\"" + m + "\")\n";
    }
    pre += "HBC_WARNINGS_ON\n";
    for (auto &fi : firstIn) {
        SourceLocation FL = outsideConditionalGroups(SM.getExpansionLoc(startOf(fi.second)));
        RW.InsertText(FL, "\n" + save + pre + restore + lineDirective(FL), false);
    }
    for (Decl *top : topOrder) {
        SourceLocation L = SM.getExpansionLoc(startOf(top));
        // functions first declared at or after the insertion point (the enclosing function
        // itself, when it recurses) need a declaration before the outlined code
        std::string protos;
        for (FunctionDecl *FD : calledFns[top]) {
            FunctionDecl *F0 = FD->getFirstDecl();
            SourceLocation FL = SM.getExpansionLoc(F0->getBeginLoc());
            if (FL.isValid() && SM.isBeforeInTranslationUnit(FL, L)) continue;
            if (FD->getBuiltinID()) continue;
            protos += prototypeText(FD, [&](QualType T, const std::string &n) { return typeStr(T, n); });
        }
        const std::string &text = topInserts[top];
        RW.InsertText(L, "\n" + protos + (text.empty() ? text : "HBC_WARNINGS_OFF\n" + text + "\nHBC_WARNINGS_ON") + lineDirective(L), true);
    }
    wrapInWarningsOff(firstIn);
    if (CXX) defineFuncNamesInBodies();
}

// hbc's private copies, parameters and outlined locals keep the names they stand for, so
// they shadow them, and its C casts and late declarations draw style warnings:
// `-Wshadow -Werror` stopped builds that are clean without hbc. The body of each function
// holding a directive is wrapped in HBC_WARNINGS_OFF/ON (hbc_tasks.h); the user's own
// warnings of those kinds there go unreported (docs/hbc.md, "Warnings"). Only where the
// file's prelude, which defines the macros, comes first.
void Translator::wrapInWarningsOff(const std::map<FileID, Decl *> &firstIn) {
    for (FunctionDecl *FD : warningsOffFns) {
        auto *CS = dyn_cast_or_null<CompoundStmt>(FD->getBody());
        if (!CS) continue;
        const SourceLocation L = CS->getLBracLoc(), R = CS->getRBracLoc();
        if (!L.isFileID() || !R.isFileID() || !rewritable(L) || SM.getFileID(L) != SM.getFileID(R)) continue;
        auto it = firstIn.find(SM.getFileID(L));
        if (it == firstIn.end() || SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(startOf(it->second)))) continue;
        RW.InsertText(L.getLocWithOffset(1), " HBC_WARNINGS_OFF ", false);  // (`{int` is valid C)
        RW.InsertText(R, " HBC_WARNINGS_ON ", true);
    }
}

// The prelude's own headers (heartbeat/heartbeat.h and the like, the shim's hbc_*.h): a
// program that includes one itself defined their guards and macros, which are not the
// user's: undefined around the prelude, a guard let the prelude define the types again.
static bool preludeHeader(StringRef path) {
    const StringRef base = llvm::sys::path::filename(path);
    const bool ours = base == "heartbeat.h" || base == "heartbeat.hpp" || base == "team.h" || base == "team.hpp";
    return (ours && llvm::sys::path::filename(llvm::sys::path::parent_path(path)) == "heartbeat") ||
           base.startswith("hbc_");
}

std::vector<std::string> Translator::userMacros() {
    std::vector<std::string> out;
    if (!PP) return out;
    for (const auto &M : PP->macros()) {
        const IdentifierInfo *II = M.first;
        StringRef name = II->getName();
        if (name.size() >= 2 && name[0] == '_' && (name[1] == '_' || isupper((unsigned char)name[1]))) continue;
        bool user = false;
        for (const MacroDirective *MD = PP->getLocalMacroDirectiveHistory(II); MD; MD = MD->getPrevious()) {
            SourceLocation L = MD->getLocation();
            if (L.isInvalid() || SM.isWrittenInBuiltinFile(L)) continue;
            if (!SM.isWrittenInCommandLineFile(L) && preludeHeader(SM.getFilename(SM.getExpansionLoc(L)))) continue;
            if (SM.isWrittenInCommandLineFile(L) || !SM.isInSystemHeader(L)) user = true;
        }
        if (user) out.push_back(name.str());
    }
    std::sort(out.begin(), out.end());
    return out;
}

SourceLocation Translator::startOf(Decl *D) {
    SourceLocation L = D->getBeginLoc();
    if (auto *DD = dyn_cast<DeclaratorDecl>(D)) L = DD->getOuterLocStart();
    // (an implicit attribute is not written there: `declare target`'s points into its pragma
    // line, where the prelude broke the pragma; HeCBench lda), nor is one inherited from an
    // earlier declaration (`override`, a prototype's trailing __attribute__: BabelStream)
    for (auto *A : D->attrs())
        if (!A->isImplicit() && !A->isInherited() && A->getLocation().isValid() &&
            SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getLocation()), SM.getExpansionLoc(L)))
            L = A->getLocation();
    return L;
}

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
    Translator &T;
    explicit Visitor(Translator &t) : T(t) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool VisitFunctionDecl(FunctionDecl *FD) {
        // `declare variant`: the real compiler, without OpenMP, calls the base function
        // everywhere, where OpenMP selects the variant in the contexts it names (inside a
        // parallel region for construct={parallel}: OpenMP Examples' declare_variant.1)
        for (auto *A : FD->specific_attrs<OMPDeclareVariantAttr>())
            if (!A->isInherited() && T.rewritable(T.SM.getExpansionLoc(A->getLocation())))
                T.error(A->getLocation(), "'declare variant' is not supported (the base function would run where "
                                          "OpenMP selects the variant); build with --hbc-fallback-openmp");
        T.collectFunction(FD);
        return true;
    }
    // (a lambda's call operator is no FunctionDecl the traversal visits)
    bool VisitLambdaExpr(LambdaExpr *LE) {
        T.collectFunction(LE->getCallOperator());
        return true;
    }
    bool VisitOMPThreadPrivateDecl(OMPThreadPrivateDecl *D) {  // (noted by UDRCollector)
        if (T.rewritable(T.SM.getExpansionLoc(D->getLocation()))) T.threadprivates.push_back(D);
        return true;
    }
    bool VisitDeclRefExpr(DeclRefExpr *E) {
        T.noteOmpRoutineRef(E);
        return true;
    }
    bool VisitOMPDeclareReductionDecl(OMPDeclareReductionDecl *D) {
        if (!T.rewritable(T.SM.getExpansionLoc(D->getLocation()))) return true;
        // A built-in operator redefined for an arithmetic type would change what every
        // construct hbc runs with that operator computes (team mode, constructs run in
        // place, region clauses): refused.
        std::string n = D->getDeclName().getAsString();
        if ((n.rfind("operator", 0) == 0 || n == "min" || n == "max") && D->getType()->isScalarType()) {
            T.error(D->getLocation(), "declare reduction: redefining the built-in reduction '" + n + "' for type '" +
                                          D->getType().getAsString(*T.Pol) + "' is not supported");
            return true;
        }
        T.udrPragmas.push_back(D->getLocation());
        return true;
    }
    // The outermost function around a system header's directive, by qualified name: the
    // driver tells gcc's OpenMP calls in those functions (and in regions outlined from them)
    // from OpenMP in the program's own code that the translator did not see
    // (hbc_objects.py, rename_gomp_refs).
    void noteSystemFunction(OMPExecutableDirective *D) {
        const FunctionDecl *outer = nullptr;
        DynTypedNodeList P = T.Ctx.getParents(*D);
        for (int guard = 0; !P.empty() && guard < 4096; ++guard) {
            DynTypedNode N = P[0];
            if (auto *FD = N.get<FunctionDecl>()) outer = FD;
            P = T.Ctx.getParents(N);
        }
        if (outer) T.tool.systemOpenmpFunctions.insert(outer->getQualifiedNameAsString());
    }
    bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
        const bool mine = T.rewritable(D->getBeginLoc());
        // (a directive hbc does not rewrite: a system header's, or another project's header's)
        if (T.tool.systemOpenmpAt.empty() && !mine)
            T.tool.systemOpenmpAt = T.SM.getExpansionLoc(D->getBeginLoc()).printToString(T.SM) + ": '" +
                                 getOpenMPDirectiveName(D->getDirectiveKind()).str() + "'";
        // (the one to name when the entry points missing there are the tasks': helper-118's
        // refusal named libstdc++'s `simd`, not the header's task)
        if (T.tool.systemOpenmpTaskAt.empty() && !mine &&
            (isOpenMPTaskingDirective(D->getDirectiveKind()) || isa<OMPTaskgroupDirective>(D) || isa<OMPTaskwaitDirective>(D)))
            T.tool.systemOpenmpTaskAt = T.SM.getExpansionLoc(D->getBeginLoc()).printToString(T.SM) + ": '" +
                                     getOpenMPDirectiveName(D->getDirectiveKind()).str() + "'";
        if (!mine) noteSystemFunction(D);
        if (mine && T.attributeForm(D)) {
            T.error(D->getBeginLoc(), "the attribute form of OpenMP directives ([[omp::directive(...)]], OpenMP 5.1) "
                                      "is not supported; write it as '#pragma omp'");
            return true;
        }
        if (mine) {
            if (!T.CXX) T.refuseRepeatedCInclusion(D);
            T.settleBranchDirective(D);
            T.allDirectives.push_back(D);
        }
        T.checkDeviceConstruct(D);
        return true;
    }
};

// Every `declare reduction`, `threadprivate` and device construct's body of the
// translation unit, before any function is walked (a block-scope threadprivate is still
// found by the constructs that use it: a block-scope threadprivate counter was captured as
// shared by a team-mode region, silently wrong; a region in a limited body prefers a team).
class UDRCollector : public RecursiveASTVisitor<UDRCollector> {
public:
    Translator &T;
    explicit UDRCollector(Translator &t) : T(t) {}
    bool shouldVisitTemplateInstantiations() const { return false; }
    bool VisitOMPDeclareReductionDecl(OMPDeclareReductionDecl *D) {
        T.udrs.push_back(D);
        return true;
    }
    bool VisitOMPThreadPrivateDecl(OMPThreadPrivateDecl *D) {
        for (Expr *E : D->varlists())
            if (VarDecl *V = refVar(E)) T.team->noteThreadprivate(V);
        return true;
    }
    bool VisitStmt(Stmt *S) {
        T.noteDeviceStatement(S);
        return true;
    }
};

class Consumer : public ASTConsumer {
public:
    Rewriter &RW;
    Preprocessor &PP;
    const MacroTokenRecorder *Macros;
    ToolState &tool;
    Consumer(Rewriter &R, Preprocessor &P, const MacroTokenRecorder *M, ToolState &ts)
        : RW(R), PP(P), Macros(M), tool(ts) {}
    void HandleTranslationUnit(ASTContext &C) override {
        if (C.getDiagnostics().hasErrorOccurred()) return;
        bool cxx = C.getLangOpts().CPlusPlus;
        Translator T(C, RW, cxx, tool);
        T.PP = &PP;
        tool.deferring = Macros != nullptr;  // (until the macro uses are known: expandMacroDirectives)
        if (cxx) T.captureTemplateMembers(C.getTranslationUnitDecl());
        UDRCollector U(T);
        U.TraverseDecl(C.getTranslationUnitDecl());
        T.redirectInclusionsInConstructs(C.getTranslationUnitDecl());
        Visitor V(T);
        V.TraverseDecl(C.getTranslationUnitDecl());
        T.checkDeviceBodies();
        T.run(C.getTranslationUnitDecl());
        if (tool.deferring) {
            tool.deferring = false;
            if (tool.macroTrouble) tool.expandedFiles = expandMacroDirectives(T, C, PP, *Macros);
            if (!tool.expandedFiles.empty()) {  // the second parse translates and reports
                tool.deferred.clear();
                tool.hbcErrors = 0;
                return;
            }
            for (const DeferredDiagnostic &D : tool.deferred)
                C.getDiagnostics().Report(D.at, D.error ? T.errID : T.warnID) << D.message;
            tool.deferred.clear();
        }
        if (tool.hbcErrors && std::getenv("HBC_TRANSLATE_FALLBACK")) T.warnOrphansIfRejected();  // set by the driver
        if (tool.hbcErrors || C.getDiagnostics().hasErrorOccurred()) return;
        const std::vector<std::pair<FileID, std::string>> copies = T.redirectRepeatedInclusions();
        tool.output = translatedText(tool, RW, C.getSourceManager(), C.getSourceManager().getMainFileID());
        tool.anyOutput = true;
        if (!tool.headerOut.empty()) writeUserHeaders(tool, RW, C.getSourceManager(), copies);
    }
};

// The first, silent parse of a file with device constructs: which scalars each `target`
// writes (device_checks.cpp).
class DeviceScan : public ASTFrontendAction {
    struct Walk : RecursiveASTVisitor<Walk> {
        Translator &T;
        explicit Walk(Translator &t) : T(t) {}
        bool shouldVisitTemplateInstantiations() const { return false; }
        bool VisitStmt(Stmt *S) {
            T.noteDeviceBody(S);
            if (auto *D = dyn_cast<OMPExecutableDirective>(S)) T.checkDeviceConstruct(D);
            return true;
        }
    };
    struct Scan : ASTConsumer {
        Rewriter RW;
        ToolState &tool;
        explicit Scan(ToolState &ts) : tool(ts) {}
        void HandleTranslationUnit(ASTContext &C) override {
            if (C.getDiagnostics().hasErrorOccurred()) return;
            RW.setSourceMgr(C.getSourceManager(), C.getLangOpts());
            Translator T(C, RW, C.getLangOpts().CPlusPlus, tool);
            T.quietErrors = true;
            Walk(T).TraverseDecl(C.getTranslationUnitDecl());
            T.checkDeviceBodies();
        }
    };

    ToolState &tool;

public:
    explicit DeviceScan(ToolState &ts) : tool(ts) {}
    std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
        CI.getPreprocessor().addPPCallbacks(makeConditionalRecorder(CI.getPreprocessor(), tool));
        return std::make_unique<Scan>(tool);
    }
};

class Action : public ASTFrontendAction {
public:
    Rewriter RW;
    ToolState &tool;
    explicit Action(ToolState &ts) : tool(ts) {}
    std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
        RW.setSourceMgr(CI.getSourceManager(), CI.getLangOpts());
        // A clause clang does not know ends its parse of the directive, and the clauses after
        // it are dropped with only a warning (which the driver's -w hides): a dropped depend
        // or reduction is a silently different program, so it is an error, as in gcc (probe
        // s23c_unknown_clause_drops_depend.c). The driver's -w would silence it even as an
        // error, so clang's own warnings are turned off one by one instead.
        DiagnosticsEngine &DE = CI.getDiagnostics();
        DE.setIgnoreAllWarnings(false);
        DE.setSeverityForAll(diag::Flavor::WarningOrError, diag::Severity::Ignored);
        DE.setSeverity(diag::warn_omp_extra_tokens_at_eol, diag::Severity::Error, SourceLocation());
        CI.getPreprocessor().addPPCallbacks(makeConditionalRecorder(CI.getPreprocessor(), tool));
        CI.getPreprocessor().addPPCallbacks(makeBesideIncludeRecorder(CI.getSourceManager(), tool));
        tool.macroTrouble = false;
        if (tool.macroExpansionAllowed) Macros = std::make_unique<MacroTokenRecorder>(CI.getPreprocessor());
        return std::make_unique<Consumer>(RW, CI.getPreprocessor(), Macros.get(), tool);
    }
    std::unique_ptr<MacroTokenRecorder> Macros;
};

// newFrontendActionFactory<A>() default-constructs its actions; these take the run's state.
template <class A>
class StateActionFactory : public tooling::FrontendActionFactory {
    ToolState &tool;

public:
    explicit StateActionFactory(ToolState &ts) : tool(ts) {}
    std::unique_ptr<FrontendAction> create() override { return std::make_unique<A>(tool); }
};

}  // namespace
}  // namespace hbc

using namespace clang;
using namespace hbc;

int main(int argc, const char **argv) {
    ToolState tool;
    std::string err;
    int dd = -1;
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--") { dd = i; break; }
    if (dd < 0) {
        llvm::errs() << "usage: hbc-translate [-o OUT] FILE -- compiler-args\n";
        return 1;
    }
    std::vector<std::string> files, realFlags;
    for (int i = 1; i < dd; ++i) {
        std::string a = argv[i];
        if (a == "-o" && i + 1 < dd) tool.outPath = argv[++i];
        else if (a == "--header-out" && i + 1 < dd) tool.headerOut = argv[++i];
        else if (a == "--system-openmp-out" && i + 1 < dd) tool.systemOpenmpOut = argv[++i];
        else if (a == "--real-compiler" && i + 1 < dd) tool.realCompiler = argv[++i];
        else if (a.rfind("--real-flag=", 0) == 0) realFlags.push_back(a.substr(strlen("--real-flag=")));
        else if (a == "--root" && i + 1 < dd) {
            llvm::SmallString<256> real;
            if (llvm::sys::fs::real_path(argv[++i], real)) tool.root = argv[i];
            else tool.root = std::string(real.str());
        }
        else files.push_back(a);
    }
    tool.realCompilerMacroFlags = realCompilerMacroFlags(realFlags);
    for (const std::string &f : realFlags) {
        const bool on = f.rfind("-fsanitize=", 0) == 0, off = f.rfind("-fno-sanitize=", 0) == 0;
        if (!on && !off) continue;
        llvm::SmallVector<StringRef, 8> kinds;
        StringRef(f).split(kinds, ',');
        kinds[0] = kinds[0].substr(kinds[0].find('=') + 1);
        for (StringRef k : kinds)
            if (k == "undefined" || k == "null" || (off && k == "all")) tool.ubsanNullChecks = on;
    }
    if (files.size() != 1) {
        llvm::errs() << "hbc-translate: exactly one input file\n";
        return 1;
    }
    if (!llvm::sys::path::is_absolute(files[0])) {  // (as ClangTool makes it absolute)
        llvm::SmallString<256> abs(files[0]);
        if (!llvm::sys::fs::make_absolute(abs)) {
            llvm::sys::path::native(abs);
            tool.absMainDir = llvm::sys::path::parent_path(abs).str();
            tool.givenMainDir = llvm::sys::path::parent_path(files[0]).str();
        }
    }
    std::vector<std::string> args;
    for (int i = dd + 1; i < argc; ++i) args.push_back(argv[i]);
    for (size_t i = 0; i < args.size(); ++i) {
        llvm::StringRef a = args[i], dir;
        for (llvm::StringRef flag : {"-I", "-isystem", "-iquote", "-idirafter"})
            if (a == flag && i + 1 < args.size()) dir = args[i + 1];
            else if (a.startswith(flag)) dir = a.drop_front(flag.size());
        llvm::SmallString<256> d(dir);
        llvm::sys::path::remove_dots(d, true);
        while (d.size() > 1 && d.back() == '/') d.pop_back();
        if (llvm::sys::path::is_absolute(d) && !tool.absMainDir.empty() &&
            llvm::StringRef(d).startswith(tool.absMainDir + "/"))
            tool.absIncludeDirs.push_back(std::string(d.str()));
    }
    // hbc's omp.h is a system header to the real compiler, as the compiler's own is, but not
    // to the translator, whose analysis reads it as the program's declarations (omp.h)
    args.push_back("-D__HBC_PARSE__");
    tooling::FixedCompilationDatabase DB(".", args);
    tooling::ClangTool Tool(DB, files);
    std::string prepassed;  // must outlive Tool.run: the tool reads the mapped text
    {
        // `parallel loop` becomes `parallel for` before clang 14, which drops the `loop`, parses it
        auto buf = llvm::MemoryBuffer::getFile(files[0]);
        if (buf) {
            std::string &text = prepassed;
            text = (*buf)->getBuffer().str();
            bool cxx = !llvm::StringRef(files[0]).endswith(".c");
            for (size_t i = 0; i + 1 < args.size(); ++i)
                if (args[i] == "-x") cxx = llvm::StringRef(args[i + 1]).startswith("c++");
            // C++'s attribute form of directives, as pragmas (before the rewrites of pragmas)
            std::set<unsigned> attributeLoopLines;
            const int attributes = cxx ? hbc::rewriteAttributeDirectives(text, attributeLoopLines) : 0;
            // OpenMP 5.1's `nothing` and `error`, which clang 14 does not parse, in place
            const int utility = hbc::rewriteUtilityPragmas(text, cxx);
            // OpenMP 5.1's combined `masked` forms, which clang 14 does not parse, nested
            const int masked = hbc::rewriteMaskedCombinedPragmas(text, cxx);
            // hint(...) on critical and atomic: no meaning here, and clang 14 refuses hint(0)
            const int hints = hbc::blankHintClauses(text, cxx);
            // a word after `omp` that no OpenMP names: gcc ignores the pragma, and so does hbc
            std::vector<std::pair<unsigned, std::string>> ignored;
            const int unknown = hbc::blankUnknownOmpPragmas(text, cxx, ignored);
            for (const auto &[line, word] : ignored)
                llvm::errs() << files[0] << ":" << line << ": warning: ignoring '#pragma omp " << word
                             << "': no OpenMP directive has that name (gcc ignores it too)\n";
            // device constructs become host ones (before `parallel loop`, which they may produce)
            const std::string original = text;
            int device = hbc::rewriteDevicePragmas(text, cxx, tool.deviceRewrites);
            int loops = hbc::rewriteParallelLoopPragmas(text, cxx, &tool.parallelLoopLines);
            if (device) {
                // a silent first parse finds the scalars that targets write, which get copies
                tooling::ClangTool Scan(DB, files);
                Scan.mapVirtualFile(files[0], text);
                IgnoringDiagConsumer quiet;
                Scan.setDiagnosticConsumer(&quiet);
                tool.deviceCollect = true;
                StateActionFactory<DeviceScan> scanFactory(tool);
                Scan.run(&scanFactory);
                tool.deviceCollect = false;
                if (!tool.deviceCopies.empty()) {
                    text = original;
                    tool.deviceRewrites.clear();
                    device = hbc::rewriteDevicePragmas(text, cxx, tool.deviceRewrites, tool.deviceCopies);
                    tool.parallelLoopLines.clear();
                    loops = hbc::rewriteParallelLoopPragmas(text, cxx, &tool.parallelLoopLines);
                }
            }
            tool.parallelLoopLines.insert(attributeLoopLines.begin(), attributeLoopLines.end());
            if (device + loops + masked + unknown + hints + utility + attributes) Tool.mapVirtualFile(files[0], text);
        }
    }
    StateActionFactory<Action> factory(tool);
    int rc = Tool.run(&factory);
    if (!tool.expandedFiles.empty() && !tool.hbcErrors) {
        // the second parse, of the texts with the macro uses expanded (macro_expansion.hpp)
        tooling::ClangTool Expanded(DB, files);
        for (const auto &[path, text] : tool.expandedFiles) Expanded.mapVirtualFile(path, text);
        tool.macroExpansionAllowed = false;
        tool.anyOutput = false;
        tool.output.clear();
        rc = Expanded.run(&factory);
    }
    if (tool.hbcErrors) return 2;
    if (rc != 0 || !tool.anyOutput) return 1;
    if (tool.outPath.empty() || tool.outPath == "-") {
        llvm::outs() << tool.output;
    } else {
        std::ofstream o(tool.outPath, std::ios::binary);
        o << tool.output;
        if (!o) return 1;
    }
    if (!tool.systemOpenmpOut.empty() && !tool.systemOpenmpAt.empty()) {
        std::ofstream o(tool.systemOpenmpOut, std::ios::binary);
        o << tool.systemOpenmpAt << "\n";
        for (const std::string &f : tool.systemOpenmpFunctions) o << "function " << f << "\n";
        if (!tool.systemOpenmpTaskAt.empty()) o << "tasks " << tool.systemOpenmpTaskAt << "\n";
        if (!o) return 1;
    }
    return 0;
}
