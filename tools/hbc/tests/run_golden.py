#!/usr/bin/env python3
"""Golden-file tests for hbc: one OpenMP construct per file, expectations in comments.

Checked both ways, as include-what-you-use's tests are: every hbc diagnostic (error or
warning) must be expected and every expected diagnostic must appear, and the whole
translation is compared with golden/expected/NAME.out (the source folder written as @DIR@).
--update rewrites those files from the current translator (review the diff before committing).

  // EXPECT-ERROR: text        hbc must fail with "error: hbc: text" (any line)
  // EXPECT-WARNING: text      hbc reports "warning: hbc: text" (any line)
  // EXPECT-FALLBACK: text     hbc reports "error: hbc: text" and, under --hbc-fallback-openmp,
  //                           builds the file as plain OpenMP
  // EXPECT-ERROR-LINE: n      ... reported at line n of the file
  // EXPECT-CLANG-ERROR: text  clang's OpenMP checks reject the file ("error: text")
  // EXPECT-TRANSLATION: text  the translated source contains text
  // EXPECT-NO-TRANSLATION: t  the translated source does not contain t
  // EXPECT-OUTPUT: text       the program prints exactly text (one line per directive), the
  //                           same as the program compiled without OpenMP, normally and with
  //                           HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2
  // FLAGS: flags              extra hbc flags

usage: run_golden.py --hbc PATH/TO/hbc [--update] DIR [names...]
"""
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile


def main():
    args = sys.argv[1:]
    hbc = None
    if args and args[0] == "--hbc":
        hbc = args[1]
        args = args[2:]
    update = False
    if args and args[0] == "--update":
        update = True
        args = args[1:]
    d = os.path.abspath(args[0])  # (translations name the source as given: @DIR@ stands for it)
    only = set(args[1:])
    expected_dir = os.path.join(d, "expected")
    os.makedirs(expected_dir, exist_ok=True)
    hbcxx = os.path.join(os.path.dirname(hbc), "hbc++")
    tmp = tempfile.mkdtemp(prefix="hbc-golden-")
    failures = []
    count = 0
    for name in sorted(os.listdir(d)):
        if not (name.endswith(".c") or name.endswith(".cpp")):
            continue
        if only and name not in only:
            continue
        count += 1
        path = os.path.join(d, name)
        text = open(path).read()
        exp = {}
        for m in re.finditer(r"//\s*(EXPECT-[A-Z-]+|FLAGS):\s?(.*)$", text, re.M):
            exp.setdefault(m.group(1), []).append(m.group(2).rstrip())
        drv = hbcxx if name.endswith(".cpp") else hbc
        flags = shlex.split(" ".join(exp.get("FLAGS", [])))
        err = None
        diags = []  # hbc's own diagnostics, from whichever command ran
        if "EXPECT-ERROR" in exp or "EXPECT-CLANG-ERROR" in exp:
            p = subprocess.run([drv, "-fopenmp", "-c", path, "-o", os.path.join(tmp, "x.o")] + flags,
                               capture_output=True, text=True)
            diags = hbc_diagnostics(p.stderr)
            if p.returncode == 0:
                err = "expected an error, hbc succeeded"
            for e in exp.get("EXPECT-ERROR", []):
                if "error: hbc: " + e not in p.stderr:
                    err = "missing diagnostic 'error: hbc: %s' in:\n%s" % (e, p.stderr)
            for e in exp.get("EXPECT-CLANG-ERROR", []):
                if "error: " + e not in p.stderr:
                    err = "missing diagnostic 'error: %s' in:\n%s" % (e, p.stderr)
            for ln in exp.get("EXPECT-ERROR-LINE", []):
                if not re.search(re.escape(path) + ":" + ln.strip() + r":\d+: error: hbc:", p.stderr):
                    err = "no hbc error at line %s in:\n%s" % (ln, p.stderr)
        else:
            p = subprocess.run([drv, "--hbc-print-translation", path] + flags, capture_output=True, text=True)
            diags = hbc_diagnostics(p.stderr)
            if p.returncode != 0:
                err = "translation failed:\n" + p.stderr
            else:
                golden = os.path.join(expected_dir, name + ".out")
                got = p.stdout.replace(os.path.abspath(d), "@DIR@")
                if update:
                    with open(golden, "w") as f:
                        f.write(got)
                elif not os.path.exists(golden):
                    err = "no expected translation %s (run with --update)" % golden
                else:
                    want = open(golden).read()
                    if want != got:
                        diff = difflib.unified_diff(want.splitlines(True), got.splitlines(True), golden, "translation")
                        err = "translation differs from the golden file:\n" + "".join(list(diff)[:80])
                tr = "\n".join(l for l in p.stdout.splitlines() if not l.lstrip().startswith("//"))
                for t in exp.get("EXPECT-TRANSLATION", []):
                    if t not in tr:
                        err = "translation lacks '%s'" % t
                for t in exp.get("EXPECT-NO-TRANSLATION", []):
                    if t in tr:
                        err = "translation contains '%s'" % t
            if not err and "EXPECT-OUTPUT" in exp:
                want = "\n".join(exp["EXPECT-OUTPUT"]) + "\n"
                exe = os.path.join(tmp, name + ".exe")
                p = subprocess.run([drv, "-O2", "-fopenmp", path, "-o", exe] + flags, capture_output=True, text=True)
                if p.returncode != 0:
                    err = "compile failed:\n" + p.stderr
                else:
                    for env in ({}, {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "2"},
                                {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "3"}):
                        e = dict(os.environ)
                        e.update(env)
                        r = subprocess.run([exe], capture_output=True, text=True, env=e, timeout=60)
                        if r.returncode != 0 or r.stdout != want:
                            err = "output with %s: rc=%d\n%s\nexpected:\n%s" % (env, r.returncode, r.stdout, want)
                            break
        # both ways: an unexpected diagnostic fails as a missing one does
        if not err:
            err = check_diagnostics(diags, exp)
        if err:
            failures.append(name)
            print("FAIL %s: %s" % (name, err))
        else:
            print("ok   %s" % name)
    print("%d golden tests, %d failed" % (count, len(failures)))
    return 1 if failures else 0


def hbc_diagnostics(stderr):
    """(severity, line, message) of every 'FILE:LINE:COL: error|warning: hbc: MSG' line."""
    out = []
    for m in re.finditer(r"^.*?:(\d+):\d+: (error|warning): hbc: (.*)$", stderr, re.M):
        out.append((m.group(2), int(m.group(1)), m.group(3)))
    return out


def check_diagnostics(diags, exp):
    wanted = [("error", e) for e in exp.get("EXPECT-ERROR", []) + exp.get("EXPECT-FALLBACK", [])] + \
             [("warning", w) for w in exp.get("EXPECT-WARNING", [])]
    lines = set(int(l.strip()) for l in exp.get("EXPECT-ERROR-LINE", []))
    for sev, line, msg in diags:
        if not any(sev == s and t in msg for s, t in wanted):
            return "unexpected diagnostic: line %d: %s: hbc: %s" % (line, sev, msg)
        if sev == "error" and lines and line not in lines:
            return "diagnostic at an unexpected line %d: %s" % (line, msg)
    for s, t in wanted:
        if not any(sev == s and t in msg for sev, _, msg in diags):
            return "missing diagnostic '%s: hbc: %s'" % (s, t)
    return None


if __name__ == "__main__":
    sys.exit(main())
