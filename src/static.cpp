// The static scheduler (the low-burden paper's fork and join) and the per-loop hybrid that
// chooses it. Protocol and orderings: docs/protocol.md, "Static fork and join"; the rule
// and its constants: docs/tunables.md, "Loop schedule".
#include <algorithm>

#include "runtime.hpp"

namespace hb::rt {

using hb::detail::StaticJob;

namespace {

// The hybrid's constants (docs/tunables.md). A fork to spinning members costs about a
// microsecond end to end; a sleeping member needs a futex wake-up, tens of microseconds
// before it runs on this VM, so the loop must be long enough to pay for that.
constexpr double kWarmMinUs = 8.0;    // least estimated sequential time to split when members spin
constexpr double kColdMinUs = 150.0;  // ... when a member sleeps
constexpr double kBadIdleUs = 10.0;   // a join that idled longer than this, and longer than a
                                      // quarter of the master's own piece, was a bad split
constexpr int kFirstBackoff = 8;      // heartbeat runs after the first bad static run
constexpr int kMaxBackoff = 1024;     // ... doubling per consecutive bad run up to this

template <class T>
T load_relaxed(const T &x) { return __atomic_load_n(&x, __ATOMIC_RELAXED); }
template <class T>
void store_relaxed(T &x, T v) { __atomic_store_n(&x, v, __ATOMIC_RELAXED); }

Runtime &rt_of_attached() { return *g_runtime.load(std::memory_order_relaxed); }

// Sequential ticks per 1024 iterations (fixed point: a vectorised iteration is < 1 tick). A
// run can only double the estimate, so one run stretched by preemption does not make the
// next short loops fork; a faster run lowers it at once.
void record_cost(hb_site *site, uint64_t ticks, int workers, int64_t n) {
    const double per_kiter = static_cast<double>(ticks) * workers * 1024.0 / static_cast<double>(n);
    uint64_t v = std::max<uint64_t>(1, static_cast<uint64_t>(per_kiter));
    const uint64_t old = load_relaxed(site->ticks_per_kiter);
    if (old != 0 && v > 2 * old) v = 2 * old;
    store_relaxed(site->ticks_per_kiter, v);
}

// The tree over ranks [rank, rank + size): rank runs its own piece; the left subtree starts at
// rank + 1, the right one after it. Ranks are numbered in preorder, so a subtree is a
// consecutive run of ranks (of iterations) and folding own, left, right keeps their order.
void children(int rank, int size, int &l, int &ls, int &r, int &rs) {
    ls = size / 2;
    rs = size - 1 - ls;
    l = rank + 1;
    r = rank + 1 + ls;
}

void publish(Worker *parent, Worker *c, StaticJob *job, int rank, int size, uint64_t seq) {
    StaticSlot &s = c->slot;
    s.job = job;
    s.rank = rank;
    s.size = size;
    s.parent = parent;
    s.seq.store(seq, std::memory_order_release);  // publishes the fields above
    // Dekker with the member's sleep announcement (protocol.md): it sees seq or we see it asleep.
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (c->sleeping.load(std::memory_order_relaxed)) wake_worker(c);
}

struct DoneWait {
    Worker *child;
    uint64_t seq;
};
bool child_done(void *p) {
    auto *d = static_cast<DoneWait *>(p);
    return d->child->slot.done.load(std::memory_order_acquire) == d->seq;
}

// Waits for a child's subtree, helping with stolen work; returns the idle ticks.
uint64_t wait_child(Runtime &rt, Worker *w, Worker *child, uint64_t seq) {
    DoneWait d{child, seq};
    for (int i = 0; i < 64; ++i) {  // the common case: the child is about to finish
        if (child_done(&d)) return 0;
        cpu_relax();
    }
    const uint64_t t0 = now_ticks();
    const uint64_t before = w->stats.idle_ticks.get();
    idle_until(rt, w, &child_done, &d);
    const uint64_t idle = w->stats.idle_ticks.get() - before;
    const uint64_t total = now_ticks() - t0;
    return std::min(idle, total);
}

// Runs the subtree [rank, rank + size) of job rooted at this worker: fork to the children,
// own piece, join and fold. *own_end gets the tick at which the own piece ended.
uint64_t run_subtree(Runtime &rt, Worker *w, StaticJob *job, int rank, int size, uint64_t seq,
                     uint64_t *own_end) {
    int l, ls, r, rs;
    children(rank, size, l, ls, r, rs);
    Worker *lw = ls ? rt.members[l] : nullptr, *rw = rs ? rt.members[r] : nullptr;
    if (ls) publish(w, lw, job, l, ls, seq);
    if (rs) publish(w, rw, job, r, rs, seq);
    job->run_piece(job, rank);
    if (own_end) *own_end = now_ticks();
    uint64_t idle = 0;
    if (ls) {
        idle += wait_child(rt, w, lw, seq);
        job->combine(job, rank, l);
    }
    if (rs) {
        idle += wait_child(rt, w, rw, seq);
        job->combine(job, rank, r);
    }
    return idle;
}

}  // namespace

bool try_claim_static(Runtime &rt) {
    int free = 0;
    return rt.static_claim.load(std::memory_order_relaxed) == 0 &&
           rt.static_claim.compare_exchange_strong(free, 1, std::memory_order_acquire);
}

void release_static(Runtime &rt) { rt.static_claim.store(0, std::memory_order_release); }

int gather_members(Runtime &rt, Worker *self, int want, bool idle_only, bool *cold) {
    int k = 0;
    rt.members[0] = self;
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n && k < want; ++i) {
        Worker *c = rt.slots[i];
        if (c == self || !c->static_ready.load(std::memory_order_acquire) ||
            c->retire.load(std::memory_order_relaxed))
            continue;
        if (idle_only && !c->idle.load(std::memory_order_relaxed)) continue;
        if (c->sleeping.load(std::memory_order_relaxed)) *cold = true;
        rt.members[++k] = c;
    }
    rt.static_members = k + 1;
    return k;
}

bool take_static_job(Runtime &rt, Worker *w) {
    StaticSlot &s = w->slot;
    const uint64_t seq = s.seq.load(std::memory_order_acquire);
    if (seq == w->static_seen) return false;
    w->static_seen = seq;
    StaticJob *job = s.job;
    Worker *parent = s.parent;  // read before `done`: the slot may be reused after it
    const int rank = s.rank, size = s.size;
    // Like a stolen task, the piece starts a fresh stack: frames below belong to a join.
    hb_detail_hot &h = hb_detail_tls;
    hb_detail_frame *const saved_top = h.top;
    h.top = nullptr;
    ++w->static_depth;
    w->stats.static_pieces.add();
    const uint64_t now = now_ticks();
    if (now >= w->next_beat) reset_beat(rt, w, now);
    run_subtree(rt, w, job, rank, size, seq, nullptr);
    --w->static_depth;
    h.top = saved_top;
    s.done.store(seq, std::memory_order_release);  // publishes the subtree's results
    std::atomic_thread_fence(std::memory_order_seq_cst);  // Dekker with the parent's sleep
    if (parent->sleeping.load(std::memory_order_relaxed)) wake_worker(parent);
    return true;
}

}  // namespace hb::rt

namespace hb::detail {

using namespace hb::rt;

int hybrid_begin(hb_site *site, int64_t n) {
    Worker *w = current_worker();
    if (!w && !(w = attach_current_thread())) return 0;
    if (w->running_stolen > 0 || w->static_depth > 0) return 0;
    Runtime &rt = rt_of_attached();
    apply_stats_reset(rt, w);
    const int mode = rt.cfg.loop_schedule.load(std::memory_order_relaxed);
    const int P = rt.cfg.num_workers.load(std::memory_order_relaxed);
    if (mode == kScheduleHeartbeat || P < 2 || n < 2 || g_shut_down.load(std::memory_order_relaxed)) return 0;
    w->loop_t0 = now_ticks();
    double est_us = 0;
    if (mode == kScheduleAuto) {
        const int skip = load_relaxed(site->static_skip);
        if (skip > 0) {
            store_relaxed(site->static_skip, skip - 1);
            return 1;
        }
        const uint64_t per_kiter = load_relaxed(site->ticks_per_kiter);
        if (per_kiter == 0) return 1;  // first run: measure it on the heartbeat path
        est_us = static_cast<double>(per_kiter) * static_cast<double>(n) / 1024.0 / rt.ticks_per_us;
        if (est_us < kWarmMinUs) return 1;
    }
    if (!try_claim_static(rt)) return mode == kScheduleStatic ? 0 : 1;
    bool cold = false;
    const int want = static_cast<int>(std::min<int64_t>(P, n)) - 1;
    const int k = gather_members(rt, w, want, mode == kScheduleAuto, &cold);
    if (k == 0 || (mode == kScheduleAuto && cold && est_us < kColdMinUs)) {
        release_static(rt);
        return mode == kScheduleStatic ? 0 : 1;
    }
    return k + 1;
}

void hybrid_latent_end(hb_site *site, int64_t n) {
    Worker *w = current_worker();
    record_cost(site, now_ticks() - w->loop_t0, 1, n);
}

void static_run(StaticJob *job, hb_site *site, int64_t n) {
    Worker *w = current_worker();
    Runtime &rt = rt_of_attached();
    const uint64_t seq = ++rt.static_seq;
    ++w->static_depth;
    w->stats.static_forks.add();
    uint64_t own_end = 0;
    const uint64_t idle = run_subtree(rt, w, job, 0, job->pieces, seq, &own_end);
    --w->static_depth;
    release_static(rt);
    if (!site) return;
    const uint64_t end = now_ticks(), own = own_end - w->loop_t0;
    record_cost(site, end - w->loop_t0, job->pieces, n);
    // A join that idled long (a member descheduled, woken late, or given far more work):
    // back off to the heartbeat path for a while, longer after each consecutive bad run.
    if (static_cast<double>(idle) > kBadIdleUs * rt.ticks_per_us && 4 * idle > own) {
        const int b = std::max(kFirstBackoff, load_relaxed(site->static_backoff));
        store_relaxed(site->static_skip, b);
        store_relaxed(site->static_backoff, std::min(2 * b, kMaxBackoff));
    } else {
        store_relaxed(site->static_backoff, 0);
    }
}

}  // namespace hb::detail
