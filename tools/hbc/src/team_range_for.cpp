// A team-mode worksharing loop over a C++ range-based for (OpenMP 5.0 canonical loop): each
// member evaluates the range once, as it evaluates a canonical loop's bounds, and the team
// shares its iterations [0, end - begin) by the loop's schedule as it shares a canonical
// loop's; an iteration declares the loop variable as written from *(begin + k), as heartbeat
// mode does (emit_loops.cpp, d->rangeFor). Random access is what `begin + k` needs; the
// compiler checks it.
#include "team_mode_ctx.hpp"

#include "clang/AST/DeclCXX.h"

#include <cctype>

using namespace clang;

namespace hbc {

void TeamMode::Ctx::emitRangeLoop(OMPExecutableDirective *D, CXXForRangeStmt *RF, Clauses &c, const std::string &k) {
    if (c.collapse != 1) {
        fail(D->getBeginLoc(), "team-mode region: collapse of a range-based for loop is not supported");
        return;
    }
    if (!c.linear.empty()) {
        fail(D->getBeginLoc(), "team-mode region: 'linear' on a range-based for loop is not supported");
        return;
    }
    // the loop variable as written, up to its name (`int &x`) or, for structured bindings
    // (`auto &[k, v]`), up to the colon
    VarDecl *LV = RF->getLoopVariable();
    std::string decl;
    if (isa<DecompositionDecl>(LV)) {
        SourceLocation B = LV->getBeginLoc(), C = RF->getColonLoc();
        if (!B.isMacroID() && !C.isMacroID()) decl = H.RW->getRewrittenText(CharSourceRange::getCharRange(B, C));
        while (!decl.empty() && isspace((unsigned char)decl.back())) decl.pop_back();
    } else {
        decl = text(SourceRange(LV->getBeginLoc(), LV->getLocation()));
    }
    std::string init = text(RF->getRangeInit()->getSourceRange());
    CharSourceRange FR = H.stmtRange(RF), BR = H.stmtRange(RF->getBody());
    if (decl.empty() || init.empty() || FR.isInvalid() || BR.isInvalid()) {
        fail(D->getBeginLoc(), "team-mode region: a loop inside a macro");
        return;
    }
    addScopes(c, RF->getSourceRange());
    const std::string l = "__hb_l" + k, rng = "__hb_rng" + k, rb = "__hb_rb" + k;
    // the range first, as a canonical loop's bounds: before the private copies, it names
    // the variables the construct sees
    std::string pre = "{ auto &&" + rng + " = " + init + "; auto " + rb + " = hbc_rt::range_begin(" + rng +
                      "); int64_t " + l + "_n = (int64_t)(hbc_rt::range_end(" + rng + ") - " + rb + "); ";
    pre += lastprivateRefs(c) + privateDecls(c, D->getBeginLoc()) + firstBeforeLast(c);
    const bool copyOut = !c.lpriv.empty() || !c.red.empty();  // before the barrier
    std::string flags = std::string(c.nowait || copyOut ? "HB_TEAM_NOWAIT" : "0") +
                        (c.ordered ? " | HB_TEAM_ORDERED" : "");
    pre += "hb_team_loop " + l + "; int64_t " + l + "_a, " + l + "_b, " + l + "_k; hb_team_loop_begin(&" + l +
           ", 0, " + l + "_n, " + c.sched + ", " + c.chunk + ", " + flags + "); while (hb_team_loop_next(&" + l +
           ", &" + l + "_a, &" + l + "_b)) for (" + l + "_k = " + l + "_a; " + l + "_k < " + l + "_b; ++" + l +
           "_k) { " + decl + " = *(" + rb + " + " + l + "_k); ";
    std::string post = " } { int " + l + "_last = hb_team_loop_end(&" + l + "); (void)" + l + "_last; " +
                       lastprivateOut(c, l + "_last") + combineReductions(c, true) +
                       (!c.nowait && copyOut ? "hb_team_barrier(); " : "") + "} }";
    if (!ok) return;
    H.removePragma(D);
    H.RW->ReplaceText(CharSourceRange::getCharRange(FR.getBegin(), BR.getBegin()), pre);
    H.RW->InsertText(BR.getEnd(), post, true);
}

}  // namespace hbc
