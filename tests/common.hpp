// Shared helpers for the heartbeat test suite.
//
// Environment knobs (all optional):
//   HB_TEST_SEED   seed of every random choice (default kDefaultSeed); printed on failure.
//   HB_TEST_SCALE  multiplies problem sizes (default 1, or 0.1 under a sanitizer).
// The runtime's own variables (HB_NUM_WORKERS, HB_FORCE_PROMOTION, ...) are set per ctest
// registration by tests/CMakeLists.txt.
#pragma once

#include <gtest/gtest.h>
#include <heartbeat/heartbeat.hpp>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <stdexcept>
#include <thread>
#include <chrono>
#include <string>
#include <vector>

#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define HB_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define HB_TEST_SANITIZED 1
#endif
#endif
#ifndef HB_TEST_SANITIZED
#define HB_TEST_SANITIZED 0
#endif

#if defined(__SANITIZE_THREAD__)
#define HB_TEST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define HB_TEST_TSAN 1
#endif
#endif
#ifndef HB_TEST_TSAN
#define HB_TEST_TSAN 0
#endif

namespace hbt {

constexpr uint64_t kDefaultSeed = 0x5eed2026u;

inline uint64_t seed() {
    static const uint64_t s = [] {
        const char *e = std::getenv("HB_TEST_SEED");
        return e && *e ? std::strtoull(e, nullptr, 0) : kDefaultSeed;
    }();
    return s;
}

inline bool env_flag(const char *name) {
    const char *e = std::getenv(name);
    return e && std::strcmp(e, "1") == 0;
}

// Registered with HB_FORCE_PROMOTION=1: every poll promotes, so everything is much slower.
inline bool forced() { return env_flag("HB_FORCE_PROMOTION"); }
inline bool sanitized() { return HB_TEST_SANITIZED != 0; }

inline double scale() {
    static const double s = [] {
        const char *e = std::getenv("HB_TEST_SCALE");
        if (e && *e) return std::strtod(e, nullptr);
        return sanitized() ? 0.1 : 1.0;
    }();
    return s;
}

// n scaled by HB_TEST_SCALE (and by `forced_factor` in forced-promotion mode), at least lo.
inline int64_t scaled(int64_t n, int64_t lo = 1, double forced_factor = 0.25) {
    double v = static_cast<double>(n) * scale();
    if (forced()) v *= forced_factor;
    return std::max<int64_t>(lo, static_cast<int64_t>(v));
}

// The worker count the test process was started with (HB_NUM_WORKERS, or the runtime's
// default); tests that change it restore this value.
inline int initial_workers() {
    static const int n = hb::num_workers();
    return n;
}

// splitmix64: small, fast, good enough, and reproducible everywhere.
struct Rng {
    uint64_t s;
    explicit Rng(uint64_t salt = 0) : s(seed() ^ (salt * 0x9e3779b97f4a7c15ull)) {}
    uint64_t next() {
        uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    int64_t uniform(int64_t lo, int64_t hi) {  // [lo, hi]
        return lo + static_cast<int64_t>(next() % static_cast<uint64_t>(hi - lo + 1));
    }
};

// A stateless hash of a few integers: lets parallel code derive "random" structure from
// its position without sharing a generator.
inline uint64_t mix(uint64_t a, uint64_t b = 0, uint64_t c = 0) {
    uint64_t z = a * 0x9e3779b97f4a7c15ull ^ (b + 0x632be59bd9b4e019ull) * 0xbf58476d1ce4e5b9ull ^
                 (c + 0x8cb92ba72f3d8dd7ull) * 0x94d049bb133111ebull ^ seed();
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// A salt per test, so that tests draw different numbers from the same seed.
inline uint64_t test_salt() {
    const auto *info = ::testing::UnitTest::GetInstance()->current_test_info();
    uint64_t h = 1469598103934665603ull;
    if (info)
        for (const char *p : {info->test_suite_name(), info->name()})
            for (; *p; ++p) h = (h ^ static_cast<unsigned char>(*p)) * 1099511628211ull;
    return h;
}

// Counts visits of the iterations [lo, lo + n).
class Visits {
public:
    explicit Visits(int64_t n, int64_t lo = 0) : n_(n), lo_(lo), c_(new std::atomic<uint32_t>[n > 0 ? n : 1]) {
        for (int64_t i = 0; i < n_; ++i) c_[i].store(0, std::memory_order_relaxed);
    }
    void visit(int64_t i) {
        const uint64_t k = static_cast<uint64_t>(i) - static_cast<uint64_t>(lo_);
        if (k >= static_cast<uint64_t>(n_)) {
            out_of_range_.fetch_add(1, std::memory_order_relaxed);
            return;
        }
        c_[k].fetch_add(1, std::memory_order_relaxed);
    }
    uint32_t count(int64_t i) const {
        return c_[static_cast<uint64_t>(i) - static_cast<uint64_t>(lo_)].load(std::memory_order_relaxed);
    }
    int64_t total() const {
        int64_t t = out_of_range_.load();
        for (int64_t i = 0; i < n_; ++i) t += c_[i].load(std::memory_order_relaxed);
        return t;
    }
    // Every iteration visited exactly `want` times (0 or 1), none outside the range.
    ::testing::AssertionResult all(uint32_t want) const {
        if (int64_t o = out_of_range_.load())
            return ::testing::AssertionFailure() << o << " visits outside the range";
        for (int64_t i = 0; i < n_; ++i) {
            const uint32_t c = c_[i].load();
            if (c != want)
                return ::testing::AssertionFailure()
                       << "iteration " << static_cast<int64_t>(static_cast<uint64_t>(lo_) + static_cast<uint64_t>(i))
                       << " visited " << c << " times, expected " << want;
        }
        return ::testing::AssertionSuccess();
    }
    ::testing::AssertionResult exactly_once() const { return all(1); }
    ::testing::AssertionResult at_most_once() const {
        if (int64_t o = out_of_range_.load())
            return ::testing::AssertionFailure() << o << " visits outside the range";
        for (int64_t i = 0; i < n_; ++i)
            if (c_[i].load() > 1)
                return ::testing::AssertionFailure() << "iteration " << lo_ + i << " visited " << c_[i].load() << " times";
        return ::testing::AssertionSuccess();
    }
    int64_t size() const { return n_; }

private:
    int64_t n_, lo_;
    std::unique_ptr<std::atomic<uint32_t>[]> c_;
    std::atomic<int64_t> out_of_range_{0};
};

// Sets the worker count for one test and restores the initial count afterwards.
class WorkersGuard {
public:
    // Surplus pool threads leave asynchronously when idle; `settle_ms` lets them go before
    // a test relies on the new count.
    explicit WorkersGuard(int n, int settle_ms = 50) {
        (void)initial_workers();
        hb::set_num_workers(n);
        std::this_thread::sleep_for(std::chrono::milliseconds(settle_ms));
    }
    ~WorkersGuard() { hb::set_num_workers(initial_workers()); }
};

// Restores the process's heartbeat mechanism and interval (from the environment of the
// ctest mode) after a test that changes them.
class MechanismGuard {
public:
    MechanismGuard() : saved_(hb::heartbeat_mechanism()), us_(hb::heartbeat_us()) {}
    ~MechanismGuard() {
        hb::set_heartbeat_mechanism(saved_);
        hb::set_heartbeat_us(us_);
    }

private:
    hb::mechanism saved_;
    int us_;
};

// Forces (or stops forcing) promotion for one test; restores the mode of the process.
class ForceGuard {
public:
    explicit ForceGuard(bool on) { hb::set_force_promotion(on); }
    ~ForceGuard() { hb::set_force_promotion(forced()); }
};

// An exception type carrying where it was thrown.
struct Boom : std::runtime_error {
    int64_t where;
    int tag;
    explicit Boom(int64_t w, int t = 0) : std::runtime_error("boom"), where(w), tag(t) {}
};

// ---- a minimal JSON parser, enough to validate stats_json() and read its numbers ----

struct Json {
    enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
    double num = 0;
    bool b = false;
    std::string str;
    std::vector<Json> arr;
    std::map<std::string, Json> obj;

    bool has(const std::string &k) const { return kind == Object && obj.count(k) != 0; }
    const Json &operator[](const std::string &k) const { return obj.at(k); }
};

class JsonParser {
public:
    explicit JsonParser(const std::string &s) : s_(s) {}
    // Throws std::runtime_error with the offset on malformed input.
    Json parse() {
        Json v = value();
        ws();
        if (p_ != s_.size()) fail("trailing characters");
        return v;
    }

private:
    [[noreturn]] void fail(const char *what) {
        throw std::runtime_error(std::string("JSON: ") + what + " at offset " + std::to_string(p_));
    }
    void ws() {
        while (p_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[p_]))) ++p_;
    }
    bool eat(char c) {
        ws();
        if (p_ < s_.size() && s_[p_] == c) {
            ++p_;
            return true;
        }
        return false;
    }
    void expect(char c) {
        if (!eat(c)) fail("unexpected character");
    }
    std::string string_lit() {
        expect('"');
        std::string out;
        while (p_ < s_.size() && s_[p_] != '"') {
            if (s_[p_] == '\\') {
                ++p_;
                if (p_ >= s_.size()) fail("bad escape");
            } else if (static_cast<unsigned char>(s_[p_]) < 0x20) {
                fail("control character in string");
            }
            out += s_[p_++];
        }
        if (p_ >= s_.size()) fail("unterminated string");
        ++p_;
        return out;
    }
    Json value() {
        ws();
        if (p_ >= s_.size()) fail("unexpected end");
        Json v;
        const char c = s_[p_];
        if (c == '{') {
            ++p_;
            v.kind = Json::Object;
            if (eat('}')) return v;
            do {
                std::string k = string_lit();
                expect(':');
                if (v.obj.count(k)) fail("duplicate key");
                v.obj[k] = value();
            } while (eat(','));
            expect('}');
        } else if (c == '[') {
            ++p_;
            v.kind = Json::Array;
            if (eat(']')) return v;
            do v.arr.push_back(value());
            while (eat(','));
            expect(']');
        } else if (c == '"') {
            v.kind = Json::String;
            v.str = string_lit();
        } else if (s_.compare(p_, 4, "true") == 0 || s_.compare(p_, 5, "false") == 0) {
            v.kind = Json::Bool;
            v.b = s_[p_] == 't';
            p_ += v.b ? 4 : 5;
        } else if (s_.compare(p_, 4, "null") == 0) {
            p_ += 4;
        } else {
            const char *b = s_.c_str() + p_;
            char *e = nullptr;
            v.num = std::strtod(b, &e);
            if (e == b || std::strncmp(b, "nan", 3) == 0 || std::strncmp(b, "inf", 3) == 0 ||
                std::strncmp(b, "-nan", 4) == 0 || std::strncmp(b, "-inf", 4) == 0)
                fail("bad number");
            v.kind = Json::Number;
            p_ += static_cast<size_t>(e - b);
        }
        return v;
    }

    const std::string &s_;
    size_t p_ = 0;
};

inline Json parse_json(const std::string &s) { return JsonParser(s).parse(); }

// hb::stats_json(), parsed; a parse error fails the test (with the text) and gives {}.
inline Json runtime_stats() {
    const std::string s = hb::stats_json();
    try {
        return parse_json(s);
    } catch (const std::exception &e) {
        ADD_FAILURE() << e.what() << "\n" << s.substr(0, 2000);
        return Json{};
    }
}

// White-box, for the latent-place tests (docs/protocol.md, "Latent forks"): this thread's
// quota of latent places with nothing on its stack, and whether fork_gate is in step with it.
inline int64_t quota_at_rest() {
    hb::fork2([] {}, [] {});  // attaches this thread
    return hb_detail_tls.latent_forks_left;
}
inline bool gate_consistent() {
    const hb_detail_hot &h = hb_detail_tls;
    return h.fork_gate == (h.latent_forks_left > 0 ? &hb_detail_one : h.fork_poll);
}

}  // namespace hbt
