// declare reduction on std::vector<long> (element-wise, initializer sized by a global),
// std::complex<double> products, a min-location struct with initializer, and a histogram
// struct with std::array, each on a parallel for; a vector of vectors of per-thread buffers.
#include <algorithm>
#include <array>
#include <complex>
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads() { return 1; }
static int omp_get_thread_num() { return 0; }
#endif

static const int NB = 16;

static void vadd(std::vector<long> &out, const std::vector<long> &in)
{
    if (out.size() < in.size()) out.resize(in.size());
    for (std::size_t i = 0; i < in.size(); ++i) out[i] += in[i];
}
#pragma omp declare reduction(vplus : std::vector<long> : vadd(omp_out, omp_in)) \
    initializer(omp_priv = std::vector<long>(16, 0))

typedef std::complex<double> cplx;
#pragma omp declare reduction(cmul : cplx : omp_out *= omp_in) initializer(omp_priv = cplx(1.0, 0.0))

struct MinLoc {
    double v;
    int idx;
};
#pragma omp declare reduction(minloc : MinLoc : omp_out = (omp_in.v < omp_out.v || (omp_in.v == omp_out.v && omp_in.idx < omp_out.idx)) ? omp_in : omp_out) \
    initializer(omp_priv = MinLoc{1e300, -1})

struct Hist {
    std::array<int, 8> bins{};
    Hist &operator+=(const Hist &o)
    {
        for (int i = 0; i < 8; ++i) bins[i] += o.bins[i];
        return *this;
    }
};
#pragma omp declare reduction(hadd : Hist : omp_out += omp_in)

int main()
{
    const int N = 50000;
    std::vector<long> h(NB, 0);
#pragma omp parallel for reduction(vplus : h)
    for (int i = 0; i < N; ++i) h[(i * 7) % NB] += i % 5;

    cplx prod(1.0, 0.0);
#pragma omp parallel for reduction(cmul : prod)
    for (int i = 0; i < 64; ++i) prod *= std::polar(1.0, 0.01 * i);

    MinLoc best{1e300, -1};
#pragma omp parallel for reduction(minloc : best)
    for (int i = 0; i < N; ++i) {
        double v = (((i + 1) * 2654435761u) % 100003) * 1e-3;
        if (v < best.v || (v == best.v && i < best.idx)) best = MinLoc{v, i};
    }

    Hist hist;
#pragma omp parallel for reduction(hadd : hist)
    for (int i = 0; i < N; ++i) hist.bins[(i ^ (i >> 3)) & 7]++;

    // per-thread buffers sized by omp_get_max_threads()
    int nt = omp_get_max_threads();
    std::vector<std::vector<int>> buf(nt);
#pragma omp parallel for
    for (int i = 0; i < N; ++i)
        if (i % 9 == 0) buf[omp_get_thread_num()].push_back(i);
    std::vector<int> all;
    for (auto &b : buf) all.insert(all.end(), b.begin(), b.end());
    std::sort(all.begin(), all.end());
    long allsum = 0;
    for (int x : all) allsum += x;

    long hs = 0;
    for (std::size_t i = 0; i < h.size(); ++i) hs += h[i] * (long)(i + 1);
    std::printf("h=%ld hsize=%zu prod=(%.6f,%.6f) best=%.3f@%d\n", hs, h.size(), prod.real(), prod.imag(), best.v,
                best.idx);
    std::printf("hist=%d,%d,%d,%d,%d,%d,%d,%d all=%zu/%ld\n", hist.bins[0], hist.bins[1], hist.bins[2],
                hist.bins[3], hist.bins[4], hist.bins[5], hist.bins[6], hist.bins[7], all.size(), allsum);
    return 0;
}
