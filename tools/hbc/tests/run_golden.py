#!/usr/bin/env python3
"""Golden-file tests for hbc: one OpenMP construct per file, expectations in comments.

  // EXPECT-ERROR: text        hbc must fail with "error: hbc: text" (any line)
  // EXPECT-ERROR-LINE: n      ... reported at line n of the file
  // EXPECT-CLANG-ERROR: text  clang's OpenMP checks reject the file ("error: text")
  // EXPECT-TRANSLATION: text  the translated source contains text
  // EXPECT-NO-TRANSLATION: t  the translated source does not contain t
  // EXPECT-OUTPUT: text       the program prints exactly text (one line per directive), the
  //                           same as the program compiled without OpenMP, normally and with
  //                           HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2
  // FLAGS: flags              extra hbc flags

usage: run_golden.py --hbc PATH/TO/hbc DIR [names...]
"""
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
    d = args[0]
    only = set(args[1:])
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
        if "EXPECT-ERROR" in exp or "EXPECT-CLANG-ERROR" in exp:
            p = subprocess.run([drv, "-c", path, "-o", os.path.join(tmp, "x.o")] + flags,
                               capture_output=True, text=True)
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
            if p.returncode != 0:
                err = "translation failed:\n" + p.stderr
            else:
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
                p = subprocess.run([drv, "-O2", path, "-o", exe] + flags, capture_output=True, text=True)
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
        if err:
            failures.append(name)
            print("FAIL %s: %s" % (name, err))
        else:
            print("ok   %s" % name)
    print("%d golden tests, %d failed" % (count, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
