// The declaration hbc puts before outlined code that calls a function first declared later
// (the enclosing function itself, when it recurses).
#pragma once

#include "clang/AST/Decl.h"

#include <string>

namespace hbc {

// `static`, then the function's type under its name; where a parameter is a variable-length
// array, each parameter as declared, named, since gcc's -Wvla-parameter warns when the
// definition's `float a[n]` follows a declaration's `float *` (BART 0.8.00, helper-112).
template <class TypeStr>
std::string prototypeText(const clang::FunctionDecl *F, TypeStr typeStr) {
    const std::string storage = F->getStorageClass() == clang::SC_Static ? "static " : "";
    bool vla = false;
    for (const clang::ParmVarDecl *P : F->parameters())
        vla = vla || P->getOriginalType()->isVariablyModifiedType();
    if (!vla || F->getNumParams() == 0) return storage + typeStr(F->getType(), F->getNameAsString()) + ";\n";
    std::string params;
    for (const clang::ParmVarDecl *P : F->parameters())
        params += (params.empty() ? "" : ", ") + typeStr(P->getOriginalType(), P->getNameAsString());
    if (F->isVariadic()) params += ", ...";
    return storage + typeStr(F->getReturnType(), "") + " " + F->getNameAsString() + "(" + params + ");\n";
}

}  // namespace hbc
