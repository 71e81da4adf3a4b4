// Private: fork2. The frame stays latent (next = 0, hi = 2) while the first branch runs;
// a heartbeat that picks it turns the second branch into a task (next = hi = 0).
#pragma once

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
        try {
            self->result.emplace(call_value(*self->g));
        } catch (...) {
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

template <class G>
struct is_small : std::bool_constant<sizeof(G) <= 32> {};
// std::conjunction stops at the first false: a function type (fork2 given a function, not a
// closure) is not trivially copyable, and sizeof must not see it.
template <class G>
inline constexpr bool copy_into_frame =
    std::conjunction_v<std::is_trivially_copyable<G>, is_small<G>, only_const_call<G>>;

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
    try {
        return call_value(f);
    } catch (...) {
        hb_detail_hot &h = hb_detail_tls;
        h.top = fr.prev;
        if (fr.promoted()) {
            fr.abandon();
        } else {
            hb_detail_add_latent_forks(&h, 1);
        }
        throw;
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
// Branches that a copy cannot be told apart from (copy_into_frame) are passed by value, so
// the plain path need not keep the closures in memory for it (a closure stored there and
// reloaded for the call cost range-sum-split a store-forwarding stall per fork).
template <class F, class G>
HB_DETAIL_NOINLINE std::pair<value_t<F>, value_t<G>> fork2_framed(F &f, G &g) {
    return fork2_framed_body(f, g);
}
template <class F, class G>
HB_DETAIL_NOINLINE std::pair<value_t<F>, value_t<G>> fork2_framed_copied(F f, G g) {
    return fork2_framed_body(f, g);
}

}  // namespace hb::detail
