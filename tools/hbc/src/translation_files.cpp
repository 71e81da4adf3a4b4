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

namespace {
// A quote include that a header under the root found beside itself is looked up beside its
// copy, where only the root's files are mirrored: `#include "../../general/hash.hpp"` in
// MFEM's fem/fe/fe_base.hpp, the root being fem/, reached nothing (helper-103, session 60).
// Such an include is recorded with the absolute path the copy must name instead: the
// original file, or the mirrored copy of one under the root.
class BesideIncludeRecorder : public PPCallbacks {
    SourceManager &SM;
    ToolState &tool;

public:
    BesideIncludeRecorder(SourceManager &sm, ToolState &ts) : SM(sm), tool(ts) {}
    void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool IsAngled,
                            CharSourceRange FilenameRange, const FileEntry *File, StringRef SearchPath, StringRef,
                            const Module *, SrcMgr::CharacteristicKind) override {
        if (IsAngled || !File || tool.headerOut.empty() || FilenameRange.getBegin().isMacroID() ||
            llvm::sys::path::is_absolute(FileName))
            return;
        const FileID includer = SM.getFileID(HashLoc);
        const FileEntry *IE = SM.getFileEntryForID(includer);
        if (!IE || includer == SM.getMainFileID()) return;
        const std::string from = IE->tryGetRealPathName().str(), target = File->tryGetRealPathName().str();
        if (from.rfind(tool.root + "/", 0) != 0 || target.empty()) return;
        llvm::SmallString<256> searched;
        if (llvm::sys::fs::real_path(SearchPath, searched) || searched != llvm::sys::path::parent_path(from))
            return;  // found through -iquote or -I, which the copy's compile gets too
        const bool underRoot = target.rfind(tool.root + "/", 0) == 0;
        const std::string wanted = underRoot ? tool.headerOut + "/" + target.substr(tool.root.size() + 1) : target;
        llvm::SmallString<256> beside(llvm::sys::path::parent_path(tool.headerOut + "/" + from.substr(tool.root.size() + 1)));
        llvm::sys::path::append(beside, FileName);
        llvm::sys::path::remove_dots(beside, true);
        // (an #include's name has no escapes: a path that needs one stays as written)
        if (beside.str() == wanted || wanted.find_first_of("\"\\\n") != std::string::npos) return;
        tool.besideIncludes.emplace_back(FilenameRange, "\"" + wanted + "\"");
    }
};
}  // namespace

std::unique_ptr<PPCallbacks> makeBesideIncludeRecorder(SourceManager &SM, ToolState &tool) {
    tool.besideIncludes.clear();
    return std::make_unique<BesideIncludeRecorder>(SM, tool);
}

// (mirrored so that relative includes between the headers keep resolving inside the output
// directory; the ones that leave it are rewritten: BesideIncludeRecorder)
void writeUserHeaders(const ToolState &tool, Rewriter &RW, SourceManager &SM,
                      const std::vector<std::pair<FileID, std::string>> &copies) {
    for (const auto &[range, text] : tool.besideIncludes) RW.ReplaceText(range, text);
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
