#!/bin/sh
# Builds tests/make with CC=hbc, checks the output against a build without OpenMP, checks
# that the dependency files name the user's sources, that a rebuild is a no-op, and that a
# header included by its absolute path is compiled translated.
set -e
HBC="$1"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$here/Makefile" "$here/src" "$work/"
cd "$work"
make -s CC="$HBC" >/dev/null
got=$(HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2 ./prog)
got1=$(./prog)
make -s clean
make -s CC=gcc CFLAGS="-O2 -w" >/dev/null
want=$(./prog)
[ "$got" = "$want" ] && [ "$got1" = "$want" ] || { echo "FAIL: hbc '$got' '$got1' vs gcc '$want'"; exit 1; }
make -s clean
make -s CC="$HBC" >/dev/null
grep -q "src/vec.c" vec.d || { echo "FAIL: vec.d does not name src/vec.c"; cat vec.d; exit 1; }
# a folder made by the driver's mkdtemp (hbc-XXXXXXXX), not any path that contains "hbc-"
if grep -Eq "/hbc-[A-Za-z0-9_]{8}/" vec.d; then echo "FAIL: vec.d names a temporary file"; cat vec.d; exit 1; fi
[ -z "$(make -q CC="$HBC" prog || echo stale)" ] || { echo "FAIL: rebuild is not a no-op"; exit 1; }
# a user header included by its absolute path is compiled translated (its loop polls; the
# compiler found the original by that path before session 33, and ran it sequentially)
mkdir abs
printf 'static long sum_to(long n) {\n  long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (long i = 0; i < n; i++) s += i;\n  return s;\n}\n' > abs/sum.h
printf '#include <stdio.h>\n#include "%s/abs/sum.h"\nint main(void) { printf("%%ld\\n", sum_to(1000000)); return 0; }\n' "$work" > abs/main.c
"$HBC" -O2 -fopenmp abs/main.c -o abs/prog
polls=$(HB_STATS=1 HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./abs/prog 2>&1 >/dev/null | grep -o '"polls": [0-9]*' | head -n 1 | tr -dc 0-9)
[ "${polls:-0}" -gt 0 ] || { echo "FAIL: a header included by an absolute path ran untranslated"; cat abs/main.c; exit 1; }
[ "$(./abs/prog)" = 499999500000 ] || { echo "FAIL: abs/prog printed $(./abs/prog)"; exit 1; }
# `-Xpreprocessor -fopenmp` (Apple clang's spelling, which build scripts try when -fopenmp
# fails) is -fopenmp: translated and linked with hbc's runtime (stardist 0.9.2 got gcc's
# GOMP calls and no libgomp: an import error; helper-91, session 51)
"$HBC" -O2 -Xpreprocessor -fopenmp abs/main.c -o abs/prog_xpp
polls=$(HB_STATS=1 HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./abs/prog_xpp 2>&1 >/dev/null | grep -o '"polls": [0-9]*' | head -n 1 | tr -dc 0-9)
[ "${polls:-0}" -gt 0 ] || { echo "FAIL: -Xpreprocessor -fopenmp did not translate"; exit 1; }
# -o /dev/null (build probes write there): compiled and checked in a temporary file, not
# refused because /dev/null has no symbols to list (session 51)
"$HBC" -O2 -fopenmp -c abs/main.c -o /dev/null || { echo "FAIL: hbc -c -o /dev/null"; exit 1; }
# under -flto a file keeps LTO unless gcc sees a directive that may call the OpenMP runtime
# (a system header's, which hbc leaves to gcc and whose calls it renames in the object, out
# of reach in an LTO object): not glibc's `omp declare simd` in <math.h> under -ffast-math
# (RSBench's OpenMP-free files lost LTO, and their inlining: 10x slower; helper-96, session 52)
printf '#include <math.h>\ndouble mag(double x, double y) { return sqrt(x * x + y * y); }\n' > nomp.c
"$HBC" -O2 -ffast-math -flto -fopenmp -c nomp.c -o nomp.o || { echo "FAIL: hbc -flto nomp.c"; exit 1; }
readelf -S nomp.o | grep -q gnu.lto_ || { echo "FAIL: a file without OpenMP lost LTO under -ffast-math"; exit 1; }
mkdir -p sysomp
printf 'static inline void root_all(double *a, int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) a[i] = a[i] * 2;\n}\n' > sysomp/sysomp.h
printf '#include <sysomp.h>\nvoid twice(double *a, int n) { root_all(a, n); }\n' > withomp.c
"$HBC" -O2 -flto -fopenmp -isystem sysomp -c withomp.c -o withomp.o || { echo "FAIL: hbc -flto withomp.c"; exit 1; }
if readelf -S withomp.o | grep -q gnu.lto_; then echo "FAIL: a file with a system header's parallel loop kept LTO"; exit 1; fi
# libtool's link of a C++ shared library: -nostdlib with the crt objects named, and -fopenmp
# from CXXFLAGS; hbc++ dropped -nostdlib and g++ added its crt files twice (HEALPix; helper-95)
printf 'double scale(double *a, int n, double s) {\n  double sum = 0;\n#pragma omp parallel for reduction(+:sum)\n  for (int i = 0; i < n; ++i) { a[i] *= s; sum += a[i]; }\n  return sum;\n}\n' > nsl.cpp
G=$(dirname "$(g++ -print-libgcc-file-name)")
"$(dirname "$HBC")/hbc++" -fopenmp -fPIC -O2 -c nsl.cpp -o nsl.o
"$(dirname "$HBC")/hbc++" -fPIC -shared -nostdlib "$(g++ -print-file-name=crti.o)" "$G/crtbeginS.o" nsl.o -lstdc++ -lm -lc -lgcc_s \
  "$G/crtendS.o" "$(g++ -print-file-name=crtn.o)" -fopenmp -o libnsl.so \
  || { echo "FAIL: a -nostdlib shared link (libtool's) with -fopenmp"; exit 1; }
# a partial link (-r) of translated objects stays an object, without the runtime, which the
# final link adds (hbc dropped -r and linked a program: "undefined reference to main"; session 52)
printf 'long sum_r(long n) {\n  long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (long i = 0; i < n; i++) s += i;\n  return s;\n}\n' > sumlib_r.c
"$HBC" -O2 -fopenmp -c sumlib_r.c -o sumlib_r.o
"$HBC" -fopenmp -r sumlib_r.o -o partial.o || { echo "FAIL: hbc -fopenmp -r"; exit 1; }
if nm partial.o | grep -q ' T hb_'; then echo "FAIL: a partial link took in the runtime"; exit 1; fi
printf '#include <stdio.h>\nlong sum_r(long);\nint main(void) { printf("%%ld\\n", sum_r(1000000)); return 0; }\n' > partial_main.c
"$HBC" -O2 -fopenmp partial.o partial_main.c -o partial_prog || { echo "FAIL: linking a partial object"; exit 1; }
[ "$(HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./partial_prog)" = 499999500000 ] || { echo "FAIL: partial_prog"; exit 1; }
# a separate preprocessing step with -fopenmp sees _OPENMP, as the translated compile does
# (miniMD preprocesses first: its non-OpenMP branch then did not compile; session 37)
printf '#ifdef _OPENMP\nint openmp_on = 1;\n#else\nint openmp_on = 0;\n#endif\n' > pp.c
"$HBC" -fopenmp -E pp.c > pp.i
grep -q "openmp_on = 1" pp.i || { echo "FAIL: hbc -fopenmp -E did not define _OPENMP"; cat pp.i; exit 1; }
# without -fopenmp hbc is gcc: _OPENMP undefined in -E and in a compile, nothing translated
# (hbc translated every file before session 47: NFFT's serial library got OpenMP code;
# helper-74), and a link of translated objects still gets the runtime
"$HBC" -E pp.c > pp0.i
grep -q "openmp_on = 0" pp0.i || { echo "FAIL: hbc -E without -fopenmp defined _OPENMP"; exit 1; }
printf '#include <stdio.h>\nextern int openmp_on;\nint main(void) { printf("%%d\\n", openmp_on); return 0; }\n' > ppmain.c
"$HBC" pp.c ppmain.c -o ppprog || { echo "FAIL: hbc pp.c ppmain.c"; exit 1; }
[ "$(./ppprog)" = 0 ] || { echo "FAIL: a compile without -fopenmp defined _OPENMP"; exit 1; }
"$HBC" -fopenmp pp.c ppmain.c -o ppprog1 && [ "$(./ppprog1)" = 1 ] || { echo "FAIL: hbc -fopenmp left _OPENMP undefined"; exit 1; }
"$HBC" -fopenmp -fno-openmp pp.c ppmain.c -o ppprog2 && [ "$(./ppprog2)" = 0 ] || { echo "FAIL: -fno-openmp did not win"; exit 1; }
printf 'long sum_to(long n) {\n  long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (long i = 0; i < n; i++) s += i;\n  return s;\n}\n' > sumlib.c
printf '#include <stdio.h>\nlong sum_to(long);\nint main(void) { printf("%%ld\\n", sum_to(1000000)); return 0; }\n' > summain.c
"$HBC" -O2 -c sumlib.c -o serial.o
if nm -u serial.o | grep -q "hb"; then echo "FAIL: hbc -c without -fopenmp translated"; exit 1; fi
"$HBC" -O2 -fopenmp -c sumlib.c -o omp.o
"$HBC" -O2 -c summain.c -o summain.o
"$HBC" summain.o omp.o -o sumprog || { echo "FAIL: a link of translated objects without -fopenmp"; exit 1; }
[ "$(HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./sumprog)" = 499999500000 ] || { echo "FAIL: sumprog printed $(./sumprog)"; exit 1; }
polls=$(HB_STATS=1 HB_NUM_WORKERS=2 ./sumprog 2>&1 >/dev/null | grep -o '"polls": [0-9]*' | head -n 1 | tr -dc 0-9)
[ "${polls:-0}" -gt 0 ] || { echo "FAIL: sumprog's translated loop did not run on the runtime"; exit 1; }
# autoconf's AX_OPENMP first links omp_set_num_threads with no flag: as with gcc, that must
# fail (with libgomp linked it succeeded, and the project was built without -fopenmp)
printf 'char omp_set_num_threads();\nint main(void) { return omp_set_num_threads(); }\n' > ax.c
if "$HBC" ax.c -o ax 2>/dev/null; then echo "FAIL: omp_set_num_threads linked without -fopenmp"; exit 1; fi
"$HBC" -fopenmp ax.c -o ax || { echo "FAIL: AX_OPENMP's program with -fopenmp"; exit 1; }
# a header found through an absolute -I directory is named by that path, as gcc names it
# (__FILE__ and assert messages; hbc gave a name relative to the working directory: helper-77)
mkdir -p incdir
printf 'static const char *hdr_file(void) { return __FILE__; }\n' > incdir/hdr.h
printf '#include <stdio.h>\n#include "hdr.h"\nint main(void) { int s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 10; i++) s += i;\n  printf("%%s %%d\\n", hdr_file(), s); return 0; }\n' > hdrname.c
"$HBC" -O2 -fopenmp -I"$work/incdir" hdrname.c -o hdrname_hbc && gcc -O2 -fopenmp -I"$work/incdir" hdrname.c -o hdrname_gcc \
  || { echo "FAIL: hdrname.c"; exit 1; }
[ "$(./hdrname_hbc)" = "$(./hdrname_gcc)" ] || { echo "FAIL: header named '$(./hdrname_hbc)', gcc: '$(./hdrname_gcc)'"; exit 1; }
# a verbose link shows the linker's command line, which CMake's compiler probe reads for the
# implicit link directories (hbc dropped -v from the link: find_package(ZLIB) failed in
# megahit's configure; helper-42, session 39)
printf 'int main(void) { return 0; }\n' > vlink.c
"$HBC" -c vlink.c -o vlink.o
[ "$("$HBC" -v vlink.o -o vlink 2>&1 | grep -c collect2)" -ge 1 ] || { echo "FAIL: hbc -v printed no link command"; exit 1; }
# gcc options whose value is the next argument stay together (`--param NAME=VALUE` was split:
# the value became an input file and gcc saw `--param -D_OPENMP=...`; helper-39, session 38)
printf '#include <stdio.h>\nint main(void) { long s = 0;\n#pragma omp parallel for reduction(+:s)\nfor (int i = 0; i < 100; i++) s += i;\nprintf("%%ld\\n", s); return 0; }\n' > param.c
"$HBC" -O2 -fopenmp --param max-unroll-times=4 -iprefix /usr/ param.c -o param || { echo "FAIL: hbc --param NAME=VALUE"; exit 1; }
[ "$(./param)" = 4950 ] || { echo "FAIL: param printed $(./param)"; exit 1; }
# a --hbc-fallback-openmp file's libgomp threads calling translated code get libgomp's
# thread numbers there (they answered 0: GraphicsMagick's threads shared one per-thread
# view; helper-40, session 38)
mkdir -p fb && cd fb
printf '#include <stdio.h>\n#include <omp.h>\nint id_elsewhere(void);\nint main(void) {\n  int bad = 0, t = 0;\n#pragma omp parallel reduction(+:bad)\n  {\n#pragma omp taskgroup task_reduction(+:t)\n    { }\n    bad += omp_get_thread_num() != id_elsewhere();\n  }\n  printf("bad=%%d\\n", bad);\n  return 0;\n}\n' > refused.c
printf '#include <omp.h>\nint id_elsewhere(void) {\n  int one = 0;\n#pragma omp parallel for reduction(+:one)\n  for (int i = 0; i < 1; i++) one += 1;\n  return omp_get_thread_num() * one;\n}\n' > translated.c
"$HBC" -O2 -fopenmp --hbc-fallback-openmp refused.c translated.c -o mixed 2>/dev/null || { echo "FAIL: fallback build"; exit 1; }
for t in 2 3; do
  out=$(OMP_NUM_THREADS=$t HB_NUM_WORKERS=2 ./mixed)
  [ "$out" = "bad=0" ] || { echo "FAIL: fallback threads at $t: $out"; exit 1; }
done
cd ..
# a file whose parse crashes clang 14 (a class-type data member as the loop variable) gets a
# word from the driver (it exited 245 silently), and --hbc-fallback-openmp builds it (session 38)
printf '#include <cstdio>\n#include <vector>\nstruct Walker {\n  std::vector<int>::iterator at;\n  int total(std::vector<int> &v) {\n    int s = 0;\n#pragma omp parallel for reduction(+:s)\n    for (at = v.begin(); at < v.end(); at += 1) s += *at;\n    return s;\n  }\n};\nint main() { std::vector<int> v(10, 3); Walker w; std::printf("%%d\\n", w.total(v)); return 0; }\n' > crash.cpp
HBCXX="$(dirname "$HBC")/hbc++"
if "$HBCXX" -O2 -fopenmp crash.cpp -o crash 2> crash.err; then
  echo "note: clang 14 no longer crashes on crash.cpp"
else
  grep -q "the translator crashed on crash.cpp" crash.err || { echo "FAIL: no word on a translator crash"; cat crash.err; exit 1; }
  "$HBCXX" -O2 -fopenmp --hbc-fallback-openmp crash.cpp -o crash 2>/dev/null || { echo "FAIL: fallback after a crash"; exit 1; }
fi
[ "$(./crash)" = 30 ] || { echo "FAIL: crash.cpp printed $(./crash)"; exit 1; }
# GCC nested functions, which clang (hbc's parser) lacks: a word from the driver, and
# --hbc-fallback-openmp builds the file with gcc (BART 0.8.00, helper-74, session 46)
printf 'int main(void) {\n  int next(int x) { return x + 1; }\n  int s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 10; i++) s += next(i);\n  return s != 55;\n}\n' > nested.c
if "$HBC" -O2 -fopenmp nested.c -o nested 2> nested.err; then echo "FAIL: nested functions translated?"; exit 1; fi
grep -q "neither GCC nested functions" nested.err || { echo "FAIL: no word on nested functions"; cat nested.err; exit 1; }
"$HBC" -O2 -fopenmp --hbc-fallback-openmp nested.c -o nested 2>/dev/null && ./nested || { echo "FAIL: nested functions by fallback"; exit 1; }
# a fallback file's team queries answer hbc's team members as hbc does, and its own region's
# threads as libgomp does (ncnn's thread-indexed scratch through a fallback wrapper of
# omp_get_thread_num() was shared by every member: helper-76, session 47)
printf '#include <omp.h>\nint tid(void) {\n  int inner(void) { return omp_get_thread_num(); }\n  return inner();\n}\nint own_region_ids(void) {\n  int mask = 0;\n#pragma omp parallel num_threads(2) reduction(|:mask)\n  mask |= 1 << omp_get_thread_num();\n  return mask;\n}\n' > fbtid.c
printf '#include <stdio.h>\nint tid(void);\nint own_region_ids(void);\nint main(void) {\n  int seen = 0;\n#pragma omp parallel for num_threads(2) reduction(|:seen)\n  for (int i = 0; i < 2000; i++) seen |= 1 << tid();\n  printf("%%d %%d\\n", seen, own_region_ids());\n  return 0;\n}\n' > fbmain.c
"$HBC" -O2 -fopenmp --hbc-fallback-openmp -c fbtid.c -o fbtid.o 2>/dev/null || { echo "FAIL: fallback of fbtid.c"; exit 1; }
"$HBC" -O2 -fopenmp fbmain.c fbtid.o -o fbtid || { echo "FAIL: fbmain.c with a fallback object"; exit 1; }
for s in "OMP_NUM_THREADS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1" "HB_NUM_WORKERS=2 HB_HEARTBEAT_US=1"; do
  [ "$(env $s ./fbtid)" = "3 3" ] || { echo "FAIL: fallback team queries at $s: $(env $s ./fbtid)"; exit 1; }
done
# a source given as a pipe (bash's <(...), /dev/fd/N) is read once, by the driver, and
# compiled from a copy; -E keeps the descriptor open for the compiler (libimagequant's
# configure probes OpenMP so, and decided hbc had none; helper-45, session 40)
printf '#include <stdio.h>\n#include <omp.h>\nint main(void) {\n  int n = 0;\n#pragma omp parallel for reduction(+:n)\n  for (int i = 0; i < 100; i++) n += i;\n  printf("%%d\\n", n);\n  return 0;\n}\n' > piped.c
bash -c '"$0" -O2 -fopenmp -x c <(cat piped.c) -o piped' "$HBC" || { echo "FAIL: hbc on a source given as /dev/fd/N"; exit 1; }
[ "$(./piped)" = 4950 ] || { echo "FAIL: piped printed $(./piped)"; exit 1; }
[ "$(bash -c '"$0" -xc -E -fopenmp <(printf "#ifdef _OPENMP\n#include <omp.h>\n#endif\n")' "$HBC" | grep -c omp_get_thread_num)" -ge 1 ] \
  || { echo "FAIL: hbc -E on /dev/fd/N"; exit 1; }
# a system header's OpenMP runs through gcc's GOMP calls on hbc's team layer
# (docs/hbc-system-headers.md): a construct the shim has no entry for stops the build with
# the file, the header's directive and the entry named; -S output is renamed too; libgomp
# stays out of the program (session 41)
mkdir -p sysinc
printf '#include <omp.h>\nstatic inline int sys_tasks(void) {\n  int n = 0;\n#pragma omp parallel\n#pragma omp single\n  {\n#pragma omp task shared(n)\n    n = 1;\n  }\n  return n;\n}\nstatic inline int sys_team(void) {\n  int n = 0;\n#pragma omp parallel num_threads(3)\n#pragma omp single\n  n = omp_get_num_threads();\n  return n;\n}\n' > sysinc/sys_omp.h
printf '#include <stdio.h>\n#include <sys_omp.h>\nint main(void) { printf("%%d\\n", sys_tasks()); return 0; }\n' > systask.c
if "$HBC" -O2 -fopenmp -isystem sysinc systask.c -o systask 2> systask.err; then
  echo "FAIL: a system header's task was built"; exit 1
fi
grep -q "systask.c: error: .*sys_omp.h:.*needs GOMP_task" systask.err || { echo "FAIL: no diagnostic for a system header's task"; cat systask.err; exit 1; }
"$HBC" -O2 -fopenmp --hbc-fallback-openmp -isystem sysinc systask.c -o systask 2> systask.err \
  || { echo "FAIL: --hbc-fallback-openmp on a system header's task"; cat systask.err; exit 1; }
[ "$(./systask)" = 1 ] || { echo "FAIL: systask printed $(./systask)"; exit 1; }
printf '#include <stdio.h>\n#include <sys_omp.h>\nint main(void) { int m = 0;\n#pragma omp parallel num_threads(2) reduction(max:m)\n  m = sys_team();\n  printf("%%d %%d\\n", sys_team(), m); return 0; }\n' > systeam.c
"$HBC" -O2 -fopenmp -isystem sysinc systeam.c -o systeam || { echo "FAIL: system header region build"; exit 1; }
[ "$(HB_NUM_WORKERS=2 ./systeam)" = "3 1" ] || { echo "FAIL: systeam printed $(HB_NUM_WORKERS=2 ./systeam), want 3 1"; exit 1; }
if ldd ./systeam | grep -q libgomp; then echo "FAIL: systeam links libgomp"; exit 1; fi
"$HBC" -O2 -fopenmp -isystem sysinc -S systeam.c -o systeam.s || { echo "FAIL: -S of systeam.c"; exit 1; }
grep -q "hbc_GOMP_parallel" systeam.s && ! grep -qw "GOMP_parallel" systeam.s || { echo "FAIL: -S output not renamed"; exit 1; }
# a header that only gcc includes (xgboost takes <parallel/algorithm> only for __GNUC__ >= 5;
# clang, hbc's parser, says 4): gcc compiles OpenMP the translator never saw, so the file's own
# translated constructs may rest on other code. Refused with a word, or built as plain OpenMP
# under --hbc-fallback-openmp (helper-51, session 41: before, the header's pragmas were dropped)
printf '#include <stdio.h>\n#if defined(__GNUC__) && !defined(__clang__)\n#include <sys_omp.h>\n#else\nstatic int sys_team(void) { return 1; }\n#endif\nint main(void) { int m = 0;\n#pragma omp parallel num_threads(2) reduction(max:m)\n  m = sys_team();\n  printf("%%d %%d\\n", sys_team(), m); return 0; }\n' > gcconly.c
if "$HBC" -O2 -fopenmp -isystem sysinc gcconly.c -o gcconly 2> gcconly.err; then
  echo "FAIL: OpenMP only gcc sees was built"; exit 1
fi
# (the message says where gcc meets it, and through which #include of the file: NetworKit's
# libstdc++-parallel-mode guard gave no place to look; helper-93, session 52)
grep -q "gcconly.c: error: gcc sees OpenMP here (GOMP_parallel; gcc's first such directive is at sysinc/sys_omp.h:4, included from gcconly.c:3) that hbc's translator did not" gcconly.err \
  || { echo "FAIL: no word on OpenMP only gcc sees, or where"; cat gcconly.err; exit 1; }
"$HBC" -O2 -fopenmp --hbc-fallback-openmp -isystem sysinc gcconly.c -o gcconly 2> /dev/null || { echo "FAIL: fallback of gcconly.c"; exit 1; }
[ "$(OMP_NUM_THREADS=2 ./gcconly)" = "3 1" ] || { echo "FAIL: gcconly printed $(OMP_NUM_THREADS=2 ./gcconly)"; exit 1; }
# ... also in a file whose system headers hold OpenMP clang sees too (libstdc++'s parallel mode,
# which SeqAn includes for every compiler): their GOMP calls hid the program's own, and an
# orphaned `omp for` in a gcc-only branch ran one member's share, silently (helper-88,
# session 50: 500 of 1000). gcc's calls are told apart by the function that makes them.
printf '#include <parallel/algorithm>\n#include <cstdio>\n#include <vector>\nstatic long hits[1000];\nstatic void work() {\n#if !defined(__clang__)\n#pragma omp for\n#endif\n  for (int i = 0; i < 1000; ++i) hits[i] += 1;\n}\nint main() {\n  std::vector<int> v(100000);\n  for (int i = 0; i < 100000; ++i) v[i] = (i * 7919) %% 100003;\n  __gnu_parallel::sort(v.begin(), v.end());\n#pragma omp parallel\n  work();\n  long s = 0;\n  for (int i = 0; i < 1000; ++i) s += hits[i];\n  std::printf("%%ld %%d\\n", s, v[0]);\n}\n' > gcconly_sys.cpp
if "$HBCXX" -O2 -fopenmp gcconly_sys.cpp -o gcconly_sys 2> gcconly_sys.err; then
  echo "FAIL: OpenMP only gcc sees, beside a system header's, was built"; exit 1
fi
# (in main, or in the team-mode region's member code where work() is inlined: since session 57
# the region is a team, as every thread of it updates hits[] in clang's view)
grep -q "gcconly_sys.cpp: error: gcc sees OpenMP here (GOMP_[a-z_]* in .*) that hbc's translator did not" gcconly_sys.err \
  || { echo "FAIL: no word on OpenMP only gcc sees beside a system header's"; cat gcconly_sys.err; exit 1; }
sed -e '/__clang__/d' -e '/^#endif/d' gcconly_sys.cpp > sys_seen.cpp  # (the same, the for seen by both)
"$HBCXX" -O2 -fopenmp sys_seen.cpp -o sys_seen || { echo "FAIL: a system header's OpenMP beside the program's"; exit 1; }
[ "$(OMP_NUM_THREADS=2 ./sys_seen)" = "1000 0" ] || { echo "FAIL: sys_seen printed $(OMP_NUM_THREADS=2 ./sys_seen)"; exit 1; }
# a program's own omp_* names are not the runtime's: only gcc's GOMP calls and its static
# schedules' omp_get_thread_num/num_threads are renamed (Rodinia leukocyte's global
# `omp_num_threads` was renamed too, and did not link)
printf 'int omp_num_threads = 3;\n' > ownname_def.c
printf '#include <stdio.h>\nextern int omp_num_threads;\nint main(void) { long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 10; i++) s += i * omp_num_threads;\n  printf("%%ld\\n", s); return 0; }\n' > ownname.c
"$HBC" -O2 -fopenmp ownname.c ownname_def.c -o ownname || { echo "FAIL: a program's own omp_ name"; exit 1; }
[ "$(./ownname)" = 135 ] || { echo "FAIL: ownname printed $(./ownname)"; exit 1; }
# a system header's critical(acc) and the program's translated critical(acc) exclude each
# other: gcc's word .gomp_critical_user_acc is renamed to the translation's (before session 42
# they were two words: 14724 of 20000 increments kept at 3 workers), also in -S output
printf 'static inline void sys_bump(long *x) {\n#pragma omp critical(acc)\n  { long t = *(volatile long *)x; for (volatile int k = 0; k < 300; k++) {} *(volatile long *)x = t + 1; }\n}\n' > sysinc/sys_crit.h
printf '#include <stdio.h>\n#include <sys_crit.h>\nint main(void) { long x = 0;\n#pragma omp parallel for\n  for (int i = 0; i < 20000; i++) {\n    if (i & 1) sys_bump(&x);\n    else {\n#pragma omp critical(acc)\n      { long t = *(volatile long *)&x; for (volatile int k = 0; k < 300; k++) {} *(volatile long *)&x = t + 1; }\n    }\n  }\n  printf("%%ld\\n", x); return 0; }\n' > named_crit.c
"$HBC" -O2 -fopenmp -isystem sysinc named_crit.c -o named_crit || { echo "FAIL: named critical in a system header"; exit 1; }
"$HBC" -O2 -fopenmp -isystem sysinc -S named_crit.c -o named_crit.s && "$HBC" named_crit.s -o named_crit_s \
  || { echo "FAIL: -S of named_crit.c does not assemble"; exit 1; }
for s in "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  for p in ./named_crit ./named_crit_s; do
    [ "$(env $s $p)" = 20000 ] || { echo "FAIL: $p printed $(env $s $p) at $s"; exit 1; }
  done
done
# shared objects that hbc links share one runtime, libhbc_runtime.so: a process loads any
# number of them (each carried its own runtime before, whose static TLS glibc could place
# for only two dlopen'd libraries: Python packages with several extension modules failed to
# import; helper-55, session 42), and dlclose leaves the runtime's workers their code
mkdir -p so && cd so
printf 'int work(void) {\n  int s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 1000; i++) s += ID;\n  return s;\n}\n' > mod.c
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do "$HBC" -O2 -fopenmp -fPIC -shared -DID=$i mod.c -o libmod$i.so || { echo "FAIL: hbc -shared"; exit 1; }; done
readelf -dW libmod1.so | grep -q "NEEDED.*libhbc_runtime.so" || { echo "FAIL: libmod1.so does not use the shared runtime"; exit 1; }
printf '#include <stdio.h>\n#include <dlfcn.h>\nint main(void) {\n  int ok = 0; long sum = 0;\n  for (int r = 0; r < 2; r++)\n    for (int i = 1; i <= 12; i++) {\n      char name[32]; snprintf(name, sizeof name, "./libmod%%d.so", i);\n      void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL);\n      if (!h) { fprintf(stderr, "%%s\\n", dlerror()); continue; }\n      int (*w)(void) = (int (*)(void))dlsym(h, "work");\n      sum += w(); ok++; dlclose(h);\n    }\n  printf("%%d %%ld\\n", ok, sum); return 0; }\n' > load.c
gcc -O2 load.c -o load -ldl
for s in "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  [ "$(env $s ./load)" = "24 156000" ] || { echo "FAIL: load printed $(env $s ./load 2>&1) at $s"; exit 1; }
done
# another hbc's runtime named on the link line (an older install that a CMake cache's
# OpenMP_C_LIBRARIES remembers, or -lhbc_omp) is dropped too: a shared object linked so
# carried a runtime of its own (session 53)
printf 'int main(void) { return 0; }\n' > empty.c
mkdir -p other/lib
for a in $("$HBC" -fopenmp empty.c -o empty -v 2>&1 | grep -o '[^ ]*/lib\(hbc_omp\|heartbeat\)\.a' | sort -u); do cp "$a" other/lib/; done
[ -f other/lib/libhbc_omp.a ] && [ -f other/lib/libheartbeat.a ] || { echo "FAIL: the runtime archives not found in hbc -v"; exit 1; }
"$HBC" -O2 -fopenmp -fPIC -shared -DID=1 mod.c -o libother.so other/lib/libhbc_omp.a other/lib/libheartbeat.a -Lother/lib -lhbc_omp \
  || { echo "FAIL: hbc -shared with another install's archives"; exit 1; }
if nm -D --defined-only libother.so | grep -Eq ' (hb_|hbc_|omp_)'; then
  echo "FAIL: libother.so carries a runtime of its own"; nm -D --defined-only libother.so | grep -E ' (hb_|hbc_|omp_)' | head; exit 1
fi
cd ..
# __FILE__ (and assert's text, and diagnostics) names a source as the command line gave it,
# and a header by the includer's directory as given, as gcc does (clang's tooling made the
# name absolute: CHOLMOD's error messages named /abs/dir/../Check/x.c; helper-58, session 42)
mkdir -p fn/sub
printf 'static const char *header_file(void) { return __FILE__; }\n' > fn/sub/fn.h
printf '#include <stdio.h>\n#include "fn.h"\nint main(void) { long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 10; i++) s += i;\n  printf("%%s %%s %%ld\\n", __FILE__, header_file(), s); return 0; }\n' > fn/sub/fn.c
(cd fn && "$HBC" -O2 -fopenmp ../fn/sub/fn.c -o fn_hbc && gcc -O2 -fopenmp ../fn/sub/fn.c -o fn_gcc) || { echo "FAIL: fn.c build"; exit 1; }
[ "$(fn/fn_hbc)" = "$(fn/fn_gcc)" ] || { echo "FAIL: __FILE__ $(fn/fn_hbc) vs gcc $(fn/fn_gcc)"; exit 1; }
# --hbc-fallback-openmp also builds a file whose translation the compiler rejects. The trigger:
# `-Wstack-usage=200 -Werror`, which gcc's own outlining of this main meets and hbc's
# translation, with its team-mode frame, does not (docs/hbc.md, "Warnings"). The loop body
# asks its level, which keeps heartbeat mode with a region frame; it asked its thread number
# until session 79, which now makes the region team mode, whose translation gcc accepts.
# Until session 45 it was `-Wshadow -Werror` (hbc's copies shadowed the originals; fixed then), and until
# session 44 helper-59's ImageMagick macro defect
cat > badtr.c <<'BADTR'
#include <stdio.h>
#include <omp.h>
int scratch;
int main(void) {
  int out[8], s = 0;
#pragma omp parallel private(scratch)
  {
#pragma omp for
    for (int i = 0; i < 8; i++) { scratch = 2 * i + 0 * omp_get_level(); out[i] = scratch; }
  }
  for (int i = 0; i < 8; i++) s += out[i];
  printf("%d\n", s);
  return 0;
}
BADTR
if "$HBC" -O2 -Wstack-usage=200 -Werror -fopenmp badtr.c -o badtr 2> badtr.err; then echo "FAIL: badtr.c built without the fallback (the trigger no longer fails: see above)"; exit 1; fi
grep -q "errors above are in hbc's translation of badtr.c" badtr.err || { echo "FAIL: no word on the failed translation"; cat badtr.err; exit 1; }
"$HBC" -O2 -Wstack-usage=200 -Werror -fopenmp --hbc-fallback-openmp badtr.c -o badtr 2> badtr.err || { echo "FAIL: fallback of a translation gcc rejects"; cat badtr.err; exit 1; }
grep -q "translation of badtr.c did not compile" badtr.err || { echo "FAIL: no note on the failed translation (defect fixed? see above)"; cat badtr.err; exit 1; }
[ "$(OMP_NUM_THREADS=2 ./badtr)" = 56 ] || { echo "FAIL: badtr printed $(./badtr)"; exit 1; }
# and without the fallback under `-Wshadow -Werror`, which stopped it until session 45
"$HBC" -O2 -Wshadow -Werror -fopenmp badtr.c -o badtr || { echo "FAIL: -Wshadow -Werror stops hbc's translation again"; exit 1; }
[ "$(OMP_NUM_THREADS=2 ./badtr)" = 56 ] || { echo "FAIL: badtr (-Wshadow build) printed $(./badtr)"; exit 1; }
# a C file included twice under other macros (zfp's template files, helper-52): each inclusion
# is translated apart, into a copy of its own (session 41: refused; before, its outlined
# functions were defined twice, typed as the first); the dependency file names the original
printf 'static T NAME(const T *a, int n) {\n  T s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < n; i++) s += a[i];\n  return s;\n}\n#undef T\n#undef NAME\n' > tmpl_sum.inc
printf '#include <stdio.h>\n#define T int\n#define NAME sum_int\n#include "tmpl_sum.inc"\n#define T double\n#define NAME sum_double\n#include "tmpl_sum.inc"\nint main(void) { int a[100]; double b[100];\n  for (int i = 0; i < 100; i++) { a[i] = i; b[i] = 0.5 * i + 0.25; }\n  printf("%%d %%.2f\\n", sum_int(a, 100), sum_double(b, 100)); return 0; }\n' > twice.c
"$HBC" -O2 -fopenmp -MD -c twice.c -o twice.o 2> twice.err && "$HBC" twice.o -o twice \
  || { echo "FAIL: a C file included twice"; cat twice.err; exit 1; }
for s in "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  [ "$(env $s ./twice)" = "4950 2500.00" ] || { echo "FAIL: twice printed $(env $s ./twice) at $s"; exit 1; }
done
if grep -q "hbc-inclusion" twice.d; then echo "FAIL: twice.d names a copy"; cat twice.d; exit 1; fi
grep -q "tmpl_sum.inc" twice.d || { echo "FAIL: twice.d does not name tmpl_sum.inc"; exit 1; }
# ... unless an #include of it is written by a macro, which hbc cannot point at a copy:
# refused at the construct, built as plain OpenMP under the fallback
sed 's|#include "tmpl_sum.inc"|#include TMPL|; 1a #define TMPL "tmpl_sum.inc"' twice.c > twicemac.c
if "$HBC" -O2 -fopenmp twicemac.c -o twicemac 2> twicemac.err; then echo "FAIL: a macro-named inclusion was built"; exit 1; fi
grep -q "tmpl_sum.inc:3:.*included 2 times" twicemac.err || { echo "FAIL: no word on a macro-named inclusion"; cat twicemac.err; exit 1; }
"$HBC" -O2 -fopenmp --hbc-fallback-openmp twicemac.c -o twicemac 2> /dev/null || { echo "FAIL: fallback of twicemac.c"; exit 1; }
[ "$(./twicemac)" = "4950 2500.00" ] || { echo "FAIL: twicemac printed $(./twicemac)"; exit 1; }
# another project's header, outside hbc's root (reached by a relative path), runs its OpenMP
# the same way, with one warning per file (before session 41: ignored with a warning, and its
# critical section an error)
mkdir -p outer/lib proj/src
printf '#include <omp.h>\nstatic inline int lib_team(long *total) {\n  int n = 0;\n#pragma omp parallel num_threads(2)\n  {\n#pragma omp for\n    for (int i = 0; i < 1000; i++) {\n#pragma omp critical\n      *total += i;\n    }\n#pragma omp single\n    n = omp_get_num_threads();\n  }\n  return n;\n}\n' > outer/lib/lib_omp.h
printf '#include <stdio.h>\n#include "../../outer/lib/lib_omp.h"\nint main(void) {\n  long top = 0, nested = 0; int m = 0;\n  int n = lib_team(&top);\n#pragma omp parallel num_threads(2) reduction(max:m)\n  { long t = 0; m = lib_team(&t);\n#pragma omp atomic\n    nested += t; }\n  printf("%%d %%ld %%d %%ld\\n", n, top, m, nested);\n  return 0;\n}\n' > proj/src/outer.c
(cd proj/src && "$HBC" -O2 -fopenmp outer.c -o outer 2> outer.err) || { echo "FAIL: a header outside the root"; cat proj/src/outer.err; exit 1; }
[ "$(grep -c "lib_omp.h:.*outside hbc's root.*team layer" proj/src/outer.err)" = 1 ] || { echo "FAIL: not one warning for the outer header"; cat proj/src/outer.err; exit 1; }
for s in "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  [ "$(env $s proj/src/outer)" = "2 499500 1 999000" ] || { echo "FAIL: outer printed $(env $s proj/src/outer) at $s"; exit 1; }
done
# a class of the main file with a member of an anonymous namespace's type: g++ does not warn
# (-Wsubobject-linkage is for headers), and hbc++ compiles a translated copy with #line names,
# which made g++ take the class for a header's: an error under -Werror (OpenSubdiv, helper-80)
HBCXX="$(dirname "$HBC")/hbc++"
printf '#include <cstdio>\nnamespace { struct Pose { float x, y; }; }\nstruct Args { Pose pose; int n; };\nint main() {\n  Args a = {{1, 2}, 3}; int s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 4; i++) s += a.n;\n  std::printf("%%g %%d\\n", a.pose.x + a.pose.y, s); return 0;\n}\n' > anon_member.cpp
g++ -fopenmp -Werror -c anon_member.cpp -o anon_member_gxx.o || { echo "FAIL: g++ itself warns on anon_member.cpp"; exit 1; }
"$HBCXX" -O2 -fopenmp -Werror anon_member.cpp -o anon_member 2> anon_member.err || { echo "FAIL: hbc++ -Werror on a main-file class with an anonymous-namespace member"; cat anon_member.err; exit 1; }
[ "$(HB_NUM_WORKERS=2 ./anon_member)" = "3 12" ] || { echo "FAIL: anon_member printed $(./anon_member)"; exit 1; }
# the user's own -Wsubobject-linkage still comes after hbc's and turns it on
if "$HBCXX" -O2 -fopenmp -Werror -Wsubobject-linkage -c anon_member.cpp -o anon_member.o 2> /dev/null; then
  echo "FAIL: the user's -Wsubobject-linkage was overridden"; exit 1; fi
# a file clang cannot parse as gcc 6.5 (hbc's first try) but gcc compiles: OpenBLAS's common.h
# defines _Atomic as volatile for __GNUC__ < 7, which clang's stdatomic.h cannot read; the
# driver tries once more as gcc 7 (helper-106, session 54)
printf '#include <stdio.h>\n#if defined(__GNUC__) && (__GNUC__ < 7)\n#define _Atomic volatile\n#endif\n#include <stdatomic.h>\n#include <math.h>\nstatic atomic_int hits;\nint main(void) {\n  long s = 0;\n#pragma omp parallel for reduction(+:s)\n  for (int i = 0; i < 1000; i++) { s += i; atomic_fetch_add(&hits, 1); }\n  printf("%%ld %%d\\n", s, (int)atomic_load(&hits));\n  return 0;\n}\n' > gnuc_guard.c
"$HBC" -O2 -fopenmp gnuc_guard.c -o gnuc_guard || { echo "FAIL: hbc on a __GNUC__ < 7 _Atomic guard"; exit 1; }
[ "$(HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1 ./gnuc_guard)" = "499500 1000" ] || { echo "FAIL: gnuc_guard printed $(./gnuc_guard)"; exit 1; }
# a file clang cannot parse whose only "omp" is inside words (dot_compute, complex): compiled
# by gcc as it is, as a file without the letters is (it was refused; OpenBLAS's zdot.c)
printf 'double dot_compute(const double *x, int n) {\n  double nested(int i) { return x[i] * x[i]; }\n  double s = 0;\n  for (int i = 0; i < n; i++) s += nested(i);\n  return s;\n}\n' > dot_compute.c
"$HBC" -O2 -fopenmp -c dot_compute.c -o dot_compute.o 2> dot_compute.err || { echo "FAIL: hbc refused an unparsable file without OpenMP"; cat dot_compute.err; exit 1; }
echo "ok   make: $got"
