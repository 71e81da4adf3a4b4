"""Markdown table from compare_suite.sh results (median times, hbc/hb ratios)."""
import json, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    p = line.split(" ", 3)
    if len(p) < 4 or "RESULT" not in p[3]:
        continue
    k, w, who, rest = p
    j = json.loads(rest[rest.index("{"):])
    rows.setdefault(k, {})[(w, who)] = (statistics.median(j["times_s"]), j["verified"])
print("| kernel | hb 1w (s) | hbc 1w (s) | hbc/hb 1w | hb 2w (s) | hbc 2w (s) | hbc/hb 2w |")
print("|---|---|---|---|---|---|---|")
for k, r in rows.items():
    cells = [k]
    for w in ("1", "2"):
        a, b = r.get((w, "HB")), r.get((w, "HBC"))
        if a and b:
            cells += ["%.4f" % a[0], "%.4f%s" % (b[0], "" if b[1] else " (unverified)"), "%.2f" % (b[0] / a[0])]
        else:
            cells += ["-", "-", "-"]
    print("| " + " | ".join(cells) + " |")
