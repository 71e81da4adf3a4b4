// Team mode's glue to the Translator (team_mode.hpp, docs/hbc.md "Team mode"): the services
// team mode uses, and the regions heartbeat mode hands over after checkRegions.
#include "translator.hpp"

#include <algorithm>

namespace hbc {

TeamHost Translator::teamHost() {
    TeamHost h;
    h.Ctx = &Ctx;
    h.RW = &RW;
    h.CXX = CXX;
    h.error = [this](SourceLocation L, const std::string &m) { error(L, m); };
    h.stmtRange = [this](Stmt *S) { return stmtRange(S); };
    h.fileRange = [this](SourceRange R) { return fileRange(R); };
    h.removePragma = [this](OMPExecutableDirective *D) { removePragma(D); };
    h.typeStr = [this](QualType T, const std::string &n) { return typeStr(T, n); };
    h.lineDirective = [this](SourceLocation L) { return lineDirective(L); };
    h.insertTop = [this](Decl *top, const std::string &s) { insertTop(top, s); };
    h.isWaitLoop = [this](Stmt *S) {
        std::set<VarDecl *> polled;
        return isWaitLoop(S, polled);
    };
    h.criticalLock = [this](const std::string &name) {  // the lock word heartbeat mode uses too
        std::string var = "__hbc_crit_" + (name.empty() ? std::string("unnamed_") : name);
        criticalNames.insert(var);
        return var;
    };
    h.emitAtomic = [this](OMPAtomicDirective *A) { emitAtomic(newDir(A, Dir::Atomic)); };
    return h;
}

// A region whose private variables a worksharing loop writes in a way heartbeat mode cannot
// keep per thread runs in team mode: its directives leave the heartbeat tree (and their
// variable uses the C capture lists) and team mode translates it. It is nested in nothing
// (teamCandidates), so no other construct's text holds it.
void Translator::deferToTeam() {
    for (Dir *P : teamRegions) {
        std::set<Dir *> sub;
        std::function<void(Dir *)> add = [&](Dir *d) {
            sub.insert(d);
            for (Dir *c : d->children) add(c);
        };
        add(P);
        roots.erase(std::remove(roots.begin(), roots.end(), P), roots.end());
        for (auto &up : dirs)
            up->children.erase(std::remove(up->children.begin(), up->children.end(), P), up->children.end());
        for (auto &up : dirs)
            if (sub.count(up.get())) teamDirs.push_back(std::move(up));
        dirs.erase(std::remove(dirs.begin(), dirs.end(), nullptr), dirs.end());
        refs.erase(std::remove_if(refs.begin(), refs.end(), [&](auto &rf) { return sub.count(rf.second) > 0; }),
                   refs.end());
        CharSourceRange R = stmtRange(P->D);
        funcNames.erase(std::remove_if(funcNames.begin(), funcNames.end(), [&](auto &fn) {
            SourceLocation L = SM.getExpansionLoc(fn.first->getBeginLoc());
            return R.isValid() && SM.isPointWithin(L, R.getBegin(), R.getEnd());
        }), funcNames.end());
        team->translate(P->D, teamCandidates[P], P->topDecl, seen);
    }
}

}  // namespace hbc
