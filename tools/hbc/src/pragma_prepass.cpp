#include "pragma_prepass.hpp"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/MemoryBuffer.h"

#include <utility>
#include <vector>

using namespace clang;

namespace hbc {

int rewriteParallelLoopPragmas(std::string &text, bool cplusplus) {
    if (text.find("loop") == std::string::npos) return 0;
    LangOptions lo;
    lo.CPlusPlus = lo.CPlusPlus11 = lo.CPlusPlus14 = lo.CPlusPlus17 = cplusplus;
    lo.C99 = lo.C11 = !cplusplus;
    lo.LineComment = true;
    FileSystemOptions fso;
    FileManager fm(fso);
    DiagnosticsEngine diags(new DiagnosticIDs, new DiagnosticOptions, new IgnoringDiagConsumer);
    SourceManager sm(diags, fm);
    FileID fid = sm.createFileID(llvm::MemoryBuffer::getMemBuffer(text, "input", false));
    Lexer lex(fid, sm.getBufferOrFake(fid), sm, lo);
    auto offset = [&](const Token &t) { return sm.getFileOffset(t.getLocation()); };
    auto word = [](const std::vector<Token> &line, size_t i) {
        return i < line.size() && line[i].is(tok::raw_identifier) ? line[i].getRawIdentifier().str() : std::string();
    };
    std::vector<unsigned> loops;
    std::vector<std::pair<unsigned, unsigned>> blanks;  // [begin, end) of each bind(...)
    Token t;
    lex.LexFromRawLexer(t);
    while (!t.is(tok::eof)) {
        if (!(t.is(tok::hash) && t.isAtStartOfLine())) {
            lex.LexFromRawLexer(t);
            continue;
        }
        std::vector<Token> line;  // the directive's tokens, continuation lines included
        for (lex.LexFromRawLexer(t); !t.is(tok::eof) && !t.isAtStartOfLine(); lex.LexFromRawLexer(t)) line.push_back(t);
        if (word(line, 0) != "pragma" || word(line, 1) != "omp" || word(line, 2) != "parallel" || word(line, 3) != "loop")
            continue;
        loops.push_back(offset(line[3]));
        for (size_t i = 4; i + 1 < line.size(); ++i) {
            if (word(line, i) != "bind" || !line[i + 1].is(tok::l_paren)) continue;
            size_t j = i + 2;
            while (j < line.size() && !line[j].is(tok::r_paren)) ++j;
            if (j < line.size()) blanks.push_back({offset(line[i]), offset(line[j]) + 1});
        }
    }
    for (unsigned at : loops) text.replace(at, 4, "for ");
    for (auto [b, e] : blanks)
        for (unsigned k = b; k < e; ++k)
            if (text[k] != '\n' && text[k] != '\r' && text[k] != '\\') text[k] = ' ';
    return static_cast<int>(loops.size());
}

}  // namespace hbc
