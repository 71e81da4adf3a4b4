#!/usr/bin/env python3
"""Differential test of hbc on real OpenMP programs (../shared/omp-corpus and ../shared/hbc-repros).

Every program is built twice: the reference with gcc/g++ -O2 and no -fopenmp (the pragmas are
ignored, the program runs sequentially), the test build with hbc/hbc++ -O2 -fopenmp. The test
build runs at three settings:

    w2      OMP_NUM_THREADS=2 (HB_NUM_WORKERS unset: the thread count as OpenMP users set it)
    w2-hb1  HB_NUM_WORKERS=2 HB_HEARTBEAT_US=1          (a heartbeat every microsecond)
    force3  HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1       (every promotion point promotes)

and each run is compared with the reference by the corpus's rule (MANIFEST.tsv: the exit
status, then every output with the `drop` lines deleted, numbers within atol + rtol*|ref|, the
text between numbers exact). A program is

    correct       all three settings match the reference
    rejected      hbc refused it with a diagnostic (the first one is printed)
    wrong         some setting differs from the reference, crashes or times out
    build-failed  hbc accepted it but the build failed (or the reference failed)

The repros (../shared/hbc-repros/*.c, *.cpp) are run the same way (stdout compared exactly).
A program hbc rejects is also built with --hbc-fallback-openmp and run at OMP_NUM_THREADS=1, 2
and 3: a wrong fallback run counts as wrong.

--expect FILE lists the programs that are expected to be rejected (name, tab, the reason's
gist). The run fails when a program is wrong or failed to build, or is rejected without being
listed; a listed program that now passes is reported so that the list can shrink.

The corpus is never copied into the project: it is read where it lies (path relative to the
project root: ../shared). Without it the harness says so and exits 0 (ctest: skipped, by
SKIP_RETURN_CODE 77 with --skip-code).
Python 3 standard library only.
"""
import argparse
import concurrent.futures
import csv
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SHARED = os.path.abspath(os.path.join(PROJECT, "..", "shared"))

SETTINGS = [
    ("w2", {"OMP_NUM_THREADS": "2"}),
    ("w2-hb1", {"HB_NUM_WORKERS": "2", "HB_HEARTBEAT_US": "1"}),
    ("force3", {"HB_NUM_WORKERS": "3", "HB_FORCE_PROMOTION": "1"}),
]
FALLBACK_SETTINGS = [("omp%d" % n, {"OMP_NUM_THREADS": str(n), "OMP_WAIT_POLICY": "passive"}) for n in (1, 2, 3)]
# Programs whose output under real OpenMP threads depends on the schedule by their own
# doing. Their fallback build is plain gcc -fopenmp, not a translation of hbc's, so only its
# exit status is checked; the reason is part of the result.
FALLBACK_EXIT_STATUS_ONLY = {
    "drb.DRB143-acquirerelease-orig-no":
        "reads y before any thread writes it ('int x = 0, y;'): with two real threads the "
        "busy-wait can end at once and print 'x = 0' (seen with plain gcc -fopenmp)",
}
COLUMNS = ["name", "lang", "dir", "sources", "cflags", "libs", "args", "outputs", "drop", "rtol", "atol", "notes"]
NUM = re.compile(r"([-+]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|nan|inf))")
# Every program runs in about 2 s alone; forced promotion (DRB065: 2e8 iterations, each a
# promotion point) and a machine shared by parallel jobs can make that 20x. A run that times
# out is run once more before it counts (as wrong: it may be a deadlock).
RUN_TIMEOUT = 120


class Program:
    def __init__(self, name, lang, folder, sources, cflags, libs, args, outputs, drop, rtol, atol):
        self.name, self.lang, self.folder = name, lang, folder
        self.sources, self.cflags, self.libs, self.args = sources, cflags, libs, args
        self.outputs, self.drop, self.rtol, self.atol = outputs, drop, rtol, atol


def manifest_programs(corpus):
    with open(os.path.join(corpus, "MANIFEST.tsv"), newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    if rows[0] != COLUMNS:
        sys.exit("run_corpus: unexpected MANIFEST.tsv header %r" % rows[0])
    progs = []
    for r in rows[1:]:
        if not r or not r[0]:
            continue
        d = dict(zip(COLUMNS, r))
        progs.append(Program(d["name"], d["lang"], os.path.join(corpus, d["dir"]), d["sources"].split(),
                             d["cflags"].split(), d["libs"].split(), d["args"].split(), d["outputs"].split(),
                             d["drop"], float(d["rtol"] or 0), float(d["atol"] or 0)))
    return progs


def repro_programs(repros):
    progs = []
    for fn in sorted(os.listdir(repros)):
        ext = os.path.splitext(fn)[1]
        if ext not in (".c", ".cpp"):
            continue
        progs.append(Program("repro." + os.path.splitext(fn)[0], "cxx" if ext == ".cpp" else "c", repros, [fn],
                             [], ["-lm"], [], ["stdout"], "", 0.0, 0.0))
    return progs


def numbers_match(a, b, rtol, atol):
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    if math.isinf(x) or math.isinf(y):
        return x == y
    return abs(x - y) <= atol + rtol * abs(y)


def texts_match(test, ref, prog):
    if prog.drop:
        rx = re.compile(prog.drop)
        test = "\n".join(l for l in test.split("\n") if not rx.search(l))
        ref = "\n".join(l for l in ref.split("\n") if not rx.search(l))
    t, r = NUM.split(test), NUM.split(ref)
    if len(t) != len(r):
        return False
    for k, (x, y) in enumerate(zip(t, r)):
        if k % 2 == 0:
            if x != y:
                return False
        elif not numbers_match(x, y, prog.rtol, prog.atol):
            return False
    return True


def run_binary(exe, prog, inputs, env_extra, scratch):
    wd = tempfile.mkdtemp(dir=scratch, prefix="run-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HB_", "OMP_"))}
    env.update(env_extra)
    args = [a.replace("@IN@", inputs) for a in prog.args]
    try:
        p = subprocess.run([exe] + args, cwd=wd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=RUN_TIMEOUT)
        rc, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        rc, out, err = "timeout", e.stdout or b"", e.stderr or b""
    res = {"rc": rc}
    for o in prog.outputs:
        if o == "stdout":
            res[o] = out.decode("utf-8", "replace")
        elif o == "stderr":
            res[o] = err.decode("utf-8", "replace")
        else:
            try:
                with open(os.path.join(wd, o), encoding="utf-8", errors="replace") as f:
                    res[o] = f.read()
            except OSError:
                res[o] = None
    shutil.rmtree(wd, ignore_errors=True)
    return res


def load_status_only():
    """Programs whose printed output the program itself leaves undetermined (listed with the
    reason in status_only.tsv): only their exit status is compared."""
    names = {}
    with open(os.path.join(HERE, "status_only.tsv")) as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                name, _, why = line.partition("\t")
                names[name] = why
    return names


STATUS_ONLY = load_status_only()


def compare(test, ref, prog):
    if test["rc"] != ref["rc"]:
        return "exit status %s, reference %s" % (test["rc"], ref["rc"])
    if prog.name in STATUS_ONLY:
        return None
    for o in prog.outputs:
        if test[o] is None or ref[o] is None or not texts_match(test[o], ref[o], prog):
            return "%s differs" % o
    return None


def build(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return p.returncode, p.stdout.decode("utf-8", "replace")


def first_hbc_error(log):
    for line in log.splitlines():
        if "error: hbc:" in line:
            return line.split("error: hbc:", 1)[1].strip()
    for line in log.splitlines():
        if "error" in line:
            return line.strip()
    return log.strip().splitlines()[-1] if log.strip() else "?"


def check(prog, opts):
    """Returns (status, detail)."""
    scratch = tempfile.mkdtemp(dir=opts.work, prefix=prog.name.replace("/", "_") + "-")
    try:
        src = os.path.join(scratch, "src")
        if prog.folder == opts.repros:
            os.makedirs(src)
            for s in prog.sources:
                shutil.copy(os.path.join(prog.folder, s), src)
        else:
            shutil.copytree(prog.folder, src)
        is_cxx = prog.lang == "cxx"
        ref_cc = "g++" if is_cxx else "gcc"
        test_libs = [l for l in prog.libs if l != "-lgomp"]
        rc, log = build([ref_cc, "-O2"] + prog.cflags + prog.sources + ["-o", "prog.ref"] + prog.libs, src)
        if rc != 0:
            return "build-failed", "reference build: " + log.strip()[-300:]
        ref = run_binary(os.path.join(src, "prog.ref"), prog, opts.inputs, {"OMP_NUM_THREADS": "1"}, scratch)
        if ref["rc"] != 0:
            return "build-failed", "reference run exits with %s" % ref["rc"]
        hbc = opts.hbcxx if is_cxx else opts.hbc
        rc, log = build([hbc, "-O2", "-fopenmp"] + prog.cflags + prog.sources + ["-o", "prog.hbc"] + test_libs, src)
        if rc != 0:
            if "error: hbc:" not in log:
                return "build-failed", log.strip()[-600:]
            reason = first_hbc_error(log)
            # the documented way out: the rejected file built as plain OpenMP must be right
            rc, flog = build([hbc, "-O2", "-fopenmp", "--hbc-fallback-openmp"] + prog.cflags + prog.sources
                             + ["-o", "prog.fb"] + test_libs, src)
            if rc != 0:
                return "build-failed", "fallback build: " + flog.strip()[-600:]
            exit_only = FALLBACK_EXIT_STATUS_ONLY.get(prog.name)
            for label, env in FALLBACK_SETTINGS:
                res = run_binary(os.path.join(src, "prog.fb"), prog, opts.inputs, env, scratch)
                if exit_only:
                    why = None if res["rc"] == ref["rc"] else "exit status %s, reference %s" % (res["rc"], ref["rc"])
                else:
                    why = compare(res, ref, prog)
                if why:
                    return "wrong", "fallback build at %s: %s" % (label, why)
            if exit_only:
                reason += " (fallback checked for its exit status only: %s)" % exit_only
            return "rejected", reason
        for label, env in SETTINGS:
            for _ in range(opts.repeat):
                res = run_binary(os.path.join(src, "prog.hbc"), prog, opts.inputs, env, scratch)
                if res["rc"] == "timeout":
                    res = run_binary(os.path.join(src, "prog.hbc"), prog, opts.inputs, env, scratch)
                why = compare(res, ref, prog)
                if why:
                    return "wrong", "%s: %s" % (label, why)
        return "correct", ""
    finally:
        if not opts.keep:
            shutil.rmtree(scratch, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hbc", required=True, help="the hbc driver (hbc++ is expected beside it)")
    ap.add_argument("--shared", default=SHARED, help="the shared folder (default: ../shared from the project root)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--repeat", type=int, default=1, help="runs per setting")
    ap.add_argument("--expect", help="expected rejections (name<TAB>reason per line)")
    ap.add_argument("--work", help="scratch folder (default: a temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the scratch folders")
    ap.add_argument("--skip-code", type=int, default=0, help="exit status when ../shared is absent")
    ap.add_argument("names", nargs="*", help="only these programs (substring match)")
    opts = ap.parse_args()

    corpus = os.path.join(opts.shared, "omp-corpus")
    opts.repros = os.path.join(opts.shared, "hbc-repros")
    if not os.path.isfile(os.path.join(corpus, "MANIFEST.tsv")):
        print("run_corpus: SKIPPED: no corpus at %s (../shared is absent)" % corpus)
        return opts.skip_code
    opts.hbc = os.path.abspath(opts.hbc)
    opts.hbcxx = opts.hbc + "++"
    progs = manifest_programs(corpus)
    if os.path.isdir(opts.repros):
        progs += repro_programs(opts.repros)
    if opts.names:
        progs = [p for p in progs if any(n in p.name for n in opts.names)]
    expected = {}
    if opts.expect:
        with open(opts.expect) as f:
            for line in f:
                line = line.rstrip("\n")
                if line and not line.startswith("#"):
                    name, _, why = line.partition("\t")
                    expected[name] = why
    own_work = opts.work is None
    opts.work = os.path.abspath(opts.work or tempfile.mkdtemp(prefix="hbc-corpus-"))
    os.makedirs(opts.work, exist_ok=True)
    opts.inputs = os.path.join(opts.work, "in")
    subprocess.run([sys.executable, os.path.join(corpus, "gen_inputs.py"), opts.inputs], check=True,
                   stdout=subprocess.DEVNULL)

    start = time.time()
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        futs = {ex.submit(check, p, opts): p for p in progs}
        for fut in concurrent.futures.as_completed(futs):
            p = futs[fut]
            try:
                results[p.name] = fut.result()
            except Exception as e:  # a harness bug must not hide the other programs
                results[p.name] = ("build-failed", "harness: %r" % e)
            st, why = results[p.name]
            if st == "correct" and p.name in STATUS_ONLY:
                why = "exit status only: status_only.tsv"
            print("%-13s %s%s" % (st, p.name, "  (" + why + ")" if why else ""), flush=True)

    counts = {k: 0 for k in ("correct", "rejected", "wrong", "build-failed")}
    failures = []
    for p in progs:
        st, why = results[p.name]
        counts[st] += 1
        if st in ("wrong", "build-failed"):
            failures.append("%s: %s (%s)" % (p.name, st, why))
        elif st == "rejected" and opts.expect and p.name not in expected:
            failures.append("%s: rejected, not in %s (%s)" % (p.name, os.path.basename(opts.expect), why))
        elif st == "correct" and p.name in expected:
            print("note: %s is listed as rejected but now passes: remove it from the list" % p.name)
    ncorpus = sum(1 for p in progs if not p.name.startswith("repro."))
    nrej = sum(1 for p in progs if not p.name.startswith("repro.") and results[p.name][0] == "rejected")
    print("\n%d programs in %.0f s: %d correct, %d rejected, %d wrong, %d build-failed "
          "(corpus rejections: %d of %d)" % (len(progs), time.time() - start, counts["correct"], counts["rejected"],
                                             counts["wrong"], counts["build-failed"], nrej, ncorpus))
    for f in failures:
        print("FAIL " + f)
    if own_work and not opts.keep:
        shutil.rmtree(opts.work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
