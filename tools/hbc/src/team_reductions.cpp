// Team mode's reductions (team_mode.hpp, docs/hbc-internals.md "Team mode"): each member declares a
// private copy at the construct's start, filled with the operator's identity, and combines it
// into the original under the team's reduction lock at the construct's end. Scalars, whole
// constant-size arrays and contiguous sections (the items heartbeat mode reads) are served.
#include "team_mode.hpp"

#include <set>

namespace hbc {

std::string teamReductionIdentity(const TeamHost &H, const std::string &op, QualType T) {
    if (op == "*" || op == "&&") return "1";
    if (op == "&") return "~0";
    if (op == "min" || op == "max") {
        QualType Ty = T.getUnqualifiedType();
        std::string t = H.typeStr(Ty, "");
        bool fp = Ty->isRealFloatingType();
        if (H.CXX) return "std::numeric_limits<" + t + ">::" + (op == "min" ? "max()" : fp ? "lowest()" : "min()");
        if (fp) return op == "min" ? "__builtin_inf()" : "-__builtin_inf()";
        // integers: all ones / highest bit, by the type's width and signedness
        std::string m = Ty->isSignedIntegerType() ? "((" + t + ")(((unsigned long long)1 << (sizeof(" + t + ") * 8 - 1)) - 1))"
                                                  : "((" + t + ")~(" + t + ")0)";
        if (op == "min") return m;
        return Ty->isSignedIntegerType() ? "(-" + m + " - 1)" : "((" + t + ")0)";
    }
    return "0";
}

static std::string combineOne(const std::string &op, const std::string &into, const std::string &x) {
    if (op == "min") return "if (" + x + " < " + into + ") " + into + " = " + x + ";";
    if (op == "max") return "if (" + x + " > " + into + ") " + into + " = " + x + ";";
    std::string o = op == "-" ? "+" : op;
    return into + " = " + into + " " + o + " " + x + ";";
}

bool teamReadReduction(const TeamHost &H, OMPReductionClause *R, std::vector<TeamReduction> &out) {
    std::string op = R->getNameInfo().getName().getAsString();
    if (op.rfind("operator", 0) == 0) op = op.substr(8);
    static const std::set<std::string> known = {"+", "-", "*", "&", "|", "^", "&&", "||", "min", "max"};
    bool ok = true, builtInReported = false;
    for (Expr *E : R->varlists()) {
        TeamReduction r;
        r.op = op;
        // an item whose type has a `declare reduction` of this name uses it (also one named
        // `+` for a struct); the others use the built-in operator
        const int user = H.userReduction(R, E, r, false);
        if (user == 1) {
            out.push_back(r);
            continue;
        }
        if (user == 0) {
            ok = false;
            continue;
        }
        if (!known.count(op) || R->getModifier() != OMPC_REDUCTION_unknown) {
            if (!builtInReported) H.error(R->getBeginLoc(), "team-mode region: unsupported reduction '" + op + "'");
            builtInReported = true;
            ok = false;
            continue;
        }
        if (!H.reductionItem(E, r, false)) {
            ok = false;
            continue;
        }
        QualType Ty = r.var->getType().getNonReferenceType();
        // a template's T: the instantiation compiles the arithmetic or refuses it
        const bool dependent = H.CXX && Ty->isDependentType();
        if (!r.array && !dependent && (!Ty->isScalarType() || Ty->isPointerType())) {
            H.error(E->getBeginLoc(), "team-mode region: reduction on '" + r.var->getNameAsString() +
                                          "' (only arithmetic scalars and arrays) is not supported");
            ok = false;
            continue;
        }
        if (r.array && H.CXX && (isPrivatizedMember(r.var) || r.var->getType()->isReferenceType())) {
            H.error(E->getBeginLoc(), "team-mode region: array reduction on the member or reference '" +
                                          r.var->getNameAsString() + "' is not supported");
            ok = false;
            continue;
        }
        out.push_back(r);
    }
    return ok;
}

TeamReductionText teamReduction(const TeamHost &H, const TeamReduction &r, const std::string &id,
                                const std::string &orig, const std::string &lo, const std::string &len) {
    TeamReductionText t;
    VarDecl *V = r.var;
    const std::string n = V->getNameAsString(), tag = n + "_" + id, rs = "__hb_rs_" + tag;
    QualType Ty = (isPrivatizedMember(V) ? V->getType().getNonReferenceType() : V->getType()).getUnqualifiedType();
    if (r.udr) {
        // the copy starts from the initializer (omp_orig: the original) and is combined
        // into the original by the combiner (omp_out: the original, omp_in: the copy)
        // (\x01: the copy being made or the original combined into; \x02: the copy; \x03: omp_orig)
        const std::string ref = H.CXX ? rs : "(*" + rs + ")";
        auto fill = [&](const std::string &text, const std::string &first) {
            std::string o;
            for (char ch : text) o += ch == '\x01' ? first : ch == '\x02' ? n : ch == '\x03' ? ref : std::string(1, ch);
            return o;
        };
        const QualType T = V->getType().getNonReferenceType().getUnqualifiedType();
        t.decls = (H.CXX ? "auto &" + rs + " = " + n : H.typeStr(T, "*" + rs) + " = &" + orig) + "; " + H.typeStr(T, n) +
                  (r.udrIdent.empty() ? "" : " = " + fill(r.udrIdent, n)) + "; " +
                  (r.udrInit.empty() ? "" : fill(r.udrInit, n) + " ");
        t.combine = fill(r.udrComb, ref) + ";";
        return t;
    }
    if (!r.array) {
        t.decls = (H.CXX ? "auto &" + rs + " = " + n : H.typeStr(Ty, "*" + rs) + " = &" + orig) + "; " +
                  H.typeStr(Ty, n) + " = " + teamReductionIdentity(H, r.op, Ty) + "; ";
        t.combine = combineOne(r.op, H.CXX ? rs : "(*" + rs + ")", n);
        return t;
    }
    const std::string E = H.typeStr(r.elem.getUnqualifiedType(), ""), ident = teamReductionIdentity(H, r.op, r.elem);
    const std::string cnt = "__hb_rcnt_" + tag, first = "__hb_rlo_" + tag, buf = "__hb_rb_" + tag;
    auto fill = [&](const std::string &at, const std::string &count) {
        return "{ " + E + " *__hb_re = (" + E + " *)(" + at + "); for (unsigned long __hb_k = 0; __hb_k < " + count +
               "; ++__hb_k) __hb_re[__hb_k] = " + ident + "; } ";
    };
    auto merge = [&](const std::string &into, const std::string &from, const std::string &k0) {
        return "{ " + E + " *__hb_rd = (" + E + " *)(" + into + "), *__hb_rp = (" + E + " *)(" + from +
               "); for (unsigned long __hb_k = " + k0 + "; __hb_k < " + k0 + " + " + cnt + "; ++__hb_k) " +
               combineOne(r.op, "__hb_rd[__hb_k]", "__hb_rp[__hb_k]") + " }";
    };
    const std::string loText = lo.empty() ? "0" : "(unsigned long)(" + lo + ")";
    if (Ty->isPointerType()) {
        // p[lo:len]: a buffer of len rows; the private p points lo rows before it, so p[i]
        // in the body addresses the buffer's row i - lo.
        t.decls = H.typeStr(Ty, rs) + " = " + orig + "; unsigned long " + first + " = " + loText + ", " + cnt +
                  " = (unsigned long)(" + len + ") * (sizeof *" + rs + " / sizeof(" + E + ")); " + E + " *" + buf +
                  " = (" + E + " *)__builtin_malloc((" + cnt + " ? " + cnt + " : 1) * sizeof(" + E + ")); if (!" + buf +
                  ") __builtin_abort(); " + fill(buf, cnt) + H.typeStr(Ty, n) + " = (" + H.typeStr(Ty, "") + ")" + buf +
                  " - " + first + "; ";
        t.combine = merge(rs + " + " + first, buf, "0") + " __builtin_free(" + buf + ");";
        return t;
    }
    // an array: the private copy is a whole array (elements outside a section are never
    // combined); a section's bounds count rows of the first dimension
    const std::string ref = H.CXX ? rs : "(*" + rs + ")", row = "(sizeof " + n + "[0] / sizeof(" + E + "))";
    t.decls = (H.CXX ? "auto &" + rs + " = " + n : H.typeStr(Ty, "(*" + rs + ")") + " = &" + orig) + "; " + H.typeStr(Ty, n) +
              "; " + fill(n, "sizeof " + n + " / sizeof(" + E + ")");
    if (!r.lo && !r.len && !r.dim) {
        t.decls += "unsigned long " + first + " = 0, " + cnt + " = sizeof " + n + " / sizeof(" + E + "); ";
    } else {
        const std::string rows = len.empty() ? "((unsigned long)" + std::to_string(r.dim) + " - " + loText + ")"
                                             : "(unsigned long)(" + len + ")";
        t.decls += "unsigned long " + first + " = " + loText + " * " + row + ", " + cnt + " = " + rows + " * " + row + "; ";
    }
    t.combine = merge(ref, n, first);
    return t;
}

}  // namespace hbc
