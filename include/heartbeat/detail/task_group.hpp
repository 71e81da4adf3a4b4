// Private: the latent tasks of hb::task_group (include/heartbeat/task_group.hpp).
//
// A spawned task is a record in the group's arena, linked in spawn order. While the group's
// frame is the youngest frame of the spawning thread, spawns stay latent: no allocation
// beyond a bump of the arena, no atomic instruction. A heartbeat promotes all of a group's
// unstarted tasks at once, as it promotes a loop's remaining iterations: two halves that
// run as heartbeat loops over the records (src/task_group.cpp). Why a spawn is latent only
// on top of the group's own frame, and how wait() joins: docs/protocol.md, "Task groups".
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <new>
#include <type_traits>
#include <utility>

#include "heartbeat/detail/task.hpp"

namespace hb::detail {

struct TaskGroupCore;

// A spawned task. invoke runs it (an exception is recorded in the group, never thrown) and
// destroys the closure.
struct LatentTask {
    LatentTask *next;
    void (*invoke)(LatentTask *, TaskGroupCore *);
};

// Errors of a group's tasks: the first one recorded wins. Tasks of one group can fail on
// several threads at once, so the slot is claimed with an exchange (a rare path).
struct TaskGroupErrors {
    std::atomic<bool> failed{false};
    std::exception_ptr first;
    void record(std::exception_ptr e) noexcept {
        if (!failed.exchange(true, std::memory_order_acq_rel)) first = std::move(e);
    }
};

template <class Fn>
struct LatentTaskOf : LatentTask {
    Fn fn;
    template <class F>
    explicit LatentTaskOf(F &&f) : LatentTask{nullptr, &invoke_fn}, fn(std::forward<F>(f)) {}
    static void invoke_fn(LatentTask *t, TaskGroupCore *g);
};

// Bump allocation for the records of one wait() cycle: an inline buffer, then heap chunks;
// everything is released when wait() returns (every record has run by then).
class TaskArena {
public:
    static constexpr size_t kInlineBytes = 1024;
    TaskArena() noexcept : cur_(inline_), end_(inline_ + kInlineBytes) {}
    TaskArena(const TaskArena &) = delete;
    TaskArena &operator=(const TaskArena &) = delete;
    ~TaskArena() { release(); }
    void release() noexcept {  // every record is done: start over in the inline buffer
        if (HB_DETAIL_UNLIKELY(chunks_ != nullptr)) free_chunks();
        cur_ = inline_;
        end_ = inline_ + kInlineBytes;
    }

    void *alloc(size_t size, size_t align) {
        const uintptr_t p = (reinterpret_cast<uintptr_t>(cur_) + (align - 1)) & ~(uintptr_t(align) - 1);
        if (HB_DETAIL_LIKELY(p + size <= reinterpret_cast<uintptr_t>(end_))) {
            cur_ = reinterpret_cast<unsigned char *>(p + size);
            return reinterpret_cast<void *>(p);
        }
        return alloc_chunk(size, align);
    }
private:
    struct Chunk {
        Chunk *prev;
    };
    void *alloc_chunk(size_t size, size_t align);
    void free_chunks() noexcept;
    unsigned char *cur_, *end_;
    Chunk *chunks_ = nullptr;
    alignas(std::max_align_t) unsigned char inline_[kInlineBytes];
};

// The frame through which a heartbeat finds a group: eligible (hi - next >= 2) while the
// group has unstarted latent tasks (hi = 2 x their number, next = 0).
struct TaskGroupFrame : hb_detail_frame {
    TaskGroupCore *group;
};

struct TaskBatch;

// Unstarted latent tasks beyond this run at once instead (OpenMP's task throttling): it
// bounds the memory that one heartbeat interval of spawning can hold.
constexpr int64_t kMaxLatentTasks = 4096;

// Everything of a task group but its C++ face. Owner-only fields are written by the thread
// that created the group (docs/protocol.md, "Task groups").
struct TaskGroupCore {
    TaskGroupFrame frame;               // linked on the owner's frame list while `linked`
    hb_detail_frame *base;              // the owner's youngest frame when the group was made
    const hb_detail_hot *owner;         // the creating thread's state block
    bool linked = false;
    LatentTask *head = nullptr;         // unstarted latent tasks, oldest first
    LatentTask **tail = &head;
    int64_t unstarted = 0;
    TaskBatch *batches = nullptr;       // promoted, not yet joined; youngest first
    TaskGroupErrors errors;
    TaskArena arena;

    TaskGroupCore() noexcept : base(hb_detail_tls.top), owner(&hb_detail_tls) {
        frame.prev = nullptr;
        frame.next = 0;
        frame.hi = 0;
        frame.promote = &promote_fn;
        frame.group = this;
    }
    TaskGroupCore(const TaskGroupCore &) = delete;
    TaskGroupCore &operator=(const TaskGroupCore &) = delete;

    bool pending() const { return linked || batches != nullptr || head != nullptr; }

    // The spawn fast path: the group's frame is this thread's youngest frame.
    bool can_stay_latent() const {
        return hb_detail_tls.top == &frame && unstarted < kMaxLatentTasks;
    }
    // The first latent spawn links the frame, on top of the frame the group was made under,
    // on the thread that made it (docs/protocol.md, "Task groups").
    bool link_if_on_base() {
        hb_detail_hot &h = hb_detail_tls;
        if (linked || h.top != base || &h != owner) return false;
        frame.prev = h.top;
        h.top = &frame;
        linked = true;
        return true;
    }
    void append(LatentTask *t) {
        *tail = t;
        tail = &t->next;
        ++unstarted;
        frame.hi = 2 * unstarted;
    }
    // Runs the latent tasks, oldest first, while the frame stays linked (a heartbeat during
    // one of them promotes the rest); a task may spawn more.
    void run_latent() {
        while (LatentTask *t = head) {
            head = t->next;
            if (!head) tail = &head;
            --unstarted;
            frame.hi = 2 * unstarted;
            t->invoke(t, this);
        }
    }
    void wait() {
        // Nothing was promoted and nothing failed: the tasks run here and the frame unlinks.
        if (HB_DETAIL_LIKELY(linked && hb_detail_tls.top == &frame)) {
            run_latent();
            if (HB_DETAIL_LIKELY(batches == nullptr && !errors.failed.load(std::memory_order_relaxed))) {
                hb_detail_tls.top = frame.prev;
                linked = false;
                arena.release();
                return;
            }
        }
        if (pending() || errors.failed.load(std::memory_order_relaxed)) wait_all();
    }
    // Out of line (src/task_group.cpp).
    static void promote_fn(hb_detail_frame *f);  // a heartbeat picked the group
    void wait_all();                             // joins every batch; rethrows a task's error
    void finish_in_destructor() noexcept;
};

template <class Fn>
void LatentTaskOf<Fn>::invoke_fn(LatentTask *t, TaskGroupCore *g) {
    auto *self = static_cast<LatentTaskOf *>(t);
    try {
        self->fn();
    } catch (...) {
        g->errors.record(std::current_exception());
    }
    self->~LatentTaskOf();
}

// hb::task_group::run (and the C API's spawn): latent on top of the group's own frame,
// otherwise run now on this thread, its exception recorded for wait() either way.
template <class F>
inline void spawn(TaskGroupCore &g, F &&f) {
    using Fn = std::decay_t<F>;
    static_assert(std::is_invocable_v<Fn &>, "hb::task_group::run needs a callable taking no argument");
    if (HB_DETAIL_LIKELY(g.can_stay_latent()) || g.link_if_on_base()) {
        using Rec = LatentTaskOf<Fn>;
        void *mem = g.arena.alloc(sizeof(Rec), alignof(Rec));
        g.append(new (mem) Rec(std::forward<F>(f)));
        hb_detail_hot &h = hb_detail_tls;
        // Spending budget makes spawning poll like forking, and tells an enclosing
        // leaf-mode loop that it nests.
        if (HB_DETAIL_UNLIKELY(--h.countdown <= 0)) hb_detail_poll();
        return;
    }
    try {
        f();
    } catch (...) {
        g.errors.record(std::current_exception());
    }
}

}  // namespace hb::detail
