#!/usr/bin/env python3
"""End-to-end tests for hbc: each program (a file, or a directory of translation units) is
compiled by hbc/hbc++ and by gcc/g++ without OpenMP; the hbc binary must print the same as
the sequential one normally, with HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2 (every poll
promotes, so every split/join path runs) and with HB_NUM_WORKERS=4 forced.
A line "E2E-FLAGS: ..." in a source adds compiler flags (--hbc-* flags only to hbc's); a line
"E2E-WORKERS: 1 2 3" also runs it at each of those worker counts, normally and forced. A line
"E2E-GCC-OPENMP" compiles that file of a directory with gcc/g++ -fopenmp, uninstrumented, as an
OpenMP library built without hbc would be (libgomp's own calls in an hbc program). A line
"E2E-STOPS: text" marks a misuse that must stop the program: with one worker it prints what
the sequential build prints; with 2 and 4 workers (and every --tsan / --rollforward setting)
it must exit non-zero with text on stderr.
--tsan builds the hbc programs with -fsanitize=thread (the driver links the runtime's TSan
build) and runs them forced at 2 and 3 workers and with 1 us heartbeats: any report fails.

usage: run_e2e.py --hbc PATH/TO/hbc [--tsan] DIR [names...]
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile


def has_rollforward_tables(exe):
    """True when the binary carries hbc's rollforward tables (section hb_rollforward)."""
    out = subprocess.run(["readelf", "-S", "-W", exe], capture_output=True, text=True).stdout
    return "hb_rollforward" in out


def driver_consts(hbc):
    text = open(hbc).read()
    get = lambda k: re.search(r'^\s*%s = "(.*)"$' % k, text, re.M).group(1)
    return get("SHIM_DIR"), get("SHIM_LIB"), get("HB_LIB")


def main():
    args = sys.argv[1:]
    hbc = args[1]
    args = args[2:]
    tsan = bool(args) and args[0] == "--tsan"
    if tsan:
        args = args[1:]
    # --rollforward: built with --hbc-rollforward, run with HB_HEARTBEAT_MECHANISM=rollforward
    rollforward = bool(args) and args[0] == "--rollforward"
    if rollforward:
        args = args[1:]
    d = args[0]
    only = set(args[1:])
    san = ["-fsanitize=thread", "-g", "-O1"] if tsan else []
    if rollforward:
        san = ["--hbc-rollforward"]
    hbcxx = os.path.join(os.path.dirname(hbc), "hbc++")
    shim_dir, shim_lib, hb_lib = driver_consts(hbc)
    tmp = tempfile.mkdtemp(prefix="hbc-e2e-")
    fails = []
    count = 0
    for name in sorted(os.listdir(d)):
        path = os.path.join(d, name)
        if only and name not in only:
            continue
        if os.path.isdir(path):
            srcs = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith((".c", ".cpp")))
            srcs = [x for x in srcs if os.path.isfile(x)]
        elif name.endswith((".c", ".cpp")):
            srcs = [path]
        else:
            continue
        count += 1
        flags = []
        for s in srcs:
            for m in re.finditer(r"E2E-FLAGS:(.*)$", open(s).read(), re.M):
                flags += shlex.split(m.group(1).replace("*/", "").replace("${DIR}", os.path.dirname(s)))
        cxx = any(s.endswith(".cpp") for s in srcs)
        out_dir = os.path.join(tmp, name)
        os.makedirs(out_dir, exist_ok=True)
        exe, ref = os.path.join(out_dir, "hbc.exe"), os.path.join(out_dir, "ref.exe")
        err = None
        # hbc: one step for a single file, separate compile + link for several (the link
        # without -fopenmp: hbc adds its runtime for translated objects anyway)
        if len(srcs) == 1:
            cmds = [[hbcxx if cxx else hbc, "-O2", "-fopenmp"] + flags + san + [srcs[0], "-o", exe, "-lm"]]
        else:
            cmds, objs = [], []
            for s in srcs:
                o = os.path.join(out_dir, os.path.basename(s) + ".o")
                if "E2E-GCC-OPENMP" in open(s).read():  # an OpenMP library built without hbc
                    cmds.append(["g++" if s.endswith(".cpp") else "gcc", "-O2", "-fopenmp", "-c", s, "-o", o])
                else:
                    cmds.append([hbcxx if s.endswith(".cpp") else hbc, "-O2", "-fopenmp", "-c"] + flags + san + [s, "-o", o])
                objs.append(o)
            cmds.append([hbcxx if cxx else hbc, "-O2"] + san + objs + ["-o", exe, "-lm"])
        for c in cmds:
            p = subprocess.run(c, capture_output=True, text=True)
            if p.returncode != 0:
                err = "hbc failed: %s\n%s" % (" ".join(c), p.stderr)
                break
        if not err:
            objs = []
            for s in srcs:
                o = os.path.join(out_dir, os.path.basename(s) + ".ref.o")
                c = ["g++" if s.endswith(".cpp") else "gcc", "-O2", "-w", "-c", "-I" + shim_dir] + \
                    [f for f in flags if not f.startswith("--hbc-")] + [s, "-o", o]
                if subprocess.run(c).returncode != 0:
                    err = "reference compile failed: " + " ".join(c)
                objs.append(o)
            c = ["g++" if cxx else "gcc"] + objs + ["-o", ref, shim_lib, hb_lib, "-lpthread", "-lstdc++", "-lm"]
            if not err and subprocess.run(c).returncode != 0:
                err = "reference link failed"
        if not err:
            try:
                want = subprocess.run([ref], capture_output=True, text=True, timeout=120).stdout
            except subprocess.TimeoutExpired:
                want, err = None, "reference program timed out"
            envs = ({}, {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "2"},
                    {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "4"}, {"HB_NUM_WORKERS": "1"})
            # "E2E-WORKERS: 1 2 3": also at each of these worker counts, normally and forced
            for s in srcs:
                for m in re.finditer(r"E2E-WORKERS:(.*)$", open(s).read(), re.M):
                    for w in m.group(1).replace("*/", "").split():
                        envs += ({"HB_NUM_WORKERS": w}, {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": w})
            stops = [m.group(1).replace("*/", "").strip() for s in srcs
                     for m in re.finditer(r"E2E-STOPS:(.*)$", open(s).read(), re.M)]
            if stops:
                envs = ({"HB_NUM_WORKERS": "1"}, {"HB_NUM_WORKERS": "2"},
                        {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "4"})
            if tsan:
                envs = ({"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "2"},
                        {"HB_FORCE_PROMOTION": "1", "HB_NUM_WORKERS": "3"},
                        {"HB_NUM_WORKERS": "2", "HB_HEARTBEAT_US": "1"})
            if rollforward:
                rf = {"HB_HEARTBEAT_MECHANISM": "rollforward"}
                envs = (dict(rf, HB_NUM_WORKERS="2", HB_HEARTBEAT_US="20"),
                        dict(rf, HB_NUM_WORKERS="2", HB_FORCE_PROMOTION="1"),
                        dict(rf, HB_NUM_WORKERS="4", HB_HEARTBEAT_US="5"))
            for env in envs:
                if err:
                    break
                e = dict(os.environ)
                e.update(env)
                if tsan:
                    e["TSAN_OPTIONS"] = "halt_on_error=1 exitcode=66"
                try:
                    r = subprocess.run([exe], capture_output=True, text=True, env=e, timeout=300)
                except subprocess.TimeoutExpired:
                    err = "timed out with %s" % env
                    break
                # Refused: tables missing or corrupt. C programs are exempt: their loop drivers
                # are the runtime's C API (no check in the program's code, hence no tables).
                # So is a C++ program whose code has no check at all (only tasks and forks,
                # which poll on the idle workers' request flag): the runtime says it polls the
                # clock instead. Corrupt tables, or tables present and refused, always fail.
                if rollforward and cxx and "rollforward" in r.stderr and (
                        "corrupt" in r.stderr or has_rollforward_tables(exe)):
                    err = "with %s: rollforward was not used:\n%s" % (env, r.stderr[-2000:])
                    break
                if stops and env.get("HB_NUM_WORKERS") != "1":
                    if r.returncode == 0 or not all(t in r.stderr for t in stops):
                        err = "with %s: expected a stop naming %s, got rc=%d, stderr:\n%s" % (
                            env, stops, r.returncode, r.stderr[-2000:])
                        break
                    continue
                if r.returncode != 0 or r.stdout != want:
                    err = "with %s: rc=%d got:\n%s\nexpected:\n%s\n%s" % (env, r.returncode, r.stdout, want,
                                                                       r.stderr[-3000:] if tsan else "")
                    break
        if err:
            fails.append(name)
            print("FAIL %s: %s" % (name, err))
        else:
            print("ok   %s: %s" % (name, (want or "").strip()[:70]))
    print("%d e2e tests, %d failed" % (count, len(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
