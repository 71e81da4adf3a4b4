// Clauses on range-based `omp for` loops in a team-mode region (region-level
// omp_get_thread_num): lastprivate and reduction(+, max) over a std::vector, firstprivate
// and private, a structured binding over a std::vector<std::pair<int, double>> that writes
// through the binding, `nowait` followed by a barrier (the next loop reads elements the
// other members wrote), schedule(dynamic, 5), and a combined `parallel for num_threads(2)`
// range-for with lastprivate and reduction. A `taskloop` over a range-for in the region runs
// in place.
// PROBE-OUTPUT: last=598 sum=44850 max=299
// PROBE-OUTPUT: pairs=45000.000 k=44850
// PROBE-OUTPUT: shifted=45150 bad=0
// PROBE-OUTPUT: dyn=45150 fp=3000
// PROBE-OUTPUT: combined=45150 last=300
// PROBE-OUTPUT: taskloop=45150
#include <cstdio>
#include <utility>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

int main()
{
    const int n = 300;
    std::vector<int> w(n);
    for (int i = 0; i < n; ++i) w[i] = i;
    std::vector<std::pair<int, double>> pv(n);
    for (int i = 0; i < n; ++i) pv[i] = {i, 0.5};
    std::vector<int> shifted(n, 0);
    int seen[64] = {0};
    int last = -1, mx = -1, base = 10, tmp = 0;
    long sum = 0, ks = 0, sh = 0, dyn = 0, fpsum = 0, tl = 0;
    double ps = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num() & 63] = 1;
#pragma omp for lastprivate(last) reduction(+ : sum) reduction(max : mx)
        for (int x : w) {
            last = 2 * x;
            sum += x;
            if (x > mx) mx = x;
        }
#pragma omp for reduction(+ : ps, ks)
        for (auto &[k, v] : pv) {
            v += k;
            ps += v;
            ks += k;
        }
#pragma omp for nowait
        for (int &x : w) x += 1;
#pragma omp barrier
#pragma omp for reduction(+ : sh)
        for (int &y : shifted) {
            long i = &y - shifted.data();
            y = w[(i + n / 2) % n];
            sh += y;
        }
#pragma omp for schedule(dynamic, 5) firstprivate(base) private(tmp) reduction(+ : dyn, fpsum)
        for (const int &x : w) {
            tmp = x;
            dyn += tmp;
            fpsum += base;
        }
#pragma omp single
#pragma omp taskloop reduction(+ : tl)
        for (int x : w) tl += x;
    }
    long bad = 0;
    for (int i = 0; i < n; ++i) bad += shifted[i] != (i + n / 2) % n + 1;
    std::printf("last=%d sum=%ld max=%d\n", last, sum, mx);
    std::printf("pairs=%.3f k=%ld\n", ps, ks);
    std::printf("shifted=%ld bad=%ld\n", sh, bad);
    std::printf("dyn=%ld fp=%ld\n", dyn, fpsum);
    long comb = 0;
    int cl = -1;
#pragma omp parallel for num_threads(2) schedule(static) reduction(+ : comb) lastprivate(cl)
    for (int &x : w) {
        comb += x;
        cl = x + omp_get_thread_num() * 0;
    }
    std::printf("combined=%ld last=%d\n", comb, cl);
    std::printf("taskloop=%ld\n", tl);
    return seen[0] ? 0 : 1;
}
