// Private: the static scheduler's job, as the loop templates and teams build it, and the
// hooks of the per-loop hybrid. The runtime side is src/static.cpp; the protocol (who
// writes which slot, the memory orderings) is docs/protocol-teams.md, "Static fork and join".
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <stdexcept>

#include "heartbeat/detail/task.hpp"

namespace hb::detail {

// Work forked to the static pool: member `rank` (0 = the thread that forked) runs
// run_piece(rank). The join tree then folds subtrees with combine(into, from), always with
// `from` the subtree right after `into`'s in rank order, so ranks that are consecutive
// ranges of iterations are folded in iteration order. Neither function may throw.
struct StaticJob {
    void (*run_piece)(StaticJob *, int rank) = nullptr;
    void (*combine)(StaticJob *, int into, int from) = nullptr;
    int pieces = 0;
    std::atomic<bool> cancel{false};  // set when a piece failed: the others stop early
    // Pieces that need no other piece running at the same time (a loop's, not a team's,
    // whose members meet at barriers): a parent may run a subtree its member has not started.
    bool pieces_independent = true;
};

// Runtime hooks (src/static.cpp), for a loop with no frame below it and no enclosing
// construct (an outermost loop). hybrid_begin returns 0: run latent; 1: run latent, then
// call hybrid_latent_end (the site's timing is recorded); kHybridLatentAnswer: the same, and
// the loop answers a pending work request as it starts (its site's first run, or a long
// loop that found no member idle: docs/tunables.md, rule 3 and 6); k >= 2: the static pool
// is claimed for k pieces, call static_run.
constexpr int kHybridLatentAnswer = -1;
int hybrid_begin(hb_site *site, int64_t n);
void hybrid_latent_end(hb_site *site, int64_t n);
// Forks job to the claimed pool, runs rank 0 on this thread, joins (running stolen work
// while it waits), releases the pool. Records the loop's timing in site if not null.
void static_run(StaticJob *job, hb_site *site, int64_t n);

// Piece r of k of n iterations starting at lo: the first n % k pieces get one more.
inline int64_t piece_begin(int64_t lo, int64_t n, int k, int r) {
    const int64_t q = n / k, rem = n % k;
    return lo + q * r + (r < rem ? r : rem);
}

// A piece's result or error, on its own cache lines (members write them concurrently).
template <class Acc>
struct alignas(64) StaticPiece {
    std::optional<Acc> acc;
    std::exception_ptr error;
};

// Folds piece `from` into piece `into` (from follows into). The first error in rank order
// wins; a missing result (a cancelled piece) makes the fold's result missing too.
template <class Acc, class Fold>
void fold_pieces(StaticPiece<Acc> &a, StaticPiece<Acc> &b, std::atomic<bool> &cancel, Fold fold) {
    if (a.error) return;
    if (b.error) {
        a.error = b.error;
        a.acc.reset();
        return;
    }
    if (!a.acc || !b.acc) {
        a.acc.reset();
        return;
    }
    HB_DETAIL_TRY {
        fold(*a.acc, std::move(*b.acc));
    } HB_DETAIL_CATCH_ALL {
        a.error = std::current_exception();
        a.acc.reset();
        cancel.store(true, std::memory_order_relaxed);
    }
    b.acc.reset();
}

template <class P>
typename P::acc_type run_latent(P &pol, int64_t lo, int64_t hi, std::atomic<bool> *cancel, bool answer_request);

// A loop split statically: piece r runs its iterations as a heartbeat loop (run_latent),
// so nested constructs in it stay latent and promotable.
template <class P>
struct StaticLoopJob : StaticJob {
    using Acc = typename P::acc_type;
    P *pol = nullptr;
    int64_t lo = 0, n = 0;
    std::unique_ptr<StaticPiece<Acc>[]> part;

    static void run_fn(StaticJob *base, int r) {
        auto &j = *static_cast<StaticLoopJob *>(base);
        StaticPiece<Acc> &pc = j.part[r];
        HB_DETAIL_TRY {
            pc.acc.emplace(run_latent(*j.pol, piece_begin(j.lo, j.n, j.pieces, r),
                                      piece_begin(j.lo, j.n, j.pieces, r + 1), &j.cancel, false));
        } HB_DETAIL_CATCH_ALL {
            pc.error = std::current_exception();
            j.cancel.store(true, std::memory_order_relaxed);
        }
    }
    static void combine_fn(StaticJob *base, int into, int from) {
        auto &j = *static_cast<StaticLoopJob *>(base);
        fold_pieces(j.part[into], j.part[from], j.cancel,
                    [&](Acc &a, Acc &&b) { j.pol->combine(a, std::move(b)); });
    }
};

template <class P>
HB_DETAIL_NOINLINE typename P::acc_type run_static(P &pol, int64_t lo, int64_t hi, int pieces) {
    StaticLoopJob<P> j;
    j.run_piece = &StaticLoopJob<P>::run_fn;
    j.combine = &StaticLoopJob<P>::combine_fn;
    j.pieces = pieces;
    j.pol = &pol;
    j.lo = lo;
    j.n = hi - lo;
    j.part.reset(new StaticPiece<typename P::acc_type>[static_cast<size_t>(pieces)]);
    static_run(&j, pol.site, j.n);
    StaticPiece<typename P::acc_type> &root = j.part[0];
    if (root.error) std::rethrow_exception(root.error);
    if (!root.acc) HB_DETAIL_THROW(std::logic_error("heartbeat: a static loop lost its result"));  // never expected
    return std::move(*root.acc);
}

}  // namespace hb::detail
