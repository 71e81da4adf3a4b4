// C: a file with OpenMP constructs included more than once in the unit, each time under
// other macros (zfp's `#define Scalar float`, then `#include "template/ompcompress.c"`;
// helper-52, session 41). hbc writes one translation of each file, and in C its outlined
// functions (`__hb_team_1`, ...) would be defined again at each inclusion, typed as the
// first one's: the build failed. Refused at the file's first construct instead. C++
// translations keep their code in place, in lambdas, and may be included again.
#include "translator.hpp"

namespace hbc {

void Translator::refuseRepeatedCInclusion(OMPExecutableDirective *D) {
    const SourceLocation L = SM.getExpansionLoc(D->getBeginLoc());
    const FileEntry *FE = SM.getFileEntryForID(SM.getFileID(L));
    if (!FE || SM.getFileID(L) == SM.getMainFileID()) return;
    if (inclusionCounts.empty())
        for (unsigned i = 0; i < SM.local_sloc_entry_size(); ++i) {
            const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(i);
            if (E.isFile())
                if (const FileEntry *F = E.getFile().getContentCache().OrigEntry) ++inclusionCounts[F];
        }
    const int n = inclusionCounts[FE];
    if (n > 1 && refusedInclusions.insert(FE).second)
        error(D->getBeginLoc(), "this file is included " + std::to_string(n) + " times in the translation unit "
                                "(a C template instantiated by macros?); hbc translates a C file once, so its "
                                "OpenMP constructs cannot be included again; build with --hbc-fallback-openmp, "
                                "or compile each instantiation as a file of its own");
}

}  // namespace hbc
