// Heartbeat: nested parallel loops, reductions and fork-join with no grain sizes.
//
// Expose all the parallelism of a program; it runs sequentially until a heartbeat (every
// HB_HEARTBEAT_US microseconds per worker) promotes the oldest latent loop or fork into
// tasks that other workers can steal.
//
//   hb::parallel_for(0, n, [&](int64_t i) { y[i] = a * x[i] + y[i]; });
//   double s = hb::parallel_reduce(0, n, 0.0, std::plus<>{}, [&](int64_t i) { return x[i]; });
//   auto [l, r] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
//
// Tunables and statistics: docs/tunables.md. How it works: docs/protocol.md.
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

#include "heartbeat/heartbeat.h"
#include "heartbeat/detail/fork.hpp"
#include "heartbeat/detail/loop.hpp"
#include "heartbeat/task_group.hpp"

namespace hb {

// Runs body(i) for every i in [lo, hi), in parallel where heartbeats find it worthwhile.
// An empty or negative range runs nothing. body may itself run parallel constructs.
// Like TBB, a loop that goes parallel runs a copy of a copyable body (and combine), so state
// kept inside a mutable body is not seen by the caller; move-only bodies run in place.
template <class Body>
inline void parallel_for(int64_t lo, int64_t hi, Body &&body) {
    static hb_site site;  // one per body type, i.e. per call site for lambdas
    if (lo >= hi) return;
    int64_t left;
    if (detail::unframed_begin(&site, lo, hi, left)) {
        for (int64_t i = lo; i < hi; ++i) body(i);
        detail::unframed_end(&site, left);
        return;
    }
    detail::held_t<std::remove_reference_t<Body>> b = body;
    detail::ForPolicy<std::remove_reference_t<decltype(b)>> pol{b, &site};
    detail::run_loop(pol, lo, hi, nullptr);
}

// Folds body(lo), ..., body(hi - 1) with combine, starting from identity, and returns the
// result. Partial results are combined in iteration order: combine must be associative
// and identity its neutral element; it need not be commutative.
template <class T, class Combine, class Body>
inline std::decay_t<T> parallel_reduce(int64_t lo, int64_t hi, T &&identity, Combine &&combine,
                                       Body &&body) {
    using V = std::decay_t<T>;
    static hb_site site;
    V acc = identity;
    if (lo >= hi) return acc;
    int64_t left;
    if (detail::unframed_begin(&site, lo, hi, left)) {
        for (int64_t i = lo; i < hi; ++i) acc = combine(std::move(acc), body(i));
        detail::unframed_end(&site, left);
        return acc;
    }
    const V id = std::move(acc);
    detail::held_t<std::remove_reference_t<Combine>> op = combine;
    detail::held_t<std::remove_reference_t<Body>> b = body;
    detail::ReducePolicy<V, std::remove_reference_t<decltype(op)>, std::remove_reference_t<decltype(b)>> pol{
        id, op, b, &site};
    return detail::run_loop(pol, lo, hi, nullptr);
}

// Range forms, for bodies that are loops themselves (what a compiler front end or a
// vectorisable kernel wants): body(a, b) runs iterations [a, b). The sub-ranges passed are
// disjoint, cover [lo, hi) exactly once, and may be as short as one iteration; which ones
// run where is up to the scheduler.
template <class Body>
inline void parallel_for_range(int64_t lo, int64_t hi, Body &&body) {
    static hb_site site;
    if (lo >= hi) return;
    int64_t left;
    if (detail::unframed_begin(&site, lo, hi, left)) {
        body(lo, hi);
        detail::unframed_end(&site, left);
        return;
    }
    detail::held_t<std::remove_reference_t<Body>> b = body;
    detail::ForRangePolicy<std::remove_reference_t<decltype(b)>> pol{b, &site};
    detail::run_loop(pol, lo, hi, nullptr);
}

// body(a, b, acc) folds iterations [a, b) into acc, an accumulator that started as a copy of
// identity. Accumulators of consecutive sub-ranges are combined in iteration order with
// combine(x, y) -> T, which must be associative with identity as its neutral element.
template <class T, class Combine, class Body>
inline std::decay_t<T> parallel_reduce_range(int64_t lo, int64_t hi, T &&identity, Combine &&combine,
                                             Body &&body) {
    using V = std::decay_t<T>;
    static hb_site site;
    V acc = identity;
    if (lo >= hi) return acc;
    int64_t left;
    if (detail::unframed_begin(&site, lo, hi, left)) {
        body(lo, hi, acc);
        detail::unframed_end(&site, left);
        return acc;
    }
    const V id = std::move(acc);
    detail::held_t<std::remove_reference_t<Combine>> op = combine;
    detail::held_t<std::remove_reference_t<Body>> b = body;
    detail::ReduceRangePolicy<V, std::remove_reference_t<decltype(op)>, std::remove_reference_t<decltype(b)>> pol{
        id, op, b, &site};
    return detail::run_loop(pol, lo, hi, nullptr);
}

// Runs f and g, possibly in parallel, and returns both results (hb::nothing for a void
// branch). If a branch throws, the exception propagates once the other branch has finished
// or was dropped before starting; if both throw, f's exception wins.
template <class F, class G>
inline std::pair<detail::value_t<F>, detail::value_t<G>> fork2(F &&f, G &&g) {
    hb_detail_hot &h = hb_detail_tls;
    // A worker keeps only its oldest HB_LATENT_FORKS forks latent; younger ones are plain
    // calls, with nothing stored, so the compiler treats them as the sequential code. One
    // load decides: the gate is a constant 1 while a frame may be linked, else the work
    // request flag (an idle worker's request, forced promotion and an unattached thread take
    // the framed path, which polls). docs/protocol.md, "Latent forks".
    if (HB_DETAIL_LIKELY(!hb_detail_fork_framed(&h))) {
        detail::value_t<F> a = detail::call_value(f);
        return {std::move(a), detail::call_value(g)};
    }
    using FT = std::remove_reference_t<F>;
    using GT = std::remove_reference_t<G>;
    // Small closures go straight to the framed path, by value. Through fork2_cold, one more
    // inline level, g++ stops inlining a recursive function into itself: hb-micro's fib(30)
    // went from 0.46 to 0.82 of sequential at one worker.
    if constexpr (detail::copy_into_frame<FT> && detail::copy_into_frame<GT>)
        return detail::fork2_framed<std::remove_const_t<FT>, std::remove_const_t<GT>>(f, g);
    else
        return detail::fork2_cold(f, g);
}

// Runtime control. Each also has an environment variable (docs/tunables.md).
inline int num_workers() { return hb_num_workers(); }
inline int worker_id() { return hb_worker_id(); }
inline int worker_id_bound() { return hb_worker_id_bound(); }
// Sets the number of workers to n (1 <= n <= 2048): starts pool threads at once; surplus
// ones leave when they become idle. Callable anywhere, also inside constructs. Throws
// std::invalid_argument for n out of range.
void set_num_workers(int n);
inline int heartbeat_us() { return hb_heartbeat_us(); }
inline void set_heartbeat_us(int us) { hb_set_heartbeat_us(us); }
// Every poll acts as a heartbeat and the chunk size is 1 (for testing split/join paths).
inline void set_force_promotion(bool on) { hb_set_force_promotion(on ? 1 : 0); }
// Outermost loops: chosen per loop (automatic), always latent (heartbeat) or always split
// statically across the workers when possible (static_split). Also HB_LOOP_SCHEDULE.
enum class loop_schedule { automatic = HB_LOOP_AUTO, heartbeat = HB_LOOP_HEARTBEAT, static_split = HB_LOOP_STATIC };
inline void set_loop_schedule(loop_schedule s) { hb_set_loop_schedule(static_cast<int>(s)); }
inline loop_schedule get_loop_schedule() { return static_cast<loop_schedule>(hb_loop_schedule()); }
inline void stats_enable(bool on) { hb_stats_enable(on ? 1 : 0); }
inline void stats_reset() { hb_stats_reset(); }
std::string stats_json();

// How workers learn that a heartbeat is due (HB_HEARTBEAT_MECHANISM, docs/tunables.md).
enum class mechanism : int {
    poll = HB_MECHANISM_POLL,
    timer = HB_MECHANISM_TIMER,
    ping = HB_MECHANISM_PING,
    ping_flag = HB_MECHANISM_PING_FLAG,
    rollforward = HB_MECHANISM_ROLLFORWARD,
};
// Selects it for every worker (each switches at its next poll). Throws std::invalid_argument
// for an unknown value, std::runtime_error when it is unavailable (rollforward without hbc's
// tables, or the heartbeat signal already has a handler).
void set_heartbeat_mechanism(mechanism m);
inline mechanism heartbeat_mechanism() { return static_cast<mechanism>(hb_heartbeat_mechanism()); }

// ---------------------------------------------------------------- loops at a caller's site
// For code generators (hbc): the C++ twins of hb_parallel_for_at / hb_parallel_reduce_at.
// The range forms above keep one hb_site per body type; a compiler gives each source loop
// its own (a static hb_site per loop). The sequential fast path (the range fits the poll
// budget and the loop at this site has never been seen to nest) is tested first and runs
// body(lo, hi[, acc]) in place, so the body never escapes and its captures can stay in
// registers; only when it fails is body copied and handed to the out-of-line framed path.

// Runs body(a, b) over [lo, hi), as parallel_for_range does.
template <class Body>
inline void parallel_for_range_at(hb_site *site, int64_t lo, int64_t hi, Body &body) {
    if (lo >= hi || detail::run_unframed(site, lo, hi, body)) return;
    Body copy(body);
    detail::framed_for_range(site, lo, hi, copy);
}

// acc holds the starting values. On the fast path body(lo, hi, acc) folds the whole range
// into acc (exactly the sequential loop). Otherwise the range's partial result, folded from
// identity() and combined in iteration order with combine(x, y) -> T, is combined into acc:
// acc = combine(acc, partial).
template <class T, class Identity, class Combine, class Body>
inline void parallel_reduce_range_at(hb_site *site, int64_t lo, int64_t hi, T &acc, Identity &&identity,
                                     Combine &&combine, Body &body) {
    if (lo >= hi || detail::run_unframed(site, lo, hi, body, acc)) return;
    Body copy(body);
    T part = detail::framed_reduce_range(site, lo, hi, identity(), combine, copy);
    acc = combine(std::move(acc), std::move(part));
}

// As parallel_reduce_range_at, for an acc that already holds the identity: the framed path
// folds from acc itself and its result replaces acc (no combine with the starting value).
template <class T, class Combine, class Body>
inline void parallel_reduce_range_from_identity_at(hb_site *site, int64_t lo, int64_t hi, T &acc,
                                                   Combine &&combine, Body &body) {
    if (lo >= hi || detail::run_unframed(site, lo, hi, body, acc)) return;
    Body copy(body);
    acc = detail::framed_reduce_range(site, lo, hi, std::move(acc), combine, copy);
}

}  // namespace hb
