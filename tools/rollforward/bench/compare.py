#!/usr/bin/env python3
"""Rollforward next to the other delivery mechanisms, on kernels.cpp built three ways:
g++ (sequential), hbc++ (plain) and hbc++ --hbc-rollforward.

    compare.py SEQ_BIN HBC_BIN HBC_RF_BIN OUT_DIR [--reps 5] [--us 100,20] [--kernels ...]

Per kernel and interval: each mechanism on the rollforward binary at 1 and 2 workers (one
process each, 1 warm-up + REPS timed repetitions inside it, median), plus one statistics run
at 2 workers (HB_STATS=1: detected / due, delivered and redirected per second); the plain
hbc binary under poll shows what the check-free copies cost. Every repetition's checksum
must equal the sequential one. Writes OUT_DIR/rollforward.json and rollforward.md."""
import argparse, json, os, platform, statistics, subprocess, sys, datetime

MECHS = ["poll", "timer", "ping", "ping-flag", "rollforward"]


def run(binary, kernel, reps, env):
    e = dict(os.environ, **env)
    p = subprocess.run([binary, kernel, str(reps + 1)], capture_output=True, text=True, env=e, timeout=300)
    if p.returncode != 0:
        sys.exit("failed: %s %s %s\n%s" % (env, binary, kernel, p.stderr[-2000:]))
    lines = [l.split() for l in p.stdout.splitlines() if l.strip()]
    times = [float(t) for t, _ in lines[1:]]
    sums = {c for _, c in lines}
    stats = None
    for l in p.stderr.splitlines():
        if l.startswith("{") and "heartbeats_due" in l:
            stats = json.loads(l)
        elif "rollforward" in l and "heartbeat:" in l:
            sys.exit("rollforward refused: " + l)
    return times, sums, stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seq"), ap.add_argument("hbc"), ap.add_argument("hbc_rf"), ap.add_argument("out")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--us", default="100,20")
    ap.add_argument("--kernels", default="mandelbrot,scale-add")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rows = []
    for k in a.kernels.split(","):
        ts, want, _ = run(a.seq, k, a.reps, {})
        seq = statistics.median(ts)
        for us in [int(x) for x in a.us.split(",")]:
            base = {"HB_HEARTBEAT_US": str(us)}
            for label, binary, mech in [("poll (hbc, no tables)", a.hbc, "poll")] + [(m, a.hbc_rf, m) for m in MECHS]:
                env = dict(base, HB_HEARTBEAT_MECHANISM=mech)
                row = {"kernel": k, "heartbeat_us": us, "mechanism": label, "seq_s": seq, "samples": {}}
                for w in (1, 2):
                    t, s, _ = run(binary, k, a.reps, dict(env, HB_NUM_WORKERS=str(w)))
                    if s != want:
                        sys.exit("wrong result: %s %s %s: %s != %s" % (k, label, w, s, want))
                    row["samples"][w] = t
                    row[f"t{w}_s"] = statistics.median(t)
                _, s, st = run(binary, k, 0, dict(env, HB_NUM_WORKERS="2", HB_STATS="1"))
                if s != want:
                    sys.exit("wrong result in the statistics run: %s %s" % (k, label))
                win = (st or {}).get("stats_window_us") or 0
                row["detection_rate"] = (st or {}).get("detection_rate")
                row["delivered_per_s"] = st["heartbeats_delivered"] / win * 1e6 if win and mech != "poll" else None
                row["redirects_per_s"] = st.get("rollforward_redirects", 0) / win * 1e6 if win and mech == "rollforward" else None
                rows.append(row)
                with open(os.path.join(a.out, "rollforward.partial.json"), "w") as f:
                    json.dump(rows, f, indent=1)
                print("%s %d us %-22s hb1/seq %.3f  speedup2 %.2f" % (k, us, label, row["t1_s"] / seq, seq / row["t2_s"]),
                      file=sys.stderr, flush=True)
    meta = {"machine": platform.machine(), "cpus": os.cpu_count(), "uname": " ".join(platform.uname()),
            "commit": subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip(),
            "date_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "loadavg_at_end": os.getloadavg()[0], "reps": a.reps}
    with open(os.path.join(a.out, "rollforward.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)

    def fmt(x, f):
        return "n/a" if x is None else format(x, f)
    out = ["| kernel | beat | mechanism | 1 worker / seq | speedup 2 workers | detected / due | delivered / s | PCs redirected / s |",
           "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append("| %s | %d us | %s | %.3f | %.2f | %s | %s | %s |" % (
            r["kernel"], r["heartbeat_us"], r["mechanism"], r["t1_s"] / r["seq_s"], r["seq_s"] / r["t2_s"],
            fmt(r["detection_rate"], ".3f"), fmt(r["delivered_per_s"], ",.0f"), fmt(r["redirects_per_s"], ",.0f")))
    with open(os.path.join(a.out, "rollforward.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))


if __name__ == "__main__":
    main()
