// Private: the loop driver behind parallel_for and parallel_reduce.
//
// A loop that fits in the worker's poll budget runs as a plain loop with no frame (see
// parallel_for in heartbeat.hpp). Otherwise run_loop pushes a LoopFrame so heartbeats can
// find it and runs it in chunks with no per-iteration bookkeeping, a poll between chunks;
// `next` is the end of the current chunk. A chunk is as long as the budget allows, unless
// the body was seen to run nested parallel constructs (they spent poll budget while a
// chunk ran): then a chunk is as many iterations as spend about kNestedChunkUnits of budget
// in their nested loops, one if they spend more, so a promotion triggered deep inside the
// body still finds the loop's remaining iterations in [next, hi) (docs/protocol.md, "Leaf
// and nested modes").
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <optional>

#include "heartbeat/heartbeat.h"
#include "heartbeat/detail/static.hpp"
#include "heartbeat/detail/task.hpp"

namespace hb::detail {

// The sequential fast path of every loop form (and of hbc's translated loops): when [lo, hi)
// fits in the poll budget and the site was never seen to nest, the loop cannot reach a poll,
// so it runs as plain code with no frame. unframed_begin spends the budget and returns true;
// after running the iterations the caller hands the budget it left to unframed_end, which
// marks the site nested if a nested construct spent budget meanwhile (framed from then on).
// Two calls rather than one taking a lambda: the body is run by the caller, so its closure
// is never passed anywhere.
inline bool unframed_begin(hb_site *site, int64_t lo, int64_t hi, int64_t &left) {
    return hb_loop_begin_in_place(site, lo, hi, &left) != 0;
}
inline void unframed_end(hb_site *site, int64_t left) { hb_loop_end_in_place(site, left); }

// body(lo, hi, acc...) as plain code when the fast path allows it (the *_at entries of
// heartbeat.hpp); false: the caller runs the loop framed.
template <class Body, class... Acc>
inline bool run_unframed(hb_site *site, int64_t lo, int64_t hi, Body &body, Acc &...acc) {
    int64_t left;
    if (!unframed_begin(site, lo, hi, left)) return false;
    body(lo, hi, acc...);
    unframed_end(site, left);
    return true;
}

// How the slow path (run_loop) holds a body or combine: a copy where the type allows, as
// TBB does. The caller's closure then never has its address taken, so on the inlined fast
// path GCC keeps its captures in registers instead of reloading them after every store.
template <class F>
using held_t = std::conditional_t<std::is_copy_constructible_v<std::remove_cv_t<F>>, std::remove_cv_t<F>, F &>;

// What a loop computes, independent of how it is scheduled. A policy provides:
//   acc_type; hb_site *site; acc_type identity();
//   void chunk(acc_type &, int64_t lo, int64_t hi);  // iterations [lo, hi) in order
//   void combine(acc_type &acc, acc_type &&rhs);    // rhs follows acc in iteration order

// Whether a chunk runs a local copy of the body: a small closure whose call cannot change
// it. The caller's copy is reachable from the frame, so every call a nested loop's slow path
// might make would otherwise force the captures to be reloaded from memory on each iteration.
template <class Body, class... Args>
inline constexpr bool copy_per_chunk = std::is_trivially_copyable_v<Body> && sizeof(Body) <= 64 &&
                                       std::is_invocable_v<const Body &, Args...>;

template <class Body>
struct ForPolicy {
    using acc_type = nothing;
    Body &body;
    hb_site *site;
    nothing identity() const { return {}; }
    void chunk(nothing &, int64_t lo, int64_t hi) {
        if constexpr (copy_per_chunk<Body, int64_t>) {
            const Body local = body;
            for (int64_t i = lo; i < hi; ++i) local(i);
        } else {
            for (int64_t i = lo; i < hi; ++i) body(i);
        }
    }
    void combine(nothing &, nothing &&) {}
};

template <class T, class Combine, class Body>
struct ReducePolicy {
    using acc_type = T;
    const T &id;
    Combine &op;
    Body &body;
    hb_site *site;
    T identity() const { return id; }
    // Out of line on purpose: inside run_loop the accumulator lives across calls, so a
    // double would sit in a general register and cross to SSE on every add (3x slower).
    // Here it stays in an SSE register; the call costs nanoseconds per chunk.
    HB_DETAIL_NOINLINE void chunk(T &acc, int64_t lo, int64_t hi) {
        T a = std::move(acc);
        if constexpr (copy_per_chunk<Body, int64_t>) {
            const Body local = body;
            for (int64_t i = lo; i < hi; ++i) a = op(std::move(a), local(i));
        } else {
            for (int64_t i = lo; i < hi; ++i) a = op(std::move(a), body(i));
        }
        acc = std::move(a);
    }
    void combine(T &acc, T &&rhs) { acc = op(std::move(acc), std::move(rhs)); }
};

// Range bodies (parallel_for_range, parallel_reduce_range): the body runs its own loop over
// [lo, hi), so a chunk is one call and the compiler sees one tight loop. A small closure is
// copied first, as in ForPolicy: hbc's outlined loops are range bodies, and with the
// caller's copy an spmv row loop reloaded its captured pointers on every row (session 66).
template <class Body>
struct ForRangePolicy {
    using acc_type = nothing;
    Body &body;
    hb_site *site;
    nothing identity() const { return {}; }
    void chunk(nothing &, int64_t lo, int64_t hi) {
        if constexpr (copy_per_chunk<Body, int64_t, int64_t>) {
            const Body local = body;
            local(lo, hi);
        } else {
            body(lo, hi);
        }
    }
    void combine(nothing &, nothing &&) {}
};

template <class T, class Combine, class Body>
struct ReduceRangePolicy {
    using acc_type = T;
    const T &id;
    Combine &op;
    Body &body;
    hb_site *site;
    T identity() const { return id; }
    // Out of line with a local copy, as in ReducePolicy: the body's accumulator then stays
    // in a register for the whole range.
    HB_DETAIL_NOINLINE void chunk(T &acc, int64_t lo, int64_t hi) {
        T a = std::move(acc);
        if constexpr (copy_per_chunk<Body, int64_t, int64_t, T &>) {
            const Body local = body;
            local(lo, hi, a);
        } else {
            body(lo, hi, a);
        }
        acc = std::move(a);
    }
    void combine(T &acc, T &&rhs) { acc = op(std::move(acc), std::move(rhs)); }
};

template <class P>
typename P::acc_type run_loop(P &pol, int64_t lo, int64_t hi, std::atomic<bool> *cancel);
template <class P>
typename P::acc_type run_latent(P &pol, int64_t lo, int64_t hi, std::atomic<bool> *cancel, bool answer_request);

// Iterations [lo, hi) of a promoted loop, to run wherever it is taken.
template <class P>
struct LoopTask : Task {
    P *pol;
    int64_t lo, hi;
    std::optional<typename P::acc_type> result;

    LoopTask(P *p, int64_t l, int64_t h, std::atomic<bool> *c)
        : Task(&run_fn, c), pol(p), lo(l), hi(h) {
        same_level = true;
    }

    static void run_fn(Task *t) {
        auto *self = static_cast<LoopTask *>(t);
        if (self->cancelled()) return;
        HB_DETAIL_TRY {
            self->result.emplace(run_latent(*self->pol, self->lo, self->hi, self->cancel, false));
        } HB_DETAIL_CATCH_ALL {
            self->error = std::current_exception();
        }
    }
};

template <class P>
struct LoopFrame : hb_detail_frame {
    P *pol;
    std::atomic<bool> *cancel;  // shared by every task of one construct
    std::atomic<bool> own_cancel{false};
    bool promoted = false;
    Deferred<LoopTask<P>> left, right;

    // Three-way split: the running iteration stays here, [next, hi) becomes two tasks.
    static void promote_fn(hb_detail_frame *base) {
        auto &f = *static_cast<LoopFrame *>(base);
        const int64_t lo = f.next, hi = f.hi;
        const int64_t mid = static_cast<int64_t>(static_cast<uint64_t>(lo) +
                                                 (static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo)) / 2);
        f.left.make(f.pol, lo, mid, f.cancel);
        f.right.make(f.pol, mid, hi, f.cancel);
        f.hi = lo;
        f.promoted = true;
        push_task(f.right.get());  // thieves take the older end: the right half
        push_task(f.left.get());   // the owner pops the left half first
    }
};

template <class P>
void take_back_or_wait(LoopTask<P> *t, bool run_if_taken_back) {
    if (pop_task(t)) {
        if (run_if_taken_back) LoopTask<P>::run_fn(t);
    } else {
        wait_task(t);
    }
}

// Joins both halves and folds their results into acc, in iteration order.
template <class P>
struct DestroyTasks {  // the halves' results are destroyed even if combine throws
    LoopFrame<P> &f;
    ~DestroyTasks() {
        f.left.destroy();
        f.right.destroy();
    }
};

template <class P>
void join_loop(LoopFrame<P> &f, typename P::acc_type &acc) {
    LoopTask<P> *l = f.left.get(), *r = f.right.get();
    DestroyTasks<P> guard{f};
    take_back_or_wait(l, true);
    take_back_or_wait(r, true);
    if (l->error) std::rethrow_exception(l->error);
    if (r->error) std::rethrow_exception(r->error);
    // A result is missing only if the construct was cancelled; the error is then thrown
    // by whichever frame caught it, and this partial accumulator is discarded.
    if (l->result && r->result) {
        f.pol->combine(acc, std::move(*l->result));
        f.pol->combine(acc, std::move(*r->result));
    }
}

// After this frame's own iterations threw: drop what was not started, wait for the rest.
template <class P>
void abandon_loop(LoopFrame<P> &f) {
    DestroyTasks<P> guard{f};
    take_back_or_wait(f.left.get(), false);
    take_back_or_wait(f.right.get(), false);
}

// A nested site's chunk: as many iterations as spent about this much budget in their
// nested loops in the previous chunk (at least one, at most kNestedChunkMax). A chunk whose
// nested loops spent nothing (all empty) says nothing of the next iterations' cost: the
// next chunk grows by at most kNestedChunkGrowth, so that heavy iterations after a run of
// empty ones do not get a long chunk at once. Budget is
// counted in innermost iterations, so a chunk stays far below a heartbeat's worth of work
// (a poll budget is thousands of iterations): keeping the rest of a chunk when a heartbeat
// promotes costs little, and a chunk's bookkeeping is paid once instead of per iteration.
// docs/protocol.md, "Leaf and nested modes".
inline constexpr uint64_t kNestedChunkUnits = 256;
inline constexpr uint64_t kNestedChunkMax = 128;
inline constexpr uint64_t kNestedChunkGrowth = 8;

// The next nested chunk's length after n iterations spent `spent` budget in nested loops
// with no poll among them (then countdown only went down: spent >= 0). After a poll the
// next chunk is one iteration, whatever was spent.
inline uint64_t next_nested_chunk(uint64_t n, uint64_t spent) {
    if (spent == 0) return kNestedChunkGrowth * n < kNestedChunkMax ? kNestedChunkGrowth * n : kNestedChunkMax;
    if (spent * kNestedChunkMax <= kNestedChunkUnits * n) return kNestedChunkMax;
    const uint64_t k = kNestedChunkUnits * n / spent;
    return k == 0 ? 1 : k;
}

// The heartbeat loop: latent until a heartbeat promotes it.
// answer_request (hybrid_begin's kHybridLatentAnswer): promote at once if an idle worker
// asked for work (docs/protocol.md, "Work requests"), for a loop whose few long iterations
// may reach no poll.
template <class P>
HB_DETAIL_NOINLINE typename P::acc_type run_latent(P &pol, int64_t lo, int64_t hi,
                                                   std::atomic<bool> *cancel, bool answer_request) {
    hb_detail_hot &h = hb_detail_tls;
    LoopFrame<P> f;
    f.prev = h.top;
    f.next = lo;
    f.hi = hi;
    f.promote = &LoopFrame<P>::promote_fn;
    f.pol = &pol;
    f.cancel = cancel ? cancel : &f.own_cancel;
    if (!f.prev) hb_detail_enter();
    h.top = &f;
    typename P::acc_type acc = pol.identity();
    if (answer_request && HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h))) hb_detail_fork_poll();
    HB_DETAIL_TRY {
        uint64_t nested_chunk = 1;  // the first chunk of a nested site is one iteration
        for (;;) {
            const int64_t i = f.next;
            if (i >= f.hi) break;
            if (h.countdown <= 0) {
                hb_detail_poll();
                if (f.cancel->load(std::memory_order_relaxed)) break;
                continue;
            }
            const uint64_t left = static_cast<uint64_t>(f.hi) - static_cast<uint64_t>(i);
            const uint64_t budget = static_cast<uint64_t>(h.countdown);
            uint64_t n = left < budget ? left : budget;
            const bool nested = hb_detail_is_nested(pol.site);
            if (nested && n > nested_chunk) n = nested_chunk;
            const int64_t end = static_cast<int64_t>(static_cast<uint64_t>(i) + n);
            const int64_t rest = h.countdown - static_cast<int64_t>(n);
            const uint64_t polls = h.polls;
            f.next = end;
            h.countdown = rest;
            pol.chunk(acc, i, end);
            // The body nests if it spent budget or polled: a poll can refill countdown to
            // exactly `rest` (a constant chunk, spent in whole multiples).
            const bool polled = h.polls != polls;
            if (polled || h.countdown != rest) {
                hb_detail_mark_nested(pol.site);
                nested_chunk = polled ? 1 : next_nested_chunk(n, static_cast<uint64_t>(rest - h.countdown));
            } else if (nested) {
                nested_chunk = next_nested_chunk(n, 0);
            }
        }
    } HB_DETAIL_CATCH_ALL {
        h.top = f.prev;
        f.cancel->store(true, std::memory_order_relaxed);
        if (f.promoted) abandon_loop(f);
        HB_DETAIL_RETHROW;
    }
    h.top = f.prev;
    if (f.promoted) join_loop(f, acc);
    return acc;
}

// The slow path of every loop form. An outermost loop (no frame below it, not inside a
// construct: cancel is null only for a construct's root) asks the hybrid whether to split
// statically across the workers at once; every other loop stays latent.
template <class P>
HB_DETAIL_NOINLINE typename P::acc_type run_loop(P &pol, int64_t lo, int64_t hi,
                                                 std::atomic<bool> *cancel) {
    const int64_t n = static_cast<int64_t>(static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo));
    if (cancel == nullptr && hb_detail_tls.top == nullptr && n > 0) {
        const int k = hybrid_begin(pol.site, n);
        if (k >= 2) return run_static(pol, lo, hi, k);
        if (k == 1 || k == kHybridLatentAnswer) {
            typename P::acc_type acc = run_latent(pol, lo, hi, nullptr, k == kHybridLatentAnswer);
            hybrid_latent_end(pol.site, n);
            return acc;
        }
    }
    hb_detail_hot &h = hb_detail_tls;
    if (hb_detail_small_nested_plain(&h, pol.site, static_cast<uint64_t>(n))) {
        h.countdown -= n;
        typename P::acc_type acc = pol.identity();
        pol.chunk(acc, lo, hi);
        return acc;
    }
    return run_latent(pol, lo, hi, cancel, false);
}

// The framed path of the range loops on a caller's site, for callers that test the fast path
// themselves (hbc's translated loops: hbc_rt.hpp), out of line so that the code inlined in
// the caller (often itself the body of an outer loop) is only the fast path and leaves that
// loop's registers alone. The caller passes a copy of its closure made where the fast path
// failed, so its own closure never has its address taken and its captures stay in
// registers. (By value, a closure over 16 bytes goes through the stack as one wide load of
// the fields just stored one by one: a store-forwarding stall on every call.)
template <class Body>
HB_DETAIL_NOINLINE void framed_for_range(hb_site *site, int64_t lo, int64_t hi, Body &body) {
    ForRangePolicy<Body> pol{body, site};
    run_loop(pol, lo, hi, nullptr);
}
template <class T, class Combine, class Body>
HB_DETAIL_NOINLINE T framed_reduce_range(hb_site *site, int64_t lo, int64_t hi, const T identity, Combine combine,
                                         Body &body) {
    ReduceRangePolicy<T, Combine, Body> pol{identity, combine, body, site};
    return run_loop(pol, lo, hi, nullptr);
}

}  // namespace hb::detail
