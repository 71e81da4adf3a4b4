#!/bin/sh
# Command-line shapes a build gives a compiler (session 72, helper-115), each against what gcc
# does: a source on standard input is translated; -fsyntax-only checks and exits 0; the
# translator's parser gets -Wp,-D/-Xpreprocessor -D and the layout flags gcc gets; -std=c++23
# is spelled as clang 14 knows it; -std=c++98 stops with a message that says why; C89
# builds a `for simd`.
set -e
HBC="$1"
HBXX="$(dirname "$HBC")/hbc++"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*"; exit 1; }

# stdin (`-x c -`): it went to gcc untranslated, a team of one
"$HBC" -fopenmp -x c -c - -o stdin.o < "$here/team.c"
"$HBC" -fopenmp stdin.o -o stdin_prog
[ "$(HB_NUM_WORKERS=3 ./stdin_prog)" = "members=3 sum=4950" ] || fail "stdin source: $(HB_NUM_WORKERS=3 ./stdin_prog)"
"$HBXX" -fopenmp -x c++ - -o stdin_cxx < "$here/team.c"
[ "$(HB_NUM_WORKERS=3 ./stdin_cxx)" = "members=3 sum=4950" ] || fail "stdin C++ source"

# -fsyntax-only: 0 on a good file, non-zero on a bad one, no output file
"$HBC" -fopenmp -fsyntax-only "$here/team.c" || fail "-fsyntax-only on a good file"
printf 'int main(void) { undeclared_x = 1; }\n' > bad.c
if "$HBC" -fopenmp -fsyntax-only bad.c 2>/dev/null; then fail "-fsyntax-only accepted an error"; fi
[ -z "$(ls ./*.o 2>/dev/null | grep -v stdin.o)" ] || fail "-fsyntax-only wrote an object"

# the translator sees what the preprocessor and gcc's layout flags make of the file
"$HBC" -fopenmp -Wp,-DWPVAL=7 "$here/layout.c" -o wp && [ "$(./wp)" = "45 7" ] || fail "-Wp,-D"
"$HBC" -fopenmp -Xpreprocessor -DWPVAL=5 "$here/layout.c" -o xp && [ "$(./xp)" = "45 5" ] || fail "-Xpreprocessor -D"
for t in "T_MS -fms-extensions" "T_PACK -fpack-struct" "T_WCHAR -fshort-wchar" "T_ENUM -fshort-enums" \
         "T_CHAR -fno-signed-char"; do
    set -- $t
    "$HBC" -fopenmp "-D$1" "$2" "$here/layout.c" -o layout 2>err.txt || { cat err.txt; fail "$2"; }
    [ "$(./layout)" = "45 0" ] || fail "$2 printed $(./layout)"
done

# C++ standards: c++23 parses (as c++2b); c++98 stops with its reason
"$HBXX" -fopenmp -std=c++23 "$here/iota.cpp" -o cxx23 && [ "$(./cxx23)" = 499500 ] || fail "-std=c++23"
if "$HBXX" -fopenmp -std=c++98 "$here/iota.cpp" -o cxx98 2>err.txt; then fail "-std=c++98 was accepted"; fi
grep -q "C++11 or later" err.txt || { cat err.txt; fail "-std=c++98's message"; }
[ "$(wc -l < err.txt)" -lt 5 ] || { cat err.txt; fail "-std=c++98 printed more than its message"; }
# C89 (-std=c89 -pedantic-errors, -ansi): a `for simd`'s chunk loop declared its counter in
# the for header
"$HBC" -fopenmp -std=c89 -pedantic-errors "$here/simd89.c" -o simd89 || fail "-std=c89 with simd"
"$HBC" -fopenmp -ansi "$here/simd89.c" -o simd89 && [ "$(HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./simd89)" = 1500 ] || fail "-ansi with simd"
# a header reached through a symbolic link in the source's directory (Ligra's Makefile links
# its headers so): the warning names the real file and the -I that puts it under the root,
# and that -I makes it translated
mkdir -p ln/src ln/real
printf 'static long sum_to(long n) {\n  long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (long i = 0; i < n; i++) s += i;\n  return s;\n}\n' > ln/real/sum.h
ln -s ../real/sum.h ln/src/sum.h
printf '#include <stdio.h>\n#include "sum.h"\nint main(void) { printf("%%ld\\n", sum_to(1000000)); return 0; }\n' > ln/src/main.c
"$HBC" -fopenmp ln/src/main.c -o ln/prog 2>ln/err.txt
grep -q "symbolic link: the header is '$work/ln/real/sum.h'" ln/err.txt || { cat ln/err.txt; fail "the symlinked header's warning"; }
grep -q -- "-I$work/ln/real widens it" ln/err.txt || { cat ln/err.txt; fail "the symlinked header's -I"; }
"$HBC" -fopenmp -I"$work/ln/real" ln/src/main.c -o ln/prog2 2>ln/err2.txt
[ ! -s ln/err2.txt ] && [ "$(./ln/prog2)" = 499999500000 ] || { cat ln/err2.txt; fail "the symlinked header with its -I"; }
# -g: the debug information names the source, not the temporary copy, so two identical
# builds give identical objects (dpkg's -ffile-prefix-map applies to it too)
"$HBC" -fopenmp -O2 -g -ffile-prefix-map="$work"=. -c "$here/team.c" -o g1.o
"$HBC" -fopenmp -O2 -g -ffile-prefix-map="$work"=. -c "$here/team.c" -o g2.o
cmp -s g1.o g2.o || fail "two -g builds differ"
if strings -a g1.o | grep -q '/hbc-[A-Za-z0-9_]\{8\}/'; then fail "a -g object names hbc's temporary directory"; fi
# each source keeps the -x in force where it is named: `-x c t.txt -x none g.o`
cp "$here/team.c" gen.txt
printf 'int g(void);\nint g(void) { return 1; }\n' > g.c && gcc -c g.c -o g.o
"$HBC" -fopenmp -x c gen.txt -x none g.o -o xnone || fail "-x c source -x none object"
[ "$(HB_NUM_WORKERS=3 ./xnone)" = "members=3 sum=4950" ] || fail "-x none: $(./xnone)"
# gcc's single-dash -coverage is --coverage: the link gets libgcov
"$HBC" -fopenmp -coverage -c "$here/team.c" -o cov.o && "$HBC" -fopenmp -coverage cov.o -o cov || fail "-coverage"
./cov >/dev/null && [ -f cov.gcda ] || fail "-coverage wrote no profile"
# -S -o -: the translated assembly on stdout
"$HBC" -fopenmp -S -o - "$here/team.c" > team.s || fail "-S -o -"
grep -q hbc_ team.s || fail "-S -o - wrote no translated assembly"
# -Werror -Wunused-macros: hbc's prelude #undefs the user's macros around its includes, which
# gcc reported as unused, and defines a guard of its own
printf '#define N 100\n#include <stdio.h>\nint main(void) {\n  int s = 0;\n#pragma omp parallel\n  {\n#pragma omp critical\n    s += 1;\n  }\n#pragma omp parallel for reduction(+ : s)\n  for (int i = 0; i < N; i++) s += i;\n  printf("%%d\\n", s > 0);\n  return 0;\n}\n' > um.c
"$HBC" -fopenmp -Werror -Wunused-macros um.c -o um 2>err.txt || { cat err.txt; fail "-Werror -Wunused-macros"; }
# a refusal of tasks in a system header names the header's task, not the first directive
# hbc leaves to gcc (libstdc++'s pstl `simd`, included first: helper-118, session 73)
mkdir -p sysinc
printf '#pragma once\ntemplate <class F, class G> void invoke2(F f, G g) {\n#pragma omp taskgroup\n  {\n#pragma omp task\n    f();\n#pragma omp task\n    g();\n  }\n}\n' > sysinc/tasky.h
printf '#include <execution>\n#include <tasky.h>\nint main() {\n  int a = 0, b = 0;\n#pragma omp parallel\n#pragma omp single\n  invoke2([&] { a = 1; }, [&] { b = 2; });\n  return a + b == 3 ? 0 : 1;\n}\n' > systask.cpp
if "$HBXX" -fopenmp -std=c++17 -isystem sysinc systask.cpp -o systask 2>err.txt; then fail "tasks in a system header were accepted"; fi
grep -q "tasky.h:3:1: 'taskgroup'" err.txt || { cat err.txt; fail "the system-header refusal names another directive"; }
echo "driver command lines: ok"
