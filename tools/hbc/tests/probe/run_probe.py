#!/usr/bin/env python3
"""Probe hbc with small OpenMP programs written for the purpose (issue 12).

For each NAME.c / NAME.cpp in this folder: a reference built with gcc/g++ -O2 (no -fopenmp),
and a test built with hbc/hbc++ -O2 -fopenmp, run at HB_NUM_WORKERS=2, at HB_NUM_WORKERS=2
HB_HEARTBEAT_US=1 and at HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1 (60 s each). Outputs are
compared token by token; numbers within a relative 1e-6 (floating-point reassociation).
Each program is classified correct / rejected (hbc's first diagnostic) / wrong / crash /
timeout / build-failed.

Comments in a program may say:
  // PROBE-OUTPUT: text     the right output (when the sequential build cannot give it,
                            e.g. a program that needs two threads); one line per comment
  // PROBE-ACCEPT: CLASS    a classification that is not a failure here: `rejected` for
                            the programs hbc refuses today (a file:line diagnostic)

usage: run_probe.py --hbc PATH/TO/hbc [--jobs N] [NAME ...]
exit status 1 when any program is wrong, crashes, times out or fails to build, or is rejected
without a PROBE-ACCEPT: rejected line (a program that newly passes is noted).
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SETTINGS = [
    {"HB_NUM_WORKERS": "2"},
    {"HB_NUM_WORKERS": "2", "HB_HEARTBEAT_US": "1"},
    {"HB_NUM_WORKERS": "3", "HB_FORCE_PROMOTION": "1"},
]
NUM = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def same(ref, out):
    a, b = ref.split(), out.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        # split "key=value" tokens
        xs, ys = re.split(r"([=,:])", x), re.split(r"([=,:])", y)
        if len(xs) != len(ys):
            return False
        for p, q in zip(xs, ys):
            if p == q:
                continue
            if not (NUM.match(p) and NUM.match(q)):
                return False
            fp, fq = float(p), float(q)
            if abs(fp - fq) > 1e-6 * max(1.0, abs(fp), abs(fq)):
                return False
    return True


def run(cmd, env=None, timeout=60):
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, text=True, errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def probe(name, hbc, tmp):
    path = os.path.join(HERE, name)
    text = open(path).read()
    cxx = name.endswith(".cpp")
    base = name.replace(".", "_")  # func_name.c and func_name.cpp build apart
    ref_exe = os.path.join(tmp, base + ".ref")
    test_exe = os.path.join(tmp, base + ".hbc")
    std = ["-std=c++17"] if cxx else ["-std=gnu11"]
    libs = ["-lm"]
    ref_cc = "g++" if cxx else "gcc"
    hbc_cc = os.path.join(os.path.dirname(hbc), "hbc++") if cxx else hbc
    expected = [m.group(1).rstrip() for m in re.finditer(r"//\s*PROBE-OUTPUT:\s?(.*)$", text, re.M)]
    accept = set(m.group(1).strip() for m in re.finditer(r"//\s*PROBE-ACCEPT:\s?(.*)$", text, re.M))
    if expected:
        ref = "\n".join(expected) + "\n"
    else:
        rc, out, err = run([ref_cc, "-O2"] + std + ["-o", ref_exe, path] + libs, timeout=120)
        if rc != 0:
            return name, "build-failed", "reference: " + err.strip().splitlines()[0] if err.strip() else "reference"
        rc, ref, err = run([ref_exe])
        if rc != 0:
            return name, "build-failed", "reference run failed rc=%s" % rc
    rc, out, err = run([hbc_cc, "-O2", "-fopenmp"] + std + ["-o", test_exe, path] + libs, timeout=300)
    if rc is None:
        return name, "build-failed", "hbc timed out"
    if rc != 0:
        diag = [l for l in err.splitlines() if "error" in l]
        first = diag[0] if diag else (err.strip().splitlines() or ["?"])[0]
        if "hbc:" in first and re.search(r"\.(c|cpp):\d+:", first):
            return name, "rejected", first.replace(HERE + "/", "")
        return name, "build-failed", first.replace(HERE + "/", "")
    for s in SETTINGS:
        env = dict(os.environ)
        env.update(s)
        label = " ".join("%s=%s" % kv for kv in s.items())
        rc, out, err = run([test_exe], env=env)
        if rc is None:
            # one more try before counting a timeout (a loaded machine)
            rc, out, err = run([test_exe], env=env)
            if rc is None:
                return name, "timeout", label
        if rc != 0:
            return name, "crash", "%s: rc=%s %s" % (label, rc, err.strip()[:200])
        if not same(ref, out):
            return name, "wrong", "%s: got %r want %r" % (label, out.strip()[:200], ref.strip()[:200])
    return name, "correct", ""


def main():
    args = sys.argv[1:]
    hbc, jobs, names = None, 2, []
    while args:
        a = args.pop(0)
        if a == "--hbc":
            hbc = os.path.abspath(args.pop(0))
        elif a == "--jobs":
            jobs = int(args.pop(0))
        else:
            names.append(a)
    if not hbc:
        sys.exit(__doc__)
    progs = sorted(f for f in os.listdir(HERE) if f.endswith((".c", ".cpp")))
    if names:
        progs = [p for p in progs if any(n in p for n in names)]
    tmp = tempfile.mkdtemp(prefix="hbc-probe-")
    counts = {}
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        for name, cls, detail in ex.map(lambda p: probe(p, hbc, tmp), progs):
            accept = set(m.group(1).split()[0] for m in re.finditer(
                r"//\s*PROBE-ACCEPT:\s?(.*)$", open(os.path.join(HERE, name)).read(), re.M))
            counts[cls] = counts.get(cls, 0) + 1
            bad = cls != "correct" and cls not in accept
            if cls == "correct" and "rejected" in accept:
                print("%-28s note: no longer rejected; drop its PROBE-ACCEPT line" % name)
            failures += bad
            print("%-28s %-12s %s" % (name, cls, detail), flush=True)
    print("summary: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())) +
          " (of %d)" % len(progs))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
