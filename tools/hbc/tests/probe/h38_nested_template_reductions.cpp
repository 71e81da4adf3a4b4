// A generic reduction helper (function template) that opens a region with
// `reduction(+:acc) reduction(min:lo) reduction(max:hi)`, called at top level and from
// each thread of a region of 2 threads with accumulators that are that thread's locals
// (int and double instantiations), passed by reference into the template; plus a nested
// region with `private(obj)` of a class type that counts its constructions.
#include <cstdio>
#include <vector>
#include <atomic>
#include <omp.h>

template <class T>
static void stats(const std::vector<T> &v, T &acc, T &lo, T &hi)
{
    T a = acc, l = lo, h = hi;
#pragma omp parallel reduction(+ : a) reduction(min : l) reduction(max : h)
    {
#pragma omp for
        for (size_t i = 0; i < v.size(); i++) {
            a += v[i];
            if (v[i] < l) l = v[i];
            if (v[i] > h) h = v[i];
        }
    }
    acc = a;
    lo = l;
    hi = h;
}

static std::atomic<int> made{0};
struct Scratch {
    int buf[8];
    Scratch() { made++; for (int &b : buf) b = 0; }
};

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: top: 4950 0 99
// PROBE-OUTPUT: t0: i=4950 0 99 d=2475.0 0.0 49.5 scratch=1 made_ok=1
// PROBE-OUTPUT: t1: i=5050 1 100 d=2475.0 0.0 49.5 scratch=1 made_ok=1
int main()
{
    std::vector<int> vi0(100), vi1(100);
    std::vector<double> vd(100);
    for (int i = 0; i < 100; i++) { vi0[i] = i; vi1[i] = i + 1; vd[i] = i * 0.5; }
    int a = 0, l = 1 << 30, h = -1;
    stats(vi0, a, l, h);
    std::printf("top: %d %d %d\n", a, l, h);
    char lines[2][160];
#pragma omp parallel num_threads(2)
    {
        const int t = omp_get_thread_num();
        int ia = 0, il = 1 << 30, ih = -1;
        double da = 0, dl = 1e30, dh = -1e30;
        stats(t ? vi1 : vi0, ia, il, ih);
        stats(vd, da, dl, dh);
        Scratch obj;
        int seen = 0;
#pragma omp parallel private(obj) reduction(+ : seen)
        {
            obj.buf[0] = 1;
            seen += obj.buf[0];
        }
        std::snprintf(lines[t], sizeof lines[t], "t%d: i=%d %d %d d=%.1f %.1f %.1f scratch=%d made_ok=%d", t, ia, il,
                      ih, da, dl, dh, seen, made.load() >= 2);
    }
    std::printf("%s\n%s\n", lines[0], lines[1]);
    return 0;
}
