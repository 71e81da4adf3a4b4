#include "pragma_prepass.hpp"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

using namespace clang;

namespace hbc {

namespace {

std::string rawWord(const std::vector<Token> &line, size_t i) {
    return i < line.size() && line[i].is(tok::raw_identifier) ? line[i].getRawIdentifier().str() : std::string();
}

// clang's raw lexer over a text (comments dropped), with the managers it reads through.
struct RawLexer {
    LangOptions lo;
    FileSystemOptions fso;
    FileManager fm{fso};
    DiagnosticsEngine diags{new DiagnosticIDs, new DiagnosticOptions, new IgnoringDiagConsumer};
    SourceManager sm{diags, fm};
    FileID fid;
    std::unique_ptr<Lexer> lex;
    RawLexer(const std::string &text, bool cplusplus) {
        lo.CPlusPlus = lo.CPlusPlus11 = lo.CPlusPlus14 = lo.CPlusPlus17 = cplusplus;
        lo.C99 = lo.C11 = !cplusplus;
        lo.LineComment = true;
        fid = sm.createFileID(llvm::MemoryBuffer::getMemBuffer(text, "input", false));
        lex = std::make_unique<Lexer>(fid, sm.getBufferOrFake(fid), sm, lo);
    }
};

// Calls f(tokens, sm, hash, next) for each `#pragma omp ...` of `text`: the directive's tokens
// after the `#` (continuation lines included), as clang's raw lexer reads them, and the token
// that follows the directive.
void forEachOmpPragma(
    const std::string &text, bool cplusplus,
    const std::function<void(const std::vector<Token> &, SourceManager &, const Token &, const Token &)> &f) {
    RawLexer raw(text, cplusplus);
    Lexer &lex = *raw.lex;
    SourceManager &sm = raw.sm;
    Token t;
    lex.LexFromRawLexer(t);
    while (!t.is(tok::eof)) {
        if (!(t.is(tok::hash) && t.isAtStartOfLine())) {
            lex.LexFromRawLexer(t);
            continue;
        }
        const Token hash = t;
        std::vector<Token> line;
        for (lex.LexFromRawLexer(t); !t.is(tok::eof) && !t.isAtStartOfLine(); lex.LexFromRawLexer(t)) line.push_back(t);
        if (rawWord(line, 0) == "pragma" && rawWord(line, 1) == "omp") f(line, sm, hash, t);
    }
}

// A directive's clauses from token i on: name [ (balanced text) ], separated by optional
// commas; false where they cannot be read so.
struct Clause { std::string name, args, whole; unsigned begin = 0, end = 0; };
bool readClauses(const std::vector<Token> &line, size_t i, const std::string &text, SourceManager &sm,
                 std::vector<Clause> &clauses) {
    auto offset = [&](const Token &t) { return sm.getFileOffset(t.getLocation()); };
    while (i < line.size()) {
        if (line[i].is(tok::comma)) { ++i; continue; }
        const std::string name = rawWord(line, i);
        if (name.empty()) return false;
        const unsigned b = offset(line[i]);
        unsigned e = b + line[i].getLength();
        std::string args;
        ++i;
        if (i < line.size() && line[i].is(tok::l_paren)) {
            const unsigned ab = offset(line[i]) + 1;
            int depth = 0;
            for (; i < line.size(); ++i) {
                if (line[i].is(tok::l_paren)) ++depth;
                if (line[i].is(tok::r_paren) && --depth == 0) break;
            }
            if (i == line.size()) return false;
            e = offset(line[i]) + 1;
            args = text.substr(ab, e - 1 - ab);
            ++i;
        }
        clauses.push_back({name, args, text.substr(b, e - b), b, e});
    }
    return true;
}

// Spaces over each [begin, end) of text, keeping its line breaks and continuations (lines and
// columns do not move).
void blankRanges(std::string &text, const std::vector<std::pair<unsigned, unsigned>> &ranges) {
    for (auto [b, e] : ranges)
        for (unsigned k = b; k < e; ++k)
            if (text[k] != '\n' && text[k] != '\r' && text[k] != '\\') text[k] = ' ';
}

// A replacement of [begin, end) of the text, as a rewrite collects them.
using Edit = std::tuple<unsigned, unsigned, std::string>;

// Applies the edits from the last to the first, so that each offset still holds; returns how many.
int applyEdits(std::string &text, std::vector<Edit> &edits) {
    std::sort(edits.begin(), edits.end(), [](auto &x, auto &y) { return std::get<0>(x) > std::get<0>(y); });
    for (auto &[b, e, repl] : edits) text.replace(b, e - b, repl);
    return static_cast<int>(edits.size());
}

// Text on one line: line continuations and line breaks become spaces.
std::string oneLine(const std::string &d) {
    std::string out;
    for (size_t k = 0; k < d.size(); ++k) {
        if (d[k] == '\\' && k + 1 < d.size() && d[k + 1] == '\n') { out += ' '; ++k; continue; }
        out += (d[k] == '\n' || d[k] == '\r') ? ' ' : d[k];
    }
    return out;
}

// `_Pragma("omp DIRECTIVE")`, the directive on one line and escaped for the string.
std::string pragmaOperator(const std::string &directive) {
    std::string body;
    for (char c : oneLine(directive)) {
        if (c == '\\' || c == '"') body += '\\';
        body += c;
    }
    return "_Pragma(\"omp " + body + "\")";
}

}  // namespace

int rewriteParallelLoopPragmas(std::string &text, bool cplusplus, std::set<unsigned> *lines) {
    if (text.find("loop") == std::string::npos) return 0;
    std::vector<unsigned> loops;
    std::vector<std::pair<unsigned, unsigned>> blanks;  // [begin, end) of each bind(...)
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &hash, const Token &) {
        auto offset = [&](const Token &t) { return sm.getFileOffset(t.getLocation()); };
        if (rawWord(line, 2) != "parallel" || rawWord(line, 3) != "loop") return;
        loops.push_back(offset(line[3]));
        if (lines) lines->insert(sm.getSpellingLineNumber(hash.getLocation()));
        for (size_t i = 4; i + 1 < line.size(); ++i) {
            if (rawWord(line, i) != "bind" || !line[i + 1].is(tok::l_paren)) continue;
            size_t j = i + 2;
            while (j < line.size() && !line[j].is(tok::r_paren)) ++j;
            if (j < line.size()) blanks.push_back({offset(line[i]), offset(line[j]) + 1});
        }
    });
    for (unsigned at : loops) text.replace(at, 4, "for ");
    blankRanges(text, blanks);
    return static_cast<int>(loops.size());
}

int blankUnknownOmpPragmas(std::string &text, bool cplusplus, std::vector<std::pair<unsigned, std::string>> &ignored) {
    // the first word of every directive of OpenMP 1.0-6.0, C, C++ and Fortran
    static const std::set<std::string> directives = {
        "allocate", "allocators", "assume", "assumes", "atomic", "barrier", "begin", "cancel",
        "cancellation", "critical", "declare", "depobj", "dispatch", "distribute", "do", "end",
        "error", "flush", "for", "fuse", "groupprivate", "interchange", "interop", "loop",
        "masked", "master", "metadirective", "nothing", "ordered", "parallel", "requires",
        "reverse", "scan", "scope", "section", "sections", "simd", "single", "split", "stripe",
        "target", "task", "task_iteration", "taskgraph", "taskgroup", "taskloop", "taskwait",
        "taskyield", "teams", "threadprivate", "tile", "unroll", "workdistribute", "workshare"};
    std::vector<std::pair<unsigned, unsigned>> blanks;
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &hash, const Token &) {
        const std::string word = rawWord(line, 2);
        if (word.empty() || directives.count(word)) return;  // (no word: left to clang)
        blanks.push_back({sm.getFileOffset(hash.getLocation()),
                          sm.getFileOffset(line.back().getLocation()) + line.back().getLength()});
        ignored.push_back({sm.getSpellingLineNumber(hash.getLocation()), word});
    });
    blankRanges(text, blanks);
    return static_cast<int>(blanks.size());
}

int rewriteUtilityPragmas(std::string &text, bool cplusplus) {
    if (text.find("nothing") == std::string::npos && text.find("error") == std::string::npos) return 0;
    std::vector<Edit> edits;
    auto trimmed = [](const std::string &v) {
        const size_t b = v.find_first_not_of(" \t\n\r\\"), e = v.find_last_not_of(" \t\n\r\\");
        return b == std::string::npos ? std::string() : v.substr(b, e - b + 1);
    };
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &hash, const Token &) {
        const std::string word = rawWord(line, 2);
        if (word != "nothing" && word != "error") return;
        std::vector<Clause> clauses;
        if (!readClauses(line, 3, text, sm, clauses)) return;  // (left to clang)
        std::string repl;
        if (word == "nothing") {
            if (!clauses.empty()) return;
        } else {
            std::string at = "compilation", severity = "fatal", message;
            std::set<std::string> seen;
            for (const Clause &c : clauses) {
                if (!seen.insert(c.name).second) return;
                if (c.name == "at") at = trimmed(c.args);
                else if (c.name == "severity") severity = trimmed(c.args);
                else if (c.name == "message") message = trimmed(c.args);
                else return;
            }
            if ((at != "compilation" && at != "execution") || (severity != "fatal" && severity != "warning")) return;
            const std::string flat = oneLine(message);
            if (at == "compilation") {
                repl = (severity == "fatal" ? "#error" : "#warning") + std::string(" omp error directive encountered") +
                       (flat.empty() ? "" : ": " + flat);
            } else {
                const std::string call = "__hbc_error_directive(" + std::string(severity == "fatal" ? "1" : "0") + ", " +
                                         (flat.empty() ? "0" : "(" + flat + ")") + ");";
                repl = cplusplus ? "{ ::" + call + " }"
                                 : "{ extern void __hbc_error_directive(int, const char *) __asm__(\"__hbc_error_directive\"); " +
                                       call + " }";
            }
        }
        const unsigned b = sm.getFileOffset(hash.getLocation()), e = sm.getFileOffset(line.back().getLocation()) + line.back().getLength();
        repl += std::string(std::count(text.begin() + b, text.begin() + e, '\n'), '\n');
        edits.emplace_back(b, e, repl);
    });
    return applyEdits(text, edits);
}

namespace {

// The raw tokens of a C++ text (comments dropped), with their offsets.
struct RawTokens {
    std::vector<Token> toks;
    std::vector<unsigned> at;
};
void lexAll(const std::string &text, RawTokens &out) {
    RawLexer raw(text, true);
    for (Token t; raw.lex->LexFromRawLexer(t), !t.is(tok::eof);) {
        out.toks.push_back(t);
        out.at.push_back(raw.sm.getFileOffset(t.getLocation()));
    }
}

// One directive-specification of an attribute, [b, e) in the token list, as pragma text:
// the tokens' spellings joined by spaces, without the commas at the top level (the
// attribute form allows one after the directive name, which a pragma does not).
std::string directiveText(const std::string &text, const RawTokens &r, size_t b, size_t e) {
    std::string out;
    int depth = 0;
    for (size_t k = b; k < e; ++k) {
        const Token &t = r.toks[k];
        if (t.is(tok::l_paren)) ++depth;
        if (t.is(tok::r_paren)) --depth;
        if (depth == 0 && t.is(tok::comma)) continue;
        out += (out.empty() ? "" : " ") + text.substr(r.at[k], t.getLength());
    }
    return out;
}

// Reads `directive(...)` or `sequence(item, ...)` at token k into `out` (pragma texts, in
// order); returns the index past it, or 0 where it is something else.
size_t readAttributeItem(const std::string &text, const RawTokens &r, size_t k, std::vector<std::string> &out) {
    const std::string w = rawWord(r.toks, k);
    if ((w != "directive" && w != "sequence") || k + 1 >= r.toks.size() || !r.toks[k + 1].is(tok::l_paren)) return 0;
    size_t close = k + 1;
    for (int depth = 0; close < r.toks.size(); ++close) {
        if (r.toks[close].is(tok::l_paren)) ++depth;
        if (r.toks[close].is(tok::r_paren) && --depth == 0) break;
    }
    if (close == r.toks.size()) return 0;
    if (w == "directive") {
        if (close == k + 2) return 0;
        out.push_back(directiveText(text, r, k + 2, close));
        return close + 1;
    }
    for (size_t i = k + 2; i < close;) {  // sequence: items separated by commas
        i = readAttributeItem(text, r, i, out);
        if (i == 0) return 0;
        if (i < close && r.toks[i].is(tok::comma)) ++i;
        else if (i != close) return 0;
    }
    return close + 1;
}

// One directive of an attribute that shares its line with code, as `_Pragma` operators (or
// the block an `error` becomes), through the same rewrites as a pragma line; "" where one of
// them would write a line of its own or a device construct needs the line-based rewrite.
std::string pragmaOperators(std::string directive, bool &parallelLoop) {
    const std::string first = directive.substr(0, directive.find(' '));
    if (first == "target" || first == "teams" || first == "distribute") return "";
    std::string line = "#pragma omp " + directive + "\n";
    std::vector<std::pair<unsigned, std::string>> ignored;
    if (rewriteUtilityPragmas(line, true) && line[0] == '#') return "";  // (#error, #warning)
    rewriteMaskedCombinedPragmas(line, true);
    blankHintClauses(line, true);
    blankUnknownOmpPragmas(line, true, ignored);
    parallelLoop = rewriteParallelLoopPragmas(line, true) > 0;
    while (!line.empty() && (line.back() == '\n' || line.back() == ' ')) line.pop_back();
    if (line.rfind("#pragma omp ", 0) != 0) return line;  // (already operators, a block, or blank)
    return pragmaOperator(line.substr(12));
}

}  // namespace

int rewriteAttributeDirectives(std::string &text, std::set<unsigned> &parallelLoopLines) {
    if (text.find("omp") == std::string::npos || text.find("[[") == std::string::npos) return 0;
    RawTokens r;
    lexAll(text, r);
    auto is = [&](size_t i, tok::TokenKind k) { return i < r.toks.size() && r.toks[i].is(k); };
    auto word = [&](size_t i) { return rawWord(r.toks, i); };
    std::vector<Edit> edits;
    for (size_t k = 0; k + 1 < r.toks.size(); ++k) {
        if (!is(k, tok::l_square) || !is(k + 1, tok::l_square)) continue;
        size_t i = k + 2;
        if (word(i) == "using" && word(i + 1) == "omp" && is(i + 2, tok::colon)) i += 3;
        else if (word(i) == "omp" && is(i + 1, tok::coloncolon)) i += 2;
        else continue;
        std::vector<std::string> directives;
        const size_t past = readAttributeItem(text, r, i, directives);
        // (one attribute only: another beside it, omp or not, is left to hbc's refusal)
        if (past == 0 || !is(past, tok::r_square) || !is(past + 1, tok::r_square)) continue;
        auto endsLine = [&](size_t j) { return j >= r.toks.size() || r.toks[j].isAtStartOfLine(); };
        // on a line of its own, or with just the null statement (or empty declaration) that
        // a standalone or declarative directive is written on, which the pragma drops
        const bool withSemi = is(past + 2, tok::semi) && !r.toks[past + 2].isAtStartOfLine() && endsLine(past + 3);
        const bool ownLine = r.toks[k].isAtStartOfLine() && (endsLine(past + 2) || withSemi);
        const unsigned b = r.at[k], e = ownLine && withSemi ? r.at[past + 2] + 1 : r.at[past + 1] + 1;
        const long newlines = std::count(text.begin() + b, text.begin() + e, '\n');
        std::string repl;
        if (ownLine && directives.size() == 1) {
            // a pragma line of its own: every later rewrite sees it as written so
            repl = "#pragma omp " + directives[0];
            for (long n = 0; n < newlines; ++n) repl += " \\\n";
        } else {
            bool ok = true;
            for (const std::string &d : directives) {
                bool loop = false;
                const std::string ops = pragmaOperators(d, loop);
                if (ops.empty() && !d.empty()) ok = false;
                if (loop) parallelLoopLines.insert(1 + static_cast<unsigned>(std::count(text.begin(), text.begin() + b, '\n')));
                repl += ops + " ";
            }
            if (!ok) continue;
            repl += std::string(newlines, '\n');
        }
        edits.emplace_back(b, e, repl);
        k = past + 1;
    }
    return applyEdits(text, edits);
}

int blankHintClauses(std::string &text, bool cplusplus) {
    if (text.find("hint") == std::string::npos) return 0;
    std::vector<std::pair<unsigned, unsigned>> blanks;
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &, const Token &) {
        const std::string word = rawWord(line, 2);
        if (word != "critical" && word != "atomic") return;
        size_t i = 3;
        if (word == "critical" && i < line.size() && line[i].is(tok::l_paren)) i += 3;  // (name)
        std::vector<Clause> clauses;
        if (i > line.size() || !readClauses(line, i, text, sm, clauses)) return;  // (left to clang)
        for (const Clause &c : clauses)
            if (c.name == "hint") blanks.push_back({c.begin, c.end});
    });
    blankRanges(text, blanks);
    return static_cast<int>(blanks.size());
}

// OpenMP 5.1's combined `masked` forms, which gcc 12 knows and clang 14 does not (clang
// parses `parallel` and drops the rest with a warning, which hbc refuses): each becomes its
// constructs nested, as OpenMP defines a combined construct, written as `_Pragma` operators
// on the directive's own lines (lines do not move): `filter` goes to `masked`, every other
// clause to the construct that takes it (`parallel`, or `taskloop [simd]`, which accept
// everything else a combined form allows).
int rewriteMaskedCombinedPragmas(std::string &text, bool cplusplus) {
    if (text.find("masked") == std::string::npos) return 0;
    std::vector<Edit> edits;
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &hash, const Token &) {
        size_t i = 2;
        std::vector<std::string> words;
        while (i < line.size() && (rawWord(line, i) == "parallel" || rawWord(line, i) == "masked" ||
                                   rawWord(line, i) == "taskloop" || rawWord(line, i) == "simd") &&
               !(i + 1 < line.size() && line[i + 1].is(tok::l_paren)))
            words.push_back(rawWord(line, i++));
        const std::string construct = [&] {
            std::string c;
            for (const std::string &w : words) c += (c.empty() ? "" : " ") + w;
            return c;
        }();
        const bool parallel = construct == "parallel masked" || construct == "parallel masked taskloop" ||
                              construct == "parallel masked taskloop simd";
        const bool taskloop = construct == "masked taskloop" || construct == "masked taskloop simd" ||
                              construct == "parallel masked taskloop" || construct == "parallel masked taskloop simd";
        if (!parallel && !taskloop) return;
        std::vector<Clause> clauses;
        if (!readClauses(line, i, text, sm, clauses)) return;  // (left to clang, and refused)
        std::string filter, rest;
        for (const Clause &c : clauses) (c.name == "filter" ? filter : rest) += " " + c.whole;
        auto op = [](const std::string &d) { return pragmaOperator(d) + " "; };
        std::string repl;
        if (parallel && taskloop) {
            // (the clauses of both: num_threads, proc_bind, copyin to the region; the others to
            // the taskloop, whose data-sharing they describe)
            std::string region, loop;
            for (const Clause &c : clauses) {
                const bool plainIf = c.name == "if" && c.args.find(':') == std::string::npos;  // (both take it)
                if (c.name == "num_threads" || c.name == "proc_bind" || c.name == "copyin" || plainIf ||
                    (c.name == "if" && c.args.find("parallel") == 0))
                    region += " " + c.whole;
                if (c.name != "filter" && c.name != "num_threads" && c.name != "proc_bind" && c.name != "copyin" &&
                    !(c.name == "if" && c.args.find("parallel") == 0))
                    loop += " " + c.whole;
            }
            repl = op("parallel" + region) + op("masked" + filter) + op(construct.substr(16) + loop);
        } else if (parallel) {
            repl = op("parallel" + rest) + op("masked" + filter);
        } else {
            repl = op("masked" + filter) + op(construct.substr(7) + rest);
        }
        const unsigned b = sm.getFileOffset(hash.getLocation()), e = sm.getFileOffset(line.back().getLocation()) + line.back().getLength();
        const long pad = std::count(text.begin() + b, text.begin() + e, '\n');
        repl += std::string(std::max(0L, pad), '\n');
        edits.emplace_back(b, e, repl);
    });
    return applyEdits(text, edits);
}

namespace {

// How a device construct is run on the host (pragma_prepass.hpp).
enum class HostForm { Null, Task, Other };

struct DeviceForm {
    HostForm form;
    std::string host;  // the host directive, for Other
    bool oneThreadLoop = false;
};

bool deviceForm(const std::string &c, DeviceForm &out) {
    static const std::map<std::string, DeviceForm> forms = {
        {"target data", {HostForm::Null, ""}},
        {"target enter data", {HostForm::Null, ""}},
        {"target exit data", {HostForm::Null, ""}},
        {"target update", {HostForm::Null, ""}},
        {"target", {HostForm::Task, ""}},
        {"target teams", {HostForm::Task, ""}},
        {"teams", {HostForm::Task, ""}},
        {"target parallel", {HostForm::Other, "parallel"}},
        {"target parallel for", {HostForm::Other, "parallel for"}},
        {"target parallel for simd", {HostForm::Other, "parallel for simd"}},
        {"target parallel loop", {HostForm::Other, "parallel loop"}},
        {"target simd", {HostForm::Other, "simd"}},
        {"target teams loop", {HostForm::Other, "parallel loop"}},
        {"teams loop", {HostForm::Other, "parallel loop"}},
        {"target teams distribute", {HostForm::Other, "parallel for", true}},
        {"teams distribute", {HostForm::Other, "parallel for", true}},
        {"target teams distribute simd", {HostForm::Other, "parallel for simd", true}},
        {"teams distribute simd", {HostForm::Other, "parallel for simd", true}},
        {"target teams distribute parallel for", {HostForm::Other, "parallel for"}},
        {"teams distribute parallel for", {HostForm::Other, "parallel for"}},
        {"target teams distribute parallel for simd", {HostForm::Other, "parallel for simd"}},
        {"teams distribute parallel for simd", {HostForm::Other, "parallel for simd"}},
        {"distribute parallel for", {HostForm::Other, "parallel for"}},
        {"distribute parallel for simd", {HostForm::Other, "parallel for simd"}},
        {"distribute simd", {HostForm::Other, "simd"}},
        {"distribute", {HostForm::Null, ""}},
        {"loop bind(teams)", {HostForm::Other, "parallel loop"}},
    };
    auto it = forms.find(c);
    if (it == forms.end()) return false;
    out = it->second;
    return true;
}

// Splits `s` at top-level occurrences of `sep` (outside (), [] and {}).
std::vector<std::string> splitTop(const std::string &s, char sep) {
    std::vector<std::string> parts(1);
    int depth = 0;
    for (char c : s) {
        if (c == '(' || c == '[' || c == '{') ++depth;
        if (c == ')' || c == ']' || c == '}') --depth;
        if (c == sep && depth == 0) parts.emplace_back();
        else parts.back() += c;
    }
    return parts;
}

std::string firstIdentifier(const std::string &s) {
    size_t b = 0;
    while (b < s.size() && !(std::isalpha(static_cast<unsigned char>(s[b])) || s[b] == '_')) ++b;
    size_t e = b;
    while (e < s.size() && (std::isalnum(static_cast<unsigned char>(s[e])) || s[e] == '_')) ++e;
    return s.substr(b, e - b);
}

}  // namespace

int rewriteDevicePragmas(std::string &text, bool cplusplus, std::map<unsigned, DeviceRewrite> &out,
                         const std::map<unsigned, std::set<std::string>> &copies) {
    if (text.find("target") == std::string::npos && text.find("teams") == std::string::npos &&
        text.find("distribute") == std::string::npos)
        return 0;
    static const std::set<std::string> words = {"target", "teams", "distribute", "parallel", "for", "simd",
                                                "loop", "data", "enter", "exit", "update"};
    std::vector<Edit> edits;
    // what follows each device pragma (line, column, and whether it is a `#`), and the lines
    // of the pragmas made null directives: a body that starts with one starts after it
    std::map<unsigned, std::tuple<unsigned, unsigned, bool>> following;
    std::set<unsigned> nulls;
    forEachOmpPragma(text, cplusplus, [&](const std::vector<Token> &line, SourceManager &sm, const Token &hash,
                                          const Token &next) {
        auto offset = [&](const Token &t) { return sm.getFileOffset(t.getLocation()); };
        const std::string first = rawWord(line, 2);
        // `loop bind(teams)` binds to the enclosing teams region (clang checks that there is
        // one), which hbc runs as one team: its iterations are that team's to share
        bool bindTeams = false;
        if (first == "loop")
            for (size_t k = 3; k + 3 < line.size(); ++k)
                bindTeams |= rawWord(line, k) == "bind" && line[k + 1].is(tok::l_paren) && rawWord(line, k + 2) == "teams";
        if (first != "target" && first != "teams" && first != "distribute" && !bindTeams) return;
        size_t i = 2;
        std::string construct;
        for (; i < line.size() && words.count(rawWord(line, i)) &&
               !(i + 1 < line.size() && line[i + 1].is(tok::l_paren));
             ++i)
            construct += (construct.empty() ? "" : " ") + rawWord(line, i);
        const unsigned at = sm.getSpellingLineNumber(hash.getLocation());
        if (!next.is(tok::eof))
            following[at] = {sm.getSpellingLineNumber(next.getLocation()), sm.getSpellingColumnNumber(next.getLocation()),
                             next.is(tok::hash) && next.isAtStartOfLine()};
        DeviceRewrite &rw = out[at];
        rw.line = at;
        if (bindTeams) construct = "loop bind(teams)";  // shares a league like `distribute`
        rw.construct = construct;
        rw.fromTarget = first == "target";
        DeviceForm form;
        if (!deviceForm(construct, form)) {
            rw.refusal = "hbc runs device constructs on the host, and has no host form for '" + construct + "'";
            return;
        }
        rw.oneThreadLoop = form.oneThreadLoop;
        // one copy for the whole construct: a task's; a loop's iterations that shared one
        // copy would race on it, so a copy per thread means the same (a region's would not)
        rw.copyable = rw.fromTarget && (form.form == HostForm::Task || form.host == "parallel for" ||
                                        form.host == "parallel for simd" || form.host == "simd" ||
                                        form.host == "parallel loop");
        std::vector<Clause> clauses;
        if (!readClauses(line, i, text, sm, clauses)) {
            rw.refusal = "hbc could not read the clauses of this '" + construct + "'";
            return;
        }
        static const std::set<std::string> dropped = {
            "map", "device", "defaultmap", "is_device_ptr", "has_device_addr", "use_device_ptr", "use_device_addr",
            "num_teams", "thread_limit", "dist_schedule", "uses_allocators", "nowait"};
        static const std::set<std::string> taskKept = {"private", "firstprivate", "shared", "default", "allocate",
                                                       "depend"};
        static const std::set<std::string> otherKept = {
            "private", "firstprivate", "lastprivate", "shared", "default", "reduction", "collapse", "schedule",
            "ordered", "linear", "safelen", "simdlen", "aligned", "nontemporal", "order", "num_threads",
            "proc_bind", "allocate", "bind", "copyin"};
        std::string kept;
        bool userDefault = false, needsTask = false;  // (Task form) a clause kept
        for (const Clause &c : clauses) {
            if (c.name == "map") {
                std::vector<std::string> parts = splitTop(c.args, ':');
                for (const std::string &item : splitTop(parts.back(), ','))
                    if (std::string n = firstIdentifier(item); !n.empty() && n != "this") rw.mapped.insert(n);
            }
            if (c.name == "reduction" && form.form == HostForm::Task) {
                // one team: its copy is the item itself, updated in place (device_checks.cpp)
                std::vector<std::string> parts = splitTop(c.args, ':');
                std::vector<std::string> opParts = parts.size() > 1 ? splitTop(parts[0], ',') : std::vector<std::string>{};
                std::string op = opParts.empty() ? "" : opParts.back();
                op.erase(0, op.find_first_not_of(" \t\n\\"));
                op.erase(op.find_last_not_of(" \t\n\\") + 1);
                if (op.empty() || opParts.size() > 1) {
                    rw.refusal = "the reduction clause '" + c.whole + "' on '" + construct + "' is not supported";
                    return;
                }
                for (const std::string &item : splitTop(parts.back(), ','))
                    if (std::string n = firstIdentifier(item); !n.empty()) {
                        rw.teamsReductions[n] = op;
                        rw.mapped.insert(n);  // a combined target's reduction item is mapped tofrom
                    }
                continue;
            }
            if (c.name == "defaultmap") {
                std::vector<std::string> parts = splitTop(c.args, ':');
                const std::string behaviour = firstIdentifier(parts[0]);
                const std::string category = parts.size() > 1 ? firstIdentifier(parts[1]) : "";
                if ((behaviour == "tofrom" || behaviour == "to" || behaviour == "from" || behaviour == "alloc") &&
                    (category.empty() || category == "scalar" || category == "all"))
                    rw.scalarsMapped = true;
                // firstprivate (or private) arrays, structs or pointers: the device's copies would
                // keep the host's originals unchanged, which running on the originals does not
                // give (the OpenMP Examples' target_defaultmap.1 printed the written values)
                if ((behaviour == "firstprivate" || behaviour == "private") && category != "scalar") {
                    rw.refusal = "'" + c.whole + "' on '" + construct + "' makes private copies of " +
                                 (category.empty() ? std::string("every variable") : category + " variables") +
                                 ", which hbc does not make (it runs device constructs on the host's variables)";
                    return;
                }
            }
            if (c.name == "thread_limit" && construct.find("teams") != std::string::npos &&
                (form.form == HostForm::Task || (form.host.find("parallel") != std::string::npos && !form.oneThreadLoop))) {
                // a parallel region in the team gets at most e threads (its contention group):
                // the body runs under that limit (Translator::teamsBodyWrap)
                rw.threadLimit = c.args;
                continue;
            }
            if (c.name == "num_teams" && form.form == HostForm::Task) {
                // OpenMP 5.1: num_teams(n) makes exactly n teams (num_teams(l:u) between l and u)
                std::vector<std::string> parts = splitTop(c.args, ':');
                std::string n = parts.back();
                n.erase(0, n.find_first_not_of(" \t\n\\"));
                n.erase(n.find_last_not_of(" \t\n\\") + 1);
                if (n != "1") rw.numTeams = n;
                continue;
            }
            if (dropped.count(c.name) || (bindTeams && c.name == "bind")) continue;
            if (c.name == "if") {
                // if(target: ...), or any if of a construct that the host runs at once
                const std::string mod = firstIdentifier(splitTop(c.args, ':').size() > 1 ? c.args : "");
                if (form.form != HostForm::Other || mod == "target") continue;
                kept += " " + c.whole;
                continue;
            }
            if (form.form == HostForm::Null) {
                if (c.name == "private" || c.name == "firstprivate" || c.name == "in_reduction") {
                    rw.refusal = "'" + c.name + "' on '" + construct + "', which hbc runs on one thread in place, "
                                 "is not supported";
                    return;
                }
                continue;  // depend, lastprivate, collapse, allocate, order: nothing to do in place
            }
            const std::set<std::string> &keep = form.form == HostForm::Task ? taskKept : otherKept;
            if (!keep.count(c.name)) {
                rw.refusal = "the '" + c.name + "' clause on '" + construct + "' is not supported (hbc runs device "
                             "constructs on the host" +
                             (c.name == "depend" ? ", and a combined construct's dependences are not kept)" : ")");
                return;
            }
            userDefault |= c.name == "default";
            rw.teamsCopies |= c.name == "private" || c.name == "firstprivate";
            needsTask = true;
            kept += " " + c.whole;
        }
        if (auto cp = copies.find(at); cp != copies.end() && !cp->second.empty() && rw.copyable) {
            std::string names;
            for (const std::string &n : cp->second) names += (names.empty() ? "" : ", ") + n;
            kept += " firstprivate(" + names + ")";
            rw.targetCopies = true;
            needsTask = true;
        }
        if (form.form == HostForm::Task && !needsTask) {
            // nothing to keep: the body alone, where a region in it is no nested one
            form.form = HostForm::Null;
            if (rw.fromTarget || !rw.teamsReductions.empty() || !rw.threadLimit.empty() || !rw.numTeams.empty())
                rw.bodyLine = 1;  // found below
        }
        if (form.form == HostForm::Null) nulls.insert(at);
        std::string repl;
        if (form.form == HostForm::Task) repl = "pragma omp task if(0)" + std::string(userDefault ? "" : " default(shared)");
        else if (form.form == HostForm::Other) repl = "pragma omp " + form.host;
        if (form.form != HostForm::Null) repl += kept;
        const unsigned b = offset(line[0]), e = offset(line.back()) + line.back().getLength();
        const long pad = std::count(text.begin() + b, text.begin() + e, '\n') - std::count(repl.begin(), repl.end(), '\n');
        repl += std::string(std::max(0L, pad), '\n');
        edits.emplace_back(b, e, repl);
    });
    // a null directive's body: what follows it, past the pragmas that are null directives too
    // (`target` then `teams` then `distribute` on their own lines: the loop)
    for (auto &[at, rw] : out) {
        if (!rw.bodyLine) continue;
        rw.bodyLine = 0;
        unsigned from = at;
        for (int guard = 0; guard < 64; ++guard) {
            auto f = following.find(from);
            if (f == following.end()) break;
            auto [line, col, hash] = f->second;
            if (hash && nulls.count(line)) { from = line; continue; }
            rw.bodyLine = line;
            rw.bodyColumn = col;
            break;
        }
        rw.bodyMissing = !rw.bodyLine;
    }
    return applyEdits(text, edits);
}

}  // namespace hbc
