// Work stealing, joins and sleeping. The protocol and its proof sketch: docs/protocol.md.
#include <climits>
#include <sched.h>
#include <linux/futex.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "runtime.hpp"

namespace hb::rt {

using hb::detail::Task;

void futex_wait(std::atomic<uint32_t> *word, uint32_t expected) {
    syscall(SYS_futex, reinterpret_cast<uint32_t *>(word), FUTEX_WAIT_PRIVATE, expected, nullptr,
            nullptr, 0);
}

void futex_wait_for(std::atomic<uint32_t> *word, uint32_t expected, int64_t ns) {
    struct timespec t = {static_cast<time_t>(ns / 1000000000), static_cast<long>(ns % 1000000000)};
    syscall(SYS_futex, reinterpret_cast<uint32_t *>(word), FUTEX_WAIT_PRIVATE, expected, &t, nullptr, 0);
}

void futex_wake(std::atomic<uint32_t> *word, int count) {
    syscall(SYS_futex, reinterpret_cast<uint32_t *>(word), FUTEX_WAKE_PRIVATE, count, nullptr,
            nullptr, 0);
}

namespace {

Runtime &rt_of_attached() { return *g_runtime.load(std::memory_order_relaxed); }

uint32_t next_random(Worker *w) {
    uint32_t x = w->rng;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return w->rng = x;
}

// Whether any deque looks non-empty. Callers in the sleep protocol fence before it.
bool any_work(Runtime &rt) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n; ++i)
        if (rt.slots[i]->deque.maybe_nonempty()) return true;
    return false;
}

// Announce, leave requests behind, re-check, sleep, withdraw. `still_sleepy` is evaluated
// after the announcement. The requests come after the announcement, so that an owner that
// clears one afterwards sees this sleeper when it pushes the promotion (protocol.md, "Work
// requests": set before it, a promotion pushed and popped back before the re-check cleared
// the last request, and the sleeper was never woken).
template <class Pred>
void sleep_announced(Runtime &rt, Worker *w, uint32_t seq, Pred still_sleepy) {
    w->sleeping.store(1, std::memory_order_seq_cst);
    rt.sleepers.fetch_add(1, std::memory_order_seq_cst);
    request_work_before_sleep(rt, w);
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (!any_work(rt) && still_sleepy()) futex_wait(&w->wake_seq, seq);
    w->sleeping.store(0, std::memory_order_relaxed);
    rt.sleepers.fetch_sub(1, std::memory_order_relaxed);
}

// Wakes one announced sleeper, if any. The CAS keeps two notifiers from spending their
// wake-up on the same sleeper.
void wake_one(Runtime &rt) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n; ++i) {
        Worker *s = rt.slots[i];
        uint32_t one = 1;
        if (s->sleeping.load(std::memory_order_relaxed) == 1 &&
            s->sleeping.compare_exchange_strong(one, 0, std::memory_order_seq_cst)) {
            s->wake_seq.fetch_add(1, std::memory_order_seq_cst);
            futex_wake(&s->wake_seq, 1);
            return;
        }
    }
}

void complete_stolen(Task *t) {
    // Read before publishing kDone: once the owner sees kDone, t may be gone.
    auto *owner = static_cast<Worker *>(t->owner);
    if (t->state.exchange(hb::detail::kDone, std::memory_order_acq_rel) == hb::detail::kWaited) {
        owner->wake_seq.fetch_add(1, std::memory_order_seq_cst);
        futex_wake(&owner->wake_seq, 1);
    }
}

}  // namespace

void notify_work(Runtime &rt) {
    // Orders the deque's size update before reading `sleepers` (Dekker with the sleeper).
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (rt.sleepers.load(std::memory_order_relaxed) > 0) wake_one(rt);
}

Task *steal_some(Runtime &rt, Worker *w, int32_t min_depth) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    // leaving: no new work (seq_cst: after the idle loop's `stealing` store; protocol.md, Lifetime)
    if (n <= 1 || w->retire.load(std::memory_order_seq_cst)) return nullptr;
    const int start = static_cast<int>(next_random(w) % static_cast<uint32_t>(n));
    for (int k = 0; k < n; ++k) {
        Worker *v = rt.slots[(start + k) % n];
        if (v == w) continue;
        if (Task *t = v->deque.steal(min_depth, w->team_binding)) return t;
    }
    return nullptr;
}

void run_stolen(Worker *w, Task *t) {
    w->stats.stolen.add();
    const int outer = w->running_stolen.load(std::memory_order_relaxed);
    w->running_stolen.store(outer + 1, std::memory_order_relaxed);
    const int32_t base = w->base_depth;
    // a loop's range is a frame at its own depth; other tasks' code is nested in theirs
    w->base_depth = t->depth + (t->same_level ? 0 : 1);
    {
        FreshStack fresh(*g_runtime.load(std::memory_order_relaxed));
        t->run(t);
    }
    w->base_depth = base;
    // (before complete_stolen, whose release a joiner acquires: a thread whose construct has
    // joined reads no stale count of its tasks; protocol-teams.md, Teams)
    w->running_stolen.store(outer, std::memory_order_relaxed);
    complete_stolen(t);
}

void wake_worker(Worker *s) {
    uint32_t one = 1;
    if (s->sleeping.load(std::memory_order_relaxed) == 1 &&
        s->sleeping.compare_exchange_strong(one, 0, std::memory_order_seq_cst)) {
        s->wake_seq.fetch_add(1, std::memory_order_seq_cst);
        futex_wake(&s->wake_seq, 1);
    }
}

namespace {

// f(flag) for the work_request flag of every other attached worker that is not idle.
template <class F>
void for_each_busy_other(Runtime &rt, Worker *self, F f) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n; ++i) {
        Worker *v = rt.slots[i];
        if (v == self || !v->attached.load(std::memory_order_relaxed) || v->idle.load(std::memory_order_relaxed)) continue;
        f(&v->work_request);
    }
}

}  // namespace

// At most every half interval per idle worker. The store only when the flag reads 0, so
// that a pending request does not bounce the line the owner reads at every fork.
void request_work(Runtime &rt, Worker *self, uint64_t now) {
    if (now - self->last_request < rt.beat_ticks.load(std::memory_order_relaxed) / 2) return;
    self->last_request = now;
    for_each_busy_other(rt, self, [](int *flag) {
        if (!__atomic_load_n(flag, __ATOMIC_RELAXED)) __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
    });
}

// Once per sleep, after the announcement, whatever the half-interval limit: a seq_cst RMW
// even on a flag that reads 1, so that the owner's clearing exchange in hb_detail_fork_poll
// either follows it (and the owner's push then sees `sleepers`) or precedes it (and the
// request stays set). protocol.md, "Work requests".
void request_work_before_sleep(Runtime &rt, Worker *self) {
    self->last_request = now_ticks();
    for_each_busy_other(rt, self, [](int *flag) { __atomic_fetch_or(flag, 1, __ATOMIC_SEQ_CST); });
}

namespace {

// Spinning under load (protocol.md, "Spinning under load"). A worker that spins looks
// CPU-bound to the kernel, which then lets another process run for a whole time slice while
// a team waits for that worker at its join, or wakes the worker late (HYPRE's tiny regions
// under one competing process: 5-30x libgomp's time); a worker that sleeps at once is woken
// ahead of the competitor. Without load, sleeping at once costs a wake-up per region (70x
// on tiny regions), so the evidence must be a rate, not one preemption: a worker about to
// sleep, once per 50 ms at most, asks the kernel how often its thread was preempted (its
// involuntary context switches); at 200 a second or more (measured here: 70/s idle, 500/s
// beside one CPU-bound process), no idle worker spins for a window: 100 ms, doubled (up to
// 1.6 s) while the rate stays high, 100 ms again after a quiet spell.
constexpr uint64_t kLoadSampleUs = 50000;
constexpr uint64_t kPreemptionsPerSecond = 200;
constexpr uint64_t kSpinOffBaseUs = 100000;
constexpr uint64_t kSpinOffMaxUs = 1600000;

// (out of line: inlined into the idle loop, the two cost fib 8% at 2 workers, measured
// side by side; a code-layout effect, not their work, which is one rdtsc per sleep)
__attribute__((noinline, cold)) void note_load(Runtime &rt, uint64_t now) {
    const uint64_t until = rt.spin_off_until.load(std::memory_order_relaxed);
    const uint64_t last = rt.spin_off_window.load(std::memory_order_relaxed);
    const uint64_t base = static_cast<uint64_t>(kSpinOffBaseUs * rt.ticks_per_us);
    const uint64_t cap = static_cast<uint64_t>(kSpinOffMaxUs * rt.ticks_per_us);
    const uint64_t window = until && now < until + last ? std::min(2 * last, cap) : base;
    rt.spin_off_window.store(window, std::memory_order_relaxed);
    rt.spin_off_until.store(now + window, std::memory_order_relaxed);
    rt.spin_off_count.fetch_add(1, std::memory_order_relaxed);
}

__attribute__((noinline)) void sample_load(Runtime &rt, Worker *w) {
    const uint64_t now = now_ticks();
    const uint64_t elapsed = now - w->load_sample_tick;
    if (w->load_sample_tick && elapsed < static_cast<uint64_t>(kLoadSampleUs * rt.ticks_per_us)) return;
    struct rusage u;
    if (getrusage(RUSAGE_THREAD, &u) != 0) return;
    const auto preemptions = static_cast<uint64_t>(u.ru_nivcsw);
    if (w->load_sample_tick &&
        static_cast<double>(preemptions - w->load_sample_count) * 1e6 >=
            static_cast<double>(kPreemptionsPerSecond) * (static_cast<double>(elapsed) / rt.ticks_per_us))
        note_load(rt, now);
    w->load_sample_tick = now;
    w->load_sample_count = preemptions;
}

// Locks this thread holds that other work may need (hb_lock_held_begin/end): owner only.
thread_local int locks_held = 0;

// Whether a join may run stolen work on this stack: less than half of it is in use, and the
// thread holds no lock that the stolen work could wait for.
bool can_help() {
    return locks_held == 0 && reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) >= hb_detail_tls.deep_stack;
}

// The one idle loop (parlaylib's get_job shape), for pool threads, joins, static joins and
// team barriers: until finished(), run a static piece published to w, else a stolen task,
// else spin for HB_SPIN_US, then sleep. before_sleep() runs after the wake sequence is read
// and may refuse to sleep (a join's CAS lost to the thief). Idle time is not work: it is
// counted as idle and does not count as missed heartbeats (the beat restarts if overdue).
// min_depth > 0: a join inside a frame's iteration, which runs only stolen work at least that
// deep, never a static piece (docs/protocol.md, "Join depth").
template <class Finished, class BeforeSleep>
void idle_loop(Runtime &rt, Worker *w, bool pool_idle, Finished finished, BeforeSleep before_sleep,
               int32_t min_depth = 0) {
    // With more workers than processors a spinning worker holds a processor that a worker
    // with work (a team member the others wait for at a barrier) needs: sleep at once, as
    // libgomp throttles its spinning (256-member teams at barriers took 11x libgomp's time)
    const bool oversubscribed = rt.cfg.num_workers.load(std::memory_order_relaxed) > rt.cfg.processors;
    const uint64_t spin_ticks = oversubscribed ? 0 : static_cast<uint64_t>(rt.cfg.spin_us * rt.ticks_per_us);
    uint64_t idle_since = now_ticks(), spin_since = idle_since;
    auto end_idle = [&] {
        const uint64_t now = now_ticks();
        w->stats.idle_ticks.add(now - idle_since);
        if (now >= w->next_beat) reset_beat(rt, w, now);
        if (pool_idle) w->idle.store(false, std::memory_order_relaxed);
    };
    auto start_idle = [&] {
        idle_since = spin_since = now_ticks();
        if (pool_idle) w->idle.store(true, std::memory_order_relaxed);
    };
    if (pool_idle) w->idle.store(true, std::memory_order_relaxed);
    // A team's piece (member code) blocks at barriers until every member arrives. Inside a
    // join (of a stolen task, say) this worker may hold work that member 0 waits for, so it
    // takes a team's piece only from the pool's own loop (protocol-teams.md, "Teams").
    auto job_waiting = [&] {
        if (min_depth > 0 || w->slot.seq.load(std::memory_order_acquire) == w->static_seen) return false;
        // (a join holding a lock leaves the piece to its forker: it may need the lock)
        return pool_idle || (!w->slot.team.load(std::memory_order_relaxed) && locks_held == 0);
    };
    while (!finished()) {
        // Idle time before a reset is not the new window's: a worker asleep across it (a
        // benchmark's verification between repetitions) counted its whole sleep after it
        // (ttm: 41 ms of a 270 ms repetition, session 80).
        if (apply_stats_reset(rt, w))
            idle_since = std::max(idle_since, rt.stats_reset_at.load(std::memory_order_relaxed));
        if (job_waiting()) {
            end_idle();
            take_static_job(rt, w, pool_idle);
            start_idle();
            continue;
        }
        // Help rather than idle, unless this join already holds more than half of the stack:
        // a chain of joins each helping with the next link would nest without bound (as
        // oneTBB, it then only waits; the thief it waits for needs nothing from it).
        // A pool thread says it is stealing before steal_some reads `retire`, so a resize either
        // stops this steal or waits for what it stole to finish (protocol.md, Lifetime).
        if (pool_idle) w->stealing.store(true, std::memory_order_seq_cst);
        Task *t = pool_idle || can_help() ? steal_some(rt, w, min_depth) : nullptr;
        if (t) {
            end_idle();
            run_stolen(w, t);
            start_idle();
        }
        if (pool_idle) w->stealing.store(false, std::memory_order_release);
        if (t) continue;
        const uint64_t now = now_ticks();
        request_work(rt, w, now);  // latent forks are promoted only on request
        if (now - spin_since < spin_ticks && now >= rt.spin_off_until.load(std::memory_order_relaxed)) {
            // A static fork waits for this worker: look at its slot between the pauses.
            for (int i = 0; i < 8 && !job_waiting(); ++i) cpu_relax();
            continue;
        }
        const uint32_t seq = w->wake_seq.load(std::memory_order_seq_cst);
        if (!before_sleep()) continue;
        sample_load(rt, w);
        // sleep_announced leaves a request behind: only a request makes a fork-only owner
        // promote (and a promotion wakes a sleeper), so a worker that slept without one,
        // because load kept it off the CPU for its whole spin, would never be woken by such
        // a program.
        sleep_announced(rt, w, seq, [&] { return !finished() && !job_waiting(); });
        spin_since = now_ticks();  // woken: spin again before the next sleep
    }
    end_idle();
}

}  // namespace

void idle_until(Runtime &rt, Worker *w, bool (*finished)(void *), void *ctx) {
    idle_loop(rt, w, false, [&] { return finished(ctx); }, [] { return true; });
}

namespace {

// A retired pool thread waits here, out of the pool, for HB_POOL_LINGER_MS: a resize that
// wants threads again revives it (clears `retire`) instead of starting one. Returns whether
// it was revived; otherwise it is `leaving` and no resize will touch it again.
bool park_retired(Runtime &rt, Worker *w) {
    const uint64_t until = now_ticks() + static_cast<uint64_t>(rt.cfg.pool_linger_ms * 1000.0 * rt.ticks_per_us);
    {
        std::lock_guard<std::mutex> lk(rt.registry_mu);
        delivery_unbind(w);  // a parked thread takes no heartbeat (no timer signals while asleep)
    }
    for (;;) {
        const uint32_t seq = w->wake_seq.load(std::memory_order_seq_cst);
        const uint64_t now = now_ticks();
        {
            std::lock_guard<std::mutex> lk(rt.registry_mu);
            if (!w->retire.load(std::memory_order_relaxed)) return true;
            if (g_shut_down.load() || now >= until) {
                w->leaving = true;
                return false;
            }
        }
        futex_wait_for(&w->wake_seq, seq, static_cast<int64_t>(static_cast<double>(until - now) / rt.ticks_per_us * 1000.0));
    }
}

}  // namespace

void worker_main(Worker *w, std::shared_ptr<std::atomic<bool>> done) {
    Runtime &rt = *g_runtime.load(std::memory_order_acquire);
    bind_to_thread(rt, w);
    for (;;) {
        w->static_ready.store(true, std::memory_order_release);
        idle_loop(rt, w, true, [&] { return w->retire.load(std::memory_order_seq_cst); }, [] { return true; });
        // Retired and running nothing (hb_worker_id_bound leaves such a worker out) except,
        // below, a piece published to it before it retired.
        w->idle.store(true, std::memory_order_relaxed);
        // Leave the static pool under its claim, so that no master gathers this worker after it
        // stops looking at its slot; run what was published to it meanwhile.
        while (!try_claim_static(rt, kClaimLeaving)) {
            if (w->slot.seq.load(std::memory_order_acquire) != w->static_seen) {
                w->idle.store(false, std::memory_order_relaxed);
                take_static_job(rt, w);
                w->idle.store(true, std::memory_order_relaxed);
            } else {
                sched_yield();
            }
        }
        w->static_ready.store(false, std::memory_order_relaxed);
        release_static(rt);
        if (!park_retired(rt, w)) break;
        delivery_bind(rt, w);
        reset_beat(rt, w, now_ticks());
    }
    hb_detail_tls.worker = nullptr;
    release_pool_worker(rt, w);
    done->store(true, std::memory_order_release);
}

}  // namespace hb::rt

namespace hb::detail {

using namespace hb::rt;

void push_task(Task *t) {
    Worker *w = current_worker();
    t->owner = w;
    t->depth = w->promoting_depth >= 0 ? w->promoting_depth : w->base_depth;
    t->team = w->team_binding;
    w->deque.push(t);
    w->stats.spawned.add();
    notify_work(rt_of_attached());
}

bool pop_task(Task *t) { return current_worker()->deque.pop_if(t); }

void wait_task(Task *t) {
    if (t->state.load(std::memory_order_acquire) == kDone) return;
    Worker *w = current_worker();
    Runtime &rt = rt_of_attached();
    bool done_seen = false;
    idle_loop(
        rt, w, false,
        [&] { return done_seen || t->state.load(std::memory_order_acquire) == kDone; },
        [&] {  // tell the thief to wake us; it may have finished meanwhile
            uint32_t expected = kPending;
            if (!t->state.compare_exchange_strong(expected, kWaited, std::memory_order_acq_rel) &&
                expected == kDone) {
                done_seen = true;
                return false;
            }
            return true;
        },
        rt.cfg.join_help_any ? 0 : t->depth);
}

}  // namespace hb::detail

extern "C" void hb_lock_held_begin(void) { ++hb::rt::locks_held; }
extern "C" void hb_lock_held_end(void) {
    if (hb::rt::locks_held > 0) --hb::rt::locks_held;
}
