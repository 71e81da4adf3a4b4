// A taskloop becomes a heartbeat loop (docs/hbc-internals-tasks.md, "taskloop"): its ranges
// are its tasks. An implicit firstprivate item the body only reads is read in place (`scale`,
// `first`'s sum), one it writes gets a copy per range (`bias`: the original stays 5); a
// template's (oneDPL's shape) as its instantiations decide; a reduction's partials per range;
// a wait after a body that calls something (its tasks finish in the implicit taskgroup).
// A body asking its thread number is a heartbeat loop run in order unless every worker is a
// thread of the encountering team (hbc_taskloop_ids_kept). What stays in place: `if`, and
// grainsize with a firstprivate item the body writes (each task's copy starts afresh).
// EXPECT-OUTPUT: 1001000 5 1000 499500 ok 245 10
#include <cstdio>
#include <omp.h>
#include <vector>

template <class It, class F> void for_each_n(It first, long n, F f) {
#pragma omp taskloop
    for (long i = 0; i < n; ++i) f(*(first + i));
}

static std::vector<long> v(1000);
static long bias_seen, last_seen, sum_seen;
static int tids_ok = 1, k = 0;

// (called from a `single`: its locals are private to the encountering task, so implicitly
// firstprivate in its taskloops)
static void work() {
    long scale = 2, bias = 5, last = -1, sum = 0;
    int g = 0;
    {
        for_each_n(v.begin(), 1000, [&](long &x) { x = x * scale + 2; });
#pragma omp taskloop lastprivate(last)
        for (long i = 0; i < 1000; ++i) {
            bias += 1;
            last = i + 1;
        }
#pragma omp taskloop reduction(+: sum)
        for (long i = 0; i < 1000; ++i) sum += i;
#pragma omp taskloop
        for (int i = 0; i < 100; ++i)
            if (omp_get_thread_num() >= omp_get_num_threads()) tids_ok = 0;
#pragma omp taskloop if(k == 0)
        for (int i = 0; i < 10; ++i) {
#pragma omp atomic
            k += i;
        }
#pragma omp taskloop grainsize(4) firstprivate(g)
        for (int i = 0; i < 10; ++i) {
            g += 1;
            if (g > 4) {
#pragma omp atomic
                k += 100;
            }
        }
    }
    bias_seen = bias;
    last_seen = last;
    sum_seen = sum;
}

int main() {
    for (long i = 0; i < 1000; ++i) v[i] = i;
#pragma omp parallel
#pragma omp single
    work();
    long total = 0;
    for (long x : v) total += x;
    int outside = 0;
#pragma omp taskloop reduction(+: outside)
    for (int i = 0; i < 10; ++i) outside += 1;
    std::printf("%ld %ld %ld %ld %s %d %d\n", total, bias_seen, last_seen, sum_seen, tids_ok ? "ok" : "bad", k, outside);
}
