// Translator (translator.hpp) members: which `simd` pragmas stay for the compiler (docs/hbc.md,
// "simd"): a standalone `simd` kept where it is, and the simd of a `for simd` put on each
// range's chunk loop (emit_loops.cpp, chunkLoop).
#include "translator.hpp"

#include <functional>

namespace hbc {

// A standalone `simd` whose pragma can stay for the compiler (gcc -fopenmp, docs/hbc.md
// "simd"): the loop keeps its text and every name its clauses use means what it meant. So
// only clauses that make no copy hbc would have to make (private, lastprivate and linear
// run in place: runsInPlace), built-in reductions on scalars (a user-defined one's
// declaration is removed), integer or pointer counters, no directive inside, not spelled
// by a macro; and in C outside every construct, since outlined C code reaches shared
// variables through pointers while the pragma would still name them (C++ outlines into
// lambdas that keep the names). Dropped, a float dot product's reduction was not
// vectorised: 0.200 s against libgomp's 0.052 s (session 43, docs/hbc.md "simd").
bool Translator::simdPragmaStays(OMPSimdDirective *D, bool outsideConstructs) {
    if ((!CXX && !outsideConstructs) || D->getBeginLoc().isMacroID() || D->getEndLoc().isMacroID()) return false;
    for (OMPClause *C : D->clauses()) {
        if (C->isImplicit() || isa<OMPSafelenClause>(C) || isa<OMPSimdlenClause>(C) || isa<OMPAlignedClause>(C) ||
            isa<OMPNontemporalClause>(C) || isa<OMPCollapseClause>(C) || isa<OMPOrderClause>(C) || isa<OMPIfClause>(C))
            continue;
        auto *R = dyn_cast<OMPReductionClause>(C);
        if (!R || R->getModifier() != OMPC_REDUCTION_unknown) return false;
        for (OMPDeclareReductionDecl *U : udrs)
            if (U->getDeclName() == R->getNameInfo().getName()) return false;
        for (Expr *E : R->varlists()) {
            VarDecl *V = refVar(E);
            if (!V || !V->getType().getNonReferenceType()->isScalarType()) return false;
        }
    }
    // gcc takes integer and pointer counters only (a class iterator is an error there)
    for (Expr *E : D->counters()) {
        if (!E) return false;
        const QualType T = E->getType().getNonReferenceType();
        if (!T->isIntegerType() && !T->isPointerType()) return false;
    }
    return !holdsDirective(D->getAssociatedStmt());
}

// The simd of a `for simd` (also `parallel for simd` and the target/teams forms) for the
// chunk loop that runs each range of the heartbeat loop, "" when it cannot have one. gcc
// then vectorises each range as libgomp's build vectorises each thread's share (docs/hbc.md,
// "simd"). Only where the chunk loop's names are the clauses' names: one loop with a 64-bit
// integer counter, or a 32-bit one of step 1 (counted over pieces: chunkLoop); built-in
// reductions on scalars, whose partials keep the originals' names
// in the range function; no private, firstprivate, lastprivate, linear, aligned or
// nontemporal item (those copies and pointers are hbc's own, outside the chunk loop);
// safelen and simdlen as constants; no `if(simd: ...)`; no directive in the body; not a
// chunk-aligned, in-order or range-based loop. Without it the loop's simd is dropped.
std::string Translator::chunkSimdPragma(Dir *d) {
    OMPExecutableDirective *D = d->D;
    if (!D || !isOpenMPSimdDirective(D->getDirectiveKind()) || d->loops.size() != 1 || d->rangeFor || d->alignChunk ||
        d->seqShare || !d->children.empty() || d->loops[0].kind != LoopInfo::Int)
        return "";
    // A 64-bit counter is computed from __hb_k. A 32-bit one computed so is a truncation that
    // gcc cannot follow (it loaded element by element: 0.17 s against libgomp's 0.06 s), so
    // with a step of 1 it is counted in its own type over pieces of at most 2^31 - 1
    // iterations (chunkLoop); other steps and widths keep the simd dropped.
    const QualType IT = d->loops[0].iv->getType().getNonReferenceType();
    if (IT->isDependentType() || !IT->isIntegerType()) return "";
    const uint64_t width = Ctx.getTypeSize(IT);
    if (width != 64 && !(width == 32 && d->loops[0].stepIsConst && d->loops[0].stepConst == 1)) return "";
    std::string clauses;
    auto constant = [&](Expr *E, const char *name) {
        Expr::EvalResult ER;
        if (!E || E->isValueDependent() || !E->EvaluateAsInt(ER, Ctx)) return false;
        clauses += std::string(" ") + name + "(" + std::to_string(ER.Val.getInt().getExtValue()) + ")";
        return true;
    };
    for (OMPClause *C : D->clauses()) {
        if (C->isImplicit()) continue;
        if (isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C) || isa<OMPLastprivateClause>(C) ||
            isa<OMPLinearClause>(C) || isa<OMPAlignedClause>(C) || isa<OMPNontemporalClause>(C) ||
            isa<OMPOrderedClause>(C))
            return "";
        if (auto *SL = dyn_cast<OMPSafelenClause>(C)) {
            if (!constant(SL->getSafelen(), "safelen")) return "";
        } else if (auto *SM2 = dyn_cast<OMPSimdlenClause>(C)) {
            if (!constant(SM2->getSimdlen(), "simdlen")) return "";
        } else if (auto *IC = dyn_cast<OMPIfClause>(C)) {
            if (IC->getNameModifier() == llvm::omp::OMPD_simd) return "";
        }
    }
    static const char *const ops[] = {"+", "-", "*", "&", "|", "^", "&&", "||", "min", "max"};
    for (const Reduction &r : d->reds) {
        if (r.array || r.udr || r.op == Op::Custom) return "";
        const QualType T = r.var->getType().getNonReferenceType();
        if (T->isDependentType() || !T->isScalarType()) return "";
        clauses += std::string(" reduction(") + ops[static_cast<int>(r.op)] + " : " + r.var->getNameAsString() + ")";
    }
    return "#pragma omp simd" + clauses + "\n";
}

}  // namespace hbc
