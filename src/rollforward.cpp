// Rollforward (docs/delivery.md, "Rollforward"): the tables that tools/rollforward emits for
// code built with hbc --hbc-rollforward, checked once, and the lookup the signal handler does.
//
// The tables of every object linked into the program are concatenated by the linker into
// section hb_rollforward, bounded by the symbols it defines (__start_/__stop_). Each record:
//   uint32 magic, n_fast, n_checked; int32 fast_end, checked_end; n x {int32 fast, checked}
// where every int32 is an address relative to its own position (position-independent, no
// relocations at load). fast[i] is an instruction of the check-free copy, checked[i] its twin.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "rollforward.hpp"

extern "C" {
// Weak: a program with no rollforward code has no such section, and these are null.
extern const char __start_hb_rollforward[] __attribute__((weak, visibility("hidden")));
extern const char __stop_hb_rollforward[] __attribute__((weak, visibility("hidden")));
}

namespace hb::rt {

namespace {

constexpr uint32_t kMagic = 0x46524248;  // "HBRF"

struct Header {
    uint32_t magic, n_fast, n_checked;
    int32_t fast_end, checked_end;
};

// An instruction of the check-free copy and its twin in the checked copy.
struct Pair {
    int32_t fast, checked;
};

uintptr_t at(const int32_t *field) {
    return reinterpret_cast<uintptr_t>(field) + static_cast<intptr_t>(*field);
}

// Written once by rollforward_tables_ready() under g_once, before any signal is sent under
// rollforward (the ping thread starts after it, a thread start orders the writes); the
// handler only reads.
std::vector<RfRange> g_ranges;
std::once_flag g_once;
std::atomic<bool> g_valid{false};  // release after g_ranges is written

}  // namespace

bool rollforward_validate(const char *begin, const char *end, std::vector<RfRange> &out,
                          std::string &err) {
    out.clear();
    const char *p = begin;
    char buf[200];
    while (p < end) {
        if (static_cast<size_t>(end - p) < sizeof(Header)) {
            err = "truncated record header";
            return false;
        }
        const auto *h = reinterpret_cast<const Header *>(p);
        const size_t off = static_cast<size_t>(p - begin);
        if (h->magic != kMagic) {
            std::snprintf(buf, sizeof buf, "bad magic 0x%08x at offset %zu", h->magic, off);
            err = buf;
            return false;
        }
        if (h->n_fast != h->n_checked || h->n_fast == 0) {
            std::snprintf(buf, sizeof buf, "record at offset %zu: %u instructions in the check-free "
                          "copy, %u in the checked copy", off, h->n_fast, h->n_checked);
            err = buf;
            return false;
        }
        const size_t bytes = sizeof(Header) + size_t{h->n_fast} * sizeof(Pair);
        if (static_cast<size_t>(end - p) < bytes) {
            std::snprintf(buf, sizeof buf, "record at offset %zu runs past the section", off);
            err = buf;
            return false;
        }
        const auto *pairs = reinterpret_cast<const Pair *>(p + sizeof(Header));
        const uintptr_t fend = at(&h->fast_end), cend = at(&h->checked_end);
        uintptr_t prev_f = 0, prev_c = 0;
        for (uint32_t i = 0; i < h->n_fast; ++i) {
            const uintptr_t f = at(&pairs[i].fast), c = at(&pairs[i].checked);
            // Twins may share an address (a branch dropped in the checked copy), so the
            // checked side is only non-decreasing; the check-free side is strictly sorted.
            if ((i > 0 && (f <= prev_f || c < prev_c)) || f >= fend || c > cend) {
                std::snprintf(buf, sizeof buf, "record at offset %zu: instruction %u is out of "
                              "order or outside its copy", off, i);
                err = buf;
                return false;
            }
            prev_f = f;
            prev_c = c;
        }
        out.push_back({at(&pairs[0].fast), fend, h});
        p += bytes;
    }
    std::sort(out.begin(), out.end(), [](const RfRange &a, const RfRange &b) { return a.begin < b.begin; });
    for (size_t i = 1; i < out.size(); ++i)
        if (out[i].begin < out[i - 1].end) {
            err = "two records cover overlapping code";
            return false;
        }
    return true;
}

bool rollforward_tables_ready() {
    std::call_once(g_once, [] {
        const char *b = __start_hb_rollforward, *e = __stop_hb_rollforward;
        if (!b || !e || b == e) return;  // no code built with --hbc-rollforward
        std::string err;
        std::vector<RfRange> r;
        if (!rollforward_validate(b, e, r, err)) {
            std::fprintf(stderr, "heartbeat: the rollforward tables are corrupt (%s); rollforward "
                                 "is refused\n", err.c_str());
            return;
        }
        g_ranges = std::move(r);
        g_valid.store(true, std::memory_order_release);
    });
    return g_valid.load(std::memory_order_acquire);
}

uintptr_t rollforward_lookup(const std::vector<RfRange> &ranges, uintptr_t pc) {
    // std::upper_bound neither allocates nor locks: safe in the signal handler.
    auto r = std::upper_bound(ranges.begin(), ranges.end(), pc,
                              [](uintptr_t x, const RfRange &e) { return x < e.begin; });
    if (r == ranges.begin() || pc >= (--r)->end) return 0;
    const auto *h = static_cast<const Header *>(r->record);
    const auto *pairs = reinterpret_cast<const Pair *>(reinterpret_cast<const char *>(h) + sizeof(Header));
    // The last instruction starting at or before pc. An interrupted pc is an instruction
    // boundary: pc above that instruction's start lies in the alignment padding (nops) after
    // it, so the next instruction's twin is equivalent.
    const Pair *next = std::upper_bound(pairs, pairs + h->n_fast, pc,
                                        [](uintptr_t x, const Pair &e) { return x < at(&e.fast); });
    const Pair *i = next - 1;  // exists: pc >= the record's first instruction
    if (at(&i->fast) == pc) return at(&i->checked);
    return next < pairs + h->n_fast ? at(&next->checked) : 0;
}

uintptr_t rollforward_target(uintptr_t pc) {
    return g_valid.load(std::memory_order_acquire) ? rollforward_lookup(g_ranges, pc) : 0;
}

}  // namespace hb::rt
