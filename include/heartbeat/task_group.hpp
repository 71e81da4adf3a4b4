// hb::task_group: spawn any number of tasks, then wait for all of them.
//
//   hb::task_group tg;
//   for (Node *c : node->children) tg.run([=] { visit(c); });
//   tg.wait();
//
// Tasks are latent: a task that no heartbeat promotes runs on the spawning thread at wait(),
// in spawn order, with no allocation beyond a bump of the group's arena and no atomic
// instruction (a spawn costs a few stores, about a fork2). A heartbeat promotes all of the
// group's unstarted tasks at once, as it promotes a loop's remaining iterations, so idle
// workers take half of them. Like fork2, only the oldest HB_LATENT_FORKS (default 3) groups
// and forks on a thread's stack are kept latent: a group made deeper runs each task at once,
// inside run(), as the sequential program would (docs/tunables.md). Tasks may run
// any parallel construct, spawn into the same group or into groups of their own.
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <utility>

#include "heartbeat/detail/task_group.hpp"

namespace hb {

class task_group {
public:
    task_group() noexcept = default;
    task_group(const task_group &) = delete;
    task_group &operator=(const task_group &) = delete;

    // Waits for tasks that were never waited for. If one of them threw and the destructor
    // does not run during unwinding, that exception would be lost: it reports it on stderr
    // and calls std::terminate (call wait() to receive it).
    ~task_group() {
        if (core_.needs_wait) core_.finish_in_destructor();
    }

    // Spawns f (copied or moved into the group; it must be callable with no argument). The
    // task stays latent while the group's frame is this thread's youngest (it is linked by
    // the group's first latent spawn, made under the construct the group was created in);
    // otherwise (a group made with no latent place left, a spawn from inside a loop body,
    // from another thread, or past about 4096 unstarted tasks) it runs at once, as OpenMP
    // may run a task undeferred. So a task must not wait for code that follows its run().
    // Either way its exception, if any, is rethrown by wait().
    template <class F>
    void run(F &&f) {
        detail::spawn(core_, std::forward<F>(f));
    }

    // Returns once every task spawned so far (and every task those spawned into this group)
    // has finished. If tasks threw, rethrows the first exception recorded; the others are
    // dropped. The group can then be used again. Call it on the thread that created the
    // group; from elsewhere, while latent tasks are pending, it throws std::logic_error.
    // Not from inside one of the group's own tasks (unsupported: the group is unlinked
    // under the running task).
    void wait() { core_.wait(); }

    // wait(), except that tasks not yet started become `into`'s (moved, run by into.wait(),
    // which then also rethrows their exceptions) instead of running here, when `into` is the
    // group this one was made on top of: `into` had latent tasks and was this thread's
    // youngest construct when this group got its first one (the group was made in a task
    // that into.wait() runs, say), and still is under it. Elsewhere it is wait(). A chain of
    // tasks each spawning the next, each ending its own group with hand_over(parent group),
    // then runs in a loop of the parent's wait() instead of nesting one wait per link on
    // the stack. A closure that cannot be moved runs here.
    void hand_over(task_group &into) { core_.hand_over(into.core_); }

    // Whether a group made here, now, could keep tasks latent. False: no latent place is left
    // on this thread, so such a group would run each task at once, inside run(), and its
    // wait() would have nothing of theirs to do (hb_task_group_defers_here).
    static bool defers_here() noexcept { return hb_detail_group_defers(&hb_detail_tls) != 0; }

private:
    detail::TaskGroupCore core_;
};

}  // namespace hb
