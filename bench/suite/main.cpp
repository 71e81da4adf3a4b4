// The suite driver: one binary per (compiler, backend); every kernel selectable by name.
//
//   suite-<backend> --kernel NAME [--variant V] [--size tiny|default|paper] [--param N]
//                   [--workers P] [--reps R] [--warmup W] [--ref-dir DIR]
//                   [--stats-out FILE] [--list] [--selftest]
//
// Builds the input (untimed), gets the sequential reference output (from --ref-dir if a
// sequential run already stored it there, else by running the sequential kernel), runs W
// warm-up and R timed repetitions (steady_clock around the kernel only), checks every
// repetition's output against the reference and prints one line
//   RESULT {"kernel":..., "variant":..., "times_s":[...], "verified":true, ...}
// A mismatch prints the first difference and exits with status 2.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "backends.hpp"
#include "common.hpp"
#include "kernels/graph.hpp"
#include "kernels/loops.hpp"
#include "kernels/recursive.hpp"
#include "kernels/tensor.hpp"

namespace suite {
namespace {

struct Args {
    std::string kernel, variant, ref_dir, stats_out;
    Size size = Size::tiny;
    int64_t param = 0;
    int workers = 1, reps = 5, warmup = 1;
};

// ---- reference outputs on disk, so that the sequential run is not repeated per variant
std::string ref_path(const Args &a) {
    return a.ref_dir + "/" + a.kernel + "-" + size_name(a.size) + "-" + std::to_string(a.param) +
           ".ref";
}

bool load_ref(const Args &a, Out &o) {
    if (a.ref_dir.empty()) return false;
    std::ifstream f(ref_path(a), std::ios::binary);
    if (!f) return false;
    uint64_t ni = 0, nr = 0;
    f.read((char *)&ni, 8).read((char *)&nr, 8).read((char *)&o.tol, 8);
    o.ints.resize(ni);
    o.reals.resize(nr);
    f.read((char *)o.ints.data(), (std::streamsize)(ni * 8));
    f.read((char *)o.reals.data(), (std::streamsize)(nr * 8));
    return (bool)f;
}

void store_ref(const Args &a, const Out &o) {
    if (a.ref_dir.empty()) return;
    const std::string p = ref_path(a), tmp = p + ".tmp" + std::to_string(::getpid());
    std::ofstream f(tmp, std::ios::binary);
    const uint64_t ni = o.ints.size(), nr = o.reals.size();
    f.write((const char *)&ni, 8).write((const char *)&nr, 8).write((const char *)&o.tol, 8);
    f.write((const char *)o.ints.data(), (std::streamsize)(ni * 8));
    f.write((const char *)o.reals.data(), (std::streamsize)(nr * 8));
    f.close();
    std::rename(tmp.c_str(), p.c_str());
}

template <class K>
concept HasUnits = requires(const typename K::In &in) { K::units(in); };

struct Entry {
    std::string name;
    std::function<int(const Args &)> exec;
};

// Runs kernel K on backend B as the driver's header describes.
template <class K, class B>
int exec(const Args &a, const char *variant) {
    const double g0 = now_s();
    auto in = std::make_unique<typename K::In>(K::make(a.size, a.param));
    const double gen_s = now_s() - g0;
    Out ref;
    const bool is_seq = std::strcmp(B::name, "seq") == 0;
    bool have_ref = load_ref(a, ref);
    if (!have_ref && !is_seq) {
        K::reset(*in);
        K::template run<Seq>(*in);
        ref = K::out(*in);
        store_ref(a, ref);
        have_ref = true;
    }
    for (int w = 0; w < a.warmup; ++w) {
        K::reset(*in);
        K::template run<B>(*in);
    }
    std::vector<double> times;
    std::string bad;
    for (int r = 0; r < a.reps; ++r) {
        K::reset(*in);
        const double t0 = now_s();
        K::template run<B>(*in);
        const double t1 = now_s();
        times.push_back(t1 - t0);
        Out got = K::out(*in);
        if (!have_ref) {
            ref = std::move(got);
            store_ref(a, ref);
            have_ref = true;
            continue;
        }
        std::string d = compare(got, ref);
        if (!d.empty() && bad.empty()) bad = "rep " + std::to_string(r) + ": " + d;
    }
#if defined(HB_SUITE_BACKEND_HB)
    if (!a.stats_out.empty()) {  // one more, untimed, repetition with statistics on
        K::reset(*in);
        hb::stats_reset();
        hb::stats_enable(true);
        K::template run<B>(*in);
        hb::stats_enable(false);
        std::ofstream(a.stats_out) << hb::stats_json();
    }
#endif
    int64_t units = 1;
    if constexpr (HasUnits<K>) units = K::units(*in);
    std::ostringstream js;
    js << "{\"kernel\":\"" << a.kernel << "\",\"variant\":\"" << variant << "\",\"size\":\""
       << size_name(a.size) << "\",\"param\":" << a.param << ",\"workers\":" << a.workers
       << ",\"units\":" << units << ",\"gen_s\":" << gen_s << ",\"verified\":"
       << (bad.empty() ? "true" : "false") << ",\"times_s\":[";
    for (size_t i = 0; i < times.size(); ++i) {
        char b[64];
        std::snprintf(b, sizeof b, "%s%.9g", i ? "," : "", times[i]);
        js << b;
    }
    js << "]";
    if (!bad.empty()) {
        std::string e;
        for (char c : bad) e += (c == '"' || c == '\\') ? ' ' : c;
        js << ",\"error\":\"" << e << "\"";
    }
    js << "}";
    std::printf("RESULT %s\n", js.str().c_str());
    std::fflush(stdout);
    if (!bad.empty()) {
        std::fprintf(stderr, "MISMATCH %s/%s: %s\n", a.kernel.c_str(), variant, bad.c_str());
        return 2;
    }
    return 0;
}

// The variants this binary offers for kernel K.
template <class K>
void add(std::map<std::string, std::map<std::string, std::function<int(const Args &)>>> &reg) {
    auto &m = reg[K::name];
    m["seq"] = [](const Args &a) { return exec<K, Seq>(a, "seq"); };
#if defined(HB_SUITE_BACKEND_HB)
    m["hb"] = [](const Args &a) { return exec<K, Hb>(a, "hb"); };
#endif
#if defined(HB_SUITE_BACKEND_TBB)
    m["tbb"] = [](const Args &a) { return exec<K, Tbb>(a, "tbb"); };
#endif
#if defined(HB_SUITE_BACKEND_OMP)
    m["omp-outer"] = [](const Args &a) { return exec<K, OmpOuter>(a, "omp-outer"); };
    m["omp-nested"] = [](const Args &a) { return exec<K, OmpNested>(a, "omp-nested"); };
#endif
}

auto registry() {
    std::map<std::string, std::map<std::string, std::function<int(const Args &)>>> reg;
    add<PlusReduce>(reg);
    add<Spmv<0>>(reg);
    add<Spmv<1>>(reg);
    add<Spmv<2>>(reg);
    add<Mandelbrot<false>>(reg);
    add<Mandelbrot<true>>(reg);
    add<Mandelbulb>(reg);
    add<FloydWarshall>(reg);
    add<Kmeans>(reg);
    add<Srad>(reg);
    add<Cg>(reg);
    add<Fib>(reg);
    add<Knapsack>(reg);
    add<Mergesort<false>>(reg);
    add<Mergesort<true>>(reg);
    add<MergesortTasks>(reg);
    add<NQueens>(reg);
    add<TreeSum>(reg);
    add<RangeSplit>(reg);
    add<RangeReduce>(reg);
    add<Uforall>(reg);
    add<Bfs>(reg);
    add<Cc>(reg);
    add<PageRank>(reg);
    add<PageRankDelta>(reg);
    add<Sssp>(reg);
    add<Cf>(reg);
    add<Ttv>(reg);
    add<Ttm>(reg);
    return reg;
}

// Checks the generators against the values bench-inputs.md states.
int selftest() {
    int fails = 0;
    const double want[4] = {0.647203, 0.410947, 0.439064, 0.900373};
    for (int i = 0; i < 4; ++i)
        if (std::fabs(rand_double(i) - want[i]) > 5e-7) {
            std::fprintf(stderr, "rand_double(%d) = %.6f, expected %.6f\n", i, rand_double(i),
                         want[i]);
            ++fails;
        }
    Csr p = make_powerlaw(10);
    int64_t longest = 0;
    for (int64_t i = 0; i < p.n; ++i) longest = std::max(longest, p.row_ptr[i + 1] - p.row_ptr[i]);
    if ((int64_t)p.col.size() != 9301 || longest != 649) {
        std::fprintf(stderr, "powerlaw(10): nnz %zu longest %lld, expected 9301 and 649\n",
                     p.col.size(), (long long)longest);
        ++fails;
    }
    Csr r = make_random(1000);
    if (r.col.size() < 85000 || r.col.size() > 91000) {
        std::fprintf(stderr, "random(1000): nnz %zu, expected ~88k\n", r.col.size());
        ++fails;
    }
    for (int64_t i = 0; i < r.n; ++i) {
        const int64_t len = r.row_ptr[i + 1] - r.row_ptr[i];
        if (len < 74 || len > 100) {
            std::fprintf(stderr, "random(1000): row %lld has %lld entries\n", (long long)i,
                         (long long)len);
            ++fails;
            break;
        }
    }
    Csr a = make_arrowhead(1000);
    if (a.col.size() != 3 * 1000 - 2) {
        std::fprintf(stderr, "arrowhead(1000): nnz %zu\n", a.col.size());
        ++fails;
    }
    std::printf("selftest: %s (powerlaw(10) nnz %zu longest %lld; random(1000) nnz %zu)\n",
                fails ? "FAILED" : "ok", p.col.size(), (long long)longest, r.col.size());
    return fails ? 1 : 0;
}

}  // namespace
}  // namespace suite

int main(int argc, char **argv) {
    using namespace suite;
    Args a;
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        std::string k = argv[i];
        auto val = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", k.c_str());
                std::exit(64);
            }
            return argv[++i];
        };
        if (k == "--kernel") a.kernel = val();
        else if (k == "--variant") a.variant = val();
        else if (k == "--size") {
            std::string s = val();
            a.size = s == "tiny" ? Size::tiny : s == "paper" ? Size::paper : Size::dflt;
            if (s != "tiny" && s != "default" && s != "paper") {
                std::fprintf(stderr, "--size: tiny, default or paper\n");
                return 64;
            }
        } else if (k == "--param") a.param = std::stoll(val());
        else if (k == "--workers") a.workers = std::stoi(val());
        else if (k == "--reps") a.reps = std::stoi(val());
        else if (k == "--warmup") a.warmup = std::stoi(val());
        else if (k == "--ref-dir") a.ref_dir = val();
        else if (k == "--stats-out") a.stats_out = val();
        else if (k == "--list") list = true;
        else if (k == "--selftest") return selftest();
        else {
            std::fprintf(stderr, "unknown option %s (see the comment at the top of main.cpp)\n",
                         k.c_str());
            return 64;
        }
    }
    auto reg = registry();
    if (list) {
        for (auto &[name, vs] : reg) {
            std::printf("%s", name.c_str());
            for (auto &v : vs) std::printf(" %s", v.first.c_str());
            std::printf("\n");
        }
        return 0;
    }
    auto it = reg.find(a.kernel);
    if (it == reg.end()) {
        std::fprintf(stderr, "unknown kernel '%s' (--list)\n", a.kernel.c_str());
        return 64;
    }
    if (a.variant.empty()) a.variant = it->second.rbegin()->first;
    auto v = it->second.find(a.variant);
    if (v == it->second.end()) {
        std::fprintf(stderr, "this binary has no variant '%s' (--list)\n", a.variant.c_str());
        return 64;
    }
    // Worker count for the parallel runtime of this binary.
#if defined(HB_SUITE_BACKEND_HB)
    hb::set_num_workers(a.workers);
#endif
#if defined(HB_SUITE_BACKEND_TBB)
    tbb::global_control gc(tbb::global_control::max_allowed_parallelism, (size_t)a.workers);
#endif
#if defined(HB_SUITE_BACKEND_OMP)
    omp_set_num_threads(a.workers);
    omp_set_max_active_levels(a.variant == "omp-nested" ? 64 : 1);
#endif
    return v->second(a);
}
