// threadprivate C++ data: a static data member of a class, a function-local static, and a
// namespace-scope aggregate; copyin of the member and of the object's
// fields in a region that uses omp_get_thread_num() (team mode), each thread counting into
// its own copy, and the master's copies read after the region (they persist, OpenMP 4.5
// 2.15.2, since the team sizes are equal, dynamic adjustment off).
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static void omp_set_dynamic(int) {}
#endif

struct Counter {
    static long hits;
#pragma omp threadprivate(hits)
};
long Counter::hits = 0;

struct Pt {
    int x, y;
};
static Pt origin = {1, 2};
#pragma omp threadprivate(origin)

static int next_id()
{
    static int calls = 0;
#pragma omp threadprivate(calls)
    return ++calls;
}

int main()
{
    omp_set_dynamic(0);
    Counter::hits = 100;
    origin.x = 10;
    origin.y = 20;
    long total = 0, ids = 0, xs = 0;
    int okcopy = 0, members = 0;
#pragma omp parallel copyin(Counter::hits, origin) reduction(+ : total, ids, xs, okcopy, members)
    {
        okcopy += Counter::hits == 100 && origin.x == 10 && origin.y == 20;
        members++;
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 1000; i += n) {
            Counter::hits++;
            ids += next_id() > 0;
        }
        origin.x += t;
        total += Counter::hits - 100;
        xs += origin.x - 10 - t;
    }
    std::printf("total=%ld ids=%ld xs=%ld copy-ok=%d master-hits=%s\n", total, ids, xs, okcopy == members,
                Counter::hits > 100 ? "more" : "same");
    return 0;
}
