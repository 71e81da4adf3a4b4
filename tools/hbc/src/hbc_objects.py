"""hbc's driver, its half that reads and edits objects: which OpenMP runtime calls an object
makes, renaming gcc's GOMP_* calls to the shim's, and whether a link holds translated code.
Imported by hbc.py.in (the driver); installed next to it (libexec/hbc). See docs/hbc.md."""
import functools
import os
import re
import subprocess
import sys


# OpenMP that hbc does not rewrite: system headers' (libstdc++'s parallel mode), other
# projects' headers' (Eigen through -I), and any the translator never saw because clang took
# another branch of an #if than gcc does (xgboost includes <parallel/algorithm> only when
# __GNUC__ >= 5; clang says 4; helper-51). Every file is compiled with gcc -fopenmp, and the
# object's GOMP_* calls, and the omp_get_thread_num/num_threads calls of gcc's own static
# schedules, are renamed to the shim's (hbc_gomp.c), which run them on hbc's team layer.
# libgomp, when something else links it, keeps its own names. Before session 41 they were
# ignored (and -D_GLIBCXX_PARALLEL dropped): their code ran once and saw the enclosing team's
# size. Another compiler (clang) emits libomp's calls instead, which the shim does not have:
# its object must hold none (docs/hbc-system-headers.md).
def compiler_is_gcc(compiler, _cache={}):
    if compiler not in _cache:
        try:
            p = subprocess.run([compiler, "--version"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               universal_newlines=True)
            _cache[compiler] = p.returncode == 0 and "clang" not in p.stdout.lower()
        except OSError:
            _cache[compiler] = False
    return _cache[compiler]


def shim_gomp_entries(lib, _cache={}):
    """The hbc_GOMP_* entry points the shim library defines."""
    if lib not in _cache:
        p = subprocess.run(["nm", "--defined-only", "--", lib], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           universal_newlines=True)
        _cache[lib] = {ln.split()[-1] for ln in p.stdout.splitlines() if ln.split() and ln.split()[-1].startswith("hbc_GOMP_")}
    return _cache[lib]


GCC_LOWERING_CALLS = ("omp_get_thread_num", "omp_get_num_threads")
GOMP_ASM_REF = re.compile(r"(?<![\w.$])(GOMP_\w+|omp_get_thread_num|omp_get_num_threads)\b")
# gcc's lock word of `critical(NAME)` is a common symbol of that name; renamed to the word
# translated code uses for the same name (hbc-translate's prelude defines it weak), so a
# header's critical(NAME) and the program's translated one exclude each other.
GCC_CRITICAL_WORD = re.compile(r"(?<![\w.$])\.gomp_critical_user_(\w+)")


def openmp_unseen_where(where):
    return ("first at %s" % where) if where else \
        "in code the translator did not see: an #if branch that clang, unlike gcc, does not take"


def check_foreign_openmp(obj, where, compiler):
    """A non-gcc compiler's object: refused (why) when it calls an OpenMP runtime."""
    if obj.endswith(".s"):
        with open(obj) as f:
            calls = re.search(r"\b(__kmpc_\w+|GOMP_\w+)", f.read())
        calls = [calls.group(1)] if calls else []
    else:
        p = subprocess.run(["nm", "-u", "--", obj], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        calls = sorted(n for n in (ln.split()[-1] for ln in p.stdout.splitlines() if ln.split())
                       if n.startswith(("__kmpc_", "GOMP_")))
    if not calls:
        return None
    return ("OpenMP that hbc does not rewrite (%s) needs the compiler's OpenMP runtime (%s); hbc runs gcc's "
            "interface, and %s is not gcc (HBC_CC / HBC_CXX)" % (openmp_unseen_where(where), calls[0], compiler))


def preprocess_command(cmd):
    """cmd, a compile command, as one that preprocesses to stdout."""
    pp = [a for a in cmd if a not in ("-MD", "-MMD", "-MP")]
    out = []
    i = 0
    while i < len(pp):  # drop the output and the dependency-file options
        if pp[i] in ("-o", "-MF", "-MT", "-MQ"):
            i += 2
            continue
        if pp[i] in ("-c", "-S"):
            i += 1
            continue
        out.append(pp[i])
        i += 1
    return out + ["-E", "-o", "-"]


def preprocessed_has_openmp(cmd):
    """Whether gcc, preprocessing as cmd compiles, sees an OpenMP directive."""
    p = subprocess.run(preprocess_command(cmd), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return p.returncode != 0 or OMP_DIRECTIVE_WITH_CALLS.search(p.stdout) is not None


LINE_MARKER = re.compile(rb'^# (\d+) "((?:[^"\\]|\\.)*)"((?: \d)*)\s*$')


def gcc_openmp_location(cmd):
    """Where gcc, preprocessing as cmd compiles, first sees a directive that may call the
    OpenMP runtime, as "FILE:LINE" followed by the includes that lead there ("included from
    FILE:LINE"), outermost last; None when there is none or gcc fails. For a refusal's
    message: the translator's clang took another #if branch, and says nothing of it."""
    p = subprocess.run(preprocess_command(cmd), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if p.returncode != 0:
        return None
    name = lambda f: f.decode("utf-8", "replace")
    stack = []  # (file, line) of each #include on the way to the current file
    cur, line = None, 0
    for raw in p.stdout.splitlines():
        m = LINE_MARKER.match(raw)
        if m:
            flags = m.group(3).split()
            if b"1" in flags and cur is not None:
                stack.append((cur, line))
            elif b"2" in flags and stack:
                stack.pop()
            cur, line = m.group(2), int(m.group(1))
            continue
        if OMP_DIRECTIVE_WITH_CALLS.match(raw):
            return "%s:%d" % (name(cur), line) + "".join(", included from %s:%d" % (name(f), n) for f, n in reversed(stack))
        line += 1
    return None


# A directive from which gcc may emit calls into the OpenMP runtime. Not the declarative and
# vectorisation ones, which make none: glibc's <math.h> declares its vector functions with
# `omp declare simd` under -ffast-math, and every file that included it lost LTO (RSBench's
# OpenMP-free complex arithmetic, no longer inlined into its kernel: 10x slower; helper-96).
OMP_DIRECTIVE_WITH_CALLS = re.compile(
    rb"^\s*#\s*pragma\s+omp\s+(?!(?:declare\s+(?:simd|reduction|target|variant|mapper)|end\s+declare|simd|tile|unroll)\b)",
    re.M)


# gcc's names for what it makes of a function: regions outlined from it, and clones.
GCC_CLONE_SUFFIX = re.compile(r"\s*\[clone [^\]]*\]|\.(?:_omp_fn|_omp_cpyfn|constprop|isra|part|cold|lto_priv)\.\d+")
OBJDUMP_LABEL = re.compile(r"^[0-9a-f]+ <(.+)>:$")
OBJDUMP_GOMP_RELOC = re.compile(r"\bR_\w+\s+(?:hbc_)?(GOMP_\w+)")  # (renamed already, or not)
# Calls gcc makes in place for a construct whose meaning is the team's (worksharing and
# barriers), which the translator's choice of mode for the enclosing region rests on. Not
# critical or atomic: a system header's inline function holding one is inlined into the
# program's code (tests/make: sys_crit.h's critical(acc) inside a translated region), and the
# shim runs them right in any mode.
GOMP_IN_PLACE = re.compile(r"GOMP_(?:loop|sections|single|barrier|ordered|scope)")


def without_template_args(name):
    """A demangled name with its template argument lists dropped (operator< kept)."""
    out, depth, i = [], 0, 0
    while i < len(name):
        if name.startswith("operator", i) and depth == 0:
            m = re.match(r"operator\s*(<<=|<<|<=>|<=|<|>>=|>>|>=|>|->)?", name[i:])
            out.append(m.group(0))
            i += len(m.group(0))
            continue
        c = name[i]
        if c == "<":
            depth += 1
        elif c == ">" and depth > 0:
            depth -= 1
        elif depth == 0:
            out.append(c)
        i += 1
    return "".join(out)


def gomp_in_own_code(obj, system_functions):
    """gcc's OpenMP calls of obj that no system header's function explains: (function, call)
    for a region outlined from a function that holds no system directive, or a worksharing
    call or barrier made in place by such a function. gcc outlines a region before it
    inlines, so a system header's region inlined into the program's function keeps its
    outlined body's name (NAME._omp_fn.N); an in-place call could come from an inlined
    system function too (a refusal then, never a silent build)."""
    p = subprocess.run(["objdump", "-dr", "-C", "--no-show-raw-insn", obj], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, universal_newlines=True)
    if p.returncode != 0:
        return None
    # (the translator names a class template's members with its parameters: stripped as gcc's are)
    patterns = [re.compile(r"(^|[\s*&(])" + re.escape(without_template_args(f)) + r"(\(|$)")
                for f in system_functions]

    def system(label):
        name = without_template_args(GCC_CLONE_SUFFIX.sub("", label))
        return any(pt.search(name) for pt in patterns)

    label = None
    for line in p.stdout.splitlines():
        m = OBJDUMP_LABEL.match(line)
        if m:
            label = m.group(1)
            continue
        m = OBJDUMP_GOMP_RELOC.search(line)
        if not m or label is None or system(label):
            continue
        if "_omp_fn." in label or GOMP_IN_PLACE.match(m.group(1)):
            return label, m.group(1)
    return None


def rename_gomp_refs(obj, where, shim_lib, run, translated_regions, system_functions=(), unseen_at=None,
                     task_where=None):
    """Points the object's OpenMP runtime calls at the shim. Returns (why refused or None, rc).
    unseen_at: called for where gcc's OpenMP is when the translator saw none (a message);
    task_where: the first unrewritten directive that makes or waits for tasks, named when
    the missing entry points are the tasks'."""
    if obj.endswith(".s"):
        with open(obj) as f:
            text = f.read()
        names = set(m.group(1) for m in GOMP_ASM_REF.finditer(text))
        text = GCC_CRITICAL_WORD.sub(lambda m: "__hbc_crit_" + m.group(1), text)
        with open(obj, "w") as f:
            f.write(GOMP_ASM_REF.sub(lambda m: "hbc_" + m.group(1), text))
    else:
        p = subprocess.run(["nm", "--", obj], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        if p.returncode != 0:
            sys.stderr.write("hbc: cannot list the symbols of %s: %s\n" % (obj, p.stderr.strip()))
            sys.exit(1)
        syms = [ln.split() for ln in p.stdout.splitlines() if len(ln.split()) >= 2]
        # (only what gcc's lowering calls: an undefined omp_* may be the program's own,
        # Rodinia leukocyte's `omp_num_threads` variable)
        names = set(f[-1] for f in syms if f[-2] == "U" and (f[-1].startswith("GOMP_") or f[-1] in GCC_LOWERING_CALLS))
        renames = ["--redefine-sym=%s=hbc_%s" % (n, n) for n in sorted(names)]
        renames += ["--redefine-sym=%s=__hbc_crit_%s" % (f[-1], m.group(1)) for f in syms
                    for m in [GCC_CRITICAL_WORD.fullmatch(f[-1])] if m]
        if renames:
            rc = run(["objcopy"] + renames + [obj])
            if rc != 0:
                return None, rc
    gomp = sorted(n for n in names if n.startswith("GOMP_"))
    if gomp and where and translated_regions and not obj.endswith(".s"):
        # a system header's OpenMP is here too (libstdc++'s parallel mode, which SeqAn includes
        # for every compiler): its calls do not hide the program's own (helper-88, session 50:
        # an orphaned `omp for` in a gcc-only branch ran only one member's share, silently)
        own = gomp_in_own_code(obj, system_functions)
        if own:
            return ("gcc sees OpenMP here (%s in %s) that hbc's translator did not: an #if branch that clang "
                    "does not take (on __GNUC__ or __clang__); the translation of this file's own constructs "
                    "may rest on other code" % (own[1], own[0])), 0
    if gomp and not where and translated_regions:
        # gcc compiled OpenMP the translator never saw, so the modes it chose for the file's
        # own regions rest on other code than gcc compiles (a region it ran once may call
        # that code's parallel region, which every thread should have called)
        at = unseen_at() if unseen_at else None
        return ("gcc sees OpenMP here (%s%s) that hbc's translator did not: an #if branch that clang does not take "
                "(on __GNUC__ or __clang__); the translation of this file's own constructs may rest on other code"
                % (gomp[0], "; gcc's first such directive is at " + at if at else "")), 0
    missing = sorted(n for n in gomp if "hbc_" + n not in shim_gomp_entries(shim_lib))
    if missing:
        if task_where and any(n.startswith("GOMP_task") for n in missing):
            where = task_where
        return ("OpenMP that hbc does not rewrite (%s) needs %s, which hbc does not provide there (it runs "
                "parallel regions, worksharing and synchronisation; not tasks, copyprivate or cancellation)"
                % (openmp_unseen_where(where), ", ".join(missing))), 0
    return None, 0


# Routines that tell a thread its team (and omp_set_num_threads, whose value they read back):
# in a fallback object they go to the shim (hbc_fallback.c), libgomp's in libgomp's regions
# and hbc's elsewhere.
FALLBACK_QUERIES = ("omp_get_thread_num", "omp_get_num_threads", "omp_get_max_threads", "omp_in_parallel",
                    "omp_set_num_threads")


def redirect_fallback_queries(obj, run):
    """Points a --hbc-fallback-openmp object's team queries at the shim. Returns rc."""
    if not obj.endswith(".o"):
        return 0
    p = subprocess.run(["nm", "-u", "--", obj], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, universal_newlines=True)
    names = set(ln.split()[-1] for ln in p.stdout.splitlines() if ln.split())
    renames = ["--redefine-sym=%s=hbc_fallback_%s" % (n, n) for n in FALLBACK_QUERIES if n in names]
    return run(["objcopy"] + renames + [obj]) if renames else 0


TRANSLATED_SYMBOL = re.compile(r"^\s+U (hbc_|hb_|_ZN2hb|_ZNK2hb)", re.M)
TRANSLATED_ASM_CALL = re.compile(rb"\b(call|jmp)\s+(hbc_|hb_|_ZN2hb|_ZNK2hb)")


def links_translated_objects(link_items):
    """Whether an object, archive or assembly file (hbc -S output) on a link line calls hbc's
    runtime."""
    for kind, v in link_items:
        ext = os.path.splitext(v)[1]
        if kind != "arg" or not os.path.isfile(v):
            continue
        if ext in (".o", ".a"):
            p = subprocess.run(["nm", "-u", "--", v], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            if TRANSLATED_SYMBOL.search(p.stdout.decode("utf-8", "replace")):
                return True
        elif ext in (".s", ".S"):
            with open(v, "rb") as f:
                if TRANSLATED_ASM_CALL.search(f.read()):
                    return True
    return False


@functools.lru_cache(maxsize=None)
def compiler_lib(compiler, name):
    """The real path of the library `name` that the compiler links (-print-file-name), or None.
    Cached: a link asks for libgomp and libatomic here and again for each one it names."""
    try:
        p = subprocess.run([compiler, "-print-file-name=" + name], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, universal_newlines=True)
    except OSError:
        return None
    path = p.stdout.strip()
    return os.path.realpath(path) if os.path.isabs(path) and os.path.exists(path) else None


def has_lib(compiler, name):
    return compiler_lib(compiler, name) is not None


# The real compiler's libraries that hbc's own link adds (runtime_link_args) and that a
# project can name by their full paths: CMake's find_package(OpenMP) reads them from hbc's
# verbose link line into OpenMP_<lang>_LIB_NAMES, and links every OpenMP target with them.
COMPILER_LIBS = ("libgomp.so", "libatomic.so", "libstdc++.so", "libm.so")


def compiler_libs_as_needed(compiler, items):
    """items with each full path to one of COMPILER_LIBS wrapped as needed, as hbc's own
    -lgomp and -latomic are: with a project's -Wl,--no-as-needed (pyscf links so) each was a
    NEEDED entry of every library the project built, libgomp loaded in a process that never
    calls it (helper-137). A library that an object does call still links."""
    out = []
    for v in items:
        base = os.path.basename(v)
        if not v.startswith("-") and base in COMPILER_LIBS and compiler_lib(compiler, base) == os.path.realpath(v):
            out += ["-Wl,--push-state,--as-needed", v, "-Wl,--pop-state"]
        else:
            out.append(v)
    return out
