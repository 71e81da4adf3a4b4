// Translator (translator.hpp) members: storage reached through the pointers an object holds.
// In OpenMP every thread's copy of a region-private object designates what that thread gave
// it (faiss's per-thread scanner in a std::unique_ptr, helper-70); where hbc runs the
// region's code once, one object's targets are written by every worker at once. mayWrite
// judges the object's own storage; these judge what its pointers lead to.
#include "translator.hpp"

namespace hbc {

// Could an object of type T hold a pointer or reference to writable storage not its own? The
// standard library's containers and strings own what they point to and give only const
// access through a const object: they hold pointers where an element type does. Its smart
// pointers, callables and anything not understood do.
bool Translator::holdsPointer(QualType T, int depth) {
    if (T.isNull() || depth > 8) return true;
    T = T.getCanonicalType();
    if (T->isDependentType()) return true;
    // (through a pointer to const only what its target points to may be written)
    if (T->isPointerType() || T->isReferenceType())
        return !T->getPointeeType().isConstQualified() || holdsPointer(T->getPointeeType(), depth + 1);
    if (T->isMemberPointerType() || T->isBlockPointerType()) return true;
    if (const ArrayType *AT = Ctx.getAsArrayType(T)) return holdsPointer(AT->getElementType(), depth + 1);
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD) return false;  // scalars, enums
    if (!RD->getDefinition()) return true;
    RD = RD->getDefinition();
    if (auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
        if (CRD->isLambda()) return true;
        if (CRD->isInStdNamespace()) {
            const StringRef n = CRD->getName();
            if (n.contains("ptr") || n == "function" || n == "any" || n == "reference_wrapper" || n == "span" ||
                n.contains("iterator") || n.contains("view"))
                return true;
            std::function<bool(const TemplateArgument &)> arg = [&](const TemplateArgument &A) {
                if (A.getKind() == TemplateArgument::Type) return holdsPointer(A.getAsType(), depth + 1);
                if (A.getKind() == TemplateArgument::Pack)
                    for (const TemplateArgument &E : A.pack_elements())
                        if (arg(E)) return true;
                return false;
            };
            if (auto *TS = dyn_cast<ClassTemplateSpecializationDecl>(CRD))
                for (const TemplateArgument &A : TS->getTemplateArgs().asArray())
                    if (arg(A)) return true;
            return false;
        }
        for (const CXXBaseSpecifier &B : CRD->bases())
            if (holdsPointer(B.getType(), depth + 1)) return true;
    }
    for (const FieldDecl *F : RD->fields())
        if (holdsPointer(F->getType(), depth + 1)) return true;
    return false;
}

// Could a const member function write an object of type T: a `mutable` member, here or in a
// base or member object? (The standard library's types are taken at their word.)
bool Translator::hasMutableField(QualType T, int depth) {
    if (T.isNull() || depth > 8) return true;
    T = T.getCanonicalType();
    if (T->isDependentType()) return true;
    if (const ArrayType *AT = Ctx.getAsArrayType(T)) return hasMutableField(AT->getElementType(), depth + 1);
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD) return false;
    if (!RD->getDefinition()) return true;
    RD = RD->getDefinition();
    if (auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
        if (CRD->isInStdNamespace()) return false;
        for (const CXXBaseSpecifier &B : CRD->bases())
            if (hasMutableField(B.getType(), depth + 1)) return true;
    }
    for (const FieldDecl *F : RD->fields())
        if (F->isMutable() || hasMutableField(F->getType(), depth + 1)) return true;
    return false;
}

// E is a use of an object that mayWrite judged a read: may the code write through a pointer
// or reference it obtains from the object (a pointer field read, a const member function's
// or operator's non-const pointer or reference result, a copy of the object)?
bool Translator::reachesWritable(const Expr *E) {
    const Stmt *cur = E;
    while (true) {
        const Stmt *PS = parentStmt(cur);
        if (!PS) return true;  // an initialiser (the pointer is copied) or not understood
        if (isa<ParenExpr>(PS) || isa<MaterializeTemporaryExpr>(PS) || isa<CXXBindTemporaryExpr>(PS)) {
            cur = PS;
            continue;
        }
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
            switch (IC->getCastKind()) {
            case CK_LValueToRValue:  // the value read: a pointer's targets, or a C struct's copy
                if (IC->getType()->isPointerType()) return pointerValueMayWrite(IC);
                return holdsPointer(IC->getType());
            case CK_NoOp: case CK_DerivedToBase: case CK_UncheckedDerivedToBase: cur = IC; continue;
            case CK_ArrayToPointerDecay:
                if (const ArraySubscriptExpr *AS = decayedSubscript(IC)) { cur = AS; continue; }
                return pointerValueMayWrite(IC);
            default: return true;
            }
        }
        if (isa<UnaryExprOrTypeTraitExpr>(PS)) return false;
        if (auto *ME = dyn_cast<MemberExpr>(PS)) {
            if (ME->isArrow()) return true;
            if (auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(parentStmt(ME))) {
                // a const member function may write through the object's pointers itself
                // (`void set(long v) const { *q = v; }`, helper-71)
                const CXXMethodDecl *MD = MC->getMethodDecl();
                return !MD || !MD->isConst() || holdsPointer(cast<Expr>(cur)->getType()) || resultReachesWritable(MC);
            }
            cur = ME;  // a field
            continue;
        }
        if (auto *OC = dyn_cast<CXXOperatorCallExpr>(PS)) {
            auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
            if (MD && OC->getNumArgs() > 0 && OC->getArg(0) == cur) {
                if (OC->getOperator() == OO_Subscript && MD->getParent()->isInStdNamespace()) {
                    cur = OC;  // an element of a standard container
                    continue;
                }
                // (a closure's or functor's call: what it captured by reference or copied as a
                // pointer; a std::function's target)
                return !MD->isConst() || holdsPointer(cast<Expr>(cur)->getType()) || resultReachesWritable(OC);
            }
        }
        // passed to a function or constructor: by const reference or by value, the callee
        // may still write through the pointers it finds
        if (isa<CallExpr>(PS) || isa<CXXConstructExpr>(PS)) return holdsPointer(cast<Expr>(cur)->getType());
        return true;
    }
}

// What a const member function or operator returned from the object: a reference to
// non-const may be written itself; a pointer's targets; a class's own pointers.
bool Translator::resultReachesWritable(const Expr *Call) {
    const QualType R = Call->getType();
    if (Call->isGLValue()) return (!R.isConstQualified() && mayWrite(Call)) || (holdsPointer(R) && reachesWritable(Call));
    if (R->isPointerType()) return pointerValueMayWrite(Call);
    if (R->isRecordType()) return holdsPointer(R) && reachesWritable(Call);
    return false;
}

// V's value is a pointer (read from an object, or a call's result): may the code write
// what it points to, or what pointers stored there lead to?
bool Translator::pointerValueMayWrite(const Expr *V) {
    const Stmt *cur = V;
    while (true) {
        const Stmt *PS = parentStmt(cur);
        if (!PS) return true;
        if (isa<ParenExpr>(PS)) { cur = PS; continue; }
        if (auto *IC = dyn_cast<ImplicitCastExpr>(PS)) {
            if (IC->getCastKind() == CK_NoOp || IC->getCastKind() == CK_BitCast) { cur = IC; continue; }
            if (IC->getCastKind() == CK_PointerToBoolean) return false;
            return true;
        }
        const Expr *X = nullptr;
        if (auto *AS = dyn_cast<ArraySubscriptExpr>(PS)) X = AS->getBase() == cur ? AS : nullptr;
        else if (auto *U = dyn_cast<UnaryOperator>(PS)) X = U->getOpcode() == UO_Deref ? U : nullptr;
        else if (auto *ME = dyn_cast<MemberExpr>(PS)) X = ME->isArrow() ? ME : nullptr;
        else if (auto *BO = dyn_cast<BinaryOperator>(PS)) return !BO->isComparisonOp();
        else if (auto *CE = dyn_cast<CallExpr>(PS)) {
            if (argMayWrite(CE, cur)) return true;
            QualType T = cast<Expr>(cur)->getType();
            return !T->isPointerType() || holdsPointer(T->getPointeeType());
        }
        if (!X) return true;
        return mayWrite(X) || (holdsPointer(X->getType()) && reachesWritable(X));
    }
}

}  // namespace hbc
