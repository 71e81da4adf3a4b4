// The suite driver's shared part: arguments, reference outputs, the timed run of one kernel
// on one backend (exec) and the variants a binary offers (add). main.cpp parses the command
// line; each kernel is registered from a translation unit of its own (kernel_list.hpp).
#pragma once

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


struct Args {
    std::string kernel, variant, ref_dir, stats_out;
    Size size = Size::tiny;
    int64_t param = 0;
    int workers = 1, reps = 5, warmup = 1;
};

// ---- reference outputs on disk, so that the sequential run is not repeated per variant
inline std::string ref_path(const Args &a) {
    return a.ref_dir + "/" + a.kernel + "-" + size_name(a.size) + "-" + std::to_string(a.param) +
           ".ref";
}

inline bool load_ref(const Args &a, Out &o) {
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

inline void store_ref(const Args &a, const Out &o) {
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

// kernel name -> variant name -> run
using Registry = std::map<std::string, std::map<std::string, std::function<int(const Args &)>>>;

// The kernel as a function of its own, as in a real program, not inlined into exec's timing
// and checking code (docs/bench-history-baseline.md).
template <class K, class B>
[[gnu::noinline]] void run_kernel(typename K::In &in) {
    K::template run<B>(in);
}

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
        run_kernel<K, Seq>(*in);
        ref = K::out(*in);
        store_ref(a, ref);
        have_ref = true;
    }
    for (int w = 0; w < a.warmup; ++w) {
        K::reset(*in);
        run_kernel<K, B>(*in);
    }
    std::vector<double> times;
    std::string bad;
    for (int r = 0; r < a.reps; ++r) {
        K::reset(*in);
        const double t0 = now_s();
        run_kernel<K, B>(*in);
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
        run_kernel<K, B>(*in);
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
void add(Registry &reg) {
    auto &m = reg[K::name];
    m["seq"] = [](const Args &a) { return exec<K, Seq>(a, "seq"); };
#if defined(HB_SUITE_BACKEND_HB)
    m["hb"] = [](const Args &a) { return exec<K, Hb>(a, "hb"); };
#endif
#if defined(HB_SUITE_BACKEND_TBB)
    m["tbb"] = [](const Args &a) { return exec<K, Tbb>(a, "tbb"); };
#endif
#if defined(HB_SUITE_BACKEND_OMP)
    // HB_SUITE_OMP_NESTED_ONLY (tools/hbc/bench/compare_suite.sh): one OpenMP variant per unit,
    // as the hb build has one parallel variant. A second instantiation of every kernel took
    // the hbc unit past g++'s unit-growth limit, so knap stopped inlining into itself there.
#if !defined(HB_SUITE_OMP_NESTED_ONLY)
    m["omp-outer"] = [](const Args &a) { return exec<K, OmpOuter>(a, "omp-outer"); };
#endif
    m["omp-nested"] = [](const Args &a) { return exec<K, OmpNested>(a, "omp-nested"); };
#endif
}

}  // namespace suite
