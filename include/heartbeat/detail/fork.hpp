// Private: fork2. The frame stays latent (next = 0, hi = 2) while the first branch runs;
// a heartbeat that picks it turns the second branch into a task (next = hi = 0).
#pragma once

#include <optional>

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

template <class G>
struct ForkFrame : hb_detail_frame {
    G *g;
    Deferred<ForkTask<G>> task;

    bool promoted() const { return hi == 0; }

    static void promote_fn(hb_detail_frame *base) {
        auto &f = *static_cast<ForkFrame *>(base);
        f.next = f.hi = 0;
        push_task(f.task.make(f.g));
    }

    // The second branch after a promotion: run it here if no thief took it.
    HB_DETAIL_NOINLINE value_t<G> join() {
        ForkTask<G> *t = task.get();
        if (pop_task(t)) {
            task.destroy();
            return call_value(*g);
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
        hb_detail_tls.top = fr.prev;
        if (fr.promoted()) fr.abandon();
        throw;
    }
}

}  // namespace hb::detail
