// The suite driver: one binary per (compiler, backend); every kernel selectable by name.
//
//   suite-<backend> --kernel NAME [--variant V (default: the backend's own)] [--size tiny|default|paper] [--param N]
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
#include <string>

#include "driver.hpp"
#include "kernel_list.hpp"

namespace suite {

// Each kernel is compiled in a translation unit of its own (generated from kernel_list.hpp
// by CMakeLists.txt), as a program of its own would be: the compiler's inlining budget is
// per unit, and with every kernel and backend in one unit g++ stopped inlining the
// recursive kernels into themselves (fib at 2 calls per node against 1/4 in a small unit).
#define SUITE_DECLARE(id, K) void register_##id(Registry &reg);
SUITE_KERNELS(SUITE_DECLARE)
#undef SUITE_DECLARE

Registry registry() {
    Registry reg;
#define SUITE_REGISTER(id, K) register_##id(reg);
    SUITE_KERNELS(SUITE_REGISTER)
#undef SUITE_REGISTER
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
    // Without --variant: the binary's own backend, never silently the sequential kernel
    // that every binary also holds (once the default, by name order: suite-hb ran "seq",
    // and two sessions' rechecks timed it as heartbeat; bench/results/s48-alignment).
    if (a.variant.empty()) {
        std::string own, all;
        int n = 0;
        for (auto &kv : it->second) {
            all += " " + kv.first;
            if (kv.first != "seq") own = kv.first, ++n;
        }
        if (n > 1) {
            std::fprintf(stderr, "this binary has several variants of '%s' (%s ): choose one with --variant\n",
                         a.kernel.c_str(), all.c_str());
            return 64;
        }
        a.variant = n == 1 ? own : "seq";
    }
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
