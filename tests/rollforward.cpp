// Rollforward (docs/delivery.md, "Rollforward"): the tables of tests/rollforward_kernel.cpp
// (post-processed by tools/rollforward) are found and valid, the handler moves interrupted PCs
// into the checked copies many thousand times without changing any result, and corrupt tables
// are refused with a message.
#include <cstring>
#include <vector>

#include "../src/rollforward.hpp"
#include "common.hpp"
#include "rollforward_escape.hpp"

void rf_escape_rows(int32_t *out, int64_t w, int64_t h);
int64_t rf_nested_sum(int64_t n, int64_t m);

namespace {

// ThreadSanitizer defers a signal's handler to its next safe point and hands it a copy of the
// context, so a PC written there is not resumed: under TSan this test checks results only.
#if defined(__SANITIZE_THREAD__)
constexpr bool kHandlerContextIsLive = false;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
constexpr bool kHandlerContextIsLive = false;
#else
constexpr bool kHandlerContextIsLive = true;
#endif
#else
constexpr bool kHandlerContextIsLive = true;
#endif

using hbt::MechanismGuard;
hbt::Json stats() { return hbt::runtime_stats(); }

int64_t escape_checksum(const std::vector<int32_t> &v) {
    int64_t s = 0;
    for (size_t i = 0; i < v.size(); ++i) s += v[i] * static_cast<int64_t>(i % 1009 + 1);
    return s;
}

// The same escape-time image, computed here by plain code.
int64_t escape_reference(int64_t w, int64_t h) {
    std::vector<int32_t> out(static_cast<size_t>(w * h));
    for (int64_t p = 0; p < w * h; ++p) out[static_cast<size_t>(p)] = rf_escape_time(p, w, h);
    return escape_checksum(out);
}

int64_t nested_reference(int64_t n, int64_t m) {
    int64_t s = 0;
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < m; ++j) s += (i * 31 + j) % 11;
    return s;
}


// A table record in memory, built as tools/rollforward lays it out (int32 fields relative to
// their own address), over two fake "copies" of n <= 8 instructions each. Everything is in
// one object, so the relative offsets fit in 32 bits as they do in a program.
struct FakeTable {
    int32_t words[5 + 2 * 8];
    size_t size;
    char fast[64], checked[64];
    explicit FakeTable(uint32_t n) : size(5 + 2 * n) {
        words[0] = 0x46524248;
        words[1] = static_cast<int32_t>(n);
        words[2] = static_cast<int32_t>(n);
        set(3, fast + 4 * n);
        set(4, checked + 4 * n);
        for (uint32_t i = 0; i < n; ++i) {
            set(5 + 2 * i, fast + 4 * i);
            set(6 + 2 * i, checked + 4 * i);
        }
    }
    void set(size_t i, const char *target) {
        words[i] = static_cast<int32_t>(target - reinterpret_cast<const char *>(&words[i]));
    }
    const char *begin() const { return reinterpret_cast<const char *>(words); }
    const char *end() const { return begin() + size * sizeof(int32_t); }
};

}  // namespace

TEST(Rollforward, TablesOfPostProcessedCodeAreFoundAndValid) {
    MechanismGuard g;
    EXPECT_EQ(hb_set_heartbeat_mechanism(HB_MECHANISM_ROLLFORWARD), 0);
    EXPECT_EQ(hb::heartbeat_mechanism(), hb::mechanism::rollforward);
    EXPECT_TRUE(hb::rt::rollforward_tables_ready());
}

// Many thousand signals per second for a while: results never change, and the handler really
// moved PCs into checked copies (a run without any redirect fails).
TEST(Rollforward, HandlerRedirectsManyTimesAndResultsAreUnchanged) {
    MechanismGuard g;
    hbt::WorkersGuard w(2);
    ASSERT_EQ(hb_set_heartbeat_mechanism(HB_MECHANISM_ROLLFORWARD), 0);
    hb::set_heartbeat_us(20);
    const int64_t W = 300, H = static_cast<int64_t>(hbt::scaled(200, 20));
    const int64_t want_img = escape_reference(W, H);
    const int64_t N = static_cast<int64_t>(hbt::scaled(400, 40)), M = 3000;
    const int64_t want_sum = nested_reference(N, M);
    hb::stats_reset();
    std::vector<int32_t> img(static_cast<size_t>(W * H));
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(1500);
    int rounds = 0;
    while (std::chrono::steady_clock::now() < end || rounds < 3) {
        std::fill(img.begin(), img.end(), -1);
        rf_escape_rows(img.data(), W, H);
        ASSERT_EQ(escape_checksum(img), want_img) << "round " << rounds;
        ASSERT_EQ(rf_nested_sum(N, M), want_sum) << "round " << rounds;
        ++rounds;
    }
    const hbt::Json s = stats();
    EXPECT_EQ(s["heartbeat_mechanism"].str, "rollforward");
    // 1.5 s at 20 us: ~150k beats due on 2 workers; even under TSan (~900 seen) far above 200
    EXPECT_GT(s["heartbeats_delivered"].num, 200) << rounds << " rounds";
    if (kHandlerContextIsLive) {
        EXPECT_GT(s["rollforward_redirects"].num, 100) << rounds << " rounds";
    }
    EXPECT_LE(s["rollforward_redirects"].num, s["heartbeats_delivered"].num);
    EXPECT_EQ(s["signals_failed"].num, 0);
    if (!hbt::forced()) {
        EXPECT_GT(s["heartbeats_detected"].num, 0);
        EXPECT_LE(s["heartbeats_detected"].num, s["heartbeats_delivered"].num + hb::worker_id_bound());
    }
}

TEST(Rollforward, LookupMapsInstructionsAndPaddingToTwinsAndNothingElse) {
    FakeTable t(4);
    std::vector<hb::rt::RfRange> r;
    std::string err;
    ASSERT_TRUE(hb::rt::rollforward_validate(t.begin(), t.end(), r, err)) << err;
    ASSERT_EQ(r.size(), 1u);
    const auto pc = [&](const char *p) { return reinterpret_cast<uintptr_t>(p); };
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.fast)), pc(t.checked));
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.fast + 8)), pc(t.checked + 8));
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.fast + 9)), pc(t.checked + 12));  // padding
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.fast + 13)), 0u);  // after the last one
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.fast) - 1), 0u);
    EXPECT_EQ(hb::rt::rollforward_lookup(r, pc(t.checked)), 0u);
}

TEST(Rollforward, CorruptTablesAreRefusedWithAClearMessage) {
    std::vector<hb::rt::RfRange> r;
    std::string err;
    {
        FakeTable t(3);
        t.words[0] = 0x12345678;
        EXPECT_FALSE(hb::rt::rollforward_validate(t.begin(), t.end(), r, err));
        EXPECT_NE(err.find("bad magic"), std::string::npos) << err;
    }
    {
        FakeTable t(3);
        t.words[2] = 2;  // the checked copy claims fewer instructions
        EXPECT_FALSE(hb::rt::rollforward_validate(t.begin(), t.end(), r, err));
        EXPECT_NE(err.find("in the checked copy"), std::string::npos) << err;
    }
    {
        FakeTable t(3);
        t.set(7, t.fast);  // instruction 1 before instruction 0
        EXPECT_FALSE(hb::rt::rollforward_validate(t.begin(), t.end(), r, err));
        EXPECT_NE(err.find("out of order"), std::string::npos) << err;
    }
    {
        FakeTable t(3);
        EXPECT_FALSE(hb::rt::rollforward_validate(t.begin(), t.end() - 4, r, err));
        EXPECT_NE(err.find("runs past"), std::string::npos) << err;
    }
    {
        // Two records over the same code, one after the other in a's storage
        // (FakeTable(8) has room for two records of 2 instructions).
        FakeTable a(8);
        int32_t *both = a.words;
        const auto *base = reinterpret_cast<const char *>(both);
        for (int copy = 0; copy < 2; ++copy) {
            const size_t off = copy * 9;
            both[off + 0] = 0x46524248;
            both[off + 1] = both[off + 2] = 2;
            const auto put = [&](size_t i, const char *target) {
                both[off + i] = static_cast<int32_t>(target - (base + (off + i) * 4));
            };
            put(3, a.fast + 8);
            put(4, a.checked + 8);
            put(5, a.fast);
            put(6, a.checked);
            put(7, a.fast + 4);
            put(8, a.checked + 4);
        }
        EXPECT_FALSE(hb::rt::rollforward_validate(base, base + 18 * 4, r, err));
        EXPECT_NE(err.find("overlapping"), std::string::npos) << err;
    }
}
