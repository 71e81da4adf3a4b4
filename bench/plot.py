#!/usr/bin/env python3
"""Draws the papers' figures from a bench/run.py results folder (PNG and SVG).

    .venv/bin/python bench/plot.py bench/results/<run-name>
    .venv/bin/python bench/plot.py --markdown bench/results/<run-name>   # the table, Markdown
    .venv/bin/python bench/plot.py --paired-uforall PAIRED.json TITLE    # uforall, from paired.py

Bars are medians over the samples; error bars span the fastest to the slowest sample (for
speedups: sequential median / each sample). Figures:
  speedup        speedup over sequential at the largest worker count, per kernel and system
                 (HBC Fig. 4/6/16)
  overhead       1-worker time / sequential time (HBC Fig. 7, TPAL Fig. 8)
  promotions     heartbeat promotions per loop-nesting level (HBC Fig. 5)
  chunks         heartbeat chunk size over time, per worker (HBC Fig. 12)
  detection      share of due heartbeats that were detected (HBC Fig. 13), per HB_POLL_TARGET
  omp_nested     OpenMP outer-loop-only (best schedule) vs every loop nested (HBC Fig. 15)
  uforall        speedup against the sequential duration of one loop (break-even points)
  peers          1-worker / sequential for heartbeat, rayon and chili (peer-baselines.md)
"""
from __future__ import annotations

import json
import math
import statistics
import sys
from pathlib import Path

from stats_files import read_stats

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

COLORS = {"hb": "#d62728", "tbb": "#1f77b4", "gomp-static": "#2ca02c", "gomp-dynamic": "#98df8a",
          "gomp-guided": "#bcbd22", "gomp-nested": "#17becf", "lomp-static": "#9467bd",
          "lomp-dynamic": "#c5b0d5", "lomp-guided": "#8c564b", "lomp-nested": "#e377c2",
          "seq": "#7f7f7f", "hb-static": "#ff7f0e", "hb-heartbeat": "#ff9896",
          "hb-before": "#8c8c00"}


def _med(xs):
    return statistics.median(xs) if xs else float("nan")


def _ok(recs, kernel, variant, workers, param=0, tag=""):
    for r in recs:
        if (r["kernel"], r["variant"], r["workers"], r.get("param", 0), r.get("tag", "")) == (
                kernel, variant, workers, param, tag) and r["status"] == "ok" and r.get("times_s"):
            u = max(1, r.get("units", 1))
            return [t / u for t in r["times_s"]]
    return None


def _status(recs, kernel, variant, workers):
    for r in recs:
        if (r["kernel"], r["variant"], r["workers"], r.get("tag", "")) == (kernel, variant, workers, ""):
            return r["status"]
    return None


def _save(fig, outdir: Path, name: str, paths: list):
    for ext in ("png", "svg"):
        p = outdir / f"{name}.{ext}"
        fig.savefig(p, dpi=110, bbox_inches="tight")
        paths.append(p)
    plt.close(fig)


def _title(d):
    m, c = d["machine"], d["config"]
    return (f"{m.get('cpu', '')}, {m.get('cores')} cores; size {c['size']}, "
            f"{c['reps']} reps/point; commit {m.get('git_commit', '')[:8]}")


def _bars(ax, kernels, series, ylabel, ref_line=None, dnf=None):
    """series: list of (label, [(median, lo, hi) or None per kernel])."""
    n = max(1, len(series))
    w = 0.8 / n
    for si, (label, vals) in enumerate(series):
        xs, ys, lo, hi = [], [], [], []
        for ki, v in enumerate(vals):
            x = ki - 0.4 + w * (si + 0.5)
            if v is None:
                if dnf and dnf.get((label, kernels[ki])):
                    ax.text(x, 0.02, "DNF", rotation=90, fontsize=6, ha="center", va="bottom",
                            transform=ax.get_xaxis_transform())
                continue
            xs.append(x)
            ys.append(v[0])
            lo.append(max(0.0, v[0] - v[1]))
            hi.append(max(0.0, v[2] - v[0]))
        ax.bar(xs, ys, w, yerr=[lo, hi], label=label, color=COLORS.get(label), capsize=1.5,
               error_kw={"elinewidth": 0.7})
    ax.set_xticks(range(len(kernels)))
    ax.set_xticklabels(kernels, rotation=40, ha="right", fontsize=8)
    ax.set_ylabel(ylabel)
    if ref_line is not None:
        ax.axhline(ref_line, color="k", lw=0.7, ls="--")
    ax.legend(fontsize=7, ncol=4)
    ax.grid(axis="y", alpha=0.3)


def _speed(seq, ts):
    if not seq or not ts:
        return None
    s = _med(seq)
    sp = [s / t for t in ts]
    return (s / _med(ts), min(sp), max(sp))


def plot_speedup(d, outdir, paths):
    recs, cfg = d["records"], d["config"]
    p = max(cfg["workers"])
    kernels = [k for k in cfg["kernels"] if _ok(recs, k, "seq", 1)]
    systems = [v for v in cfg["variants"] if v != "seq"]
    if not kernels or not systems:
        return
    series, dnf = [], {}
    for v in systems:
        vals = []
        for k in kernels:
            vals.append(_speed(_ok(recs, k, "seq", 1), _ok(recs, k, v, p)))
            if _status(recs, k, v, p) == "timeout":
                dnf[(v, k)] = True
        series.append((v, vals))
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.9), 4.5))
    _bars(ax, kernels, series, f"speedup over sequential at P={p}", ref_line=1.0, dnf=dnf)
    ax.set_title(f"Speedup per benchmark (HBC Fig. 4/6/16)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "speedup", paths)


def plot_overhead(d, outdir, paths):
    recs, cfg = d["records"], d["config"]
    if 1 not in cfg["workers"]:
        return
    kernels = [k for k in cfg["kernels"] if _ok(recs, k, "seq", 1)]
    systems = [v for v in ("hb", "tbb", "gomp-static", "lomp-static") if v in cfg["variants"]]
    series = []
    for v in systems:
        vals = []
        for k in kernels:
            seq, ts = _ok(recs, k, "seq", 1), _ok(recs, k, v, 1)
            if seq and ts:
                s = _med(seq)
                r = [t / s for t in ts]
                vals.append((_med(ts) / s, min(r), max(r)))
            else:
                vals.append(None)
        series.append((v, vals))
    if not kernels or not series:
        return
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.8), 4.5))
    _bars(ax, kernels, series, "1-worker time / sequential time", ref_line=1.0)
    ax.set_title(f"Single-worker overhead (HBC Fig. 7)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "overhead", paths)


def _stats(d, outdir, tag="-stats"):
    out = {}
    for r in d["records"]:
        if r.get("tag") == tag and r.get("hbstats_file"):
            try:
                out[r["kernel"]] = read_stats(outdir / r["hbstats_file"])
            except (OSError, json.JSONDecodeError):
                pass
    return out


def plot_promotions(d, outdir, paths):
    st = _stats(d, outdir)
    if not st:
        return
    kernels = list(st)
    levels = max((i + 1 for s in st.values() for i, c in enumerate(s.get("promotions_by_level", []))
                  if c), default=1)
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.7), 4.5))
    bottom = [0.0] * len(kernels)
    for lvl in range(levels):
        vals = []
        for k in kernels:
            pl = st[k].get("promotions_by_level", [])
            tot = sum(pl) or 1
            vals.append(100.0 * (pl[lvl] if lvl < len(pl) else 0) / tot)
        ax.bar(range(len(kernels)), vals, 0.7, bottom=bottom, label=f"level {lvl}")
        bottom = [b + v for b, v in zip(bottom, vals)]
    for i, k in enumerate(kernels):
        ax.text(i, 101, str(sum(st[k].get("promotions_by_level", []))), ha="center", fontsize=6)
    ax.set_xticks(range(len(kernels)))
    ax.set_xticklabels(kernels, rotation=40, ha="right", fontsize=8)
    ax.set_ylabel("% of promotions (total above the bar)")
    ax.set_ylim(0, 110)
    ax.legend(fontsize=7)
    ax.set_title(f"Promotions per nesting level, one run at P={max(d['config']['workers'])} "
                 f"(HBC Fig. 5)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "promotions", paths)


def plot_chunks(d, outdir, paths):
    st = {k: s for k, s in _stats(d, outdir).items() if s.get("chunk_trace")}
    if not st:
        return
    kernels = list(st)
    cols = 4
    rows = math.ceil(len(kernels) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(4 * cols, 2.6 * rows), squeeze=False)
    for ax, k in zip(axes.flat, kernels):
        tr = st[k]["chunk_trace"]
        workers = sorted({int(e[0]) for e in tr})
        t0 = min(e[1] for e in tr)
        for w in workers:
            pts = [(e[1] - t0, e[2]) for e in tr if int(e[0]) == w]
            ax.plot([p[0] / 1e3 for p in pts], [p[1] for p in pts], ".", ms=1.5, label=f"worker {w}",
                    rasterized=True)  # thousands of points: keep the SVG small
        ax.set_yscale("log")
        ax.set_title(k, fontsize=8)
        ax.set_xlabel("ms", fontsize=7)
        ax.tick_params(labelsize=6)
    for ax in list(axes.flat)[len(kernels):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=6, markerscale=4)
    axes.flat[0].set_ylabel("chunk size (iterations)", fontsize=7)
    fig.suptitle(f"Adaptive chunk size over time (HBC Fig. 12)\n{_title(d)}", fontsize=9)
    fig.tight_layout()
    _save(fig, outdir, "chunks", paths)


def plot_detection(d, outdir, paths):
    tags = sorted({r.get("tag") for r in d["records"] if r.get("hbstats_file")})
    per = {t: _stats(d, outdir, t) for t in tags}
    kernels = [k for k in d["config"]["kernels"] if any(k in s for s in per.values())]
    if not kernels:
        return
    series = []
    for t in tags:
        lab = "default poll target" if t == "-stats" else "HB_POLL_TARGET=" + t.replace("-poll", "")
        vals = []
        for k in kernels:
            s = per[t].get(k)
            vals.append((s["detection_rate"] * 100,) * 3 if s and s.get("heartbeats_due") else None)
        series.append((lab, vals))
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.7), 4.5))
    _bars(ax, kernels, series, "heartbeats detected / due (%)", ref_line=100)
    ax.set_title(f"Heartbeat detection rate, one run per point (HBC Fig. 13)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "detection", paths)


def plot_omp_nested(d, outdir, paths):
    recs, cfg = d["records"], d["config"]
    p = max(cfg["workers"])
    kernels = [k for k in cfg["kernels"] if _ok(recs, k, "seq", 1)]
    if not kernels:
        return
    series, dnf = [], {}
    for cc in ("gomp", "lomp"):
        outer = [v for v in cfg["variants"] if v.startswith(cc) and not v.endswith("nested")]
        nested = f"{cc}-nested"
        if not outer and nested not in cfg["variants"]:
            continue
        vo, vn = [], []
        for k in kernels:
            seq = _ok(recs, k, "seq", 1)
            best = None
            for v in outer:
                s = _speed(seq, _ok(recs, k, v, p))
                if s and (best is None or s[0] > best[0]):
                    best = s
            vo.append(best)
            vn.append(_speed(seq, _ok(recs, k, nested, p)))
            if _status(recs, k, nested, p) == "timeout":
                dnf[(f"{cc} nested", k)] = True
        series += [(f"{cc} outer (best schedule)", vo), (f"{cc} nested", vn)]
    if not series:
        return
    fig, ax = plt.subplots(figsize=(max(8, len(kernels) * 0.8), 4.5))
    _bars(ax, kernels, series, f"speedup over sequential at P={p}", ref_line=1.0, dnf=dnf)
    ax.set_title(f"OpenMP: outer loop only vs every loop nested (HBC Fig. 15)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "omp_nested", paths)


def plot_uforall(d, outdir, paths):
    recs = [r for r in d["records"] if r["kernel"] == "uforall"]
    if not recs:
        return
    p = max(d["config"]["workers"])
    ms = sorted({r["param"] for r in recs})
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for v in sorted({r["variant"] for r in recs} - {"seq"}):
        xs, ys, lo, hi = [], [], [], []
        for m in ms:
            seq, ts = _ok(recs, "uforall", "seq", 1, m), _ok(recs, "uforall", v, p, m)
            sp = _speed(seq, ts)
            if sp:
                xs.append(_med(seq) * 1e6)
                ys.append(sp[0])
                lo.append(sp[0] - sp[1])
                hi.append(sp[2] - sp[0])
        if xs:
            ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", ms=3, label=v, color=COLORS.get(v),
                        capsize=2)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.axhline(1.0, color="k", lw=0.7, ls="--")
    ax.set_xlabel("sequential duration of one loop (us)")
    ax.set_ylabel(f"speedup over sequential at P={p}")
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3, which="both")
    ax.set_title(f"uforall: where each scheduler breaks even\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "uforall", paths)


def plot_paired_uforall(path, title) -> list:
    """The break-even figure from a bench/paired.py run over uforall@M kernels with a `seq`
    configuration: per configuration, the median over rounds of seq / x (each round's two
    processes ran back to back), error bars spanning the rounds."""
    path = Path(path)
    d = json.loads(path.read_text())
    pts: dict = {}
    for kernel, cfgs in d.items():
        if not kernel.startswith("uforall@") or "seq" not in cfgs:
            continue
        m = int(kernel.split("@", 1)[1])
        seq = cfgs["seq"]
        for name, ts in cfgs.items():
            if name == "seq" or len(ts) != len(seq):
                continue
            ratios = sorted(a / b for a, b in zip(seq, ts) if a and b)
            if ratios:
                pts.setdefault(name, []).append((_med(seq), m, _med(ratios), ratios[0], ratios[-1]))
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for name, rows in sorted(pts.items()):
        rows.sort(key=lambda r: r[1])
        # x: the sequential time of one loop; the kernel's units are its rounds
        xs = [r[0] / _uforall_rounds(r[1]) * 1e6 for r in rows]
        ys = [r[2] for r in rows]
        ax.errorbar(xs, ys, yerr=[[r[2] - r[3] for r in rows], [r[4] - r[2] for r in rows]], marker="o",
                    ms=3, label=name, color=COLORS.get(name), capsize=2)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.axhline(1.0, color="k", lw=0.7, ls="--")
    ax.set_xlabel("sequential duration of one loop (us)")
    ax.set_ylabel("speedup over sequential (median of paired rounds)")
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3, which="both")
    ax.set_title(f"uforall: where each scheduler breaks even\n{title}", fontsize=9)
    paths: list = []
    _save(fig, path.parent, path.stem, paths)
    return paths


def _uforall_rounds(m):
    """Loops per timed repetition at the default size (bench/suite/kernels/recursive.hpp)."""
    return min(max((1 << 23) // m, 50), 20000)


def plot_peers(d, outdir, paths):
    rows = d.get("peers") or []
    if not rows:
        return
    cases = []
    for r in rows:
        if r["case"] not in cases:
            cases.append(r["case"])

    def ts(case, system, p=1):
        for r in rows:
            if r["case"] == case and r["system"] == system and r["workers"] == p:
                return r["times_s"]
        return None

    systems = [("heartbeat-hb", "c++-seq"), ("rayon", "rust-seq"), ("rayon-par-iter", "rust-seq"),
               ("chili", "rust-seq-rf")]
    series = []
    for s, base in systems:
        vals = []
        for c in cases:
            a, b = ts(c, s), ts(c, base) or ts(c, "rust-seq")
            if a and b:
                m = _med(b)
                vals.append((_med(a) / m, min(a) / m, max(a) / m))
            else:
                vals.append(None)
        if any(vals):
            series.append((s, vals))
    fig, ax = plt.subplots(figsize=(9, 4.5))
    _bars(ax, cases, series, "1 worker / sequential (log)", ref_line=1.0)
    ax.set_yscale("log")
    ax.set_title(f"Price of being ready to go parallel (peer-baselines.md)\n{_title(d)}", fontsize=9)
    _save(fig, outdir, "peers", paths)


def plot_all(outdir) -> list:
    outdir = Path(outdir)
    d = json.loads((outdir / "results.json").read_text())
    paths: list = []
    for f in (plot_speedup, plot_overhead, plot_promotions, plot_chunks, plot_detection,
              plot_omp_nested, plot_uforall, plot_peers):
        try:
            f(d, outdir, paths)
        except Exception as e:  # noqa: BLE001 - one figure failing must not hide the others
            print(f"plot {f.__name__} failed: {e!r}", file=sys.stderr)
    return paths


def markdown(outdir) -> str:
    """The results table as Markdown (for docs/bench.md): sequential median, 1-worker
    overheads, speedups at the largest P, best OpenMP / hb; DNF where a run was stopped."""
    d = json.loads((Path(outdir) / "results.json").read_text())
    recs, cfg = d["records"], d["config"]
    p = max(cfg["workers"])
    systems = [v for v in cfg["variants"] if v != "seq"]
    omp = [v for v in systems if v.startswith(("gomp", "lomp"))]
    head = ["kernel", "seq (s)", "hb 1w / seq"] + [f"{v} P={p}" for v in systems] + [
        "best OpenMP / hb"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for k in cfg["kernels"]:
        seq = _ok(recs, k, "seq", 1)
        if not seq:
            continue
        s = _med(seq)
        hb1 = _ok(recs, k, "hb", 1)
        row = [k, f"{s:.3f}", f"{_med(hb1) / s:.2f}" if hb1 else "-"]
        for v in systems:
            t = _ok(recs, k, v, p)
            st = _status(recs, k, v, p)
            row.append(f"{s / _med(t):.2f}" if t else "DNF" if st == "timeout" else "-")
        hbp = _ok(recs, k, "hb", p)
        best = [(_med(t), v) for v in omp for t in [_ok(recs, k, v, p)] if t]
        row.append(f"{min(best)[0] / _med(hbp):.2f} ({min(best)[1]})" if best and hbp else "-")
        out.append("| " + " | ".join(row) + " |")
    return "\n".join(out)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--markdown":
        print(markdown(sys.argv[2]))
        sys.exit(0)
    if len(sys.argv) == 4 and sys.argv[1] == "--paired-uforall":
        for p in plot_paired_uforall(sys.argv[2], sys.argv[3]):
            print(p)
        sys.exit(0)
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(64)
    for p in plot_all(sys.argv[1]):
        print(p)
