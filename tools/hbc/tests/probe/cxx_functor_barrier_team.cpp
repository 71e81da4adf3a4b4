// A function object (operator() of a namespace-scope struct) holding an orphaned `omp for`,
// `omp barrier` and `omp single`, called by every thread of a region that indexes slots by
// omp_get_thread_num(): phase 1 writes a[i], the barrier orders it before phase 2 reading
// a[i-1] and a[i+1], and the single counts the calls. A second functor is a template
// whose step comes from its parameter.
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif
#define N 2000

static double a[N], b[N];
static int calls = 0;

struct Smooth {
    double w;
    void operator()(int pass) const {
#pragma omp for
        for (int i = 0; i < N; i++) a[i] = i * w + pass;
#pragma omp barrier
#pragma omp for nowait
        for (int i = 1; i < N - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
#pragma omp single
        calls++;
    }
};

static long g_hits = 0;

template <int STEP>
struct Strided {
    long operator()(const double *v) const {
#pragma omp for reduction(+ : g_hits)
        for (int i = 0; i < N; i += STEP) g_hits += v[i] > 0.0;
        return g_hits; // after the loop's barrier: the reduced value
    }
};

static long got[64];

int main()
{
    Smooth sm{0.5};
    Strided<7> st;
    int seen = 0;
#pragma omp parallel reduction(+ : seen)
    {
        int t = omp_get_thread_num();
        seen += t < omp_get_num_threads();
        sm(1);
        sm(2);
        got[t] = st(b);
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += b[i];
    std::printf("seen>0=%d calls=%d s=%.3f hits0=%ld\n", seen > 0, calls, s, got[0]);
    return 0;
}
