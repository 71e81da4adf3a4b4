#!/usr/bin/env python3
"""Rollforward post-processor for x86-64 GNU as (AT&T syntax) output of gcc/clang.

    hb_rollforward.py IN.s -o OUT.s [--report]

For every function that calls hb_detail_poll (the heartbeat check of the loops hbc emits), the
output holds the function twice:
  - the check-free copy: the original code, unchanged, so every address taken, every call,
    every return address stays valid; a label marks each instruction;
  - the checked copy, NAME.hbrf, instruction for instruction the same, except that each
    branch into a check (a block that starts with `call hb_detail_poll`) is unconditional,
    and each such call is followed by a jump back to the check-free copy;
  - a table in section `hb_rollforward` pairing each instruction of the first copy with its
    twin (found by the runtime through __start_hb_rollforward / __stop_hb_rollforward).
When a heartbeat signal interrupts the check-free copy, the runtime's handler moves the PC to
the twin, so the next check takes the heartbeat (docs/delivery.md, "Rollforward").

The input is parsed into statements (labels, directives, instructions with their operands),
not matched line by line; a function with something the transformation does not understand
(data emitted in code, .pushsection) is left as it was and reported.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field

POLL_SYMBOLS = {"hb_detail_poll", "hb_detail_poll@PLT"}
TABLE_SECTION = "hb_rollforward"
TABLE_MAGIC = 0x46524248  # "HBRF" little-endian
SUFFIX = ".hbrf"

# ---------------------------------------------------------------- tokenizer

IDENT_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.$")
IDENT_CHARS = IDENT_START | set("0123456789")


@dataclass
class Token:
    kind: str  # ident, number, string, reg, punct, space
    text: str


def tokenize(s: str) -> list[Token]:
    """Operand / directive-argument text into tokens. Identifiers are what may name a symbol;
    `@type` suffixes stay attached to the identifier before them (sym@PLT) or stand alone
    (@function), so they are never taken for symbols."""
    out: list[Token] = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c in " \t":
            j = i
            while j < n and s[j] in " \t":
                j += 1
            out.append(Token("space", s[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            out.append(Token("string", s[i:j + 1]))
            i = j + 1
        elif c == "%":
            j = i + 1
            while j < n and s[j] in IDENT_CHARS:
                j += 1
            out.append(Token("reg", s[i:j]))
            i = j
        elif c.isdigit():
            j = i + 1
            while j < n and (s[j] in IDENT_CHARS):
                j += 1
            out.append(Token("number", s[i:j]))  # 42, 0x1b, 1f / 1b (local numeric labels)
            i = j
        elif c in IDENT_START:
            j = i + 1
            while j < n and s[j] in IDENT_CHARS:
                j += 1
            out.append(Token("ident", s[i:j]))
            i = j
        elif c == "@":
            j = i + 1
            while j < n and s[j] in IDENT_CHARS:
                j += 1
            out.append(Token("type", s[i:j]))
            i = j
        else:
            out.append(Token("punct", c))
            i += 1
    return out


def split_top(s: str, sep: str = ",") -> list[str]:
    """Splits at `sep` outside parentheses and strings."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(s):
        c = s[i]
        if c == '"':
            j = i + 1
            while j < len(s) and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            cur.append(s[i:j + 1])
            i = j + 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    if cur or parts:
        parts.append("".join(cur).strip())
    return parts


def rename_in(text: str, names: dict[str, str]) -> str:
    if not names:
        return text
    return "".join(names.get(t.text, t.text) if t.kind == "ident" else t.text for t in tokenize(text))


# ---------------------------------------------------------------- parser

@dataclass
class Stmt:
    kind: str            # label, directive, insn, blank
    name: str = ""       # label name, directive name (".section"), or mnemonic
    args: str = ""       # the rest, verbatim (directive arguments, operands)
    prefixes: list[str] = field(default_factory=list)
    line: int = 0

    @property
    def operands(self) -> list[str]:
        return split_top(self.args) if self.args else []

    def text(self, names: dict[str, str] | None = None) -> str:
        names = names or {}
        if self.kind == "label":
            return names.get(self.name, self.name) + ":"
        if self.kind == "directive":
            return "\t" + self.name + ("\t" + rename_in(self.args, names) if self.args else "")
        if self.kind == "insn":
            head = " ".join(self.prefixes + [self.name])
            return "\t" + head + ("\t" + rename_in(self.args, names) if self.args else "")
        return ""


PREFIXES = {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack", "data16", "addr32",
            "rex64", "bnd", "xacquire", "xrelease"}


def strip_comment(line: str) -> str:
    out, i, n = [], 0, len(line)
    while i < n:
        c = line[i]
        if c == '"':
            j = i + 1
            while j < n and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            out.append(line[i:j + 1])
            i = j + 1
            continue
        if c == "#":
            break
        if line.startswith("/*", i):
            j = line.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def parse_statement(s: str, lineno: int, out: list[Stmt]) -> None:
    s = s.strip()
    while s:
        toks = tokenize(s)
        # label: identifier or number followed by ':'
        if len(toks) >= 2 and toks[0].kind in ("ident", "number") and toks[1].text == ":":
            out.append(Stmt("label", toks[0].text, line=lineno))
            s = s[len(toks[0].text) + 1:].strip()
            continue
        if s.startswith("."):
            word = s.split(None, 1)
            out.append(Stmt("directive", word[0], word[1].strip() if len(word) > 1 else "", line=lineno))
            return
        words = s.split(None, 1)
        prefixes = []
        while words and words[0] in PREFIXES:
            prefixes.append(words[0])
            words = words[1].split(None, 1) if len(words) > 1 else []
        if not words:  # a lone prefix line
            out.append(Stmt("insn", prefixes[-1], "", prefixes[:-1], lineno))
            return
        out.append(Stmt("insn", words[0], words[1].strip() if len(words) > 1 else "", prefixes, lineno))
        return


def parse(text: str) -> list[Stmt]:
    out: list[Stmt] = []
    for no, raw in enumerate(text.splitlines(), 1):
        body = strip_comment(raw)
        if not body.strip():
            continue
        for part in split_top(body, ";"):
            if part:
                parse_statement(part, no, out)
    return out


# ---------------------------------------------------------------- sections

SIMPLE_SECTIONS = {".text", ".data", ".bss"}
DATA_DIRECTIVES = {".byte", ".short", ".value", ".word", ".long", ".int", ".quad", ".octa",
                   ".string", ".ascii", ".asciz", ".zero", ".skip", ".space", ".fill", ".float",
                   ".double", ".uleb128", ".sleb128", ".8byte", ".4byte", ".2byte", ".dc.a"}


def section_of(st: Stmt) -> tuple[str, str] | None:
    """(section name, the directive that selects it) for a section-changing statement."""
    if st.kind != "directive":
        return None
    if st.name in SIMPLE_SECTIONS:
        return st.name, st.text().strip()
    if st.name == ".section":
        return split_top(st.args)[0], st.text().strip()
    return None


def is_exec_section(name: str, directive: str) -> bool:
    if name == ".text" or name.startswith(".text."):
        return True
    flags = split_top(directive.split(None, 1)[1])[1:2] if " " in directive or "\t" in directive else []
    return bool(flags) and "x" in flags[0].strip('"')


def group_of(directive: str) -> str | None:
    """The comdat group of a `.section name,"axG",@progbits,GROUP,comdat` directive."""
    if not directive.startswith(".section"):
        return None
    parts = split_top(directive.split(None, 1)[1])
    if len(parts) >= 4 and "G" in parts[1].strip('"'):
        return parts[3]
    return None


# ---------------------------------------------------------------- the transformation

@dataclass
class Unit:
    name: str
    start: int          # index of the `.type NAME, @function` statement
    end: int            # one past the last statement of the function (its last .size)
    section0: str       # section directive in effect at `start`
    section_end: str    # section directive in effect after `end`


def find_units(stmts: list[Stmt]) -> tuple[list[Unit], list[str]]:
    units, cur = [], ".text"
    sec_at = []
    for st in stmts:
        sec_at.append(cur)
        s = section_of(st)
        if s:
            cur = s[1]
    sec_at.append(cur)
    notes = []
    i = 0
    while i < len(stmts):
        st = stmts[i]
        if st.kind == "directive" and st.name == ".type":
            ops = split_top(st.args)
            if len(ops) == 2 and ops[1] in ("@function", "%function", "STT_FUNC"):
                name = ops[0]
                end = None
                for j in range(i + 1, len(stmts)):
                    t = stmts[j]
                    if t.kind == "directive" and t.name == ".size" and split_top(t.args)[0] == name:
                        end = j + 1
                        break
                    if j > i + 1 and t.kind == "directive" and t.name == ".type" and \
                            split_top(t.args)[0] not in (name, name + ".cold"):
                        break
                if end is None:
                    notes.append(f"{name}: no .size found; left alone")
                    i += 1
                    continue
                # a hot/cold split: the .cold part's .size closes the function
                for j in range(end, min(len(stmts), end + 4)):
                    t = stmts[j]
                    if t.kind == "directive" and t.name == ".size" and split_top(t.args)[0] == name + ".cold":
                        end = j + 1
                        break
                units.append(Unit(name, i, end, sec_at[i], sec_at[end]))
                i = end
                continue
        i += 1
    return units, notes


def unit_problem(stmts: list[Stmt], u: Unit) -> str | None:
    cur = u.section0
    for st in stmts[u.start:u.end]:
        s = section_of(st)
        if s:
            cur = s[1]
            continue
        if st.kind == "directive" and st.name in (".pushsection", ".popsection", ".previous",
                                                   ".subsection", ".org", ".globl", ".global"):
            return f"{st.name} inside the function (line {st.line})"
        if st.kind == "directive" and st.name in DATA_DIRECTIVES and \
                is_exec_section(section_name(cur), cur):
            return f"data ({st.name}) in code (line {st.line})"
    return None


def section_name(directive: str) -> str:
    d = directive.split(None, 1)
    return d[0] if d[0] in SIMPLE_SECTIONS else split_top(d[1])[0]


def defined_names(st: Stmt) -> list[str]:
    """Symbols a statement defines: a label, `.set`/`.equ` NAME, and the location view of
    `.loc ... view NAME` (gcc -g emits those views as symbols)."""
    if st.kind == "label":
        return [] if st.name[0].isdigit() else [st.name]
    if st.kind != "directive":
        return []
    if st.name in (".set", ".equ", ".equiv"):
        return [split_top(st.args)[0]]
    if st.name == ".loc":
        toks = [t for t in tokenize(st.args) if t.kind != "space"]
        return [toks[i + 1].text for i, t in enumerate(toks[:-1])
                if t.kind == "ident" and t.text == "view" and toks[i + 1].kind == "ident"]
    return []


def poll_call(st: Stmt) -> bool:
    return st.kind == "insn" and st.name in ("call", "callq") and st.args.strip() in POLL_SYMBOLS


def is_cond_jump(st: Stmt) -> bool:
    return st.kind == "insn" and st.name.startswith("j") and st.name not in ("jmp", "jmpq")


@dataclass
class Result:
    text: str
    transformed: list[str]
    skipped: list[str]


def transform(text: str) -> Result:
    stmts = parse(text)
    units, notes = find_units(stmts)
    out_lines: list[str] = []
    transformed, skipped = [], list(notes)
    pos = 0
    uid = 0
    for u in units:
        body = stmts[u.start:u.end]
        if not any(poll_call(st) for st in body):
            continue
        problem = unit_problem(stmts, u)
        if problem:
            skipped.append(f"{u.name}: {problem}; left alone (heartbeats there wait for the next check)")
            continue
        emitted = emit_unit(stmts, u, uid)
        if emitted is None:
            skipped.append(f"{u.name}: no check is entered by a branch; left alone")
            continue
        out_lines += [st_text(st) for st in stmts[pos:u.start]]
        out_lines += emitted
        pos = u.end
        uid += 1
        transformed.append(u.name)
    out_lines += [st_text(st) for st in stmts[pos:]]
    return Result("\n".join(out_lines) + "\n", transformed, skipped)


def insns(body: list[Stmt]) -> list[Stmt]:
    return [st for st in body if st.kind == "insn"]


def st_text(st: Stmt) -> str:
    return st.text()


def emit_unit(stmts: list[Stmt], u: Unit, uid: int) -> list[str] | None:
    body = stmts[u.start:u.end]
    # Names defined in the function get a twin in the checked copy.
    names: dict[str, str] = {}
    for st in body:
        for n in defined_names(st):
            names[n] = n + SUFFIX
    # Checks: labels whose block starts with the call (only labels and directives between).
    poll_labels: set[str] = set()
    for k, st in enumerate(body):
        if not poll_call(st):
            continue
        j = k - 1
        while j >= 0 and body[j].kind in ("label", "directive") and section_of(body[j]) is None:
            if body[j].kind == "label":
                poll_labels.add(body[j].name)
            j -= 1
    forced = [k for k, st in enumerate(body) if is_cond_jump(st) and st.args.strip() in poll_labels]
    # A conditional jump right before the call skips it: in the checked copy it falls through.
    skips = [k for k, st in enumerate(body) if is_cond_jump(st) and k + 1 < len(body) and poll_call(body[k + 1])]
    if not forced and not skips:
        return None
    forced_set, skip_set = set(forced), set(skips)

    fast: list[str] = []
    checked: list[str] = ["\t" + u.section0]
    records: list[tuple[str, list[int]]] = []  # (section directive, instruction numbers)
    cur = u.section0
    n = 0
    run: list[int] = []
    run_sec = cur

    def close_run():
        nonlocal run
        if run:
            records.append((run_sec, run))
            fast.append(f".Lhbrf_fe{uid}_{len(records) - 1}:")
            checked.append(f".Lhbrf_ce{uid}_{len(records) - 1}:")
            run = []

    for k, st in enumerate(body):
        s = section_of(st)
        if s:
            close_run()
            cur = s[1]
            run_sec = cur
            fast.append(st.text())
            checked.append(st.text())
            continue
        if st.kind != "insn":
            fast.append(st.text())
            checked.append(st.text(names))
            continue
        if not run:
            run_sec = cur
        fast.append(f".Lhbrf_f{uid}_{n}:")
        checked.append(f".Lhbrf_c{uid}_{n}:")
        fast.append(st.text())
        run.append(n)
        if k in forced_set:
            checked.append("\tjmp\t" + names.get(st.args.strip(), st.args.strip()))
        elif k in skip_set:
            pass  # not taken: falls through into the check
        else:
            checked.append(st.text(names))
        if poll_call(st):
            # back to the check-free copy once the heartbeat is taken
            checked.append(f"\tjmp\t.Lhbrf_f{uid}_{n + 1}")
        n += 1
    close_run()
    # After a check the checked copy jumps to the instruction after the call in the
    # check-free copy: that must be the call's fall-through, in the same piece.
    call_numbers = [i for i, st in enumerate(insns(body)) if poll_call(st)]
    run_last = {r[-1] for _, r in records}
    if any(i in run_last for i in call_numbers):
        return None
    table = [f"\t.section\t{TABLE_SECTION},\"a" + ("G\",@progbits," + group_of(u.section0) + ",comdat"
                                                   if group_of(u.section0) else "\",@progbits"),
             "\t.balign 4"]
    for ri, (sec, r) in enumerate(records):
        table += [f"\t.long\t{TABLE_MAGIC:#x}", f"\t.long\t{len(r)}", f"\t.long\t{len(r)}",
                  f"\t.long\t.Lhbrf_fe{uid}_{ri} - .", f"\t.long\t.Lhbrf_ce{uid}_{ri} - ."]
        for i in r:
            table += [f"\t.long\t.Lhbrf_f{uid}_{i} - .", f"\t.long\t.Lhbrf_c{uid}_{i} - ."]
    return fast + checked + table + ["\t" + u.section_end]


# ---------------------------------------------------------------- the compiler driver's step

def compile_with_rollforward(cmd: list[str], run, verbose: bool = False) -> int:
    """hbc --hbc-rollforward: `cmd` compiles one source with -c (or -S) into the file after
    -o. Runs it with -S instead, post-processes the assembly, and assembles the result (or
    leaves the transformed assembly for -S). `run(cmd)` runs a command, returns its status."""
    import os
    import subprocess
    if "-o" not in cmd or not ("-c" in cmd or "-S" in cmd):
        sys.stderr.write("hbc: --hbc-rollforward: internal error: no -c/-S ... -o in the compile command\n")
        return 1
    if any(a.startswith("-flto") and a != "-fno-lto" for a in cmd):
        sys.stderr.write("hbc: --hbc-rollforward cannot work with -flto (the post-processor needs machine code)\n")
        return 1
    machine = subprocess.run([cmd[0], "-dumpmachine"] + [a for a in cmd if a.startswith("-m")],
                             capture_output=True, text=True).stdout.strip()
    if not machine.startswith("x86_64") or "-m32" in cmd or "-mx32" in cmd:
        sys.stderr.write("hbc: --hbc-rollforward supports x86-64 only (this compiler targets %s)\n"
                         % (machine or "an unknown machine"))
        return 1
    out = cmd[cmd.index("-o") + 1]
    asm_only = "-S" in cmd
    raw, cooked = out + ".hbrf-in.s", (out if asm_only else out + ".hbrf.s")
    c = list(cmd)
    c[c.index("-c" if "-c" in c else "-S")] = "-S"
    c[c.index("-o") + 1] = raw
    rc = run(c)
    if rc != 0:
        return rc
    try:
        with open(raw) as f:
            res = transform(f.read())
        with open(cooked, "w") as f:
            f.write(res.text)
    finally:
        os.unlink(raw)
    if verbose:
        for n in res.transformed:
            sys.stderr.write("hbc: rollforward: %s: two copies and a table\n" % n)
        for n in res.skipped:
            sys.stderr.write("hbc: rollforward: note: %s\n" % n)
    if asm_only:
        return 0
    try:
        return run([cmd[0], "-c", "-x", "assembler", cooked, "-o", out])
    finally:
        os.unlink(cooked)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--report", action="store_true", help="list the functions transformed and left alone")
    a = ap.parse_args(argv)
    with open(a.input) as f:
        res = transform(f.read())
    with open(a.output, "w") as f:
        f.write(res.text)
    if a.report:
        for n in res.transformed:
            sys.stderr.write(f"hb_rollforward: {n}: two copies and a table\n")
    for n in res.skipped:
        sys.stderr.write(f"hb_rollforward: note: {n}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
