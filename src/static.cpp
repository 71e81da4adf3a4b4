// The static scheduler (the low-burden paper's fork and join) and the per-loop hybrid that
// chooses it. Protocol and orderings: docs/protocol-teams.md, "Static fork and join"; the rule
// and its constants: docs/tunables.md, "Loop schedule".
#include <algorithm>

#include "hybrid.hpp"
#include "runtime.hpp"

namespace hb::rt {

using hb::detail::StaticJob;

namespace {

// The hybrid's constants (docs/tunables.md). A fork to spinning members costs about a
// microsecond end to end; a sleeping member needs a futex wake-up, tens of microseconds
// before it runs on this VM, so the loop must be long enough to pay for that.
constexpr double kWarmMinUs = 3.0;    // least estimated sequential time to split when members spin
constexpr double kColdMinUs = 150.0;  // ... when a member sleeps
constexpr int kLoseMarginPct = 10;    // a static run slower than the heartbeat path by more
                                      // than this lost
constexpr int kFirstBackoff = 8;      // heartbeat runs after the first static run that lost
constexpr int kMaxBackoff = 1024;     // ... doubling per consecutive lost run up to this
constexpr int kRefreshLatentEvery = 256;  // static runs between two heartbeat-path runs that
                                          // keep the yardstick current

template <class T>
T load_relaxed(const T &x) { return __atomic_load_n(&x, __ATOMIC_RELAXED); }
template <class T>
void store_relaxed(T &x, T v) { __atomic_store_n(&x, v, __ATOMIC_RELAXED); }

Runtime &rt_of_attached() { return *g_runtime.load(std::memory_order_relaxed); }

// Ticks per 1024 iterations (fixed point: a vectorised iteration is < 1 tick), at least 1.
uint64_t per_kiter(double ticks, int64_t n) {
    return std::max<uint64_t>(1, static_cast<uint64_t>(ticks * 1024.0 / static_cast<double>(n)));
}
uint64_t wall_per_kiter(uint64_t ticks, int64_t n) { return per_kiter(static_cast<double>(ticks), n); }

// The site's sequential cost estimate, from `ticks` spent on n iterations by one thread. A
// run can only double it, so one run stretched by preemption does not make the next short
// loops fork; a faster run lowers it at once. It also sets the trip count from which the site's loops skip the inlined plain-code path
// and come to hybrid_begin (hb_site::split_from): without it a loop shorter than the poll
// budget (thousands of iterations) would run sequentially however idle the others are.
void record_cost(hb_site *site, uint64_t ticks, int64_t n) {
    uint64_t v = per_kiter(static_cast<double>(ticks), n);
    const uint64_t old = load_relaxed(site->ticks_per_kiter);
    if (old != 0 && v > 2 * old) v = 2 * old;
    store_relaxed(site->ticks_per_kiter, v);
    const Runtime &rt = rt_of_attached();
    uint64_t from = 2;  // forced static: every loop that can be split
    if (rt.cfg.loop_schedule.load(std::memory_order_relaxed) == kScheduleAuto)
        from = std::max<uint64_t>(from, static_cast<uint64_t>(kWarmMinUs * rt.ticks_per_us * 1024.0 / static_cast<double>(v)) + 1);
    store_relaxed(site->split_from, from);
    if (load_relaxed(site->plain_max) != 0) store_relaxed(site->plain_max, from - 1);  // hot.h
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
    s.team.store(!job->pieces_independent, std::memory_order_relaxed);  // a hint: idle_loop reads it before claiming
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

// Waits for a child's subtree, helping with stolen work.
void wait_child(Runtime &rt, Worker *w, Worker *child, uint64_t seq) {
    DoneWait d{child, seq};
    for (int i = 0; i < 64; ++i) {  // the common case: the child is about to finish
        if (child_done(&d)) return;
        cpu_relax();
    }
    idle_until(rt, w, &child_done, &d);
}

// Claims the subtree published in `slot` under `seq` for whoever calls it first: the member
// it was published to, or its parent at the join (protocol.md, "Take-back").
bool claim_subtree(StaticSlot &slot, uint64_t seq) {
    uint64_t last = slot.taken.load(std::memory_order_relaxed);
    return last < seq && slot.taken.compare_exchange_strong(last, seq, std::memory_order_acquire);
}

void run_subtree(Runtime &rt, Worker *w, StaticJob *job, int rank, int size, uint64_t seq,
                 uint64_t *own_ticks);

// Joins a child's subtree. A member that has not started it by now is asleep, descheduled
// or busy elsewhere: waiting would cost its wake-up on top of its piece, so the parent runs
// the subtree itself when the pieces allow it.
void join_child(Runtime &rt, Worker *w, StaticJob *job, Worker *child, int rank, int size, uint64_t seq) {
    if (job->pieces_independent && claim_subtree(child->slot, seq)) {
        w->stats.static_taken_back.add();
        run_subtree(rt, w, job, rank, size, seq, nullptr);
        return;
    }
    wait_child(rt, w, child, seq);
}

// Runs the subtree [rank, rank + size) of job rooted at this worker: fork to the children,
// own piece, join and fold. own_ticks, if given, receives the time of the own piece alone.
void run_subtree(Runtime &rt, Worker *w, StaticJob *job, int rank, int size, uint64_t seq,
                 uint64_t *own_ticks) {
    int l, ls, r, rs;
    children(rank, size, l, ls, r, rs);
    Worker *lw = ls ? rt.members[l] : nullptr, *rw = rs ? rt.members[r] : nullptr;
    if (ls) publish(w, lw, job, l, ls, seq);
    if (rs) publish(w, rw, job, r, rs, seq);
    const uint64_t t0 = own_ticks ? now_ticks() : 0;
    job->run_piece(job, rank);
    if (own_ticks) *own_ticks = now_ticks() - t0;
    if (ls) {
        join_child(rt, w, job, lw, l, ls, seq);
        job->combine(job, rank, l);
    }
    if (rs) {
        join_child(rt, w, job, rw, r, rs, seq);
        job->combine(job, rank, r);
    }
}

}  // namespace

void hybrid_note_latent(hb_site *site, uint64_t wall_kiter) {
    const uint64_t old = load_relaxed(site->latent_wall_kiter);
    store_relaxed(site->latent_wall_kiter, old == 0 ? wall_kiter : (old + wall_kiter) / 2);
    store_relaxed(site->static_since_latent, 0);
}

void hybrid_note_static(hb_site *site, uint64_t wall_kiter, bool member_late) {
    store_relaxed(site->static_since_latent, load_relaxed(site->static_since_latent) + 1);
    // The choice is measured: a static run that was slower than the site's heartbeat-path
    // runs (a member descheduled or woken late, pieces of very unequal work, a loop too short
    // for the fork) sends the site back to the heartbeat path for a while, longer after each
    // consecutive loss. Idling at the join alone is no loss: with many members some always
    // finish late, and the split can still be far ahead of the heartbeat path's ramp-up.
    // One loss that is all a late member's (a hiccup of ~10 us in a 4 us static run,
    // uforall(16384): session 73) is forgiven: backing off for it ran 8 to 32 loops
    // sequentially, costing more than the hiccup, and the next static run usually wins. A
    // second in a row counts (a member that is late every time: a loaded machine).
    const uint64_t latent = load_relaxed(site->latent_wall_kiter);
    const bool lost = latent != 0 && 100 * wall_kiter > (100 + kLoseMarginPct) * latent;
    const bool forgiven = lost && member_late && load_relaxed(site->static_late) == 0;
    store_relaxed(site->static_late, lost && member_late ? 1 : 0);
    if (lost && !forgiven) {
        const int b = std::max(kFirstBackoff, load_relaxed(site->static_backoff));
        store_relaxed(site->static_skip, b);
        store_relaxed(site->static_backoff, std::min(2 * b, kMaxBackoff));
    } else if (!lost) {
        store_relaxed(site->static_backoff, 0);
    }
}

bool hybrid_refresh_due(const hb_site *site) {
    return load_relaxed(site->static_since_latent) >= kRefreshLatentEvery;
}

bool try_claim_static(Runtime &rt, int holder) {
    int free = kClaimFree;
    return rt.static_claim.load(std::memory_order_relaxed) == kClaimFree &&
           rt.static_claim.compare_exchange_strong(free, holder, std::memory_order_acquire);
}

bool claim_static_for_team(Runtime &rt) {
    while (!try_claim_static(rt)) {
        // (a hint, the CAS decides; free again: the leaving thread let go since the CAS)
        const int holder = rt.static_claim.load(std::memory_order_relaxed);
        if (holder == kClaimMaster) return false;
        if (holder == kClaimLeaving) sched_yield();
    }
    return true;
}

void release_static(Runtime &rt) { rt.static_claim.store(0, std::memory_order_release); }

int gather_members(Runtime &rt, Worker *self, int want, Gather which, bool *cold) {
    int k = 0;
    rt.members[0] = self;
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n && k < want; ++i) {
        Worker *c = rt.slots[i];
        if (c == self || !c->static_ready.load(std::memory_order_acquire) ||
            c->retire.load(std::memory_order_relaxed))
            continue;
        if (which == Gather::Idle && !c->idle.load(std::memory_order_relaxed)) continue;
        if (which == Gather::NotRunningStolen && c->running_stolen.load(std::memory_order_relaxed) > 0) continue;
        if (c->sleeping.load(std::memory_order_relaxed)) *cold = true;
        rt.members[++k] = c;
    }
    rt.static_members = k + 1;
    return k;
}

bool take_static_job(Runtime &rt, Worker *w, bool teams_too, bool back_to_idle) {
    StaticSlot &s = w->slot;
    const uint64_t seq = s.seq.load(std::memory_order_acquire);
    if (seq == w->static_seen) return false;
    // a team's job is never taken back, so no later job overwrites `team` before this one is run
    if (!teams_too && s.team.load(std::memory_order_relaxed)) return false;
    w->static_seen = seq;
    if (!claim_subtree(s, seq)) return false;  // the parent took it back (and may reuse the slot)
    StaticJob *job = s.job;
    Worker *parent = s.parent;  // read before `done`: the slot may be reused after it
    const int rank = s.rank, size = s.size;
    ++w->static_depth;
    const int32_t base = w->base_depth;
    w->base_depth = 0;  // a static loop is an outermost one (hybrid_begin)
    w->stats.static_pieces.add();
    const uint64_t now = now_ticks();
    if (now >= w->next_beat) reset_beat(rt, w, now);
    {
        FreshStack fresh(rt);  // like a stolen task: frames below belong to a join
        run_subtree(rt, w, job, rank, size, seq, nullptr);
    }
    w->base_depth = base;
    --w->static_depth;
    // Idle again before `done`, so the parent, which reads `done` with acquire at the join,
    // sees this worker idle when its next loop gathers members right after: set after the
    // return, it was a race the next loop could lose, running latent (protocol-teams.md,
    // "Static fork and join": back to idle).
    if (back_to_idle) w->idle.store(true, std::memory_order_relaxed);
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
    if (w->running_stolen.load(std::memory_order_relaxed) > 0 || w->static_depth > 0) return 0;
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
        // first run: measure it on the heartbeat path, answering an idle worker's request
        // at once (it may be a few long iterations that reach no poll: clustalo)
        if (per_kiter == 0) return kHybridLatentAnswer;
        if (hybrid_refresh_due(site)) return 1;
        est_us = static_cast<double>(per_kiter) * static_cast<double>(n) / 1024.0 / rt.ticks_per_us;
        if (est_us < kWarmMinUs) return 1;
    }
    if (!try_claim_static(rt)) return mode == kScheduleStatic ? 0 : 1;
    bool cold = false;
    const int want = static_cast<int>(std::min<int64_t>(P, n)) - 1;
    const int k = gather_members(rt, w, want, mode == kScheduleAuto ? Gather::Idle : Gather::Any, &cold);
    if (k == 0 || (mode == kScheduleAuto && cold && est_us < kColdMinUs)) {
        release_static(rt);
        if (mode == kScheduleStatic) return 0;
        // No member idle at this instant (one may be on its way back from the last join):
        // a loop long enough to pay for a wake-up answers a request if there is one.
        return est_us >= kColdMinUs ? kHybridLatentAnswer : 1;
    }
    return k + 1;
}

void hybrid_latent_end(hb_site *site, int64_t n) {
    Worker *w = current_worker();
    const uint64_t wall = now_ticks() - w->loop_t0;
    record_cost(site, wall, n);
    hybrid_note_latent(site, wall_per_kiter(wall, n));
}

void static_run(StaticJob *job, hb_site *site, int64_t n) {
    Worker *w = current_worker();
    Runtime &rt = rt_of_attached();
    const uint64_t seq = ++rt.static_seq;
    ++w->static_depth;
    w->stats.static_forks.add();
    uint64_t own_ticks = 0;
    run_subtree(rt, w, job, 0, job->pieces, seq, &own_ticks);
    --w->static_depth;
    release_static(rt);
    if (!site) return;
    const uint64_t wall = now_ticks() - w->loop_t0;
    // The sequential cost from this thread's own piece alone: the wall time x the pieces
    // would count the fork, the join and a late member as work, and near the split floor
    // that overhead alone would keep a loop too short to gain above the floor.
    record_cost(site, own_ticks, n / job->pieces + (n % job->pieces != 0));
    // (after its own piece the forker only joins: longer than the piece is a late member)
    hybrid_note_static(site, wall_per_kiter(wall, n), wall > 2 * own_ticks);
}

}  // namespace hb::detail
