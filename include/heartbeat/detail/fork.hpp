// Private: fork2. The frame stays latent (next = 0, hi = 2) while the first branch runs;
// a heartbeat that picks it turns the second branch into a task (next = hi = 0).
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <cstddef>
#include <optional>
#include <type_traits>
#include <utility>

#include "heartbeat/detail/task.hpp"

namespace hb::detail {

template <class G>
struct ForkTask : Task {
    G *g;
    std::optional<value_t<G>> result;

    explicit ForkTask(G *branch) : Task(&run_fn, nullptr), g(branch) {}

    static void run_fn(Task *t) {
        auto *self = static_cast<ForkTask *>(t);
        HB_DETAIL_TRY {
            self->result.emplace(call_value(*self->g));
        } HB_DETAIL_CATCH_ALL {
            self->error = std::current_exception();
        }
    }
};

// How a frame holds the second branch. A branch whose closure cannot change once built (a
// call operator that is const and not overloaded, on a trivially copyable object of at most
// 32 bytes: a non-mutable lambda) is copied into the frame, and the copy is what runs: it
// cannot be told apart from the original, and the fork then stores the captures once, in
// the frame, instead of the closure and a pointer to it. Any other branch is referred to.
template <class M>
struct is_const_call : std::false_type {};
template <class R, class C, class... A>
struct is_const_call<R (C::*)(A...) const> : std::true_type {};
template <class R, class C, class... A>
struct is_const_call<R (C::*)(A...) const noexcept> : std::true_type {};
template <class G, class = void>
struct only_const_call : std::false_type {};
template <class G>
struct only_const_call<G, std::void_t<decltype(&G::operator())>> : is_const_call<decltype(&G::operator())> {};

// A branch a copy of which cannot be told apart from it, of at most Max bytes.
// std::conjunction stops at the first false: a function type (fork2 given a function, not a
// closure) is not trivially copyable, and sizeof must not see it.
template <class G, std::size_t Max>
struct size_at_most : std::bool_constant<sizeof(G) <= Max> {};
template <class G, std::size_t Max>
inline constexpr bool copyable_up_to =
    std::conjunction_v<std::is_trivially_copyable<G>, size_at_most<G, Max>, only_const_call<G>>;
template <class G>
inline constexpr bool copy_into_frame = copyable_up_to<G, 32>;

// How the plain path hands a branch to the framed path: a copy, when a copy cannot be told
// apart from the original (as above, up to 256 bytes), else a reference. A closure whose
// address reaches the framed path must be built in memory before the gate is even tested
// (g++ does not sink the stores into the cold branch): knapsack's two `[&]` closures cost
// nine stores per call that way. A copy made in the cold branch leaves the fast path free
// to keep the captures in registers.
template <class G>
inline constexpr bool pass_by_copy = copyable_up_to<G, 256>;
template <class G>
using passed_t = std::conditional_t<pass_by_copy<G>, std::remove_const_t<G>, G &>;

template <class G, bool Copy = copy_into_frame<G>>
struct BranchHolder {
    G *g;
    explicit BranchHolder(G &x) : g(&x) {}
    G &get() { return *g; }
};
template <class G>
struct BranchHolder<G, true> {
    G g;
    explicit BranchHolder(G &x) : g(x) {}
    G &get() { return g; }
};

template <class G>
struct ForkFrame : hb_detail_frame {
    BranchHolder<G> branch;
    Deferred<ForkTask<G>> task;

    explicit ForkFrame(G &g) : branch(g) {}

    bool promoted() const { return hi == 0; }

    static void promote_fn(hb_detail_frame *base) {
        auto &f = *static_cast<ForkFrame *>(base);
        f.next = f.hi = 0;
        hb_detail_add_latent_forks(&hb_detail_tls, 1);  // on the owner, inside a poll (protocol.md)
        push_task(f.task.make(&f.branch.get()));
    }

    // The second branch after a promotion: run it here if no thief took it.
    HB_DETAIL_NOINLINE value_t<G> join() {
        ForkTask<G> *t = task.get();
        if (pop_task(t)) {
            task.destroy();
            return call_value(branch.get());
        }
        wait_task(t);
        struct Destroy {
            Deferred<ForkTask<G>> &task;
            ~Destroy() { task.destroy(); }
        } guard{task};
        if (t->error) std::rethrow_exception(t->error);
        return std::move(*t->result);
    }

    // The first branch threw: the second is dropped if not started, waited for otherwise.
    HB_DETAIL_NOINLINE void abandon() {
        ForkTask<G> *t = task.get();
        if (!pop_task(t)) wait_task(t);
        task.destroy();
    }
};

template <class F, class G>
inline value_t<F> run_first_branch(F &f, ForkFrame<G> &fr) {
    HB_DETAIL_TRY {
        return call_value(f);
    } HB_DETAIL_CATCH_ALL {
        hb_detail_hot &h = hb_detail_tls;
        h.top = fr.prev;
        if (fr.promoted()) {
            fr.abandon();
        } else {
            hb_detail_add_latent_forks(&h, 1);
        }
        HB_DETAIL_RETHROW;
    }
}

// fork2 with a latent frame: the second branch can be promoted while the first runs.
template <class F, class G>
inline std::pair<value_t<F>, value_t<G>> fork2_framed_body(F &f, G &g) {
    hb_detail_hot &h = hb_detail_tls;
    ForkFrame<G> fr(g);
    fr.prev = h.top;
    fr.next = 0;
    fr.hi = 2;
    fr.promote = &ForkFrame<G>::promote_fn;
    h.top = &fr;
    hb_detail_add_latent_forks(&h, -1);
    // Polls only when an idle worker asked for work, forced promotion is on, or the thread is
    // not attached yet (docs/protocol.md, "Work requests"); attaching adds HB_LATENT_FORKS to
    // latent_forks_left.
    if (HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h))) hb_detail_fork_poll();
    value_t<F> a = run_first_branch(f, fr);
    h.top = fr.prev;
    // The thread may go on with sequential code after an outermost fork.
    if (HB_DETAIL_UNLIKELY(!fr.prev)) h.left_outermost = 1;
    if (HB_DETAIL_LIKELY(!fr.promoted())) {
        hb_detail_add_latent_forks(&h, 1);
        return {std::move(a), call_value(fr.branch.get())};
    }
    return {std::move(a), fr.join()};
}

// The framed path's two entries, out of line so that fork2's plain-call path stays as small
// as the sequential code (a recursive function keeps being inlined into itself there).
// Each branch comes by value or by reference, as passed_t says, so the plain path need not
// keep a copyable closure in memory for it (a closure stored there and reloaded for the call
// cost range-sum-split a store-forwarding stall per fork).
template <class FP, class GP>
HB_DETAIL_NOINLINE std::pair<value_t<std::remove_reference_t<FP>>, value_t<std::remove_reference_t<GP>>>
fork2_framed(FP f, GP g) {
    return fork2_framed_body(f, g);
}

// The plain path's exit to the framed path for closures too big for the frame (fork2 sends
// small ones straight to fork2_framed). A copyable branch is copied here, in the cold
// branch, into a local of its own: passed straight through, the original closure would be
// the call's argument, and g++ then builds it in memory before the gate is tested.
template <class F, class G>
HB_DETAIL_ALWAYS_INLINE inline auto fork2_cold(F &f, G &g) {
    passed_t<F> fc(f);  // a copy, or a reference bound to f
    passed_t<G> gc(g);
    return fork2_framed<passed_t<F>, passed_t<G>>(fc, gc);
}

}  // namespace hb::detail
