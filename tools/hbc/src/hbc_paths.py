"""The hbc driver's paths (hbc.py.in): which directory's headers a translation covers, the
include directories a command names, and how the translated copies point back at the user's
files (their includes, their dependency files, their debug information)."""
import os
import re


def mapped_prefix(path, flags):
    """path as the user's -ffile-prefix-map/-fdebug-prefix-map flags record it (gcc maps once,
    with the last matching flag: ours comes first, so it must apply theirs itself)."""
    mapped = path
    for f in flags:
        m = re.match(r"-f(?:file|debug)-prefix-map=([^=]*)=(.*)$", f)
        if m and (path == m.group(1) or path.startswith(m.group(1).rstrip("/") + "/")):
            mapped = m.group(2) + path[len(m.group(1)):]
    return mapped


def project_root(src, flags):
    """The directory whose headers hbc translates (docs/hbc-limits.md, Headers): the source's own,
    widened to take in its project's include directories, the -I and -iquote ones that share
    a directory with it below the top level (src/ and include/ of one project; not /usr)."""
    root = os.path.dirname(os.path.realpath(src))
    for d in dirs_after(flags, ("-I", "-iquote"), ("-I", "-iquote")):
        if not os.path.isdir(d):
            continue
        common = os.path.commonpath([root, os.path.realpath(d)])
        if len([c for c in common.split(os.sep) if c]) >= 2 and not common.startswith(("/usr", "/opt")):
            root = common
    return root


def dirs_after(flags, separate, joined):
    """The directories that flags name: after an option of `separate` (`-I dir`), or joined to
    one of `joined` (`-Idir`)."""
    dirs = []
    i = 0
    while i < len(flags):
        f = flags[i]
        if f in separate and i + 1 < len(flags):
            dirs.append(flags[i + 1])
            i += 2
            continue
        o = next((o for o in joined if f.startswith(o) and len(f) > len(o)), None)
        if o:
            dirs.append(f[len(o):])
        i += 1
    return dirs


def pp_flags_dirs(flags):
    return dirs_after(flags, ("-I", "-iquote", "-isystem"), ("-I",))


def iquote_dirs(flags):
    return dirs_after(flags, ("-iquote",), ("-iquote",))


DECLARE_TARGET = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+(begin[ \t]+|end[ \t]+)?declare[ \t]+target\b.*$", re.M)
ABS_INCLUDE = re.compile(r'^([ \t]*#[ \t]*include[ \t]*)"(/[^"]+)"', re.M)
REL_INCLUDE = re.compile(r'^([ \t]*#[ \t]*include[ \t]*)"([^"/][^"]*)"', re.M)


def rewrite_translated_files(sdir, root):
    """Turns the translations' `declare target` lines into comments (below), and: a user header included by an absolute path (`#include "/proj/x.h"`) would be found
    there by the compiler, untranslated (its directives ignored: a critical section that
    protects nothing): point such includes of the translated files at the translations,
    which the translator wrote under sdir at their path relative to the root; and a quoted
    include with no copy beside the translation finds the original's sibling."""
    for d, _, names in os.walk(sdir):
        for n in names:
            path = os.path.join(d, n)
            try:
                with open(path, encoding="utf-8", errors="surrogateescape") as f:
                    text = f.read()
            except OSError:
                continue

            def repl(m):
                target = os.path.realpath(m.group(2))
                if not target.startswith(root + os.sep):
                    return m.group(0)
                mirrored = os.path.join(sdir, os.path.relpath(target, root))
                return m.group(1) + '"' + mirrored + '"' if os.path.isfile(mirrored) else m.group(0)

            new = ABS_INCLUDE.sub(repl, text)
            # A quoted include that clang's branches never took (code under `#if` on __clang__
            # or __GNUC__) has no translated copy beside this one: gcc looks beside the copy
            # first, and would miss the original's sibling (oneDPL's zip_view_impl.h at
            # -std=c++20; helper-118). Point it at that sibling, which gcc would have found
            # first beside the original; OpenMP in it is caught after the compile, as any
            # that the translator did not see (rename_gomp_refs).
            origdir = os.path.dirname(os.path.join(root, os.path.relpath(path, sdir)))

            def beside_original(m):
                if os.path.exists(os.path.join(d, m.group(2))):
                    return m.group(0)
                sibling = os.path.join(origdir, m.group(2))
                return m.group(1) + '"' + sibling + '"' if os.path.isfile(sibling) else m.group(0)

            new = REL_INCLUDE.sub(beside_original, new)
            # `declare target` blocks run on the host here; gcc -fopenmp (which compiles every
            # file: rename_gomp_refs) would check them for a device (hb's thread-local state
            # "used in target region")
            new = DECLARE_TARGET.sub(lambda m: "// hbc, host only: " + m.group(0).lstrip(), new)
            if new != text:
                with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                    f.write(new)


def fix_depfile(path, translated, original, sdir, root):
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return
    text = text.replace(translated, original.replace(" ", "\\ "))
    # mirrored user headers: back to their real place
    text = text.replace(sdir + os.sep, root.replace(" ", "\\ ") + os.sep)
    # a file's later inclusions, translated apart (hbc-translate's c_inclusions.cpp) or
    # expanded apart (macro_expansion.cpp)
    text = re.sub(r"\.hbc-(?:inclusion|expansion)-[0-9]+(?=[\s\\]|$)", "", text)
    with open(path, "w") as f:
        f.write(text)
