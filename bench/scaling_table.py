#!/usr/bin/env python3
"""Markdown scaling table from a bench/run.py results folder (a device sweep made by
scripts/device-suite.sh: hb at several worker counts, other variants at the largest).

    python3 bench/scaling_table.py bench/results/device-16core-s60

Per kernel: the sequential median, hb's 1-worker / sequential, hb's speedup over sequential at
every worker count that ran, each other variant's speedup at the largest count, best OpenMP
time / hb time, and hb / the faster of its two forced schedules (hb-static, hb-heartbeat): how
close the automatic per-loop choice came to the better fixed one. Medians of the timed
repetitions of each process; records that failed verification are left out."""
import json
import math
import statistics
import sys
from pathlib import Path


def main() -> int:
    d = json.loads((Path(sys.argv[1]) / "results.json").read_text())
    med = {}
    for r in d["records"]:
        if r.get("status") == "ok" and not r.get("tag") and r.get("times_s"):
            med[(r["kernel"], r["variant"], r["workers"])] = statistics.median(r["times_s"])
    kernels = list(dict.fromkeys(k for k, _, _ in med))
    hb_ps = sorted({p for _, v, p in med if v == "hb" and p > 1})
    pmax = max(hb_ps)
    others = [v for v in dict.fromkeys(v for _, v, p in med if p == pmax)
              if v not in ("seq", "hb")]
    head = (["kernel", "seq (s)", "hb 1w / seq"] + [f"hb P={p}" for p in hb_ps] +
            [f"{v} P={pmax}" for v in others] + ["best OpenMP / hb", "hb / better forced"])
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    ratios = {"omp": [], "forced": []}
    for k in kernels:
        seq = med.get((k, "seq", 1))
        if not seq:
            continue

        def sp(v, p):
            t = med.get((k, v, p))
            return f"{seq / t:.2f}" if t else "-"
        hb1 = med.get((k, "hb", 1))
        cells = [k, f"{seq:.3f}", f"{hb1 / seq:.2f}" if hb1 else "-"]
        cells += [sp("hb", p) for p in hb_ps] + [sp(v, pmax) for v in others]
        hb = med.get((k, "hb", pmax))
        omp = [med[(k, v, pmax)] for v in others if v.startswith(("gomp", "lomp"))
               and (k, v, pmax) in med]
        forced = [med[(k, v, pmax)] for v in ("hb-static", "hb-heartbeat") if (k, v, pmax) in med]
        cells.append(f"{min(omp) / hb:.2f}" if omp and hb else "-")
        cells.append(f"{min(forced) / hb:.2f}" if forced and hb else "-")
        if omp and hb:
            ratios["omp"].append(min(omp) / hb)
        if forced and hb:
            ratios["forced"].append(min(forced) / hb)
        print("| " + " | ".join(cells) + " |")
    for name, xs in ratios.items():
        if xs:
            g = math.exp(sum(map(math.log, xs)) / len(xs))
            print(f"\ngeomean {'best OpenMP / hb' if name == 'omp' else 'hb / better forced'}"
                  f" over {len(xs)} kernels: {g:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
