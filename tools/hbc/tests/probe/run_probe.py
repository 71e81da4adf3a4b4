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

A probe may also be a folder NAME.d/ holding several .c/.cpp files (and headers, also in
subfolders), linked into one program; the compilers run in that folder, so `-Iinclude` and
`#include "..."` work as in a project. Its PROBE-* comments may be in any of its files
(sources or headers). By default each build is made twice, both of which must pass: all
sources on one command line, then each source with `-c` and the objects linked (as a
Makefile does); `// PROBE-BUILD: one` or `// PROBE-BUILD: separate` keeps only one of them.
`// PROBE-FLAGS: -Iinclude -DN=4` adds flags to every compile (both builds).
`// PROBE-ENV: OMP_NUM_THREADS=3 HB_NUM_WORKERS=` sets variables for every run of the hbc build,
after the setting's own (an empty value unsets one for hbc's runtime). A folder
mixing .c and .cpp files is built separately only (g++ would compile the .c files as C++):
.c files with gcc/hbc -std=gnu11, .cpp with g++/hbc++ -std=c++17, linked by g++/hbc++.

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


def run(cmd, env=None, timeout=60, cwd=None):
    try:
        p = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, text=True, errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def sources_of(path):
    """The program's sources and the text searched for PROBE-* comments."""
    if not os.path.isdir(path):
        return [path], open(path).read()
    files = sorted(os.path.relpath(os.path.join(d, f), path)
                   for d, _, fs in os.walk(path) for f in fs)
    text = "\n".join(open(os.path.join(path, f), errors="replace").read() for f in files)
    return [f for f in files if f.endswith((".c", ".cpp"))], text


def build(cc, cxx, srcs, flags, exe, separate, cwd, timeout):
    """Compile and link srcs; returns (rc, stderr) of the first step that fails."""
    def std(f):
        return ["-std=c++17"] if f.endswith(".cpp") else ["-std=gnu11"]
    link = cxx if any(f.endswith(".cpp") for f in srcs) else cc
    if not separate:
        return run([link, "-O2"] + flags + std(srcs[0]) + ["-o", exe] + srcs + ["-lm"],
                   timeout=timeout, cwd=cwd)[::2]
    objs = []
    for i, f in enumerate(srcs):
        objs.append("%s.%d.o" % (exe, i))
        rc, _, err = run([cxx if f.endswith(".cpp") else cc, "-O2"] + flags + std(f) +
                         ["-c", "-o", objs[-1], f], timeout=timeout, cwd=cwd)
        if rc != 0:
            return rc, err
    return run([link, "-O2"] + flags + ["-o", exe] + objs + ["-lm"], timeout=timeout, cwd=cwd)[::2]


def probe(name, hbc, tmp):
    path = os.path.join(HERE, name)
    srcs, text = sources_of(path)
    cwd = path if os.path.isdir(path) else None
    mixed = len(set(os.path.splitext(f)[1] for f in srcs)) > 1
    modes = [False] if not cwd else [True] if mixed else [False, True]
    marker = re.search(r"//\s*PROBE-BUILD:\s*(\w+)", text)
    if cwd and marker and not mixed:
        modes = [marker.group(1) == "separate"]
    flags = sum((m.group(1).split() for m in re.finditer(r"//\s*PROBE-FLAGS:\s?(.*)$", text, re.M)), [])
    extra_env = dict(kv.split("=", 1) for m in re.finditer(r"//\s*PROBE-ENV:\s?(.*)$", text, re.M)
                     for kv in m.group(1).split())
    expected = [m.group(1).rstrip() for m in re.finditer(r"//\s*PROBE-OUTPUT:\s?(.*)$", text, re.M)]
    hbcxx = os.path.join(os.path.dirname(hbc), "hbc++")
    ref = None
    if expected:
        ref = "\n".join(expected) + "\n"
    for separate in modes:
        how = " (separate -c)" if cwd and separate else " (one command)" if cwd else ""
        base = os.path.join(tmp, name.replace(".", "_") + ("_sep" if separate else ""))
        if ref is None:
            rc, err = build("gcc", "g++", srcs, flags, base + ".ref", separate, cwd, 120)
            if rc != 0:
                return name, "build-failed", "reference%s: %s" % (how, err.strip().splitlines()[0] if err.strip() else "")
            rc, ref, err = run([base + ".ref"])
            if rc != 0:
                return name, "build-failed", "reference run failed rc=%s" % rc
        rc, err = build(hbc, hbcxx, srcs, flags + ["-fopenmp"], base + ".hbc", separate, cwd, 300)
        if rc is None:
            return name, "build-failed", "hbc timed out" + how
        if rc != 0:
            diag = [l for l in err.splitlines() if "error" in l]
            first = diag[0] if diag else (err.strip().splitlines() or ["?"])[0]
            if "hbc:" in first and re.search(r"\.(c|cpp|h|hpp):\d+:" if cwd else r"\.(c|cpp):\d+:", first):
                return name, "rejected", first.replace(HERE + "/", "")
            return name, "build-failed", first.replace(HERE + "/", "") + how
        for s in SETTINGS:
            env = dict(os.environ)
            env.update(s)
            env.update(extra_env)
            label = " ".join("%s=%s" % kv for kv in list(s.items()) + list(extra_env.items())) + how
            rc, out, err = run([base + ".hbc"], env=env)
            if rc is None:
                # one more try before counting a timeout (a loaded machine)
                rc, out, err = run([base + ".hbc"], env=env)
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
    progs = sorted(f for f in os.listdir(HERE) if f.endswith((".c", ".cpp")) or
                   (f.endswith(".d") and os.path.isdir(os.path.join(HERE, f))))
    if names:
        progs = [p for p in progs if any(n in p for n in names)]
    tmp = tempfile.mkdtemp(prefix="hbc-probe-")
    counts = {}
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        for name, cls, detail in ex.map(lambda p: probe(p, hbc, tmp), progs):
            accept = set(m.group(1).split()[0] for m in re.finditer(
                r"//\s*PROBE-ACCEPT:\s?(.*)$", sources_of(os.path.join(HERE, name))[1], re.M))
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
