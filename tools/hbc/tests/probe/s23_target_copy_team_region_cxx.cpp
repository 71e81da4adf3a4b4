// A C++ `target` whose body writes a scalar and a std::vector's element count it does not
// map (firstprivate scalars: the host's keep their values) and runs a `parallel` that
// splits work by thread number (team mode). On the host the parallel is the first active
// level and gets its 3 threads (libgomp: host n=10 scale=1 sum=60 threads=3).
// PROBE-ENV: HB_NUM_WORKERS=3
// PROBE-OUTPUT: host n=10 scale=1 sum=60 threads=3
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

int main() {
    int n = 10, scale = 1, threads = 0;
    std::vector<long> part(3, 0);
    long *p = part.data();
#pragma omp target map(tofrom: p[0:3], threads)
    {
        scale = 2;  // not mapped: the target's copy
        n = 30;
#pragma omp parallel num_threads(3)
        {
            const int t = omp_get_thread_num(), nt = omp_get_num_threads();
            for (int i = t; i < n; i += nt) p[t] += scale;
            if (t == 0) threads = nt;
        }
    }
    std::printf("host n=%d scale=%d sum=%ld threads=%d\n", n, scale, part[0] + part[1] + part[2], threads);
    return 0;
}
