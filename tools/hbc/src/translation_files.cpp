// Writing the translations: the main file's text (for the driver), and every user header
// under the root mirrored under the output directory, rewritten or not, with the copies of a
// C file's later inclusions beside it (c_inclusions.cpp).
#include "translator.hpp"

#include <fstream>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hbc {

// A translated file's text as the compiler should name it: from its first line, diagnostics,
// __FILE__ and assert messages give the user's file, not the temporary copy (the translator's
// own #line directives only start at its first insertion; a file with no OpenMP has none).
std::string namedAsOriginal(const ToolState &tool, SourceManager &SM, FileID F, const std::string &text) {
    PresumedLoc P = SM.getPresumedLoc(SM.getLocForStartOfFile(F));
    if (P.isInvalid()) return text;
    const std::string line = "#line 1 \"" + cStringBody(givenName(tool, P.getFilename())) + "\"\n";
    const size_t bom = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // kept first
    return text.substr(0, bom) + line + text.substr(bom);
}

// A file's name as gcc would give it: clang's tooling makes a relative input absolute, and
// __FILE__, assert messages and diagnostics then named /abs/dir/x.c where gcc says x.c
// (CHOLMOD's error messages, helper-58, session 42). Names under the input's directory get
// back the directory as the command line wrote it.
std::string givenName(const ToolState &tool, llvm::StringRef presumed) {
    if (tool.absMainDir.empty()) return presumed.str();
    const std::string pre = tool.absMainDir + "/";
    if (!presumed.startswith(pre)) return presumed.str();
    // a header found through an absolute -I directory under it: gcc names it by that path
    // (MDAnalysis's calc_distances.h, helper-77)
    for (const std::string &d : tool.absIncludeDirs)
        if (presumed.startswith(d + "/")) return presumed.str();
    const std::string rest = presumed.substr(pre.size()).str();
    return tool.givenMainDir.empty() ? rest : tool.givenMainDir + "/" + rest;
}

std::string translatedText(const ToolState &tool, Rewriter &RW, SourceManager &SM, FileID F) {
    if (const RewriteBuffer *B = RW.getRewriteBufferFor(F)) return namedAsOriginal(tool, SM, F, std::string(B->begin(), B->end()));
    return namedAsOriginal(tool, SM, F, SM.getBufferData(F).str());
}

// (mirrored so that relative includes between the headers keep resolving inside the output
// directory)
void writeUserHeaders(const ToolState &tool, Rewriter &RW, SourceManager &SM,
                      const std::vector<std::pair<FileID, std::string>> &copies) {
    for (auto it = SM.fileinfo_begin(); it != SM.fileinfo_end(); ++it) {
        const FileEntry *FE = it->getFirst();
        std::string p = FE->tryGetRealPathName().str();
        if (p.empty() || p.rfind(tool.root + "/", 0) != 0) continue;
        FileID F = SM.translateFile(FE);
        if (F.isInvalid()) continue;
        if (SM.isInSystemHeader(SM.getLocForStartOfFile(F))) continue;
        std::string out = tool.headerOut + "/" + p.substr(tool.root.size() + 1);
        llvm::sys::fs::create_directories(llvm::sys::path::parent_path(out));
        // (the main file's translation is the driver's to write, but not the copies of its
        // later inclusions: a file that includes itself as its own template)
        if (F != SM.getMainFileID()) std::ofstream(out, std::ios::binary) << translatedText(tool, RW, SM, F);
        for (auto &[copy, suffix] : copies)  // (later inclusions of a C file)
            if (SM.getFileEntryForID(copy) == FE) std::ofstream(out + suffix, std::ios::binary) << translatedText(tool, RW, SM, copy);
    }
}

}  // namespace hbc
