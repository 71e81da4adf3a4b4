// A combined `parallel for` whose body reads a thread-local variable, named directly or
// through a function (LightGBM 3.3.5's Log::GetLevel(), a `static thread_local` read in its
// loops, helper-75): each thread has its own copy, so which iterations see the caller's
// value is the static schedule's. A `parallel` region holding the same `for` ran as a team;
// the combined form ran as a heartbeat loop, whose workers ran any iteration (446 of 500,
// silently). It now runs as a team too.
// EXPECT-TRANSLATION: team_run
// EXPECT-OUTPUT: local ok, named ok
#include <omp.h>
#include <cstdio>
#include <vector>
static int &level() {
    static thread_local int lv = 1;
    return lv;
}
static thread_local int ns_level = 1;
static volatile double sink;
static void work() {  // long enough iterations that a heartbeat splits the loop
    double s = 0;
    for (int k = 0; k < 20000; ++k) s += k * 1e-9;
    sink = s;
}

int main() {
    const int n = 1000;
    level() = 0;
    ns_level = 0;  // the calling thread (thread 0) is quiet; the others keep 1
    std::vector<int> a(n, 0), b(n, 0);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) {
        work();
        a[i] = level();
    }
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) {
        work();
        b[i] = ns_level;
    }
    // OpenMP: thread 0 runs the first block of the static schedule, and only it is quiet, so
    // the quiet iterations are a prefix, the same in both loops
    bool okA = a[0] == 0, okB = b[0] == 0;
    for (int i = 1; i < n; ++i) {
        okA &= a[i] >= a[i - 1];
        okB &= b[i] >= b[i - 1] && b[i] == a[i];
    }
    printf("local %s, named %s\n", okA ? "ok" : "WRONG", okB ? "ok" : "WRONG");
    return 0;
}
