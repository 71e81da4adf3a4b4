// Task groups: linking a group's frame, promoting its latent tasks, wait(), and the C API.
// The protocol (why spawns are latent only on top of the group's frame, how joins find
// their batches): docs/protocol.md, "Task groups".
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <stdexcept>

#include "heartbeat/heartbeat.h"
#include "heartbeat/detail/loop.hpp"
#include "heartbeat/task_group.hpp"

namespace hb::detail {

// Promoted latent tasks: a task on the deque that runs its records as a heartbeat loop, so
// that wherever it runs a heartbeat can split it again.
struct TaskBatch : Task {
    TaskGroupCore *group;
    TaskBatch *older;  // the group's previously promoted batch
    int64_t n;
    LatentTask **tasks;

    TaskBatch(TaskGroupCore *g, int64_t count, LatentTask **recs)
        : Task(&run_fn, nullptr), group(g), older(nullptr), n(count), tasks(recs) {}
    static void run_fn(Task *t);
};

namespace {

hb_site g_batch_site;  // one site for every batch: a batch's tasks usually nest

struct BatchPolicy {
    using acc_type = nothing;
    TaskBatch *b;
    hb_site *site;
    nothing identity() const { return {}; }
    void one(nothing &, int64_t i) { b->tasks[i]->invoke(b->tasks[i], b->group); }
    void chunk(nothing &acc, int64_t lo, int64_t hi) {
        for (int64_t i = lo; i < hi; ++i) one(acc, i);
    }
    void combine(nothing &, nothing &&) {}
};

// One allocation holds the batch and its record pointers.
TaskBatch *new_batch(TaskGroupCore *g, int64_t n) {
    void *mem = ::operator new(sizeof(TaskBatch) + static_cast<size_t>(n) * sizeof(LatentTask *), std::nothrow);
    if (!mem) return nullptr;
    auto **recs = reinterpret_cast<LatentTask **>(static_cast<unsigned char *>(mem) + sizeof(TaskBatch));
    return new (mem) TaskBatch(g, n, recs);
}

void delete_batch(TaskBatch *b) {
    b->~TaskBatch();
    ::operator delete(b);
}

}  // namespace

// A heartbeat picked the group: all its unstarted tasks become one task (one of them) or two
// halves, pushed like a loop's halves (the right one first: thieves take the older end).
// Runs inside a poll on the owner thread. Out of memory, the tasks simply stay latent.
void TaskGroupCore::promote_fn(hb_detail_frame *f) {
    TaskGroupCore &g = *static_cast<TaskGroupFrame *>(f)->group;
    const int64_t n = g.unstarted;
    const int64_t left_n = n >= 2 ? n / 2 : n;
    TaskBatch *left = new_batch(&g, left_n);
    TaskBatch *right = left_n < n ? new_batch(&g, n - left_n) : nullptr;
    if (!left || (left_n < n && !right)) {
        if (left) delete_batch(left);
        return;
    }
    LatentTask *t = g.head;
    for (int64_t i = 0; i < left_n; ++i, t = t->next) left->tasks[i] = t;
    for (int64_t i = 0; right && i < right->n; ++i, t = t->next) right->tasks[i] = t;
    g.head = nullptr;
    g.tail = &g.head;
    g.unstarted = 0;
    g.frame.hi = 0;
    if (right) {
        right->older = g.batches;
        g.batches = right;
    }
    left->older = g.batches;
    g.batches = left;
    if (right) push_task(right);
    push_task(left);
}

void TaskBatch::run_fn(Task *t) {
    auto *b = static_cast<TaskBatch *>(t);
    if (b->n == 1) {
        b->tasks[0]->invoke(b->tasks[0], b->group);
        return;
    }
    BatchPolicy pol{b, &g_batch_site};
    run_loop(pol, 0, b->n, nullptr);
}

void TaskGroupCore::wait_all() {
    hb_detail_hot &h = hb_detail_tls;
    if (linked && &h != owner)
        throw std::logic_error("hb::task_group::wait: the group has latent tasks of another thread; "
                               "call wait() on the thread that created the group");
    if (linked && h.top != &frame) {
        // A construct started after the group's first latent spawn is still running (wait()
        // inside its body), or one that ended dropped the frame from the list: unlink it
        // wherever it is, and run the rest without a frame.
        for (hb_detail_frame **p = &h.top; *p; p = &(*p)->prev) {
            if (*p == &frame) {
                *p = frame.prev;
                break;
            }
        }
        linked = false;
    }
    for (;;) {
        run_latent();
        TaskBatch *b = batches;  // youngest first: the reverse of the pushes
        if (!b) break;
        batches = b->older;
        if (pop_task(b)) {
            TaskBatch::run_fn(b);
        } else {
            wait_task(b);
        }
        delete_batch(b);
    }
    if (linked) {
        h.top = frame.prev;
        linked = false;
    }
    arena.release();
    if (errors.failed.load(std::memory_order_acquire)) {
        std::exception_ptr e = std::move(errors.first);
        errors.first = nullptr;
        errors.failed.store(false, std::memory_order_relaxed);
        std::rethrow_exception(e);
    }
}

void TaskGroupCore::finish_in_destructor() noexcept {
    try {
        wait_all();
    } catch (...) {
        // During unwinding the exception in flight wins, as it would over a task's. (Checked
        // here rather than counted at construction: std::uncaught_exceptions costs a call into
        // the C++ runtime, too much for a group that lives a few nanoseconds.)
        if (std::uncaught_exceptions() > 0) return;
        std::fputs("heartbeat: an hb::task_group was destroyed without wait() after one of its tasks "
                   "threw (or on the wrong thread); terminating\n",
                   stderr);
        std::terminate();
    }
}

void TaskArena::free_chunks() noexcept {
    while (chunks_) {
        Chunk *c = chunks_;
        chunks_ = c->prev;
        ::operator delete(c);
    }
}

void *TaskArena::alloc_chunk(size_t size, size_t align) {
    constexpr size_t kChunk = 16384;
    const size_t header = (sizeof(Chunk) + alignof(std::max_align_t) - 1) & ~(alignof(std::max_align_t) - 1);
    const size_t bytes = header + size + align > kChunk ? header + size + align : kChunk;
    auto *c = static_cast<Chunk *>(::operator new(bytes));
    c->prev = chunks_;
    chunks_ = c;
    cur_ = reinterpret_cast<unsigned char *>(c) + header;
    end_ = reinterpret_cast<unsigned char *>(c) + bytes;
    return alloc(size, align);
}

}  // namespace hb::detail

// ---------------------------------------------------------------- C API
namespace {

using hb::detail::TaskGroupCore;
static_assert(sizeof(TaskGroupCore) <= sizeof(hb_task_group), "raise HB_TASK_GROUP_BYTES");
static_assert(alignof(TaskGroupCore) <= alignof(hb_task_group), "hb_task_group is under-aligned");

TaskGroupCore &core_of(hb_task_group *g) { return *std::launder(reinterpret_cast<TaskGroupCore *>(g)); }

struct CTask {
    hb_task_fn fn;
    void *data;
    void operator()() const { fn(data); }
};

}  // namespace

extern "C" void hb_task_group_init(hb_task_group *g) { new (g) TaskGroupCore(); }

extern "C" void hb_task_group_spawn(hb_task_group *g, hb_task_fn fn, const void *data, size_t size) {
    TaskGroupCore &c = core_of(g);
    void *copy = nullptr;
    if (size > 0) {
        copy = c.arena.alloc(size, alignof(std::max_align_t));
        std::memcpy(copy, data, size);
    }
    hb::detail::spawn(c, CTask{fn, copy});
}

extern "C" void hb_task_group_wait(hb_task_group *g) { core_of(g).wait_all(); }
