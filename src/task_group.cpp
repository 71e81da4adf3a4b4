// Task groups: linking a group's frame, promoting its latent tasks, wait(), and the C API.
// The protocol (why spawns are latent only on top of the group's frame, how joins find
// their batches): docs/protocol-tasks.md, "Task groups".
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
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
    int64_t nchunks;              // the heap chunks that hold its records (it holds a use of each)
    struct ArenaChunk **chunks;

    TaskBatch(TaskGroupCore *g, int64_t count, LatentTask **recs, int64_t nch, ArenaChunk **chs)
        : Task(&run_fn, nullptr), group(g), older(nullptr), n(count), tasks(recs), nchunks(nch), chunks(chs) {}
    static void run_fn(Task *t);
};

// A heap region of the arena; records follow the header. `users`: one for the group while
// the chunk is on its list, one per batch with records in it. Whoever drops the last use
// frees it (docs/protocol-tasks.md, "Task groups": recycling the arena).
struct ArenaChunk {
    ArenaChunk *prev;  // the group's next older chunk (while on its list)
    size_t size;       // bytes, header included
    std::atomic<int> users{1};
    explicit ArenaChunk(size_t bytes) : prev(nullptr), size(bytes) {}
    bool holds(const void *p) const {
        auto *b = reinterpret_cast<const unsigned char *>(this);
        return p >= b && p < b + size;
    }
};
constexpr size_t kChunkHeader = record_size(sizeof(ArenaChunk));  // records start this far in
constexpr size_t kChunkBytes = 16384;

namespace {

// A heap chunk of `size` bytes, header included, with the group's use; null if out of memory.
ArenaChunk *new_chunk(size_t size) {
    void *mem = ::operator new(size, std::nothrow);
    return mem ? new (mem) ArenaChunk(size) : nullptr;
}

// Drops one use. acq_rel: every use's reads of the chunk's records happen before the free.
void unuse(ArenaChunk *c) noexcept {
    if (c->users.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    c->~ArenaChunk();
    ::operator delete(c);
}

// The group lets go of a list of its chunks, youngest first.
void unuse_list(ArenaChunk *c) noexcept {
    while (c) {
        ArenaChunk *older = c->prev;
        unuse(c);
        c = older;
    }
}

hb_site g_batch_site;  // one site for every batch: a batch's tasks usually nest

// A promoted task's exception goes to the group's slot; the batch's other tasks still run.
void run_promoted(LatentTask *t, TaskGroupCore *g) {
    try {
        t->ops->run_promoted(t);
    } catch (...) {
        g->record_error();
    }
}

struct BatchPolicy {
    using acc_type = nothing;
    TaskBatch *b;
    hb_site *site;
    nothing identity() const { return {}; }
    void chunk(nothing &, int64_t lo, int64_t hi) {
        for (int64_t i = lo; i < hi; ++i) run_promoted(b->tasks[i], b->group);
    }
    void combine(nothing &, nothing &&) {}
};

// One allocation holds the batch, its record pointers and its chunk pointers.
TaskBatch *new_batch(TaskGroupCore *g, int64_t n, int64_t nchunks) {
    const size_t pointers = static_cast<size_t>(n + nchunks);
    void *mem = ::operator new(sizeof(TaskBatch) + pointers * sizeof(void *), std::nothrow);
    if (!mem) return nullptr;
    auto **recs = reinterpret_cast<LatentTask **>(static_cast<unsigned char *>(mem) + sizeof(TaskBatch));
    auto **chs = reinterpret_cast<ArenaChunk **>(recs + n);
    return new (mem) TaskBatch(g, n, recs, nchunks, chs);
}

// The batch's records are finished or moved: its uses of their chunks end.
void release_chunks(TaskBatch *b) noexcept {
    for (int64_t i = 0; i < b->nchunks; ++i) unuse(b->chunks[i]);
    b->nchunks = 0;
}

void delete_batch(TaskBatch *b) {
    release_chunks(b);
    b->~TaskBatch();
    ::operator delete(b);
}

// Filler records: alignment padding before a more aligned record, and the jump from a full
// region to the next chunk. The latent run steps over them; a promotion skips them.
LatentTask *at(unsigned char *p) { return reinterpret_cast<LatentTask *>(p); }
unsigned char *bytes(LatentTask *t) { return reinterpret_cast<unsigned char *>(t); }

LatentTask *pad_next(LatentTask *t) { return at(bytes(t) + kRecordAlign); }
void pad_run(LatentTask *t, TaskGroupCore *g) { g->head = pad_next(t); }

struct JumpRecord : LatentTask {
    LatentTask *target;
};
static_assert(sizeof(JumpRecord) <= TaskGroupCore::kJumpBytes);
LatentTask *jump_next(LatentTask *t) { return static_cast<JumpRecord *>(t)->target; }
// The latent run steps into the next chunk. Every record before it has finished (run_latent
// runs them in order; a wait from inside one of the group's own tasks is not supported) or,
// if promoted, is held by a batch, which holds its chunk: the group drops the chunks older
// than the one entered. A long chain handed over to this group then holds two chunks at most.
void jump_run(LatentTask *t, TaskGroupCore *g) {
    LatentTask *target = jump_next(t);
    g->head = target;
    auto *c = reinterpret_cast<ArenaChunk *>(bytes(target) - kChunkHeader);
    while (ArenaChunk *old = c->prev) {
        c->prev = old->prev;
        unuse(old);
    }
}

// Joins the youngest few batches that thieves have finished, so that a long loop of spawns
// holds only the batches in flight, not one per promotion until wait(). kDone (acquire):
// the thief no longer touches the batch (complete_stolen). Bounded, so that a pile of
// unstarted batches (forced promotion) costs no more than a few loads per promotion.
void join_finished_batches(TaskGroupCore &g) {
    int looked = 0;
    for (TaskBatch **p = &g.batches; *p && looked < 8; ++looked) {
        TaskBatch *b = *p;
        if (b->state.load(std::memory_order_acquire) == kDone) {
            *p = b->older;
            delete_batch(b);
        } else {
            p = &b->older;
        }
    }
}

// How many of the group's chunks, youngest first, hold records from `head` on: back to the
// one that holds head (all of them when head is in the inline buffer).
int64_t chunks_from(TaskGroupCore &g, const LatentTask *head) {
    if (g.end == g.inline_limit()) return 0;  // no chunk yet
    int64_t k = 0;
    for (const ArenaChunk *c = g.chunks; c; c = c->prev) {
        ++k;
        if (c->holds(head)) break;
    }
    return k;
}

void filler_run_promoted(LatentTask *) { std::abort(); }  // never in a batch

constexpr LatentOps kPadOps{&pad_run, &filler_run_promoted, &pad_next, false, nullptr};
constexpr LatentOps kJumpOps{&jump_run, &filler_run_promoted, &jump_next, false, nullptr};

}  // namespace

bool TaskGroupError::record_current() noexcept {
    int expected = kNone;
    if (!state.compare_exchange_strong(expected, kWriting, std::memory_order_acquire, std::memory_order_relaxed))
        return false;
    new (slot) std::exception_ptr(std::current_exception());
    state.store(kSet, std::memory_order_release);
    return true;
}

std::exception_ptr TaskGroupError::take() noexcept {
    std::exception_ptr e;
    if (state.load(std::memory_order_acquire) == kSet) {
        auto *p = std::launder(reinterpret_cast<std::exception_ptr *>(slot));
        e = std::move(*p);
        p->~exception_ptr();
    }
    state.store(kNone, std::memory_order_relaxed);
    return e;
}

// A heartbeat picked the group: all its unstarted tasks become one task (one of them) or two
// halves, pushed like a loop's halves (the right one first: thieves take the older end).
// Runs inside a poll on the owner thread. Out of memory, the tasks simply stay latent.
void TaskGroupCore::promote_fn(hb_detail_frame *f) {
    TaskGroupCore &g = *static_cast<TaskGroupCore *>(f);
    join_finished_batches(g);
    const int64_t n = g.hi / 2;
    const int64_t left_n = n >= 2 ? n / 2 : n;
    const int64_t nchunks = chunks_from(g, g.head);
    TaskBatch *left = new_batch(&g, left_n, nchunks);
    TaskBatch *right = left_n < n ? new_batch(&g, n - left_n, nchunks) : nullptr;
    if (!left || (left_n < n && !right)) {
        if (left) delete_batch(left);
        return;
    }
    LatentTask *t = g.head;
    for (int64_t i = 0; i < n; t = t->ops->next(t)) {
        if (!t->ops->is_task) continue;
        if (i < left_n) {
            left->tasks[i] = t;
        } else {
            right->tasks[i - left_n] = t;
        }
        ++i;
    }
    // Each batch holds the chunks of the promoted records. Before a latent run starts, the
    // group then drops all but its current chunk: no record older than head is still to be
    // read by the group, so a long loop of spawns keeps a few chunks live instead of growing
    // the arena until wait(). During a latent run the running task's record sits before
    // head, in a chunk the group must keep (jump_run and wait() drop them).
    ArenaChunk *c = g.chunks;
    for (int64_t k = 0; k < nchunks; ++k, c = c->prev) {
        c->users.fetch_add(right ? 2 : 1, std::memory_order_relaxed);  // published by push_task
        left->chunks[k] = c;
        if (right) right->chunks[k] = c;
    }
    if (nchunks > 0 && !g.keep_chunks) {
        unuse_list(g.chunks->prev);
        g.chunks->prev = nullptr;
    }
    g.head = at(g.cur);
    g.hi = 0;
    // (during its latent run the group takes no more spawns of its owner: as when that run
    // starts its last task, its place goes back)
    if (g.keep_chunks) g.give_back_place(hb_detail_tls);
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
    struct Release {
        TaskBatch *b;
        ~Release() { release_chunks(b); }
    } release{b};
    if (b->n == 1) {
        run_promoted(b->tasks[0], b->group);
        return;
    }
    BatchPolicy pol{b, &g_batch_site};
    run_loop(pol, 0, b->n, nullptr);
}

// The current region is full (or the record is more aligned than 8): pads up to the
// alignment, or jumps to a new heap chunk. Null past the latent bound, or out of memory:
// the task then runs at once.
unsigned char *TaskGroupCore::reserve_slow(size_t size, size_t align) {
    auto aligned = [align](unsigned char *p) {
        return reinterpret_cast<unsigned char *>((reinterpret_cast<uintptr_t>(p) + align - 1) & ~(uintptr_t(align) - 1));
    };
    if (unsigned char *a = aligned(cur); a <= end && size <= static_cast<size_t>(end - a)) {
        while (cur != aligned(cur)) {
            new (cur) LatentTask{&kPadOps};
            cur += kRecordAlign;
        }
        return cur;
    }
    if (hi >= 2 * kMaxLatentTasks) {
        // Past the bound the spawn runs at once, and so would every later one, with no poll:
        // an idle worker's request would then wait for wait(). Polled here, the request
        // promotes the unstarted tasks (this group's, if it is the oldest frame), and the
        // spawn is latent again (docs/protocol-tasks.md, "Task groups": the latent bound).
        hb_detail_hot &h = hb_detail_tls;
        if (HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h))) hb_detail_fork_poll();
        if (hi >= 2 * kMaxLatentTasks) return nullptr;
    }
    constexpr size_t header = kChunkHeader;
    const size_t need = header + (align - 1) + size + kJumpBytes;
    const size_t bytes = need > kChunkBytes ? need : kChunkBytes;
    ArenaChunk *c = new_chunk(bytes);
    if (!c) return nullptr;
    c->prev = end == inline_limit() ? nullptr : chunks;
    chunks = c;
    unsigned char *start = reinterpret_cast<unsigned char *>(c) + header;
    new (cur) JumpRecord{{&kJumpOps}, at(start)};
    cur = start;
    end = reinterpret_cast<unsigned char *>(c) + bytes - kJumpBytes;
    while (cur != aligned(cur)) {
        new (cur) LatentTask{&kPadOps};
        cur += kRecordAlign;
    }
    return cur;
}

void TaskGroupCore::free_chunks() noexcept {
    unuse_list(chunks);
    chunks = nullptr;
    end = inline_limit();
}

void TaskGroupCore::wait_all() {
    hb_detail_hot &h = hb_detail_tls;
    if (linked() && &h != owner)
        throw std::logic_error("hb::task_group::wait: the group has latent tasks of another thread; "
                               "call wait() on the thread that created the group");
    bool on_list = linked();
    if (on_list && h.top != this) {
        // A construct started after the group's first latent spawn is still running (wait()
        // inside its body), or one that ended dropped the frame from the list: unlink it
        // wherever it is, and run the rest without a frame.
        for (hb_detail_frame **p = &h.top; *p; p = &(*p)->prev) {
            if (*p == this) {
                *p = prev;
                break;
            }
        }
        on_list = false;
    }
    if (linked()) {
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
        if (on_list) h.top = prev;
        give_back_place(h);  // linked on this thread (checked above)
        if (end != inline_limit()) free_chunks();
        cur = nullptr;
    }
    needs_wait = false;
    if (error.any()) {
        std::exception_ptr e = error.take();
        if (e) std::rethrow_exception(e);
    }
}

// hand_over(into) with this frame on top and into's right under it. Promoted batches are
// joined first, with the frame still on top, so that into gets new tasks only once no younger
// frame has tasks on the deque (docs/protocol-tasks.md, "Task groups": handing over); those taken
// back from the deque are handed over with the latent ones instead of running here.
void TaskGroupCore::hand_over_slow(TaskGroupCore &into) {
    hb_detail_hot &h = hb_detail_tls;
    TaskBatch *kept = nullptr;
    while (TaskBatch *b = batches) {  // youngest first; kept ends up oldest first
        batches = b->older;
        if (pop_task(b)) {
            b->older = kept;
            kept = b;
        } else {
            wait_task(b);
            delete_batch(b);
        }
    }
    h.top = prev;  // unlinked: into is on top and takes latent spawns
    give_back_place(h);
    auto move = [this, &into](LatentTask *t) {
        try {
            t->ops->relocate(t, &into);
        } catch (...) {
            record_error();
        }
    };
    for (TaskBatch *b; (b = kept) != nullptr;) {
        kept = b->older;
        for (int64_t i = 0; i < b->n; ++i) move(b->tasks[i]);
        delete_batch(b);
    }
    for (LatentTask *t; (t = head) != at(cur);) {
        head = t->ops->next(t);
        if (!t->ops->is_task) continue;
        hi -= 2;
        move(t);
    }
    if (end != inline_limit()) free_chunks();
    cur = nullptr;
    needs_wait = false;
    if (error.any()) {
        std::exception_ptr e = error.take();
        if (e) std::rethrow_exception(e);
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

}  // namespace hb::detail

// ---------------------------------------------------------------- C API
namespace {

using hb::detail::TaskGroupCore;
static_assert(sizeof(TaskGroupCore) <= sizeof(hb_task_group), "raise HB_TASK_GROUP_BYTES");
static_assert(alignof(TaskGroupCore) <= alignof(hb_task_group), "hb_task_group is under-aligned");

TaskGroupCore &core_of(hb_task_group *g) { return *std::launder(reinterpret_cast<TaskGroupCore *>(g)); }

// A C task's record: the function, the size of the copy, then the copy, aligned like
// malloc's memory (the task casts it to its own struct). Sizes are multiples of 16, so the
// next C record of the group is aligned too.
struct CRecord : hb::detail::LatentTask {
    hb_task_fn fn;
    size_t size;
    static constexpr size_t kHeader = 32;
    static constexpr size_t kAlign = alignof(std::max_align_t);
    static size_t bytes_for(size_t size) { return (kHeader + size + kAlign - 1) & ~(kAlign - 1); }
    unsigned char *data() { return reinterpret_cast<unsigned char *>(this) + kHeader; }

    static void run_promoted(hb::detail::LatentTask *t) {
        auto *r = static_cast<CRecord *>(t);
        r->fn(r->size ? r->data() : nullptr);
    }
    static hb::detail::LatentTask *next(hb::detail::LatentTask *t) {
        return reinterpret_cast<hb::detail::LatentTask *>(reinterpret_cast<unsigned char *>(t) +
                                                          bytes_for(static_cast<CRecord *>(t)->size));
    }
    static void run_latent(hb::detail::LatentTask *t, TaskGroupCore *g) {
        g->head = next(t);
        g->started_latent();
        run_promoted(t);
    }
    static void relocate(hb::detail::LatentTask *t, TaskGroupCore *into);
};
static_assert(sizeof(CRecord) <= CRecord::kHeader && CRecord::kHeader % CRecord::kAlign == 0);
constexpr hb::detail::LatentOps kCOps{&CRecord::run_latent, &CRecord::run_promoted, &CRecord::next, true,
                                      &CRecord::relocate};

void spawn_c(TaskGroupCore &c, hb_task_fn fn, const void *data, size_t size) {
    hb_detail_hot &h = hb_detail_tls;
    if (HB_DETAIL_LIKELY(h.top == &c) || c.link_if_on_base(h)) {
        const size_t bytes = CRecord::bytes_for(size);
        if (unsigned char *mem = c.reserve<CRecord::kAlign>(bytes); HB_DETAIL_LIKELY(mem != nullptr)) {
            auto *r = new (mem) CRecord;
            r->ops = &kCOps;
            r->fn = fn;
            r->size = size;
            if (size > 0) std::memcpy(r->data(), data, size);
            c.commit(mem + bytes);
            if (HB_DETAIL_UNLIKELY(hb_detail_fork_poll_due(&h))) hb_detail_fork_poll();
            return;
        }
    }
    // Undeferred: the task still gets a copy of its data.
    alignas(std::max_align_t) unsigned char local[256];
    std::unique_ptr<unsigned char[]> heap;
    unsigned char *copy = local;
    if (size > sizeof local) {
        heap.reset(new unsigned char[size]);
        copy = heap.get();
    }
    if (size > 0) std::memcpy(copy, data, size);
    fn(size ? copy : nullptr);
}

// The copy moves with the task (the record's bytes are dropped with the arena).
void CRecord::relocate(hb::detail::LatentTask *t, TaskGroupCore *into) {
    auto *r = static_cast<CRecord *>(t);
    spawn_c(*into, r->fn, r->size ? r->data() : nullptr, r->size);
}

}  // namespace

extern "C" void hb_task_group_init(hb_task_group *g) { new (g) TaskGroupCore(); }

extern "C" void hb_task_group_spawn(hb_task_group *g, hb_task_fn fn, const void *data, size_t size) {
    spawn_c(core_of(g), fn, data, size);
}

extern "C" void hb_task_group_hand_over(hb_task_group *g, hb_task_group *into) {
    core_of(g).hand_over(core_of(into));
}

extern "C" void hb_task_group_wait(hb_task_group *g) { core_of(g).wait(); }
