// Teams: P members running one region on the static pool (fork and join of static.cpp),
// with barriers, single, worksharing loops, reductions, ordered and critical sections.
// Shared state and orderings: docs/protocol-teams.md, "Teams".
#include <algorithm>
#include <climits>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <stdexcept>
#include <sched.h>
#include <time.h>
#include <string>
#include <vector>

#include "heartbeat/team.hpp"
#include "runtime.hpp"

__thread hb_detail_member *hb_detail_member_tls __attribute__((tls_model("initial-exec"))) = nullptr;

namespace hb::rt {

namespace {

using hb::detail::StaticJob;

constexpr int kSlots = 8;  // worksharing constructs a member may run ahead by (nowait)

// Shared state of one worksharing construct (single, dynamic/guided/ordered loop). Members
// meet constructs in the same order, so construct number c uses slot c % kSlots; the last
// member to leave resets it for construct c + kSlots.
struct alignas(64) ConstructSlot {
    std::atomic<int64_t> epoch{0};         // the construct this slot serves now
    std::atomic<int> left{0};              // members that have not left it yet
    std::atomic<int64_t> next{0};          // dynamic/guided: first iteration not handed out
    std::atomic<int> taken{0};             // single: claimed by a member
    std::atomic<int64_t> ordered_next{0};  // ordered: the iteration whose ordered block is due
    void *const *copy_ptrs = nullptr;      // single copyprivate: written by the executor
};

struct alignas(64) Member {
    hb_detail_member pub{};
    int64_t constructs = 0;  // owner: constructs entered so far
    bool single_won = false; // owner: this member runs the current single block
    ConstructSlot *loop_slot = nullptr;  // owner: the ordered loop running, and its iteration
    int64_t ordered_iter = 0, ordered_lo = 0;
    bool ordered_done = false;
    std::exception_ptr error;
    // owner: the thread's state when the member's code started (hb_team_in_own_code)
    const void *entry_top = nullptr;
    int entry_stolen = 0;
    // owner: the tasks this member's code created (hb_team_set_tasks), waited for before
    // each barrier it enters
    hb_task_group *tasks = nullptr;
};

struct Team {
    int size = 1;
    Worker **workers = nullptr;  // rank -> worker (rt.members, stable while the pool is held)
    alignas(64) std::atomic<int> arrived{0};
    alignas(64) std::atomic<uint32_t> gen{0};
    std::atomic<bool> cancelled{false};
    std::vector<const void *> gathered;  // reductions: each member's accumulator
    ConstructSlot slots[kSlots];
    std::vector<Member> members;

    explicit Team(int n) : size(n), gathered(static_cast<size_t>(n)), members(static_cast<size_t>(n)) {
        for (int i = 0; i < kSlots; ++i) {
            slots[i].epoch.store(i, std::memory_order_relaxed);
            slots[i].left.store(n, std::memory_order_relaxed);
        }
        for (int i = 0; i < n; ++i) members[static_cast<size_t>(i)].pub = {i, n, this};
    }
};

// Thrown out of a team construct once a member failed: unwinds the other members.
struct TeamCancelled {};

Team *current_team() {
    hb_detail_member *m = hb_detail_member_tls;
    return m ? static_cast<Team *>(m->team) : nullptr;
}
Member &me(Team &t) { return t.members[static_cast<size_t>(hb_detail_member_tls->id)]; }

void wake_team(Team &t) {
    std::atomic_thread_fence(std::memory_order_seq_cst);  // Dekker with sleep_announced
    for (int i = 0; i < t.size; ++i)
        if (t.workers[i]->sleeping.load(std::memory_order_relaxed)) wake_worker(t.workers[i]);
}

void check_cancel(Team &t) {
    if (t.cancelled.load(std::memory_order_acquire)) throw TeamCancelled{};
}

// Waits for pred() with cancellation, for the rare waits that are not barriers (a member
// lapping a slot, ordered blocks): spin, then yield the CPU (a descheduled member must run).
template <class Pred>
void wait_for(Team &t, Pred pred) {
    for (int spins = 0; !pred(); ++spins) {
        check_cancel(t);
        if (spins < 2000) cpu_relax();
        else sched_yield();
    }
}

void barrier(Team &t) {
    check_cancel(t);
    if (t.size == 1) return;
    // A barrier completes the tasks the team created (OpenMP): the member's own first, while
    // the others, arrived, steal the promoted ones.
    if (hb_task_group *tasks = me(t).tasks) hb_task_group_wait(tasks);
    const uint32_t g = t.gen.load(std::memory_order_acquire);
    if (t.arrived.fetch_add(1, std::memory_order_acq_rel) == t.size - 1) {
        t.arrived.store(0, std::memory_order_relaxed);
        t.gen.store(g + 1, std::memory_order_release);
        wake_team(t);
    } else {
        struct Ctx {
            Team *t;
            uint32_t g;
        } c{&t, g};
        Worker *w = current_worker();
        idle_until(*g_runtime.load(std::memory_order_relaxed), w, [](void *p) {
            auto *x = static_cast<Ctx *>(p);
            return x->t->gen.load(std::memory_order_acquire) != x->g ||
                   x->t->cancelled.load(std::memory_order_acquire);
        }, &c);
    }
    check_cancel(t);
}

ConstructSlot &enter(Team &t, Member &m) {
    const int64_t c = m.constructs++;
    ConstructSlot &s = t.slots[c % kSlots];
    wait_for(t, [&] { return s.epoch.load(std::memory_order_acquire) == c; });
    return s;
}

void leave(Team &t, ConstructSlot &s) {
    if (s.left.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    s.next.store(0, std::memory_order_relaxed);
    s.taken.store(0, std::memory_order_relaxed);
    s.ordered_next.store(0, std::memory_order_relaxed);
    s.copy_ptrs = nullptr;
    s.left.store(t.size, std::memory_order_relaxed);
    s.epoch.store(s.epoch.load(std::memory_order_relaxed) + kSlots, std::memory_order_release);
}

void cancel_team(Team &t) {
    t.cancelled.store(true, std::memory_order_release);
    if (t.size > 1) wake_team(t);
}

struct TeamJob : StaticJob {
    Team *team;
    hb_team_fn fn;
    void *ctx;
};

void run_member(Team &t, int rank, hb_team_fn fn, void *ctx) {
    Member &m = t.members[static_cast<size_t>(rank)];
    hb_detail_member *const saved = hb_detail_member_tls;
    hb_detail_member_tls = &m.pub;
    m.entry_top = hb_detail_tls.top;
    if (Worker *w = current_worker()) m.entry_stolen = w->running_stolen.load(std::memory_order_relaxed);
    try {
        fn(ctx);
    } catch (const TeamCancelled &) {  // another member failed first
    } catch (...) {
        m.error = std::current_exception();
        cancel_team(t);
    }
    hb_detail_member_tls = saved;
}

void member_fn(StaticJob *base, int rank) {
    auto &j = *static_cast<TeamJob *>(base);
    run_member(*j.team, rank, j.fn, j.ctx);
}

void no_fold(StaticJob *, int, int) {}  // errors are collected in rank order afterwards

// Function-local statics: a team region may run before this file's static objects are
// constructed (from a user's static constructor), so the map is built on first use. It is
// never destroyed (a region may run from a static destructor too) and never shrinks: names
// are few and static.
std::mutex &critical_mutex(const char *name) {
    static std::mutex *const mu = new std::mutex;
    static auto *const by_name = new std::map<std::string, std::mutex>;
    std::lock_guard<std::mutex> lk(*mu);
    return (*by_name)[name ? name : ""];
}

// Pool threads that exist but have not reached their idle loop yet (the pool starts when the
// first user thread attaches, often in this very call, and hb_set_num_workers adds threads).
// A team gathers only ready workers, so without this wait a team would have fewer members
// than the one before it whenever a new thread is slow to be scheduled (a loaded machine),
// and OpenMP programs that size per-thread arrays by an earlier region's
// omp_get_num_threads() would skip the missing members' shares. The wait has no bound: a
// starting thread waits for nothing this thread holds (docs/protocol-teams.md, "Teams").
void wait_for_starting_workers(Runtime &rt, Worker *self) {
    auto starting = [&] {
        const int n = rt.num_slots.load(std::memory_order_acquire);
        for (int i = 0; i < n; ++i) {
            Worker *c = rt.slots[i];
            if (c != self && c->is_pool.load(std::memory_order_relaxed) && !c->static_ready.load(std::memory_order_acquire) &&
                !c->retire.load(std::memory_order_relaxed))
                return true;
        }
        return false;
    };
    if (!starting()) return;
    const uint64_t patient = now_ticks() + static_cast<uint64_t>(1000 * rt.ticks_per_us);
    while (starting()) {
        if (now_ticks() < patient) {
            sched_yield();
        } else {  // the machine is loaded: stop competing with the threads we wait for
            struct timespec ms = {0, 1000000};
            nanosleep(&ms, nullptr);
        }
    }
}

}  // namespace
}  // namespace hb::rt

using namespace hb::rt;

extern "C" void hb_team_run(int size, hb_team_fn fn, void *ctx) {
    Worker *w = current_worker();
    if (!w) w = attach_current_thread();
    int k = 0;
    Runtime *rt = g_runtime.load(std::memory_order_acquire);
    // (a member of a team of one may start a full team: OpenMP's first active level can be
    // under an inactive one, and a team of one holds no pool)
    // (a forked child has no pool threads: the members it would gather are copies of the
    // parent's records, and the team would wait for them forever; helper-132, mgcv)
    const bool nested = !w || hb_detail_tls.top != nullptr || w->running_stolen.load(std::memory_order_relaxed) > 0 || w->static_depth > 0 ||
                        (hb_detail_member_tls != nullptr && hb_detail_member_tls->size > 1) ||
                        g_forked_child.load(std::memory_order_relaxed);
    const int want = size > 0 ? size : hb_num_workers();
    if (!nested && want > 1) wait_for_starting_workers(*rt, w);
    if (!nested && want > 1 && !g_shut_down.load(std::memory_order_relaxed) && claim_static_for_team(*rt)) {
        bool cold = false;
        // (not a worker inside another construct's stolen task: it may be waiting for this very
        // thread, a std::async started in a loop body; protocol-teams.md, Teams)
        k = gather_members(*rt, w, want - 1, Gather::NotRunningStolen, &cold);
        if (k == 0) release_static(*rt);
    }
    Team t(k + 1);
    if (k == 0) {  // a team of one, on this thread: exceptions propagate as they are
        Worker *self = w;
        t.workers = &self;
        hb_detail_member *const saved = hb_detail_member_tls;
        hb_detail_member_tls = &t.members[0].pub;
        try {
            fn(ctx);
        } catch (...) {
            hb_detail_member_tls = saved;
            throw;
        }
        hb_detail_member_tls = saved;
        return;
    }
    t.workers = rt->members;
    TeamJob job;
    job.run_piece = &member_fn;
    job.combine = &no_fold;
    job.pieces = k + 1;
    job.pieces_independent = false;  // members meet at barriers: none may run another's body
    job.team = &t;
    job.fn = fn;
    job.ctx = ctx;
    hb::detail::static_run(&job, nullptr, 0);
    for (Member &m : t.members)  // the first error in member order
        if (m.error) std::rethrow_exception(m.error);
}

namespace {
struct TeamOfOne {
    Team team{1};
    Worker *self = nullptr;
    hb_detail_member *saved = nullptr;
};

// Teams of one that ended on this thread, for the next to reuse: hbc enters an inactive
// nested region through one (an inner reduction per vertex, say), and three allocations per
// entry made the suite's cc 6.8x slower than the hand-written loops at 2 workers.
struct TeamOfOneCache {
    static constexpr int kKept = 4;
    TeamOfOne *kept[kKept] = {};
    int count = 0;
    ~TeamOfOneCache() {
        for (int i = 0; i < count; ++i) delete kept[i];
        count = 0;
    }
};
thread_local TeamOfOneCache t_team_one_cache;

// A reused team of one, as a new one: its atomics, slots and member rebuilt in place.
void renew(Team &t) {
    t.arrived.store(0, std::memory_order_relaxed);
    t.gen.store(0, std::memory_order_relaxed);
    t.cancelled.store(false, std::memory_order_relaxed);
    t.gathered[0] = nullptr;
    // only construct c touches slot c % kSlots (enter), so the slots past its count are new
    const int used = static_cast<int>(std::min<int64_t>(t.members[0].constructs, kSlots));
    for (int i = 0; i < used; ++i) {
        t.slots[i].~ConstructSlot();
        new (&t.slots[i]) ConstructSlot();
        t.slots[i].epoch.store(i, std::memory_order_relaxed);
        t.slots[i].left.store(1, std::memory_order_relaxed);
    }
    t.members[0].~Member();
    new (&t.members[0]) Member();
    t.members[0].pub = {0, 1, &t};
}
}  // namespace

extern "C" void *hb_team_one_begin(void) {
    Worker *w = current_worker();
    if (!w) w = attach_current_thread();
    TeamOfOneCache &cache = t_team_one_cache;
    TeamOfOne *one;
    if (cache.count > 0) {
        one = cache.kept[--cache.count];
        renew(one->team);
    } else {
        one = new TeamOfOne;
    }
    one->self = w;
    one->team.workers = &one->self;
    one->saved = hb_detail_member_tls;
    hb_detail_member_tls = &one->team.members[0].pub;
    return one;
}

extern "C" void hb_team_one_end(void *handle) {
    auto *one = static_cast<TeamOfOne *>(handle);
    hb_detail_member_tls = one->saved;
    TeamOfOneCache &cache = t_team_one_cache;
    if (cache.count < TeamOfOneCache::kKept) {
        cache.kept[cache.count++] = one;
    } else {
        delete one;
    }
}

extern "C" int hb_team_in_own_code(void) {
    Team *t = current_team();
    if (!t || t->size <= 1) return 0;
    const Member &m = me(*t);
    Worker *w = current_worker();
    if (!w || w->running_stolen.load(std::memory_order_relaxed) != m.entry_stolen) return false;
    // the member's task group, linked by its first latent task, sits right on the entry frame
    const hb_detail_frame *top = hb_detail_tls.top;
    return top == m.entry_top ||
           (m.tasks && top == reinterpret_cast<const hb_detail_frame *>(m.tasks) && top->prev == m.entry_top);
}

extern "C" void hb_team_set_tasks(hb_task_group *g) {
    if (Team *t = current_team(); t && t->size > 1) {
        me(*t).tasks = g;
        // the tasks this member promotes from now on are the team's: a thread outside it
        // (an idle worker not gathered yet, another user thread) must not run them, or they
        // would answer another thread number (helper A of session 57)
        if (Worker *w = current_worker()) w->team_binding = g ? t : nullptr;
    }
}

extern "C" void hb_team_barrier(void) {
    if (Team *t = current_team()) barrier(*t);
}

extern "C" int hb_team_single_begin(void) {
    Team *t = current_team();
    if (!t || t->size == 1) return 1;
    Member &m = me(*t);
    ConstructSlot &s = enter(*t, m);
    int free = 0;
    m.single_won = s.taken.load(std::memory_order_relaxed) == 0 &&
                   s.taken.compare_exchange_strong(free, 1, std::memory_order_acq_rel);
    leave(*t, s);
    return m.single_won ? 1 : 0;
}

extern "C" void hb_team_single_end(int nowait) {
    if (!nowait) hb_team_barrier();
}

extern "C" void hb_team_single_end_copy(void *const *ptrs, const size_t *sizes, int count) {
    hb_team_single_end_assign(ptrs, sizes, nullptr, count);
}

extern "C" void hb_team_single_end_assign(void *const *ptrs, const size_t *sizes, const hb_assign_fn *assign,
                                          int count) {
    Team *t = current_team();
    if (!t || t->size == 1) return;
    Member &m = me(*t);
    // The executor publishes its variables in the reduction array's slot 0; a barrier makes
    // them visible, the others copy, and a second barrier keeps them alive until then.
    if (m.single_won) t->gathered[0] = ptrs;
    barrier(*t);
    if (!m.single_won) {
        auto *src = static_cast<void *const *>(t->gathered[0]);
        for (int i = 0; i < count; ++i) {
            if (assign && assign[i]) assign[i](ptrs[i], src[i]);
            else std::memcpy(ptrs[i], src[i], sizes[i]);
        }
    }
    barrier(*t);
}

namespace hb::rt {
namespace {

bool shared_schedule(int P, int schedule, int flags) {
    return P > 1 && ((flags & HB_TEAM_ORDERED) || schedule == HB_TEAM_DYNAMIC || schedule == HB_TEAM_GUIDED);
}

// The member's next chunk [a, b) of [0, l.n); false when it has none left.
bool next_chunk(hb_team_loop &l, int P, int id, int64_t &a, int64_t &b) {
    const int64_t n = l.n;
    if (n <= 0) return false;
    if (P == 1 || (l.schedule != HB_TEAM_DYNAMIC && l.schedule != HB_TEAM_GUIDED && l.chunk <= 0)) {
        if (l.pos) return false;  // one block per member: pos says it was handed out
        l.pos = 1;
        a = P == 1 ? 0 : hb::detail::piece_begin(0, n, P, id);
        b = P == 1 ? n : hb::detail::piece_begin(0, n, P, id + 1);
        return a < b;
    }
    if (l.schedule == HB_TEAM_DYNAMIC || l.schedule == HB_TEAM_GUIDED) {
        auto &s = *static_cast<ConstructSlot *>(l.slot);
        const int64_t c = l.chunk > 0 ? l.chunk : 1;
        int64_t k = c;
        a = s.next.load(std::memory_order_relaxed);
        if (l.schedule == HB_TEAM_DYNAMIC) {
            a = s.next.fetch_add(c, std::memory_order_relaxed);
        } else {
            do {
                if (a >= n) break;
                k = std::max<int64_t>(c, (n - a + P - 1) / P);
            } while (!s.next.compare_exchange_weak(a, a + std::min(k, n - a), std::memory_order_relaxed));
        }
        if (a >= n) return false;
        b = std::min(n, a + k);
        return true;
    }
    a = l.pos;  // static with chunks dealt round-robin: pos is this member's next chunk
    if (a >= n) return false;
    b = std::min(n, a + l.chunk);
    l.pos += static_cast<int64_t>(P) * l.chunk;
    return true;
}

// Ordered loops: the iteration just run passes the turn on if its ordered block did not.
void finish_ordered_iteration(hb_team_loop &l) {
    if (l.state != 1) return;
    l.state = 0;
    Member &m = me(*current_team());
    if (!m.ordered_done) {
        hb_team_ordered_begin();
        hb_team_ordered_end();
    }
    m.loop_slot = nullptr;
}

}  // namespace
}  // namespace hb::rt

extern "C" void hb_team_loop_begin(hb_team_loop *l, int64_t lo, int64_t hi, int schedule, int64_t chunk,
                                   int flags) {
    Team *t = current_team();
    const int P = t ? t->size : 1, id = t ? hb_detail_member_tls->id : 0;
    *l = hb_team_loop{};
    l->lo = lo;
    l->n = lo < hi ? hi - lo : 0;
    l->chunk = chunk;
    l->schedule = schedule;
    l->flags = flags;
    const bool dealt = schedule != HB_TEAM_DYNAMIC && schedule != HB_TEAM_GUIDED && chunk > 0 && P > 1;
    if (dealt) l->pos = static_cast<int64_t>(id) * chunk;
    // an empty loop shares nothing: every member sees the same bounds and skips the slot
    if (l->n > 0 && shared_schedule(P, schedule, flags)) l->slot = &enter(*t, me(*t));
}

extern "C" int hb_team_loop_next(hb_team_loop *l, int64_t *a, int64_t *b) {
    Team *t = current_team();
    const int P = t ? t->size : 1, id = t ? hb_detail_member_tls->id : 0;
    if (!(l->flags & HB_TEAM_ORDERED)) {
        if (t) check_cancel(*t);
        int64_t x, y;
        if (!next_chunk(*l, P, id, x, y)) return 0;
        if (y == l->n) l->last = 1;
        *a = l->lo + x;
        *b = l->lo + y;
        return 1;
    }
    finish_ordered_iteration(*l);
    if (t) check_cancel(*t);
    if (l->cur >= l->cur_end && !next_chunk(*l, P, id, l->cur, l->cur_end)) return 0;
    const int64_t i = l->cur++;
    if (i + 1 == l->n) l->last = 1;
    if (P > 1) {  // alone, ordered blocks have nobody to wait for
        Member &m = me(*t);
        m.loop_slot = static_cast<ConstructSlot *>(l->slot);
        m.ordered_iter = i;
        m.ordered_lo = l->lo;
        m.ordered_done = false;
        l->state = 1;
    }
    *a = l->lo + i;
    *b = l->lo + i + 1;
    return 1;
}

extern "C" int hb_team_loop_end(hb_team_loop *l) {
    finish_ordered_iteration(*l);
    if (l->slot) leave(*current_team(), *static_cast<ConstructSlot *>(l->slot));
    l->slot = nullptr;
    if (!(l->flags & HB_TEAM_NOWAIT)) hb_team_barrier();
    return l->last;
}

extern "C" int hb_team_for(int64_t lo, int64_t hi, int schedule, int64_t chunk, int flags, hb_range_fn fn,
                           void *ctx) {
    hb_team_loop l;
    int64_t a, b;
    hb_team_loop_begin(&l, lo, hi, schedule, chunk, flags);
    while (hb_team_loop_next(&l, &a, &b)) fn(ctx, a, b);
    return hb_team_loop_end(&l);
}

extern "C" void hb_team_ordered_begin(void) {
    Team *t = current_team();
    if (!t || t->size == 1) return;
    Member &m = me(*t);
    if (!m.loop_slot) throw std::logic_error("hb_team_ordered_begin outside an HB_TEAM_ORDERED loop");
    ConstructSlot &s = *m.loop_slot;
    wait_for(*t, [&] { return s.ordered_next.load(std::memory_order_acquire) == m.ordered_iter; });
}

extern "C" void hb_team_ordered_end(void) {
    Team *t = current_team();
    if (!t || t->size == 1) return;
    Member &m = me(*t);
    if (!m.loop_slot) throw std::logic_error("hb_team_ordered_end outside an HB_TEAM_ORDERED loop");
    m.ordered_done = true;
    m.loop_slot->ordered_next.store(m.ordered_iter + 1, std::memory_order_release);
}

const void *const *hb::detail::team_gather(const void *mine) {
    Team *t = current_team();
    if (!t || t->size == 1) {
        static thread_local const void *one;
        one = mine;
        return &one;
    }
    t->gathered[static_cast<size_t>(hb_detail_member_tls->id)] = mine;
    barrier(*t);
    return t->gathered.data();
}

extern "C" void hb_team_reduce(void *acc, size_t size, hb_combine_fn combine, void *ctx) {
    Team *t = current_team();
    if (!t || t->size == 1) return;
    const void *const *all = hb::detail::team_gather(acc);
    std::vector<unsigned char> r(static_cast<const unsigned char *>(all[0]),
                                 static_cast<const unsigned char *>(all[0]) + size);
    for (int i = 1; i < t->size; ++i) combine(ctx, r.data(), all[i]);
    barrier(*t);  // every member has read every accumulator
    std::memcpy(acc, r.data(), size);
}

extern "C" void hb_team_critical_begin(const char *name) { critical_mutex(name).lock(); }
extern "C" void hb_team_critical_end(const char *name) { critical_mutex(name).unlock(); }
