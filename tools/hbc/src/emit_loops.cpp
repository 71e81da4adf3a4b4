// Translator (translator.hpp) members: worksharing loops: their shared parts and C++ lambdas
// (C's outlined range functions: emit_loops_c.cpp).
#include "translator.hpp"
#include "unused_locals.hpp"

namespace hbc {

// Type text of the loop variable, for declarations at the call site.
std::string Translator::ivType(const LoopInfo &L, Dir *region) {
    if (!CXX) return typeStr(L.iv->getType().getUnqualifiedType());
    if (!L.ivDeclared) return "typename std::remove_cv<typename std::remove_reference<decltype(" + refText(L.iv, region) + ")>::type>::type";
    TypeSourceInfo *TSI = L.iv->getTypeSourceInfo();
    std::string t;
    if (TSI) {
        // from the declaration's start: a TypeLoc's range leaves out a leading `const`
        CharSourceRange CR = fileRange(SourceRange(L.iv->getBeginLoc(), TSI->getTypeLoc().getEndLoc()));
        if (CR.isValid()) t = text(CR);
    }
    if (t.empty() || t.find("auto") != std::string::npos || t.find("decltype") != std::string::npos)
        return "typename std::decay<decltype(" + exprText(L.lb, region) + ")>::type";
    // (only a const that qualifies the variable itself: `const char *p`'s points at the
    // characters, and dropping it picked another overload in the body; libgomp's for-6.C)
    if (L.iv->getType().isLocalConstQualified() && t.rfind("const ", 0) == 0) t = t.substr(6);
    return t;
}

std::string Translator::tripText(const LoopInfo &L, const std::string &lo, const std::string &hi, const std::string &st) {
    auto up = [&](BinaryOperatorKind k) -> std::string {
        if (L.kind == LoopInfo::Int) {
            std::string d = k == BO_LT || k == BO_LE || k == BO_NE ? "((uint64_t)" + hi + " - (uint64_t)" + lo + ")"
                                                                   : "((uint64_t)" + lo + " - (uint64_t)" + hi + ")";
            std::string s = k == BO_LT || k == BO_LE || k == BO_NE ? "(uint64_t)" + st : "(uint64_t)(-" + st + ")";
            if (k == BO_LT || k == BO_NE) return "(" + lo + " < " + hi + " ? (int64_t)((" + d + " - 1) / " + s + " + 1) : (int64_t)0)";
            if (k == BO_LE) return "(" + lo + " <= " + hi + " ? (int64_t)(" + d + " / " + s + " + 1) : (int64_t)0)";
            if (k == BO_GT) return "(" + lo + " > " + hi + " ? (int64_t)((" + d + " - 1) / " + s + " + 1) : (int64_t)0)";
            return "(" + lo + " >= " + hi + " ? (int64_t)(" + d + " / " + s + " + 1) : (int64_t)0)";
        }
        // (hbc_rt::distance: an unsigned template type's down-counting difference wrapped)
        std::string d = L.kind == LoopInfo::Other && CXX ? "hbc_rt::distance(" + lo + ", " + hi + ")"
                                                         : "(int64_t)(" + hi + " - " + lo + ")";
        if (k == BO_LT || k == BO_NE) return "(" + d + " > 0 ? (" + d + " - 1) / " + st + " + 1 : (int64_t)0)";
        if (k == BO_LE) return "(" + d + " >= 0 ? " + d + " / " + st + " + 1 : (int64_t)0)";
        if (k == BO_GT) return "(" + d + " < 0 ? (-" + d + " - 1) / (-" + st + ") + 1 : (int64_t)0)";
        return "(" + d + " <= 0 ? (-" + d + ") / (-" + st + ") + 1 : (int64_t)0)";
    };
    if (L.cmp == BO_NE) {
        if (L.stepSign > 0) return up(BO_NE);
        if (L.stepSign < 0) return up(BO_GT);
        return "(" + st + " > 0 ? " + up(BO_NE) + " : " + up(BO_GT) + ")";
    }
    return up(L.cmp);
}

std::string Translator::mapText(const LoopInfo &L, const std::string &T, const std::string &lo, const std::string &st,
                            const std::string &k) {
    if (L.kind == LoopInfo::Int)
        return "(" + T + ")((uint64_t)" + lo + " + (uint64_t)(" + k + ") * (uint64_t)" + st + ")";
    return lo + " + (" + k + ") * " + st;
}

std::string Translator::stepText(const LoopInfo &L, Dir *region) {
    if (L.stepIsConst) return "(int64_t)" + std::to_string(L.stepConst);
    std::string s = "(int64_t)(" + exprText(L.step, region) + ")";
    return L.stepNeg ? "(-" + s + ")" : s;
}

std::string Translator::cxxType(VarDecl *V, Dir *region) {
    // A vector type (SSE's __m128d, declared with __may_alias__) as a template argument loses
    // its attributes, and g++ warns by default (-Wignored-attributes: a -Werror build failed;
    // mdtraj, helper-85): a vector variable that is no reference needs no remove_reference.
    const QualType T = V->getType();
    if (!T->isReferenceType() && T.getCanonicalType()->isVectorType()) return "decltype(" + refText(V, region) + ")";
    return "typename std::remove_reference<decltype(" + refText(V, region) + ")>::type";
}

std::string Translator::headerDecls(Dir *d, std::vector<LoopVars> &lv, Dir *region) {
    std::string s;
    int j = 0;
    for (auto &L : d->loops) {
        ++j;
        LoopVars v;
        std::string sfx = std::to_string(j) + "_" + std::to_string(d->id);
        v.T = ivType(L, region);
        v.lo = "__hb_lo" + sfx;
        v.hi = "__hb_hi" + sfx;
        v.st = "__hb_st" + sfx;
        v.n = "__hb_n" + sfx;
        if (CXX) {
            s += "using __hb_T" + sfx + " = " + v.T + "; ";
            v.T = "__hb_T" + sfx;
            s += v.T + " " + v.lo + " = " + v.T + "(" + exprText(L.lb, region) + "); ";
            s += v.T + " " + v.hi + " = " + v.T + "(" + exprText(L.ub, region) + "); ";
        } else {
            s += typeStr(L.iv->getType().getUnqualifiedType(), v.lo) + " = (" + v.T + ")(" + exprText(L.lb, region) + "); ";
            s += typeStr(L.iv->getType().getUnqualifiedType(), v.hi) + " = (" + v.T + ")(" + exprText(L.ub, region) + "); ";
        }
        s += "const int64_t " + v.st + " = " + stepText(L, region) + "; ";
        s += "const int64_t " + v.n + " = " + tripText(L, v.lo, v.hi, v.st) + "; ";
        lv.push_back(v);
    }
    return s;
}

// A counter declared before its loop gets the loop's final value after it only where OpenMP
// says so (5.1, 2.21.1.1): it is private in a `for`, `taskloop` or `distribute` loop, so the
// original keeps its value (a program may reuse an outer loop's counter: Mattson's pi_loop),
// and linear or lastprivate in a `simd` loop, and lastprivate in a `loop` loop, as gcc does;
// and wherever a lastprivate or linear clause names it. A loop in a target never gives the
// host's counter a value unless lastprivate (mapped back).
std::string Translator::ivFinal(Dir *d, std::vector<LoopVars> &lv, Dir *region) {
    std::string s;
    const OpenMPDirectiveKind K = d->D->getDirectiveKind();
    const SourceLocation at = SM.getExpansionLoc(d->D->getBeginLoc());
    const bool parallelLoop = SM.isWrittenInMainFile(at) && tool.parallelLoopLines.count(SM.getExpansionLineNumber(at));
    const bool finalByKind = isOpenMPSimdDirective(K) || isa<OMPGenericLoopDirective>(d->D) || parallelLoop;
    for (size_t j = 0; j < d->loops.size(); ++j) {
        auto &L = d->loops[j];
        if (L.ivDeclared) continue;
        if (ivKeptOnHost.count(d->D)) {
            if (!counterNamedIn(d->D, L.iv, false)) continue;
        } else if (!finalByKind && !counterNamedIn(d->D, L.iv, true)) {
            continue;
        }
        s += refText(L.iv, region) + " = " + mapText(L, lv[j].T, lv[j].lo, lv[j].st, lv[j].n) + "; (void)" +
             refText(L.iv, region) + "; ";
    }
    return s;
}

bool Translator::bodyRange(Dir *d, CharSourceRange &BR, CharSourceRange &FR) {
    BR = stmtRange(d->body);
    Stmt *outer = d->rangeFor ? (Stmt *)d->rangeFor : (Stmt *)d->loops.front().F;
    FR = fileRange(outer->getSourceRange());
    // `parallel_for (...)`: from the macro's use, which the rewrite replaces whole
    if (FR.isInvalid() && !d->rangeFor && pragmaForMacro(d->D)) FR = stmtRange(outer);
    if (BR.isInvalid() || FR.isInvalid()) {
        error(d->D->getBeginLoc(), "cannot rewrite a loop written inside a macro expansion");
        return false;
    }
    // to the end of the outermost loop: a collapsed nest's outer loops may have braced bodies
    // (`for (i..) { for (j..) body }`), whose closing braces go with the nest
    CharSourceRange OR = stmtRange(outer);
    SourceLocation end = BR.getEnd();
    if (OR.isValid() && SM.isBeforeInTranslationUnit(BR.getEnd(), OR.getEnd())) end = OR.getEnd();
    FR = CharSourceRange::getCharRange(FR.getBegin(), end);
    return true;
}

// Declaration of loop variable j with name (C: the declared type; C++: the alias).
std::string Translator::ivDecl(Dir *d, std::vector<LoopVars> &lv, size_t j) {
    VarDecl *V = d->loops[j].iv;
    if (CXX) return lv[j].T + " " + V->getNameAsString();
    return typeStr(V->getType().getUnqualifiedType(), V->getNameAsString());
}

std::string Translator::ivT(Dir *d, std::vector<LoopVars> &lv, size_t j) {
    if (CXX) return lv[j].T;
    return typeStr(d->loops[j].iv->getType().getUnqualifiedType());
}

// The original loop nest restricted to the flattened iterations [__hb_lo, __hb_hi): one
// tight innermost loop with the original induction variable stepping by itself.
// direct: [__hb_lo, __hb_hi) are the loop's own indices (directIndexSpace), not flattened.
std::string Translator::chunkLoop(Dir *d, std::vector<LoopVars> &lv, const std::string &body, SourceLocation bodyLoc,
                              bool direct) {
    std::string fn;
    size_t nl = d->loops.size();
    auto &LL = d->loops.back();
    std::string TL = ivT(d, lv, nl - 1);
    std::string incr = LL.kind == LoopInfo::Int ? LL.iv->getNameAsString() + " += (" + TL + ")" + lv[nl - 1].st
                                                : LL.iv->getNameAsString() + " += " + lv[nl - 1].st;
    const std::string simd = nl == 1 ? chunkSimdPragma(d) : "";
    if (!simd.empty() && Ctx.getTypeSize(LL.iv->getType().getNonReferenceType()) == 32) {
        // (a step of 1: __hb_i0 + __hb_j is an iteration's value for every __hb_j < __hb_m, so
        // nothing overflows, and gcc sees consecutive elements)
        const std::string at = direct ? "(" + TL + ")__hb_b" : mapText(LL, TL, lv[0].lo, lv[0].st, "__hb_b");
        // (declarations first and none in a for header: C89, -std=c89 and -ansi; helper-115)
        fn += "  {\n  int64_t __hb_b;\n  for (__hb_b = __hb_lo; __hb_b < __hb_hi;) {\n    int64_t __hb_m = __hb_hi - __hb_b;\n"
              "    const " + TL + " __hb_i0 = " + at + ";\n    " + TL + " __hb_j;\n"
              "    if (__hb_m > (int64_t)2147483647) __hb_m = (int64_t)2147483647;\n" + simd +
              "    for (__hb_j = 0; __hb_j < (" + TL + ")__hb_m; ++__hb_j) {\n      " +
              ivDecl(d, lv, 0) + " = (" + TL + ")(__hb_i0 + __hb_j); " + voidUse(LL.iv) + lineDirective(bodyLoc) + body +
              "\n    }\n    __hb_b += __hb_m;\n  }\n  }\n";
    } else if (!simd.empty()) {
        // (a canonical loop for the simd: the counter is computed from __hb_k in each iteration)
        const std::string at = direct ? "(" + TL + ")__hb_k" : mapText(LL, TL, lv[0].lo, lv[0].st, "__hb_k");
        fn += "  {\n    int64_t __hb_k;\n" + simd + "    for (__hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k) {\n      " + ivDecl(d, lv, 0) +
              " = " + at + "; " + voidUse(LL.iv) + lineDirective(bodyLoc) + body + "\n    }\n  }\n";
    } else if (nl == 1) {
        const std::string start = direct ? "(" + TL + ")__hb_lo" : mapText(LL, TL, lv[0].lo, lv[0].st, "__hb_lo");
        fn += "  {\n    " + ivDecl(d, lv, 0) + " = " + start + ";\n";
        fn += "    int64_t __hb_k;\n    for (__hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k, " + incr + ")" +
              lineDirective(bodyLoc) + body + "\n  }\n";
    } else {
        fn += "  int64_t __hb_k = __hb_lo;\n  while (__hb_k < __hb_hi) {\n";
        fn += "    int64_t __hb_q = __hb_k / " + lv[nl - 1].n + ", __hb_r0 = __hb_k % " + lv[nl - 1].n + ";\n";
        fn += "    int64_t __hb_e = __hb_r0 + (__hb_hi - __hb_k);\n    if (__hb_e > " + lv[nl - 1].n + ") __hb_e = " + lv[nl - 1].n + ";\n";
        fn += "    {\n";
        std::string q = "__hb_q";
        for (size_t j = nl - 1; j-- > 0;) {
            auto &L = d->loops[j];
            std::string idx = j == 0 ? q : "(" + q + " % " + lv[j].n + ")";
            // (an outer counter the body never names is otherwise unused: -Wall -Werror)
            fn += "    " + ivDecl(d, lv, j) + " = " + mapText(L, ivT(d, lv, j), lv[j].lo, lv[j].st, idx) + "; " + voidUse(L.iv) + "\n";
            q = "(" + q + " / " + lv[j].n + ")";
        }
        fn += "    " + ivDecl(d, lv, nl - 1) + " = " + mapText(LL, TL, lv[nl - 1].lo, lv[nl - 1].st, "__hb_r0") + ";\n";
        fn += "    int64_t __hb_kk;\n    for (__hb_kk = __hb_r0; __hb_kk < __hb_e; ++__hb_kk, " + incr + ")" +
              lineDirective(bodyLoc) + body + "\n    }\n    __hb_k += __hb_e - __hb_r0;\n  }\n";
    }
    return fn;
}

// Every reduction variable is a hand-made reduction's partial (T local = init, the
// identity) declared in the block that holds the loop, and nothing touches it between its
// declaration and the loop: it still holds the identity, so the loop's result can replace
// it instead of being combined into it.
bool Translator::fromIdentity(Dir *d) {
    for (auto &r : d->reds) {
        if (r.op != Op::Custom || r.udr) return false;
        VarDecl *V = r.var;
        auto P = Ctx.getParents(*static_cast<Stmt *>(d->D));
        auto *CS = P.empty() ? nullptr : P[0].get<CompoundStmt>();
        if (!CS) return false;
        bool declared = false;
        for (Stmt *X : CS->body())
            if (auto *DS = dyn_cast<DeclStmt>(X))
                for (Decl *D : DS->decls())
                    if (D == V) declared = true;
        if (!declared) return false;
        SourceLocation B = SM.getExpansionLoc(d->D->getBeginLoc());
        for (auto &rf : refs)
            if (rf.first->getDecl() == V && SM.isBeforeInTranslationUnit(SM.getExpansionLoc(rf.first->getBeginLoc()), B))
                return false;
    }
    return !d->reds.empty();
}

// ---------------------------------------------------------------- C++ captures by copy
// A function object that the loop only calls, and whose state cannot change once built,
// is captured by copy instead of by reference: a lambda with a const call operator, or an
// empty class whose call operators are all const, trivially copyable and at most 128
// bytes (16 captured pointers). A closure's members cannot be assigned after
// construction (its copy assignment is deleted and a const call operator cannot write
// them), so the copy is indistinguishable from the original except by its address,
// which the body never takes (every use is a call). By reference, the object would have to be in memory wherever
// the loop's closure might escape to the runtime's framed path, and the loop would reach
// its captures through one more pointer; an inner loop with tiny trip counts (an
// arrowhead matrix's two-element rows) paid 10% for it.
bool Translator::immutableCallableType(QualType T) {
    T = T.getNonReferenceType();
    if (T.isNull() || T->isDependentType() || T.isVolatileQualified()) return false;
    auto *RD = T->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition() || !T.isTriviallyCopyableType(Ctx)) return false;
    if (Ctx.getTypeSizeInChars(T).getQuantity() > 128) return false;
    if (RD->isLambda()) {
        auto *M = RD->getLambdaCallOperator();
        return M && M->isConst();
    }
    if (!RD->isEmpty()) return false;
    bool any = false;
    for (Decl *D : RD->decls()) {
        if (auto *FT = dyn_cast<FunctionTemplateDecl>(D)) D = FT->getTemplatedDecl();
        auto *M = dyn_cast<CXXMethodDecl>(D);
        if (M && M->getOverloadedOperator() == OO_Call) {
            if (!M->isConst()) return false;
            any = true;
        }
    }
    return any;
}

// In a function template the parameter's type is checked in every specialization of the
// file (the pattern is rewritten once for all of them).
bool Translator::immutableCallable(VarDecl *V) {
    if (!V->hasLocalStorage()) return false;
    if (!V->getType()->isDependentType()) return immutableCallableType(V->getType());
    auto *P = dyn_cast<ParmVarDecl>(V);
    auto *FD = dyn_cast<FunctionDecl>(V->getDeclContext());
    FunctionTemplateDecl *FT = FD ? FD->getDescribedFunctionTemplate() : nullptr;
    if (!P || !FT) return false;
    for (auto *Q : FD->parameters())
        if (Q->isParameterPack()) return false;
    unsigned idx = P->getFunctionScopeIndex();
    bool any = false;
    for (FunctionDecl *S : FT->specializations()) {
        if (idx >= S->getNumParams() || !immutableCallableType(S->getParamDecl(idx)->getType())) return false;
        any = true;
    }
    return any;
}

bool Translator::isCallee(DeclRefExpr *DR) {
    auto P = Ctx.getParents(*DR);
    const Expr *E = DR;
    while (!P.empty()) {
        if (auto *PE = P[0].get<ParenExpr>()) E = PE;
        else if (auto *IC = P[0].get<ImplicitCastExpr>()) E = IC;
        else break;
        P = Ctx.getParents(*E);
    }
    if (P.empty()) return false;
    if (auto *OC = P[0].get<CXXOperatorCallExpr>())
        return OC->getOperator() == OO_Call && OC->getNumArgs() > 0 && OC->getArg(0) == E;
    if (auto *CE = P[0].get<CallExpr>()) return CE->getCallee() == E;
    return false;
}

// Variables of the enclosing function that loop d's body only calls, as a capture list.
std::string Translator::copiedCallables(Dir *d) {
    std::map<VarDecl *, bool> seen;  // variable -> every use is a call
    std::vector<VarDecl *> order;    // first use first: a deterministic capture list
    for (auto &rf : refs) {
        if (!rf.second || !inside(rf.second, d)) continue;
        auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
        if (!V || d->declaredInside.count(V) || d->privatized.count(V)) continue;
        auto it = seen.find(V);
        bool call = isCallee(rf.first);
        if (it == seen.end()) {
            seen[V] = call;
            order.push_back(V);
        } else it->second = it->second && call;
    }
    std::string out;
    for (VarDecl *V : order) {
        bool red = false;
        for (auto &r : d->reds) red = red || r.var == V;
        if (seen[V] && !red && immutableCallable(V)) out += ", " + V->getNameAsString();
    }
    return out;
}

// A one-dimensional array of runtime length whose elements have a fixed size (C++14's
// N3639 array of runtime bound, a GNU extension in C++): g++ captures it by reference, as the
// body's lambda and a team-mode region's do (IQ-TREE's likelihood kernels read such
// arrays in their loops; refused before session 40, helper-48).
bool Translator::runtimeBoundArray(const VarDecl *V) {
    const VariableArrayType *VAT = Ctx.getAsVariableArrayType(V->getType());
    return VAT && !VAT->getElementType()->isVariablyModifiedType();
}

// C++ (GNU extension): a pointer to rows of runtime length (NPB-CPP MG's `double
// (*u)[n2][n1]`) that the loop body uses, declared outside it. g++ cannot capture a
// variably modified type in a lambda ("sorry, unimplemented"), so the body's lambda
// declares its own `u` from the address passed as void*, of the same type: its sizes are
// taken from `u` itself as the loop starts (frozenVlaType, as the C form takes them), and
// the lambda captures them. Refused: anything but such a pointer, or a pointer the loop writes.
bool Translator::vmPointerCopies(Dir *d, std::string &before, std::string &inLambda) {
    std::set<VarDecl *> done;
    const std::string id = std::to_string(d->id);
    for (auto &rf : refs) {
        if (!rf.second || !inside(rf.second, d)) continue;
        auto *V = dyn_cast<VarDecl>(rf.first->getDecl());
        // (canonical: an `auto` declaration's deduced type does not report itself variably modified)
        if (!V || !V->getType().getCanonicalType()->isVariablyModifiedType() || d->declaredInside.count(V) ||
            d->privatized.count(V))
            continue;
        if (runtimeBoundArray(V)) continue;  // the lambda's [&] captures it
        if (mayWrite(rf.first)) {
            error(rf.first->getLocation(), "the loop writes '" + V->getNameAsString() + "', of variably modified type, "
                  "which a C++ lambda cannot capture; not supported");
            return false;
        }
        if (!done.insert(V).second) continue;
        const std::string n = V->getNameAsString(), ty = "__hb_vt_" + n + "_" + id, vp = "__hb_vp_" + n + "_" + id;
        if (!V->getType()->getAs<PointerType>()) {
            error(rf.first->getLocation(), "'" + n + "' has a variably modified type that hbc cannot pass to the C++ "
                  "lambda that runs this loop; not supported");
            return false;
        }
        std::vector<std::string> ctx;  // (the C form's context array: the lambda captures the sizes)
        std::string unused;
        QualType T = frozenVlaType(V->getType().getCanonicalType().getUnqualifiedType(), n, id + "_" + n, before, ctx, unused);
        before += "void *" + vp + " = (void *)" + n + "; ";
        inLambda += "  using " + ty + " = " + typeStr(T) + "; " + ty + " " + n + " = reinterpret_cast<" + ty + ">(" + vp + ");\n";
    }
    return true;
}

// A single loop stepping by +1 over an integer type whose values all fit in int64_t runs
// over its own index range [lo, hi) instead of flattened iterations [0, n): a range then
// starts at `i = __hb_lo` with no lower bound to capture and add, which on inner loops
// of a few iterations (sparse rows) was the critical path's one extra load.
bool Translator::directIndexSpace(Dir *d) {
    if (d->rangeFor || d->loops.size() != 1) return false;
    const LoopInfo &L = d->loops[0];
    if (L.kind != LoopInfo::Int || !L.stepIsConst || L.stepConst != 1 || L.stepNeg) return false;
    if (L.cmp != BO_LT && L.cmp != BO_NE) return false;
    QualType T = L.iv->getType();
    if (T.isNull() || T->isDependentType() || !T->isIntegerType() || T->isBooleanType()) return false;
    const uint64_t bits = Ctx.getTypeSize(T);
    return T->isSignedIntegerType() ? bits <= 64 : bits < 64;
}

std::string Translator::arrayRedSite(const Reduction &r, size_t j, const std::string &id, Dir *region, ArrayRed &a,
                                 std::string &fns) {
    const std::string sfx = std::to_string(j) + "_" + id, X = refText(r.var, region);
    a.E = "__hb_E" + sfx;
    a.lo = "__hb_rlo" + sfx;
    a.n = "__hb_rn" + sfx;
    a.obj = "__hb_ar" + sfx;
    std::string s = CXX ? "using " + a.E + " = hbc_rt::array_elem<decltype(" + X + ")>; "
                        : "typedef " + typeStr(r.elem) + " " + a.E + "; ";
    s += "const int64_t " + a.lo + " = (int64_t)(" + (r.lo ? exprText(r.lo, region, true) : std::string("0")) + "); ";
    // elements per index of the first dimension (a row of a multi-dimensional array)
    const std::string row = "(int64_t)(sizeof((" + X + ")[0]) / sizeof(" + a.E + "))";
    auto *CA = dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(r.var->getType().getNonReferenceType()));
    if (!r.isSection() && CA && !r.var->getType()->isDependentType())
        // from the type: in a C loop nested in an outlined body the array is a decayed pointer
        s += "const int64_t " + a.n + " = (int64_t)" + std::to_string(Ctx.getConstantArrayElementCount(CA)) + "; ";
    else if (!r.isSection())
        s += "const int64_t " + a.n + " = (int64_t)(sizeof(" + X + ") / sizeof(" + a.E + ")); ";
    else if (r.len || r.element)
        s += "const int64_t " + a.n + " = (int64_t)(" + (r.len ? exprText(r.len, region, true) : std::string("1")) + ") * " +
             row + "; ";
    else
        s += "const int64_t " + a.n + " = ((int64_t)" + std::to_string(r.dim) + " - " + a.lo + ") * " + row + "; ";
    const std::string start = "(void *)((" + X + ") + " + a.lo + ")";
    const std::string E = CXX ? a.E : typeStr(r.elem);
    const std::string fill = "(void *__hb_b, int64_t __hb_n) { " + E + " *__hb_p = (" + E + " *)__hb_b; int64_t __hb_k; "
                             "for (__hb_k = 0; __hb_k < __hb_n; ++__hb_k) __hb_p[__hb_k] = " + identity(r, E) + "; }";
    const std::string merge = "(void *__hb_a, const void *__hb_b, int64_t __hb_n) { " + E + " *__hb_x = (" + E +
                              " *)__hb_a; const " + E + " *__hb_y = (const " + E + " *)__hb_b; " +
                              elementwise(r, "__hb_x", "__hb_y", "__hb_n") + " }";
    if (CXX) {
        s += "hbc_rt::array_red<" + a.E + "> " + a.obj + "((" + a.E + " *)" + start + ", " + a.n + ", +[]" + fill + "); ";
        a.merge = "+[]" + merge;
    } else {
        fns += "static void __hb_fill" + sfx + fill + "\n";
        fns += "static void __hb_merge" + sfx + merge + "\n";
        s += "struct hbc_array_red *" + a.obj + " = hbc_array_red_begin(" + start + ", " + a.n + ", sizeof(" + a.E + "), __hb_fill" +
             sfx + "); ";
        a.merge = "__hb_merge" + sfx;
    }
    return s;
}

// b's n elements combined into a's, element by element.
std::string Translator::elementwise(const Reduction &r, const std::string &a, const std::string &b, const std::string &n) {
    return "{ int64_t __hb_k; for (__hb_k = 0; __hb_k < " + n + "; ++__hb_k) { " + combine(r, a + "[__hb_k]", b + "[__hb_k]") +
           " } }";
}

// After the loop: every worker's copy combined into the original, and freed.
std::string Translator::arrayRedFinish(const ArrayRed &a) {
    return CXX ? a.obj + ".finish(" + a.merge + "); " : "hbc_array_red_end(" + a.obj + ", " + a.merge + "); ";
}

// C++: the loop becomes a lambda over a range of flattened iterations, run by the C API's
// range entry points (hbc_rt::for_range / reduce_range in the prelude): the sequential
// path is one direct, inlinable call running the original loop.
// A worksharing loop's barrier completes the tasks created before it: they are waited
// for before the loop starts (earlier is legal; tasks created in its body run at once).
// Not needed in a region that calls nothing (no task can exist) or inside a loop body.
void Translator::barrierWaitBefore(Dir *d) {
    if (d->isParallelFor || d->taskloop || d->parentLoop || inPlainRegion(d)) return;
    RW.InsertText(SM.getExpansionLoc(d->D->getBeginLoc()), taskwaitText(), true);
}

// d is a loop of a heartbeat-mode region that calls nothing (regionIsPlain, once per region).
bool Translator::inPlainRegion(Dir *d) {
    if (!d->parRegion || d->parRegion->kind != Dir::Region) return false;
    auto it = plainRegions.find(d->parRegion);
    if (it == plainRegions.end()) it = plainRegions.emplace(d->parRegion, regionIsPlain(d->parRegion)).first;
    return it->second;
}

// A worksharing loop's barrier also completes the tasks created in its body: a task that
// a chunk run on the encountering thread left deferred (on the region's own scope) would
// still be pending for the code after the loop (BOTS sparselu_for: the next step's
// `single` read what those tasks write). Only where the body may create one: a task
// construct, or a call (an orphaned task in the callee); with nothing spawned the wait is a
// load and a test in C++ (hbc_rt::taskwait), a call in C. Not after `nowait`, nor where the
// region or an enclosing loop waits.
// A taskloop's implicit taskgroup waits for the tasks its body creates the same way
// (which also waits for the encountering task's earlier children, as a taskloop run in
// place does).
std::string Translator::barrierWaitAfter(Dir *d) {
    if (d->isParallelFor || d->parentLoop || (!d->taskloop && inPlainRegion(d))) return "";
    for (OMPClause *C : d->D->clauses())
        if (isa<OMPNowaitClause>(C)) return "";
    bool may = false;
    std::function<void(Stmt *)> scan = [&](Stmt *X) {
        if (!X || may) return;
        if (isa<OMPTaskDirective>(X) || isa<OMPTaskLoopDirective>(X) || isa<OMPTaskLoopSimdDirective>(X)) may = true;
        if (auto *CE = dyn_cast<CallExpr>(X)) {
            const FunctionDecl *F = CE->getDirectCallee();
            if (!F || (!F->getBuiltinID() && !SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))) may = true;
        }
        for (Stmt *C : X->children()) scan(C);
    };
    scan(assocStmt(d->D));
    return may ? " " + taskwaitText() + " " : "";
}

// A combined parallel loop whose body asks for the nesting level (omp_get_level, ...):
// the level counter is raised around it, so that the encountering thread's iterations see
// the region too (the workers' see it anyway; docs/hbc.md, "OpenMP runtime routines").
bool Translator::raisesLevel(Dir *d) {
    return isOpenMPParallelDirective(d->D->getDirectiveKind()) && team->reachesLevelQuery(assocStmt(d->D));
}

// A parallel construct whose code may ask its thread number, team size or level, or reach
// an orphaned construct (through this file's functions, a callback, or a call hbc cannot
// read: what raises the level) enters through hbc_region_enter: nested in an active region
// it is then OpenMP's inactive team of one, its constructs kept on the thread (docs/hbc.md,
// "Levels"). What nothing in it can observe keeps its nested heartbeat parallelism, and only
// counts the level.
bool Translator::asksTeamIdentity(Dir *d) { return team->reachesLevelQuery(assocStmt(d->D)); }
// An if clause that is false or num_threads(1) makes the region an inactive team of one,
// its loops run on the thread in order (hbc_region_enter_if): both were dropped before
// session 40, and a loop meant to run serially raced (GraphicsMagick's -equalize, helper-45).
bool Translator::mayBeInactive(Dir *d) {
    return isOpenMPParallelDirective(d->D->getDirectiveKind()) && hasSizeClause(d->D);
}
std::string Translator::levelEnterText(Dir *d) {
    const std::string r = "__hb_rg_" + std::to_string(d->id);
    auto sizeArgs = [&] { return teamSizeArgs(d->D, [this](Expr *E) { return clauseExprText(E); }); };
    if (d->inactiveOnly)
        return "hbc_region " + r + "; hbc_region_enter_inactive(&" + r + ", \"" + whereText(d->D->getBeginLoc()) + "\", " +
               sizeArgs() + "); ";
    if (mayBeInactive(d))
        return "hbc_region " + r + "; hbc_region_enter_if(&" + r + ", " + sizeArgs() + ", " +
               (asksTeamIdentity(d) ? "1" : "0") + "); ";
    if (!asksTeamIdentity(d)) return "++hbc_region_level; ";
    return "hbc_region " + r + "; hbc_region_enter(&" + r + "); ";
}
std::string Translator::levelLeaveText(Dir *d) {
    return d->inactiveOnly || mayBeInactive(d) || asksTeamIdentity(d)
               ? "hbc_region_leave(&__hb_rg_" + std::to_string(d->id) + "); "
               : "--hbc_region_level; ";
}

// A loop whose body asks its nesting level: each chunk runs at the level of the loop's site,
// also when another worker took it (hbc_level_adopt: a pool thread's own counter says 1).
bool Translator::carriesLevel(Dir *d) { return team->reachesLevelQuery(assocStmt(d->D)); }

void Translator::emitLoopCXX(Dir *d) {
    Dir *region = d->parentLoop;
    CharSourceRange BR, FR;
    if (!bodyRange(d, BR, FR)) return;
    removePragma(d->D);
    barrierWaitBefore(d);
    std::string body = text(BR);
    std::vector<LoopVars> lv;
    std::string id = std::to_string(d->id);
    std::string tot = "__hb_tot_" + id;
    std::string s, rangeChunk;
    if (d->rangeFor) {
        VarDecl *LV = d->rangeFor->getLoopVariable();
        CharSourceRange DR = fileRange(SourceRange(LV->getBeginLoc(), LV->getLocation()));
        if (isa<DecompositionDecl>(LV)) {  // `auto &[k, v]`: everything up to the colon
            SourceLocation B = LV->getBeginLoc(), C = d->rangeFor->getColonLoc();
            DR = B.isMacroID() || C.isMacroID() ? CharSourceRange() : CharSourceRange::getCharRange(B, C);
        }
        if (DR.isInvalid()) { error(LV->getBeginLoc(), "cannot rewrite a loop written inside a macro expansion"); return; }
        std::string rb = "__hb_rb_" + id;
        s = "{ auto &&__hb_rng_" + id + " = " + exprText(d->rangeFor->getRangeInit(), region) + "; "
            "auto " + rb + " = hbc_rt::range_begin(__hb_rng_" + id + "); const int64_t " + tot +
            " = (int64_t)(hbc_rt::range_end(__hb_rng_" + id + ") - " + rb + ");";
        rangeChunk = "  for (int64_t __hb_k = __hb_lo; __hb_k < __hb_hi; ++__hb_k) { " + text(DR) + " = *(" + rb + " + __hb_k);" +
                     lineDirective(BR.getBegin()) + body + "\n  }\n";
    } else {
        s = "{ " + headerDecls(d, lv, region);
        s += "const int64_t " + tot + " = ";
        for (size_t j = 0; j < lv.size(); ++j) s += (j ? " * " : "") + lv[j].n;
        s += ";";
    }
    const bool direct = directIndexSpace(d);
    // the runtime's index range: the loop's own, or the flattened iterations [0, tot)
    const std::string base = "__hb_base_" + id;
    if (direct) s += " const int64_t " + base + " = (int64_t)" + lv[0].lo + ";";
    const std::string rlo = direct ? base : "(int64_t)0", rhi = direct ? base + " + " + tot : tot;
    s += " static hb_site __hb_site_" + id + "; ";
    const bool level = carriesLevel(d);
    if (level) s += "const int __hb_lvl_" + id + " = hbc_level_capture(); ";
    // A variable also lastprivate is snapshotted: the range with the last iteration writes
    // it back while later-starting ranges still initialise their copies from it.
    for (auto *V : d->fpriv) {
        const bool alsoLast = std::find(d->lpriv.begin(), d->lpriv.end(), V) != d->lpriv.end();
        const std::string snap = "__hb_fp_" + V->getNameAsString() + "_" + id;
        if (alsoLast && V->getType()->isArrayType())  // (arrays have no copy-initialisation)
            s += cxxType(V, region) + " " + snap + "; hbc_rt::copy_into(" + snap + ", " + V->getNameAsString() + "); ";
        else
            s += (alsoLast ? cxxType(V, region) + " " : std::string("auto &")) + snap + " = " + V->getNameAsString() + "; ";
    }
    for (auto *V : d->lpriv) s += "auto &__hb_lp_" + V->getNameAsString() + "_" + id + " = " + V->getNameAsString() + "; ";
    // scalar reductions ride in the runtime's accumulator; array reductions have their
    // private copies per worker (arrayRedSite)
    const bool udr = std::any_of(d->reds.begin(), d->reds.end(), [](const Reduction &r) { return r.udr; });
    std::vector<ArrayRed> ar(d->reds.size());
    bool red = false;
    for (size_t j = 0; j < d->reds.size(); ++j) {
        std::string unused;
        if (d->reds[j].array) s += arrayRedSite(d->reds[j], j, id, region, ar[j], unused);
        else red = true;
    }
    std::string R = "__hb_R_" + id, accInit;
    auto mem = [&](size_t j) { return "__hb_m" + std::to_string(j); };
    if (red) {
        std::vector<size_t> sj;
        for (size_t j = 0; j < d->reds.size(); ++j)
            if (!d->reds[j].array) sj.push_back(j);
        s += "struct " + R + " { ";
        for (size_t j : sj) s += cxxType(d->reds[j].var, region) + " " + mem(j) + "; ";
        s += "}; ";
        // an orphaned loop declares the accumulator in its heartbeat branch: a team member's
        // branch must not read the original
        if (!udr) {
            accInit = R + " __hb_acc_" + id + "{";
            for (size_t j : sj) accInit += (j != sj[0] ? ", " : "") + std::string("std::move(") + refText(d->reds[j].var, region) + ")";
            accInit += "}; ";
            if (!isOrphaned(d)) s += accInit;
        }
        std::string inits;  // initializers in statement form (user-defined reductions)
        for (size_t j : sj) inits += udrInitStmt(d->reds[j], "__hb_t." + mem(j));
        s += "auto __hb_id_" + id + " = [&] { " + (inits.empty() ? "return " + R + "{" : R + " __hb_t{");
        for (size_t j : sj) s += (j != sj[0] ? ", " : "") + identity(d->reds[j], cxxType(d->reds[j].var, region));
        s += inits.empty() ? "}; " : "}; " + inits + "return __hb_t; ";
        s += "}; auto __hb_comb_" + id + " = [&](" + R + " &__hb_a, " + R + " &__hb_b) { ";
        for (size_t j : sj) s += combine(d->reds[j], "__hb_a." + mem(j), "__hb_b." + mem(j)) + " ";
        s += "}; ";
        // a user-defined reduction's partials all start from its initializer, and the
        // loop's result is combined into the original (as one thread's copy would be)
        if (udr) {
            accInit = R + " __hb_acc_" + id + " = __hb_id_" + id + "(); ";
            if (!isOrphaned(d)) s += accInit;
        }
    }
    // The loop's lower bounds (or the range's begin iterator) are captured by value: the
    // closure's address escapes to the runtime's slow path, and a by-reference capture
    // would send every row's start through the stack and a pointer.
    std::string byCopy;
    if (d->rangeFor) byCopy = ", __hb_rb_" + id;
    else if (!direct)
        for (auto &v : lv) byCopy += ", " + v.lo;
    byCopy += copiedCallables(d);
    std::string vmBefore, vmInLambda;
    if (!vmPointerCopies(d, vmBefore, vmInLambda)) return;
    s += vmBefore;
    s += "auto __hb_body_" + id + " = [&" + byCopy + "](int64_t __hb_lo, int64_t __hb_hi" + (red ? ", " + R + " &__hb_r" : "") + ") {\n";
    s += vmInLambda;
    s += readOnlyCopies(d);
    if (level) s += "  hbc_rt::level_adopt __hb_la(__hb_lvl_" + id + ");\n";
    for (size_t j = 0; j < d->reds.size(); ++j) {
        const Reduction &r = d->reds[j];
        const std::string v = r.var->getNameAsString(), vt = "decltype(" + refText(r.var, region) + ")";
        if (!r.array)
            s += "  " + cxxType(r.var, region) + " " + v + " = std::move(__hb_r." + mem(j) + ");\n";
        else if (!r.isSection())  // the whole array: a reference to this worker's copy, same type
            s += "  typename std::remove_reference<" + vt + ">::type &" + v + " = *reinterpret_cast<typename std::remove_reference<" +
                 vt + ">::type *>(" + ar[j].obj + ".slot());\n";
        else  // a section: a pointer placing this worker's copy at the section's indices
            s += "  typename std::decay<" + vt + ">::type " + v + " = reinterpret_cast<typename std::decay<" + vt +
                 ">::type>(" + ar[j].obj + ".slot()) - " + ar[j].lo + ";\n";
    }
    // ((void): a copy that only the loop's bounds name, or none, is otherwise unused, which
    // -Wall -Werror refuses: astroscrappy's firstprivate(ny, nxny), helper-91)
    for (auto *V : d->priv) s += "  " + declAlign(V) + cxxType(V, region) + " " + V->getNameAsString() + ";" + voidUseEnd(V) + "\n";
    for (auto *V : d->lpriv)
        if (std::find(d->fpriv.begin(), d->fpriv.end(), V) == d->fpriv.end())
            s += "  " + cxxType(V, region) + " " + V->getNameAsString() + "{};\n";
    for (auto *V : d->fpriv) {
        const std::string n = V->getNameAsString(), snap = "__hb_fp_" + n + "_" + id;
        if (V->getType()->isArrayType())
            s += "  " + declAlign(V) + cxxType(V, region) + " " + n + "; hbc_rt::copy_into(" + n + ", " + snap + ");" +
                 voidUseEnd(V) + "\n";
        else
            s += "  " + cxxType(V, region) + " " + n + " = " + snap + ";" + voidUseEnd(V) + "\n";
    }
    s += d->rangeFor ? rangeChunk : chunkLoop(d, lv, body, BR.getBegin(), direct);
    if (!d->lpriv.empty()) {
        s += "  if (__hb_hi == " + rhi + ") {";
        for (auto *V : d->lpriv) {
            const std::string n = V->getNameAsString(), to = "__hb_lp_" + n + "_" + id;
            s += V->getType()->isArrayType() ? " hbc_rt::copy_into(" + to + ", " + n + ");" : " " + to + " = " + n + ";";
        }
        s += " }\n";
    }
    for (size_t j = 0; j < d->reds.size(); ++j)
        if (!d->reds[j].array) s += "  __hb_r." + mem(j) + " = std::move(" + d->reds[j].var->getNameAsString() + ");\n";
    s += "  };\n";
    // the heartbeat loop, or (Dir::seqShare) the body called over the whole range in order
    const std::string inOrder = "if (" + rlo + " < " + rhi + ") __hb_body_" + id + "(" + rlo + ", " + rhi;
    std::string drv;
    // (Dir::alignChunk: the heartbeat loop runs over chunk numbers, which hbc_rt::chunked maps back)
    std::string hlo = rlo, hhi = rhi, hbody = "__hb_body_" + id;
    if (d->alignChunk && !d->seqShare) {
        const std::string cb = "__hb_cb_" + id;
        s += "hbc_rt::chunked<decltype(" + hbody + ")> " + cb + "{" + hbody + ", " + rlo + ", " + rhi + ", " +
             alignChunkText(d) + "}; ";
        hlo = "(int64_t)0";
        hhi = cb + ".count()";
        hbody = cb;
    }
    if (red && !d->seqShare && CXX && !Ctx.getLangOpts().CPlusPlus17)
        for (const Reduction &r : d->reds)
            if (!r.array && !r.var->getType()->isDependentType() &&
                !r.var->getType().getNonReferenceType().isTriviallyCopyableType(Ctx)) {
                // (hbc_rt::reduce_range's general path is hb::parallel_reduce, C++17; the
                // static_assert there named a line of the translation: session 70's helper)
                error(d->D->getBeginLoc(), "reduction on '" + r.var->getNameAsString() + "', whose type '" +
                      r.var->getType().getAsString(*Pol) + "' is not trivially copyable, needs -std=c++17 or later");
                break;
            }
    if (red) {
        drv += isOrphaned(d) ? accInit : std::string();
        if (d->seqShare) drv += inOrder + ", __hb_acc_" + id + "); ";
        else
            drv += std::string(fromIdentity(d) ? "hbc_rt::reduce_range_from_identity(" : "hbc_rt::reduce_range(") + "&__hb_site_" + id +
                   ", " + hlo + ", " + hhi + ", __hb_acc_" + id + ", " + hbody + ", __hb_id_" + id + ", __hb_comb_" + id +
                   "); ";
        for (size_t j = 0; j < d->reds.size(); ++j)
            if (d->reds[j].array) continue;
            else if (udr) drv += combine(d->reds[j], refText(d->reds[j].var, region), "__hb_acc_" + id + "." + mem(j)) + " ";
            else drv += refText(d->reds[j].var, region) + " = std::move(__hb_acc_" + id + "." + mem(j) + "); ";
    } else {
        drv += d->seqShare ? inOrder + "); " : "hbc_rt::for_range(&__hb_site_" + id + ", " + hlo + ", " + hhi + ", " + hbody + "); ";
    }
    if (isOrphaned(d)) {
        const OrphanTeamForm t = orphanTeamForm(d);
        const std::string mine = "__hb_mine_" + id;
        std::string loop, combines;
        if (red) {
            loop = R + " " + mine + " = __hb_id_" + id + "(); hbc_rt::team_reduce_range(" + rlo + ", " + rhi + ", " + t.sched +
                   ", " + t.chunk + ", " + mine + ", __hb_body_" + id + ", " + t.flags + "); ";
            for (size_t j = 0; j < d->reds.size(); ++j)
                combines += combine(d->reds[j], refText(d->reds[j].var, region), mine + "." + mem(j)) + " ";
        } else {
            loop = "hbc_rt::team_for_range(" + rlo + ", " + rhi + ", " + t.sched + ", " + t.chunk + ", __hb_body_" + id + ", " +
                   t.flags + "); ";
        }
        drv = orphanBranches(d, t, drv, loop, combines);
    }
    s += taskloopSerialWrap(d, drv);
    for (size_t j = 0; j < d->reds.size(); ++j)
        if (d->reds[j].array) s += arrayRedFinish(ar[j]);
    s += ivFinal(d, lv, region);
    s += barrierWaitAfter(d) + "}" + replaceLineAfter(FR.getEnd());
    if (mayBeInactive(d))
        s = "{ hbc_rt::region_scope_if __hb_lv_" + id + "(" +
            teamSizeArgs(d->D, [this](Expr *E) { return clauseExprText(E); }) + ", " + (raisesLevel(d) ? "1" : "0") +
            "); " + s + " }";
    else if (raisesLevel(d)) s = "{ hbc_rt::region_scope __hb_lv_" + id + "; " + s + " }";  // (raising, it may ask)
    RW.ReplaceText(FR, s);
}

// Dir::alignChunk's value, once, where the loop starts (a constant as written).
std::string Translator::alignChunkText(Dir *d) {
    Expr::EvalResult ER;
    if (!d->alignChunk->isValueDependent() && d->alignChunk->EvaluateAsInt(ER, Ctx))
        return "(int64_t)" + std::to_string(ER.Val.getInt().getExtValue());
    return "(int64_t)(" + clauseExprText(d->alignChunk) + ")";
}

// A user-defined reduction's initializer in statement form (the call form, or C's zeroing),
// applied to the private copy `lhs`; "" for the others (their identity is an expression).
std::string Translator::udrInitStmt(const Reduction &r, const std::string &lhs, const std::string &orig) {
    std::string o;
    for (char c : r.initStmt) {
        if (c == '\x01') o += lhs;
        else if (c == '\x03') o += orig.empty() ? r.var->getNameAsString() : orig;
        else o += c;
    }
    return o.empty() ? o : o + " ";
}

}  // namespace hbc
