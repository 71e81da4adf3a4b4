// Private: the latent tasks of hb::task_group (include/heartbeat/task_group.hpp).
//
// A spawned task is a record laid down in the group's arena, right after the previous one:
// a pointer to its type's operations, then the closure. Spawning is a bump of the arena, a
// few stores and no atomic instruction, and only while the group's frame (the group itself)
// is the spawning thread's youngest frame. wait() runs the records in spawn order. A
// heartbeat promotes all of a group's unstarted records at once, as it promotes a loop's
// remaining iterations: two batches that run as heartbeat loops (src/task_group.cpp). The
// protocol (why a spawn is latent only on top of the group's frame, how wait() joins, who
// writes which field): docs/protocol-tasks.md, "Task groups".
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

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
struct LatentTask;

// What the runtime can do with a record, per record type. A record's size is known to its
// operations only, so walking the arena goes through them.
struct LatentOps {
    // Runs the task as the next latent one of g: first moves g's unstarted list past it
    // (so that a heartbeat during the task promotes only younger records), then runs it and
    // destroys the closure. A task's exception propagates (the closure is destroyed first).
    void (*run_latent)(LatentTask *self, TaskGroupCore *g);
    // Runs a promoted task (in a batch) and destroys the closure; exceptions propagate.
    void (*run_promoted)(LatentTask *self);
    // The record that follows this one in the arena.
    LatentTask *(*next)(LatentTask *self);
    bool is_task;  // false: a filler record (alignment padding, or a jump to the next chunk)
    // Moves the unstarted task into group `into` (a spawn there: latent if `into` is on top,
    // else run now) and destroys this record's closure (TaskGroupCore::hand_over).
    void (*relocate)(LatentTask *self, TaskGroupCore *into);
};

struct LatentTask {
    const LatentOps *ops;
};

// Unstarted latent tasks beyond about this many run at once instead (OpenMP's task
// throttling): it bounds the memory that one heartbeat interval of spawning can hold. It is
// checked when the arena needs a new chunk, so a group may hold up to one chunk more.
constexpr int64_t kMaxLatentTasks = 4096;

// Records are 8-byte aligned and their sizes multiples of 8, so that the next record starts
// where the previous one ends; a more aligned closure is preceded by 8-byte pad records.
constexpr size_t kRecordAlign = 8;
constexpr size_t record_size(size_t bytes) { return (bytes + kRecordAlign - 1) & ~(kRecordAlign - 1); }

// The first task exception of a group. Tasks of one group can fail on several threads at
// once: the first to move `state` from kNone claims the slot (a rare path). The
// exception_ptr is constructed only then, so an unused slot costs one store.
struct TaskGroupError {
    static constexpr int kNone = 0, kWriting = 1, kSet = 2;
    std::atomic<int> state;
    // Initialisation, not an atomic store: the compiler may move it into the branches of the
    // group's constructor like the plain fields around it (a relaxed store it keeps in place,
    // which cost fib with a group per call 5 instructions per group).
    TaskGroupError() noexcept : state(kNone) {}
    alignas(std::exception_ptr) unsigned char slot[sizeof(std::exception_ptr)];

    bool any() const { return state.load(std::memory_order_relaxed) != kNone; }
    bool record_current() noexcept;    // in a catch handler: offers the exception in flight;
                                       // true when it claimed the slot
    std::exception_ptr take() noexcept;  // once every task has finished; resets the slot
};

// Everything of a task group but its C++ face. The group is its own frame: linked on the
// owner's frame list by the first latent spawn (hi = 2 x unstarted records, next = 0), and
// unlinked by wait(). Fields are written by the owner, the thread that created the group,
// except `error` (docs/protocol-tasks.md, "Task groups").
struct TaskGroupCore : hb_detail_frame {
    static constexpr size_t kInlineBytes = 1024;
    // Kept free at the end of every arena region for the jump record to the next chunk.
    static constexpr size_t kJumpBytes = 16;

    hb_detail_frame *base;         // the owner's youngest frame when the group was made
    const hb_detail_hot *owner;    // the creating thread's state block; null when it had no
                                   // latent place left: every task then runs at once
    unsigned char *cur;            // arena: end of the youngest record; null while unlinked
    TaskGroupError error;
    unsigned char *end;            // arena: where the current region's records must stop
    LatentTask *head;              // the oldest unstarted record (== cur: none)
    struct TaskBatch *batches;     // promoted, not yet joined; youngest first
    struct ArenaChunk *chunks;     // heap regions, youngest first (valid once end has left inline_)
    bool keep_chunks;              // a latent run has started: a promotion keeps the group's
                                   // older chunks (the running task's record may lie in one)
    bool holds_place;              // linked and holding one of the owner's latent places:
                                   // until its latent run starts its last unstarted task
                                   // (docs/protocol-tasks.md, "Task groups": latent places)
    bool needs_wait;               // linked, or an exception claimed the error slot: wait()
                                   // and the destructor have work. A plain bool, so that after
                                   // an inlined wait() the compiler drops the destructor's test
                                   // (docs/protocol-tasks.md, "Task groups": who writes needs_wait)
    alignas(16) unsigned char inline_[kInlineBytes];

    // A few stores: the rest is set by the first latent spawn. A group that can never link
    // (no owner) leaves base unset: only a link reads it.
    TaskGroupCore() noexcept : owner(latent_owner(hb_detail_tls)), cur(nullptr), error(), needs_wait(false) {
        if (HB_DETAIL_UNLIKELY(owner != nullptr)) base = hb_detail_tls.top;
    }
    // A group takes a place of the thread's latent forks while it is linked. Made where none
    // is left, it never links: its tasks run at once, as in the sequential program, unless
    // an idle worker asks for work or the stack is past half (docs/protocol.md, "Task
    // groups": latent places).
    static const hb_detail_hot *latent_owner(const hb_detail_hot &h) {
        // (the gate test as its own branch, as before session 69; the stack probe is shared
        // with hb_detail_group_defers)
        if (HB_DETAIL_UNLIKELY(hb_detail_fork_framed(&h))) return &h;
        return hb_detail_stack_past_half(&h) ? &h : nullptr;
    }
    TaskGroupCore(const TaskGroupCore &) = delete;
    TaskGroupCore &operator=(const TaskGroupCore &) = delete;

    bool linked() const { return cur != nullptr; }
    unsigned char *inline_limit() { return inline_ + kInlineBytes - kJumpBytes; }

    // The first latent spawn links the group on top of the frame it was made under, on the
    // thread that made it (docs/protocol-tasks.md, "Task groups"), and opens the arena.
    bool link_if_on_base(hb_detail_hot &h) {
        // owner and base first: they are set at creation, before any task could run, while
        // cur is the owner's (another thread spawning into the group must not read it).
        if (&h != owner || h.top != base || cur != nullptr) return false;
        hb_detail_add_latent_forks(&h, -1);
        holds_place = true;
        prev = h.top;
        next = 0;
        hi = 0;
        promote = &promote_fn;
        h.top = this;
        needs_wait = true;
        cur = inline_;
        head = reinterpret_cast<LatentTask *>(inline_);
        end = inline_limit();
        batches = nullptr;
        keep_chunks = false;
        return true;
    }

    // Room for a record of `size` bytes aligned to `align`, or null past the latent bound.
    // Nothing is committed: the spawn sets cur past the record once it is constructed.
    template <size_t align>
    unsigned char *reserve(size_t size) {
        const bool aligned = align <= kRecordAlign || reinterpret_cast<uintptr_t>(cur) % align == 0;
        if (HB_DETAIL_LIKELY(aligned && size <= static_cast<size_t>(end - cur))) {
            // Linked (the caller checked that the group is on top): cur is set, which the
            // compiler cannot see; told, it drops a test from every spawn.
            if (cur == nullptr) __builtin_unreachable();
            return cur;
        }
        return reserve_slow(size, align);
    }
    void commit(unsigned char *record_end) {
        cur = record_end;
        hi += 2;
    }

    // On the owner. The group's latent run has started its last unstarted task, or unlinks:
    // its place goes back, as a fork's does once its first branch ends, so that a group made
    // inside that task can link (a tree walk's groups then cover as many levels as places).
    void give_back_place(hb_detail_hot &h) {
        if (!holds_place) return;
        holds_place = false;
        hb_detail_add_latent_forks(&h, 1);
    }
    // A latent run moved head past a task record (LatentOps::run_latent).
    void started_latent() {
        hi -= 2;
        if (hi == 0) give_back_place(hb_detail_tls);
    }

    // Runs the unstarted records in spawn order while the frame stays linked (a heartbeat
    // during one of them promotes the rest; a task may spawn more). A task's exception is
    // recorded and the next task runs.
    // Between tasks it answers an idle worker's request for work, as a spawn does: a task
    // that polls nothing (one that blocks in a system call, or a plain loop) would otherwise
    // keep the rest of the group from the idle workers until it ends, and then the next.
    void run_latent() {
        keep_chunks = true;
        hb_detail_hot &h = hb_detail_tls;
        for (;;) {
            HB_DETAIL_TRY {
                for (LatentTask *t; (t = head) != reinterpret_cast<LatentTask *>(cur);) {
                    t->ops->run_latent(t, this);
                    // Only while tasks are left to hand out: a poll that promotes nothing
                    // answers no request (docs/protocol.md, "Work requests").
                    if (HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h)) && hi != 0) hb_detail_fork_poll();
                }
                return;
            } HB_DETAIL_CATCH_ALL {
                record_error();
            }
        }
    }

    // In a catch handler: offers the exception in flight to the error slot. Only the thread
    // that claims the slot touches needs_wait (docs/protocol-tasks.md, "Task groups").
    void record_error() noexcept {
        if (error.record_current() && !needs_wait) needs_wait = true;
    }

    // wait(), except that when `into`'s frame lies right under this group's (the group was
    // made and spawned into by a task that `into` runs, or by code between spawns into it),
    // the tasks not yet started become `into`'s instead of running here, nested
    // (docs/protocol-tasks.md, "Task groups": handing over).
    // (prev is set when the group links, which top == this implies; g++ -O2 cannot see that
    // and warned in every program using it, system header or not: -Wmaybe-uninitialized)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
    void hand_over(TaskGroupCore &into) {
        if (hb_detail_tls.top == this && prev == &into) {
            hand_over_slow(into);
        } else {
            wait();
        }
    }
#pragma GCC diagnostic pop

    // Never linked and no exception: nothing to do (every task ran at once). Nothing
    // promoted and nothing failed: the tasks run here and the frame unlinks.
    void wait() {
        if (!needs_wait) return;
        hb_detail_hot &h = hb_detail_tls;
        if (HB_DETAIL_LIKELY(h.top == this)) {
            run_latent();
            if (HB_DETAIL_LIKELY(batches == nullptr && !error.any())) {
                h.top = prev;
                give_back_place(h);
                if (HB_DETAIL_UNLIKELY(end != inline_limit())) free_chunks();
                cur = nullptr;
                needs_wait = false;
                return;
            }
        }
        wait_all();
        needs_wait = false;  // wait_all cleared it too; said here, the caller's compiler sees it
    }

    // Out of line (src/task_group.cpp).
    static void promote_fn(hb_detail_frame *f);  // a heartbeat picked the group
    unsigned char *reserve_slow(size_t size, size_t align);
    void free_chunks() noexcept;
    void wait_all();  // joins every batch, clears needs_wait; rethrows a task's error
    void hand_over_slow(TaskGroupCore &into);
    void finish_in_destructor() noexcept;
};

template <class F>
inline void spawn(TaskGroupCore &g, F &&f);

// A task record: the operations, then the closure.
template <class Fn>
struct LatentTaskOf : LatentTask {
    Fn fn;
    static constexpr size_t bytes() { return record_size(sizeof(LatentTaskOf)); }  // where the next record starts

    template <class F>
    explicit LatentTaskOf(F &&f) : LatentTask{&kOps}, fn(std::forward<F>(f)) {}

    static void run_promoted(LatentTask *t) {
        auto *self = static_cast<LatentTaskOf *>(t);
        if constexpr (std::is_trivially_destructible_v<Fn>) {
            self->fn();
        } else {
            struct Destroy {
                LatentTaskOf *r;
                ~Destroy() { r->~LatentTaskOf(); }
            } guard{self};
            self->fn();
        }
    }
    static void run_latent(LatentTask *t, TaskGroupCore *g) {
        g->head = reinterpret_cast<LatentTask *>(reinterpret_cast<unsigned char *>(t) + bytes());
        g->started_latent();
        run_promoted(t);
    }
    static LatentTask *next(LatentTask *t) {
        return reinterpret_cast<LatentTask *>(reinterpret_cast<unsigned char *>(t) + bytes());
    }
    static void relocate(LatentTask *t, TaskGroupCore *into) {
        auto *self = static_cast<LatentTaskOf *>(t);
        struct Destroy {
            LatentTaskOf *r;
            ~Destroy() { r->~LatentTaskOf(); }
        } guard{self};
        if constexpr (std::is_move_constructible_v<Fn>) {
            spawn(*into, std::move(self->fn));
        } else {
            self->fn();  // cannot move: runs here, as wait() would have run it
        }
    }
    static constexpr LatentOps kOps{&run_latent, &run_promoted, &next, true, &relocate};
};

// Room for a latent record of `Bytes` bytes in g: on top of the group's own frame, the task
// becomes a record in its arena. Null when it cannot be latent (not on top, another thread,
// past the latent bound). Out of line, so that a group created with no latent place left
// (which never gets here) runs its tasks with the caller's code as small as the sequential
// loop. The caller builds the record: its closure is then stored straight from the
// caller's registers, never reloaded from the caller's stack (docs/protocol.md, "Task
// groups": where the record is built).
template <size_t Bytes, size_t Align>
HB_DETAIL_NOINLINE unsigned char *reserve_latent(TaskGroupCore &g) {
    hb_detail_hot &h = hb_detail_tls;
    if (HB_DETAIL_LIKELY(h.top == &g) || g.link_if_on_base(h)) return g.reserve<Align>(Bytes);
    return nullptr;
}

// hb::task_group::run (and the C API's spawn): latent on top of the group's own frame,
// otherwise run now on this thread, its exception recorded for wait() either way.
template <class F>
inline void spawn(TaskGroupCore &g, F &&f) {
    static_assert(std::is_invocable_v<std::decay_t<F> &>, "hb::task_group::run needs a callable taking no argument");
    using Rec = LatentTaskOf<std::decay_t<F>>;
    if (g.owner != nullptr) {
        if (unsigned char *mem = reserve_latent<Rec::bytes(), alignof(Rec)>(g); HB_DETAIL_LIKELY(mem != nullptr)) {
            new (mem) Rec(std::forward<F>(f));
            g.commit(mem + Rec::bytes());
            // Polls like fork2: only when an idle worker asked for work (docs/protocol.md,
            // "Work requests"); the group has just become eligible, so there is something
            // to hand out.
            hb_detail_hot &h = hb_detail_tls;
            if (HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h))) hb_detail_fork_poll();
            return;
        }
    }
    HB_DETAIL_TRY {
        f();
    } HB_DETAIL_CATCH_ALL {
        g.record_error();
    }
}

}  // namespace hb::detail
