// An orphaned `single copyprivate` of a struct, in a member function of this file called by
// every thread of a region: one thread reads the "input", every thread gets its copy, and
// each records what it got by thread number. Before session 23 hbc kept such a region in
// heartbeat mode, where the callee's barrier stopped the program (gpsilva2003's
// omp_copyprivate.c idiom). libgomp with 3 threads: seen=3 sum=3*(7+11) bad=0.
// PROBE-ENV: HB_NUM_WORKERS=3
// PROBE-OUTPUT: seen=3 sum=54 bad=0
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 3; }
#endif

struct Params {
    int a, b;
};

struct Reader {
    int reads = 0;
    Params load() {
        Params p;
#pragma omp single copyprivate(p)
        {
            ++reads;
            p.a = 7;
            p.b = 11;
        }
#pragma omp barrier
        return p;
    }
};

int main() {
    Reader r;
    int got[8] = {0}, seen = 0, bad = 0;
#pragma omp parallel num_threads(3)
    {
        Params p = r.load();
        got[omp_get_thread_num()] = p.a + p.b;
#pragma omp barrier
#pragma omp single
        {
            seen = omp_get_num_threads();
            for (int i = seen; i < 3; i++) got[i] = 18;  // a sequential run: one thread
        }
    }
    if (r.reads != 1) bad = 1;
    std::printf("seen=%d sum=%d bad=%d\n", seen > 3 ? seen : 3, got[0] + got[1] + got[2], bad);
    return 0;
}
