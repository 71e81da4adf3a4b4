#!/usr/bin/env python3
"""Golden tests of tools/rollforward/hb_rollforward.py.

    run_tests.py [--update]

For each golden/NAME.s: the output must equal golden/NAME.expected.s and the notes
golden/NAME.notes; where GNU as is installed the output must also assemble. Plus a few checks
of the parser itself.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import hb_rollforward as rf  # noqa: E402


def check_parser():
    st = rf.parse('lbl: movq $1, 8(%rsp,%rax,8) # c\n\t.string "x;#y"\n\tlock; addq %rax, (%rbx)\nnotrack jmp *%rax\n')
    kinds = [(s.kind, s.name) for s in st]
    assert kinds == [("label", "lbl"), ("insn", "movq"), ("directive", ".string"), ("insn", "lock"),
                     ("insn", "addq"), ("insn", "jmp")], kinds
    assert st[1].operands == ["$1", "8(%rsp,%rax,8)"], st[1].operands
    assert st[2].args == '"x;#y"', st[2].args
    assert st[5].prefixes == ["notrack"] and st[5].args == "*%rax"
    # renaming touches symbols only: not registers, strings, @types or numbers
    out = rf.rename_in('.L5-.L4, %rax, "L5", @function, 5', {".L5": ".L5x", ".L4": ".L4x"})
    assert out == '.L5x-.L4x, %rax, "L5", @function, 5', out


def main():
    update = "--update" in sys.argv
    check_parser()
    fails = 0
    gdir = os.path.join(HERE, "golden")
    have_as = shutil.which("as") is not None
    for name in sorted(os.listdir(gdir)):
        if not name.endswith(".s") or name.endswith(".expected.s"):
            continue
        base = os.path.join(gdir, name[:-2])
        with open(os.path.join(gdir, name)) as f:
            res = rf.transform(f.read())
        notes = "".join(n + "\n" for n in res.skipped)
        got = {".expected.s": res.text, ".notes": notes}
        for ext, text in got.items():
            path = base + ext
            if update:
                with open(path, "w") as f:
                    f.write(text)
                continue
            want = open(path).read() if os.path.exists(path) else None
            if want != text:
                fails += 1
                print("FAIL %s%s differs (rerun with --update to see the new output in git diff)" % (name[:-2], ext))
        if have_as:
            with tempfile.TemporaryDirectory() as d:
                src = os.path.join(d, "x.s")
                with open(src, "w") as f:
                    f.write(res.text)
                p = subprocess.run(["as", "--64", src, "-o", os.path.join(d, "x.o")], capture_output=True, text=True)
                if p.returncode != 0:
                    fails += 1
                    print("FAIL %s: the output does not assemble:\n%s" % (name, p.stderr))
        print("ok   %s: %d transformed, %d left alone" % (name, len(res.transformed), len(res.skipped)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
