// The preprocessor's conditional groups, as the translator's clang sees them and as the real
// compiler will: what clang skips (#if 0, an #ifdef not taken), every group's directive
// lines (Translator::flattenConditionalsCutBy), and whether each group's conditions have the
// same value for the real compiler (Translator::settleBranchDirective). The translator
// parses as clang, so a group whose conditions name a macro the two compilers define
// differently (`__clang__`, `__GNUC__`, `_OPENMP`'s value, hbc's own `__HBC_PARSE__`) may
// take another branch under gcc. One whose conditions name only macros they agree on
// (`__APPLE__`, `_WIN32`, `_MSC_VER`: defined by neither on this system; a -D both get)
// takes the same branch: stardist 0.9.2 picks its directives by `#ifdef __APPLE__`, which
// hbc refused as if gcc would compile the other one (helper-91, session 51).
//
// The preprocessor's callbacks only record what each condition names, with the macro of
// that name at that point, and where each name is defined or undefined; a group is judged
// when a directive asks (groupSameForCompiler), and only then is the real compiler run, once
// per file, for its predefined macros.
#include "conditionals.hpp"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <cctype>
#include <cstring>
#include <map>

namespace hbc {

namespace {

// Conditions naming these may have another value under another compiler.
bool compilerQuery(StringRef name) {
    return name == "__has_include" || name == "__has_include_next" || name == "__has_attribute" ||
           name == "__has_cpp_attribute" || name == "__has_c_attribute" || name == "__has_builtin" ||
           name == "__has_feature" || name == "__has_extension" || name == "__is_identifier" ||
           name == "__has_declspec_attribute" || name == "__has_warning";
}

// The length of the identifier that starts t (0 if none does).
size_t identifierLength(StringRef t) {
    size_t e = 0;
    while (e < t.size() && (std::isalnum((unsigned char)t[e]) || t[e] == '_')) ++e;
    return e;
}

std::string withoutSpace(StringRef s) {
    std::string out;
    for (char c : s)
        if (!std::isspace((unsigned char)c)) out += c;
    return out;
}

// The identifiers of a directive's text, each with whether it is the operand of `defined`;
// numbers, literals and comments are skipped.
std::vector<std::pair<std::string, bool>> conditionNames(StringRef t) {
    std::vector<std::pair<std::string, bool>> names;
    bool afterDefined = false;
    for (size_t i = 0; i < t.size();) {
        const char c = t[i];
        if (t.substr(i).startswith("/*")) {
            const size_t e = t.find("*/", i + 2);
            i = e == StringRef::npos ? t.size() : e + 2;
        } else if (t.substr(i).startswith("//")) {
            break;
        } else if (c == '"' || c == '\'') {
            size_t j = i + 1;
            while (j < t.size() && t[j] != c) j += t[j] == '\\' ? 2 : 1;
            i = j + 1;
        } else if (std::isdigit((unsigned char)c) || (c == '.' && i + 1 < t.size() && std::isdigit((unsigned char)t[i + 1]))) {
            ++i;  // a pp-number: digits, letters, '.', '_' and exponent signs
            while (i < t.size() && (std::isalnum((unsigned char)t[i]) || t[i] == '.' || t[i] == '_' ||
                                    ((t[i] == '+' || t[i] == '-') && std::strchr("eEpP", t[i - 1]))))
                ++i;
        } else if (std::isalpha((unsigned char)c) || c == '_') {
            const size_t j = i + identifierLength(t.substr(i));
            const std::string name = t.substr(i, j - i).str();
            if (name == "defined") {
                afterDefined = true;
            } else {
                names.push_back({name, afterDefined});
                afterDefined = false;
            }
            i = j;
        } else {
            if (!std::isspace((unsigned char)c) && c != '(') afterDefined = false;
            ++i;
        }
    }
    return names;
}

// A name a condition uses: clang's macro of that name at that point (null if none), and
// whether only its being defined counts.
struct NameUse {
    std::string name;
    bool definedOnly;
    const MacroInfo *macro;
    unsigned at;  // (ConditionFacts::clock)
};

}  // namespace

// What the callbacks record of one parse, for groupSameForCompiler.
struct ConditionFacts {
    Preprocessor &PP;
    SourceManager &SM;
    const ToolState &tool;
    unsigned clock = 0;  // the callbacks' order
    struct Group {
        std::vector<NameUse> names;
        bool unknown;   // a condition not read, or in a system header
        int judged;     // -1 not yet, 0 differs, 1 same, 2 being judged
    };
    std::vector<Group> groups;  // by index into ToolState::condGroups
    // A file's #define or #undef of a name (with the groups open there), or one in a skipped
    // branch, which the real compiler may take.
    struct Event {
        unsigned at;
        bool skipped;
        std::vector<size_t> openGroups;
    };
    std::map<std::string, std::vector<Event>> events;
    // The real compiler's predefined macros (name: function-like, body without spaces).
    std::map<std::string, std::pair<bool, std::string>> compilerMacros;
    int compilerMacrosState = 0;  // 0 not read, 1 read, -1 unknown

    ConditionFacts(Preprocessor &pp, const ToolState &ts) : PP(pp), SM(pp.getSourceManager()), tool(ts) {}

    bool readCompilerMacros() {
        if (compilerMacrosState) return compilerMacrosState > 0;
        compilerMacrosState = -1;
        if (tool.realCompiler.empty()) return false;
        llvm::ErrorOr<std::string> exe = llvm::sys::findProgramByName(tool.realCompiler);
        if (!exe) return false;
        llvm::SmallString<128> out;
        if (llvm::sys::fs::createTemporaryFile("hbc-macros", "h", out)) return false;
        std::vector<StringRef> args{*exe, "-dM", "-E"};
        for (const std::string &f : tool.realCompilerMacroFlags) args.push_back(f);
        args.push_back("/dev/null");
        const llvm::Optional<StringRef> redirects[] = {StringRef(""), StringRef(out), StringRef("")};
        const int rc = llvm::sys::ExecuteAndWait(*exe, args, llvm::None, redirects);
        auto buf = llvm::MemoryBuffer::getFile(out);
        llvm::sys::fs::remove(out);
        if (rc != 0 || !buf) return false;
        llvm::SmallVector<StringRef, 512> lines;
        (*buf)->getBuffer().split(lines, '\n', -1, false);
        for (StringRef line : lines) {
            if (!line.consume_front("#define ")) continue;
            const size_t e = identifierLength(line);
            const bool fn = e < line.size() && line[e] == '(';
            compilerMacros[line.substr(0, e).str()] = {fn, withoutSpace(line.substr(e))};
        }
        compilerMacrosState = 1;
        return true;
    }

    bool openSame(const std::vector<size_t> &groups) {
        for (size_t g : groups)
            if (!groupSame(g)) return false;
        return true;
    }

    // The name as the real compiler has it there: no #define or #undef of it in a skipped
    // branch or under a group that differs, before; then a file's macro is the same (the
    // names of its body are the condition's too), and -D's and predefined macros are
    // compared with the real compiler's.
    bool nameSame(const NameUse &u) {
        if (u.name.empty() || !(std::isalpha((unsigned char)u.name[0]) || u.name[0] == '_')) return false;
        if (compilerQuery(u.name)) return false;
        if (auto it = events.find(u.name); it != events.end())
            for (const Event &e : it->second)
                if (e.at < u.at && (e.skipped || !openSame(e.openGroups))) return false;
        const MacroInfo *MI = u.macro;
        const SourceLocation at = MI ? MI->getDefinitionLoc() : SourceLocation();
        if (MI && at.isValid() && !SM.isWrittenInBuiltinFile(at) && !SM.isWrittenInCommandLineFile(at)) return true;
        if (!readCompilerMacros()) return false;
        auto theirs = compilerMacros.find(u.name);
        if (!MI) return theirs == compilerMacros.end();
        if (theirs == compilerMacros.end()) return false;
        if (u.definedOnly) return true;
        if (MI->isFunctionLike() || theirs->second.first) return false;
        std::string mine;
        for (const Token &T : MI->tokens()) mine += PP.getSpelling(T);
        return withoutSpace(mine) == theirs->second.second;
    }

    bool groupSame(size_t g) {
        if (g >= groups.size() || groups[g].unknown) return false;
        Group &G = groups[g];
        if (G.judged != -1) return G.judged == 1;
        G.judged = 2;  // (a cycle differs)
        bool same = true;
        for (const NameUse &u : G.names)
            if (!(same = nameSame(u))) break;
        G.judged = same;
        return same;
    }
};

namespace {

class ConditionalRecorder : public PPCallbacks {
    Preprocessor &PP;
    SourceManager &SM;
    ToolState &tool;
    ConditionFacts &facts;
    std::vector<size_t> open;  // indices into tool.condGroups of the groups not closed yet

    // A directive's text from its location to the end of its line, continuation lines
    // included, without the directive's name (clang's condition ranges are empty for some
    // conditions, __has_include's).
    bool directiveText(SourceLocation L, std::string &out) {
        bool invalid = false;
        const StringRef buf = SM.getBufferData(SM.getFileID(L), &invalid);
        if (invalid) return false;
        std::string t;
        for (size_t i = SM.getFileOffset(L); i < buf.size() && buf[i] != '\n'; ++i) {
            if (buf[i] == '\\' && i + 1 < buf.size() && (buf[i + 1] == '\n' || buf[i + 1] == '\r')) {
                i = buf.find('\n', i);
                if (i == StringRef::npos) break;
                continue;
            }
            t += buf[i];
        }
        size_t at = t.find_first_not_of(" \t#");
        at = at == std::string::npos ? t.size() : t.find_first_of(" \t(", at);
        out = at == std::string::npos ? "" : t.substr(at);
        return true;
    }

    // The name used, and (a file's macro) the names of its body, as they are now.
    void use(std::vector<NameUse> &uses, const std::string &name, bool definedOnly, int depth = 0) {
        const IdentifierInfo *II = name.empty() ? nullptr : PP.getIdentifierInfo(name);
        const MacroInfo *MI = II ? PP.getMacroInfo(II) : nullptr;
        uses.push_back({name, definedOnly, MI, facts.clock});
        if (!MI || definedOnly) return;
        if (depth > 8) {
            uses.push_back({"", false, nullptr, facts.clock});  // (too deep: differs)
            return;
        }
        for (const Token &T : MI->tokens())
            if (const IdentifierInfo *B = T.getIdentifierInfo(); B && !llvm::is_contained(MI->params(), B) &&
                                                                  B->getName() != "defined" && B != II)
                use(uses, B->getName().str(), false, depth + 1);
    }

    void note(SourceLocation L, bool starts, bool ends) {
        if (L.isInvalid() || !L.isFileID()) return;
        if (starts) {
            open.push_back(tool.condGroups.size());
            tool.condGroups.push_back({SM.getFileID(L), {}});
            facts.groups.push_back({{}, SM.isInSystemHeader(L), -1});  // (a system header's is never asked)
        }
        if (open.empty()) return;
        tool.condGroups[open.back()].lines.push_back(SM.getSpellingLineNumber(L));
        if (ends) open.pop_back();
    }
    // A directive of a group (`opens`: #if, #ifdef, #ifndef) with its condition: a macro
    // name, of which only whether it is defined counts (#ifdef and the like), or else the
    // directive's expression.
    void conditional(SourceLocation L, bool opens, const std::string &macro) {
        ++facts.clock;
        note(L, opens, false);
        if (open.empty() || facts.groups[open.back()].unknown) return;
        std::vector<NameUse> &uses = facts.groups[open.back()].names;
        std::string text;
        if (!macro.empty()) {
            use(uses, macro, true);
        } else if (!directiveText(L, text)) {
            facts.groups[open.back()].unknown = true;
        } else {
            for (auto &[name, definedOnly] : conditionNames(text)) use(uses, name, definedOnly);
        }
    }
    static std::string nameOf(const Token &T) { return T.getIdentifierInfo()->getName().str(); }
    std::string firstName(SourceLocation L) {
        std::string text;
        const auto names = directiveText(L, text) ? conditionNames(text) : decltype(conditionNames(text)){};
        return names.empty() ? "-" : names.front().first;  // ("-": no name, which differs: nameSame)
    }
    void defineOrUndefine(const Token &name) {
        ++facts.clock;
        facts.events[nameOf(name)].push_back({facts.clock, false, open});
    }

public:
    ConditionalRecorder(Preprocessor &pp, ToolState &ts, ConditionFacts &f)
        : PP(pp), SM(pp.getSourceManager()), tool(ts), facts(f) {}

    void SourceRangeSkipped(SourceRange R, SourceLocation) override {
        ++facts.clock;
        tool.skippedRanges.push_back(R);
        // (what the real compiler may define or undefine there)
        const StringRef text = Lexer::getSourceText(CharSourceRange::getCharRange(R), SM, PP.getLangOpts());
        for (size_t i = text.find('#'); i != StringRef::npos; i = text.find('#', i + 1)) {
            StringRef rest = text.substr(i + 1).ltrim(" \t");
            if (!rest.consume_front("define") && !rest.consume_front("undef")) continue;
            rest = rest.ltrim(" \t");
            if (const size_t e = identifierLength(rest)) facts.events[rest.substr(0, e).str()].push_back({facts.clock, true, {}});
        }
        if (!SM.isWrittenInMainFile(R.getBegin())) return;
        tool.skippedLines.push_back({SM.getSpellingLineNumber(R.getBegin()), SM.getSpellingLineNumber(R.getEnd())});
    }
    void MacroDefined(const Token &name, const MacroDirective *MD) override {
        const MacroInfo *MI = MD ? MD->getMacroInfo() : nullptr;
        const SourceLocation at = MI ? MI->getDefinitionLoc() : SourceLocation();
        if (at.isValid() && !SM.isWrittenInBuiltinFile(at) && !SM.isWrittenInCommandLineFile(at)) defineOrUndefine(name);
    }
    void MacroUndefined(const Token &name, const MacroDefinition &, const MacroDirective *) override { defineOrUndefine(name); }
    void If(SourceLocation L, SourceRange, ConditionValueKind) override { conditional(L, true, ""); }
    void Ifdef(SourceLocation L, const Token &name, const MacroDefinition &) override { conditional(L, true, nameOf(name)); }
    void Ifndef(SourceLocation L, const Token &name, const MacroDefinition &) override { conditional(L, true, nameOf(name)); }
    void Elif(SourceLocation L, SourceRange, ConditionValueKind, SourceLocation) override { conditional(L, false, ""); }
    void Elifdef(SourceLocation L, const Token &name, const MacroDefinition &) override { conditional(L, false, nameOf(name)); }
    void Elifndef(SourceLocation L, const Token &name, const MacroDefinition &) override { conditional(L, false, nameOf(name)); }
    // (#elifdef and #elifndef after a taken branch: not evaluated, the name read from the text)
    void Elifdef(SourceLocation L, SourceRange, SourceLocation) override { conditional(L, false, firstName(L)); }
    void Elifndef(SourceLocation L, SourceRange, SourceLocation) override { conditional(L, false, firstName(L)); }
    void Else(SourceLocation L, SourceLocation) override { note(L, false, false); }
    void Endif(SourceLocation L, SourceLocation) override { note(L, false, true); }
};

}  // namespace

std::unique_ptr<PPCallbacks> makeConditionalRecorder(Preprocessor &PP, ToolState &tool) {
    tool.skippedLines.clear();
    tool.skippedRanges.clear();
    tool.condGroups.clear();
    tool.conditionFacts = std::make_shared<ConditionFacts>(PP, tool);
    return std::make_unique<ConditionalRecorder>(PP, tool, *tool.conditionFacts);
}

bool groupSameForCompiler(ToolState &tool, size_t group) {
    return tool.conditionFacts && tool.conditionFacts->groupSame(group);
}

// The flags of the real compiler's command line (--real-flag) that change its predefined
// macros (not dependency files' or the like: the compiler runs with -E on /dev/null).
std::vector<std::string> realCompilerMacroFlags(const std::vector<std::string> &args) {
    std::vector<std::string> out;
    for (size_t i = 0; i < args.size(); ++i) {
        const StringRef a = args[i];
        if ((a == "-D" || a == "-U" || a == "-x") && i + 1 < args.size()) {
            out.push_back(args[i]);
            out.push_back(args[++i]);
        } else if (a.startswith("-D") || a.startswith("-U") || a.startswith("-std=") || a == "-ansi" || a == "-pthread" ||
                   a.startswith("-m") ||
                   a.startswith("-O") || (a.startswith("-f") && !a.startswith("-fgnuc-version=") && !a.startswith("-ferror-limit"))) {
            out.push_back(args[i]);
        }
    }
    return out;
}

}  // namespace hbc
