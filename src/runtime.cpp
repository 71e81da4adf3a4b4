// Runtime lifetime: lazy start, configuration, attaching threads, the pool, shutdown.
#include "runtime.hpp"

#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <memory>
#include <string>
#include <system_error>
#include <thread>

#include "heartbeat/heartbeat.hpp"

namespace hb::rt {
const int kAttachRequest = 1, kNoRequest = 0;
}
extern "C" const int hb_detail_one = 1;
// Before attaching: fork_poll and fork_gate at kAttachRequest, so the first fork2 attaches.
__thread hb_detail_hot hb_detail_tls __attribute__((tls_model("initial-exec"))) = {
    0, nullptr, nullptr, 0, &hb::rt::kAttachRequest, 0, &hb::rt::kAttachRequest, nullptr, 0, 0};

namespace hb::rt {

std::atomic<Runtime *> g_runtime{nullptr};
std::atomic<bool> g_shut_down{false};
std::atomic<bool> g_forked_child{false};

namespace {

std::mutex g_start_mu;

long env_long(const char *name, long dflt, long lo, long hi) {
    const char *s = std::getenv(name);
    if (!s || !*s) return dflt;
    char *end = nullptr;
    long v = std::strtol(s, &end, 10);
    if (*end != '\0' || v < lo || v > hi) {
        std::fprintf(stderr, "heartbeat: ignoring %s=%s (expected an integer in [%ld, %ld])\n",
                     name, s, lo, hi);
        return dflt;
    }
    return v;
}

int hardware_workers() {
    unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

void shutdown_at_exit();

// HB_LOOP_SCHEDULE=auto|heartbeat|static (docs/tunables.md).
int loop_schedule_from_env() {
    const char *s = std::getenv("HB_LOOP_SCHEDULE");
    static_assert(int{kScheduleAuto} == int{HB_LOOP_AUTO} && int{kScheduleHeartbeat} == int{HB_LOOP_HEARTBEAT} &&
                  int{kScheduleStatic} == int{HB_LOOP_STATIC});
    if (!s || !*s || std::strcmp(s, "auto") == 0) return kScheduleAuto;
    if (std::strcmp(s, "heartbeat") == 0) return kScheduleHeartbeat;
    if (std::strcmp(s, "static") == 0) return kScheduleStatic;
    std::fprintf(stderr, "heartbeat: ignoring HB_LOOP_SCHEDULE=%s (expected auto, heartbeat or static)\n", s);
    return kScheduleAuto;
}

}  // namespace

// HB_JOIN_HELP=nested|any (docs/tunables.md): true for any.
bool join_help_from_env() {
    const char *s = std::getenv("HB_JOIN_HELP");
    if (!s || !*s || std::strcmp(s, "nested") == 0) return false;
    if (std::strcmp(s, "any") == 0) return true;
    std::fprintf(stderr, "heartbeat: ignoring HB_JOIN_HELP=%s (expected nested or any)\n", s);
    return false;
}

namespace {

// Releases a user thread's worker record when the thread exits.
struct AttachGuard {
    Worker *w = nullptr;
    ~AttachGuard() {
        if (!w) return;
        hb_detail_tls.worker = nullptr;
        hb_detail_tls.countdown = 0;
        hb_detail_tls.fork_poll = &kAttachRequest;
        hb_detail_tls.deep_stack = 0;
        hb_detail_add_latent_forks(&hb_detail_tls, -hb_detail_tls.latent_forks_left);
        Runtime *rt = g_runtime.load(std::memory_order_acquire);
        std::lock_guard<std::mutex> lk(rt->registry_mu);
        delivery_unbind(w);
        w->attached.store(false, std::memory_order_relaxed);
        rt->free_workers.push_back(w);
    }
};
thread_local AttachGuard t_attach;

Worker *new_slot(Runtime &rt) {  // registry_mu held
    if (!rt.free_workers.empty()) {  // lowest index first, so ids stay dense
        auto it = std::min_element(rt.free_workers.begin(), rt.free_workers.end(),
                                   [](Worker *a, Worker *b) { return a->index < b->index; });
        Worker *w = *it;
        rt.free_workers.erase(it);
        return w;
    }
    const int i = rt.num_slots.load(std::memory_order_relaxed);
    if (i >= kMaxWorkers) {
        std::fprintf(stderr, "heartbeat: more than %d worker threads; aborting\n", kMaxWorkers);
        std::abort();
    }
    Worker *w = new Worker();
    w->index = i;
    w->rng = 0x9e3779b9u * static_cast<uint32_t>(i + 1);
    w->stats.chunk.set(static_cast<uint64_t>(w->chunk));
    rt.slots[i] = w;
    rt.num_slots.store(i + 1, std::memory_order_release);  // publishes slots[i] to thieves
    return w;
}

}  // namespace

// Half of the calling thread's stack (the address above which the older half lies), or 0
// where the stack is unknown or unlimited.
static uintptr_t half_stack_floor() {
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) != 0) return 0;
    void *addr = nullptr;
    size_t size = 0;
    const bool ok = pthread_attr_getstack(&a, &addr, &size) == 0;
    pthread_attr_destroy(&a);
    if (!ok || size == 0 || size > (size_t(1) << 36)) return 0;
    return reinterpret_cast<uintptr_t>(addr) + size / 2;
}

void bind_to_thread(Runtime &rt, Worker *w) {
    delivery_bind(rt, w);
    hb_detail_tls.deep_stack = half_stack_floor();
    hb_detail_tls.worker = w;
    apply_stats_reset(rt, w);  // a reset requested while no thread owned this record
    w->attached.store(true, std::memory_order_relaxed);
    if (rt.cfg.fixed_chunk > 0) w->chunk = rt.cfg.fixed_chunk;
    w->stats.chunk.set(static_cast<uint64_t>(w->chunk));
    reset_beat(rt, w, now_ticks());
    hb_detail_tls.countdown = w->chunk;
    // Added, not set: the fork that attaches this thread has already counted its own frame.
    hb_detail_add_latent_forks(&hb_detail_tls, rt.cfg.latent_forks);
    // A request from the start: pool workers that went to sleep before this thread attached
    // asked nobody. Forced promotion: every fork polls, so the request stays set.
    __atomic_store_n(&w->work_request, rt.cfg.force.load() || rt.cfg.num_workers.load() > 1 ? 1 : 0,
                     __ATOMIC_RELAXED);
    hb_detail_tls.fork_poll = &w->work_request;
    hb_detail_update_gate(&hb_detail_tls);
}

double ticks_per_us() {
#if defined(__x86_64__) || defined(__i386__)
    const uint64_t ns0 = monotonic_ns(), t0 = now_ticks();
    uint64_t ns1;
    do {
        ns1 = monotonic_ns();
    } while (ns1 - ns0 < 2000000);
    const uint64_t t1 = now_ticks();
    return static_cast<double>(t1 - t0) * 1000.0 / static_cast<double>(ns1 - ns0);
#else
    return 1000.0;
#endif
}

Runtime &runtime() {
    if (Runtime *rt = g_runtime.load(std::memory_order_acquire)) return *rt;
    std::lock_guard<std::mutex> lk(g_start_mu);
    if (Runtime *rt = g_runtime.load(std::memory_order_acquire)) return *rt;
    auto *rt = new Runtime();
    Config &c = rt->cfg;
    c.num_workers.store(static_cast<int>(env_long("HB_NUM_WORKERS", hardware_workers(), 1, kMaxPoolWorkers)));
    c.heartbeat_us.store(static_cast<int>(env_long("HB_HEARTBEAT_US", 100, 1, 10000000)));
    c.poll_target = static_cast<int>(env_long("HB_POLL_TARGET", 4, 1, 1000000));
    c.poll_window = static_cast<int>(env_long("HB_POLL_WINDOW", 8, 1, 1000000));
    c.fixed_chunk = env_long("HB_CHUNK", 0, 0, 1L << 40);
    c.force.store(env_long("HB_FORCE_PROMOTION", 0, 0, 1) != 0);
    c.print_stats_at_exit = env_long("HB_STATS", 0, 0, 1) != 0;
    c.stats.store(c.print_stats_at_exit);
    c.spin_us = static_cast<int>(env_long("HB_SPIN_US", 50, 0, 1000000));
    c.pool_linger_ms = static_cast<int>(env_long("HB_POOL_LINGER_MS", 1000, 0, 3600000));
    c.worker_stack_kb.store(env_long("HB_WORKER_STACK_KB", 0, 0, (1L << 32) - 1));
    c.join_help_any = join_help_from_env();
    c.processors = hardware_workers();
    c.loop_schedule.store(loop_schedule_from_env());
    c.latent_forks = env_long("HB_LATENT_FORKS", 3, 0, 1L << 20);
    if (c.latent_forks == 0) c.latent_forks = kAllForks;
    rt->ticks_per_us = ticks_per_us();
    rt->beat_ticks.store(static_cast<uint64_t>(c.heartbeat_us.load() * rt->ticks_per_us));
    rt->start_tick = now_ticks();
    rt->pid = getpid();
    // (the child runs alone: relaxed, read by the child's own threads, which it starts later)
    pthread_atfork(nullptr, nullptr, [] { g_forked_child.store(true, std::memory_order_relaxed); });
    delivery_start(*rt);
    g_runtime.store(rt, std::memory_order_release);
    std::atexit(shutdown_at_exit);
    return *rt;
}

Worker *current_worker() { return static_cast<Worker *>(hb_detail_tls.worker); }

Worker *attach_current_thread() {
    if (g_shut_down.load(std::memory_order_acquire)) return nullptr;
    Runtime &rt = runtime();
    Worker *w;
    {
        std::lock_guard<std::mutex> lk(rt.registry_mu);
        w = new_slot(rt);
        w->is_pool = false;
    }
    t_attach.w = w;
    bind_to_thread(rt, w);
    // The pool starts once the first user thread holds its record, so that thread is
    // worker 0 and pool threads are 1..P-1.
    static std::once_flag pool_started;
    std::call_once(pool_started, [&] { resize_pool(rt, rt.cfg.num_workers.load() - 1); });
    return w;
}

namespace {

struct PoolStart {
    Worker *worker;
    std::shared_ptr<std::atomic<bool>> done;
};

void *pool_thread_main(void *arg) {
    std::unique_ptr<PoolStart> start(static_cast<PoolStart *>(arg));
    worker_main(start->worker, std::move(start->done));
    return nullptr;
}

// A pool thread with HB_WORKER_STACK_KB's stack: only the runtime's own threads get it (hbc's
// OMP_STACKSIZE; before session 71 it set the process's default attributes, and a user
// pthread needing more than OMP_STACKSIZE crashed, helper-111). Returns pthread_create's code.
int start_pool_thread(Runtime &rt, Worker *w, const std::shared_ptr<std::atomic<bool>> &done, pthread_t *out) {
    pthread_attr_t attr;
    if (int rc = pthread_attr_init(&attr)) return rc;
    const long kib = rt.cfg.worker_stack_kb.load(std::memory_order_relaxed);
    if (kib > 0) {
        const size_t bytes = std::max(static_cast<size_t>(kib) * 1024, static_cast<size_t>(PTHREAD_STACK_MIN));
        if (int rc = pthread_attr_setstacksize(&attr, bytes)) {
            pthread_attr_destroy(&attr);
            return rc;
        }
    }
    auto *start = new PoolStart{w, done};
    const int rc = pthread_create(out, &attr, pool_thread_main, start);
    pthread_attr_destroy(&attr);
    if (rc) delete start;
    return rc;
}

}  // namespace

void resize_pool(Runtime &rt, int threads) {
    std::lock_guard<std::mutex> lk(rt.registry_mu);
    // Reap threads that have finished retiring (joining them is immediate).
    for (size_t i = 0; i < rt.pool.size();) {
        if (rt.pool[i].done->load(std::memory_order_acquire)) {
            pthread_join(rt.pool[i].thread, nullptr);
            rt.pool.erase(rt.pool.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
            ++i;
        }
    }
    std::sort(rt.pool.begin(), rt.pool.end(),  // keep the low ids, retire the high ones
              [](const Runtime::PoolThread &a, const Runtime::PoolThread &b) {
                  return a.worker->index < b.worker->index;
              });
    int active = 0;
    for (auto &p : rt.pool) {
        Worker *w = p.worker;
        if (!w->retire.load(std::memory_order_relaxed)) {
            if (active < threads) {
                ++active;
            } else {  // too many: ask it to leave when idle
                w->retire.store(true, std::memory_order_seq_cst);
                w->wake_seq.fetch_add(1, std::memory_order_seq_cst);
                futex_wake(&w->wake_seq, 1);
            }
        } else if (active < threads && !w->leaving && !g_shut_down.load()) {
            // retired but not gone (parked, or on its way there): revive it rather than
            // start a thread (a region asking for more threads than the workers, each time)
            w->retire.store(false, std::memory_order_seq_cst);
            w->wake_seq.fetch_add(1, std::memory_order_seq_cst);
            futex_wake(&w->wake_seq, 1);
            ++active;
        }
    }
    for (; active < threads; ++active) {
        Worker *w = new_slot(rt);
        w->is_pool = true;
        w->retire.store(false, std::memory_order_relaxed);
        // (a record a leaving thread gave back: kept, its flag stopped the revival of this
        // record's next thread once it retired, and a grow then started one on a new index,
        // so omp_get_max_threads() said 3 after omp_set_num_threads(2): dipy, helper-133)
        w->leaving = false;
        auto done = std::make_shared<std::atomic<bool>>(false);
        pthread_t thread;
        if (int rc = start_pool_thread(rt, w, done, &thread)) {  // no slot may stay "starting": teams wait for those
            w->is_pool = false;
            rt.free_workers.push_back(w);
            std::fprintf(stderr, "heartbeat: cannot start a worker thread (%s); running with fewer\n", std::strerror(rc));
            break;
        }
        rt.pool.push_back({thread, w, done});
    }
}

void release_pool_worker(Runtime &rt, Worker *w) {
    std::lock_guard<std::mutex> lk(rt.registry_mu);
    delivery_unbind(w);
    w->is_pool = false;
    w->attached.store(false, std::memory_order_relaxed);
    rt.free_workers.push_back(w);
}

namespace {

void shutdown_at_exit() {
    Runtime *rt = g_runtime.load(std::memory_order_acquire);
    if (!rt) return;
    // A forked child has none of the pool's threads (fork copies only the caller): nothing to
    // wait for, and waiting for their `done` took the deadline below, 200 ms per exit()
    // (OpenBLAS's fork tests, helper-106).
    if (getpid() != rt->pid) return;
    if (rt->cfg.print_stats_at_exit) {
        std::string js = hb::stats_json();
        const char *path = std::getenv("HB_STATS_FILE");
        FILE *f = path && *path ? std::fopen(path, "w") : stderr;
        if (f) {
            std::fprintf(f, "%s\n", js.c_str());
            if (f != stderr) std::fclose(f);
        }
    }
    g_shut_down.store(true, std::memory_order_seq_cst);
    delivery_shutdown(*rt);
    resize_pool(*rt, 0);
    std::vector<Runtime::PoolThread> threads;
    {
        std::lock_guard<std::mutex> lk(rt->registry_mu);
        threads.swap(rt->pool);
    }
    for (auto &p : threads) {  // parked threads leave at once (park_retired sees g_shut_down)
        p.worker->wake_seq.fetch_add(1, std::memory_order_seq_cst);
        futex_wake(&p.worker->wake_seq, 1);
    }
    // exit() may come from a pool thread (user code in a task), which cannot join itself, or
    // from a thread whose unfinished work other workers are waiting for, which they never
    // finish: threads that have not left after a short wait are detached, and _exit ends them.
    const pthread_t self = pthread_self();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
    for (auto &p : threads) {
        if (pthread_equal(p.thread, self)) {
            pthread_detach(p.thread);
            continue;
        }
        while (!p.done->load(std::memory_order_acquire) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        if (p.done->load(std::memory_order_acquire)) pthread_join(p.thread, nullptr);
        else pthread_detach(p.thread);
    }
}

}  // namespace
}  // namespace hb::rt

using namespace hb::rt;

extern "C" void hb_detail_enter(void) {
    Worker *w = current_worker();
    if (!w) {
        attach_current_thread();
        return;
    }
    // A user thread coming back after sequential work: the gap is not missed heartbeats.
    Runtime &rt = *g_runtime.load(std::memory_order_relaxed);
    apply_stats_reset(rt, w);
    const uint64_t now = now_ticks();
    if (now > w->next_beat + rt.beat_ticks.load(std::memory_order_relaxed)) reset_beat(rt, w, now);
}

extern "C" int hb_num_workers(void) {
    Runtime *rt = g_runtime.load(std::memory_order_acquire);
    if (rt) return rt->cfg.num_workers.load();
    return static_cast<int>(env_long("HB_NUM_WORKERS", hardware_workers(), 1, kMaxPoolWorkers));
}

extern "C" int hb_is_pool_thread(void) {
    Worker *w = current_worker();
    return w && w->is_pool.load(std::memory_order_relaxed) ? 1 : 0;
}

extern "C" int hb_worker_id(void) {
    Worker *w = current_worker();
    return w ? w->index : -1;
}

extern "C" int hb_worker_id_bound(void) {
    Runtime &rt = runtime();
    int bound = rt.cfg.num_workers.load();
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n; ++i) {
        const Worker *w = rt.slots[i];
        // (a retired pool thread that runs nothing, parked or on its way there, has no live id)
        if (w->attached.load(std::memory_order_relaxed) && i + 1 > bound &&
            !(w->retire.load(std::memory_order_relaxed) && w->idle.load(std::memory_order_relaxed) &&
              !w->stealing.load(std::memory_order_relaxed)))
            bound = i + 1;
    }
    return bound;
}

extern "C" int hb_set_num_workers(int n) {
    if (n < 1 || n > kMaxPoolWorkers) return -1;
    Runtime &rt = runtime();
    if (g_shut_down.load()) return -1;
    rt.cfg.num_workers.store(n);
    // A thread's first call attaches it before the pool grows, so that the first user thread
    // stays worker 0 (ids then stay below n: omp_get_thread_num in hbc's output relies on it).
    if (!current_worker()) attach_current_thread();
    // A pool thread that has decided to leave (park_retired) gives its record back a moment
    // later, in its own lock section; growing before that would start a thread on a new,
    // higher index, and ids would no longer stay below the count (omp_get_max_threads()
    // answers the id bound; see resize_pool's `leaving` reset). It only needs registry_mu,
    // which this wait holds for an instant at a time.
    for (;;) {
        bool leaving = false;
        {
            std::lock_guard<std::mutex> lk(rt.registry_mu);
            for (auto &p : rt.pool) leaving |= p.worker->leaving && !p.done->load(std::memory_order_acquire);
        }
        if (!leaving) break;
        sched_yield();
    }
    resize_pool(rt, n - 1);
    // From `retire` on the surplus threads take no new work (nothing gathers or feeds them,
    // they steal nothing) and they park within microseconds. Outside any construct nobody can
    // be waiting for this thread, so wait for those still running something (a task of
    // another user thread's construct) to finish it: then hb_worker_id_bound() and
    // omp_get_max_threads() read the new count. Waiting for them to park (or, before session
    // 56, to exit) cost hbc's `parallel num_threads(4)` on 2 workers 3x libgomp per region.
    Worker *self = current_worker();
    const bool inside = hb_detail_tls.top != nullptr || (self && (self->is_pool.load() || self->running_stolen.load(std::memory_order_relaxed) > 0));
    if (!inside) {
        std::vector<std::pair<Worker *, std::shared_ptr<std::atomic<bool>>>> retired;
        {
            std::lock_guard<std::mutex> lk(rt.registry_mu);
            for (auto &p : rt.pool)
                if (p.worker->retire.load(std::memory_order_relaxed)) retired.emplace_back(p.worker, p.done);
        }
        for (auto &[w, done] : retired)
            // (`stealing` seq_cst after resize_pool's seq_cst `retire` store: a thread that
            // read `retire` clear before it stole is waited for; protocol.md, Lifetime)
            while (w->retire.load(std::memory_order_seq_cst) &&
                   (!w->idle.load(std::memory_order_acquire) || w->stealing.load(std::memory_order_seq_cst)) &&
                   !done->load(std::memory_order_acquire))
                sched_yield();
    }
    return 0;
}

extern "C" int hb_set_worker_stack_kb(long kib) {
    if (kib < 0 || kib >= (1L << 32)) return -1;
    runtime().cfg.worker_stack_kb.store(kib, std::memory_order_relaxed);
    return 0;
}

extern "C" long hb_worker_stack_kb(void) { return runtime().cfg.worker_stack_kb.load(std::memory_order_relaxed); }

extern "C" int hb_heartbeat_us(void) { return runtime().cfg.heartbeat_us.load(); }

extern "C" void hb_set_heartbeat_us(int us) {
    if (us < 1) us = 1;
    Runtime &rt = runtime();
    rt.cfg.heartbeat_us.store(us);
    rt.beat_ticks.store(static_cast<uint64_t>(us * rt.ticks_per_us), std::memory_order_relaxed);
    if (Worker *w = current_worker()) reset_beat(rt, w, now_ticks());
}

extern "C" void hb_set_loop_schedule(int schedule) {
    if (schedule < HB_LOOP_AUTO || schedule > HB_LOOP_STATIC) schedule = HB_LOOP_AUTO;
    runtime().cfg.loop_schedule.store(schedule);
}

extern "C" int hb_loop_schedule(void) { return runtime().cfg.loop_schedule.load(); }

extern "C" void hb_set_force_promotion(int on) {
    Runtime &rt = runtime();
    rt.cfg.force.store(on != 0);
    hb_detail_tls.countdown = 0;  // this thread's next construct starts with a poll
    // Every fork polls while forced; a stale 1 after forcing ends costs one poll per worker.
    if (on) {
        const int n = rt.num_slots.load(std::memory_order_acquire);
        for (int i = 0; i < n; ++i) __atomic_store_n(&rt.slots[i]->work_request, 1, __ATOMIC_RELAXED);
    }
}

void hb::set_num_workers(int n) {
    if (hb_set_num_workers(n) != 0)
        throw std::invalid_argument("hb::set_num_workers: n must be in [1, 2048]");
}
