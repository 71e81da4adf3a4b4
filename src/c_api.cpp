// The C API's out-of-line paths, built on the same loop driver as the C++ API.
#include <cstring>
#include <memory>

#include "heartbeat/heartbeat.hpp"

namespace {

struct CRangePolicy {
    using acc_type = hb::nothing;
    hb_range_fn fn;
    void *ctx;
    hb_site *site;
    hb::nothing identity() const { return {}; }
    void chunk(hb::nothing &, int64_t lo, int64_t hi) { fn(ctx, lo, hi); }
    void combine(hb::nothing &, hb::nothing &&) {}
};

// An accumulator of run-time size: inline up to 64 bytes, on the heap beyond.
class CAcc {
public:
    CAcc() = default;
    explicit CAcc(size_t n) : n_(n), heap_(n > sizeof inline_ ? new unsigned char[n] : nullptr) {}
    CAcc(CAcc &&o) noexcept : CAcc(o.n_) { std::memcpy(data(), o.data(), n_); }
    CAcc &operator=(CAcc &&o) noexcept {
        if (this != &o) {
            if (n_ != o.n_) {
                n_ = o.n_;
                heap_.reset(n_ > sizeof inline_ ? new unsigned char[n_] : nullptr);
            }
            std::memcpy(data(), o.data(), n_);
        }
        return *this;
    }
    unsigned char *data() { return heap_ ? heap_.get() : inline_; }

private:
    size_t n_ = 0;
    std::unique_ptr<unsigned char[]> heap_;
    alignas(16) unsigned char inline_[64];
};

struct CReducePolicy {
    using acc_type = CAcc;
    size_t size;
    hb_init_fn init;
    hb_combine_fn comb;
    hb_fold_fn fold;
    void *ctx;
    hb_site *site;
    CAcc identity() const {
        CAcc a(size);
        init(ctx, a.data());
        return a;
    }
    void chunk(CAcc &acc, int64_t lo, int64_t hi) { fold(ctx, lo, hi, acc.data()); }
    void combine(CAcc &acc, CAcc &&rhs) { comb(ctx, acc.data(), rhs.data()); }
};

}  // namespace

extern "C" void hb_detail_for_slow(hb_site *site, int64_t lo, int64_t hi, hb_range_fn fn, void *ctx) {
    CRangePolicy pol{fn, ctx, site};
    hb::detail::run_loop(pol, lo, hi, nullptr);
}

extern "C" void hb_detail_reduce_slow(hb_site *site, int64_t lo, int64_t hi, void *acc,
                                      size_t acc_size, hb_init_fn init, hb_combine_fn combine,
                                      hb_fold_fn fold, void *ctx) {
    CReducePolicy pol{acc_size, init, combine, fold, ctx, site};
    CAcc part = hb::detail::run_loop(pol, lo, hi, nullptr);
    combine(ctx, acc, part.data());
}

extern "C" void hb_fork2(hb_branch_fn f, void *fctx, hb_branch_fn g, void *gctx) {
    hb::fork2([&] { f(fctx); }, [&] { g(gctx); });
}
