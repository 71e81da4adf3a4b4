// Private: the runtime's shared state. Who writes what, and why each memory ordering is
// what it is, is in docs/protocol.md; field comments below name the writer.
#pragma once

#include <pthread.h>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <ctime>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "deque.hpp"
#include "heartbeat/detail/hot.h"
#include "heartbeat/detail/static.hpp"

namespace hb::rt {

constexpr int kMaxWorkers = 4096;  // pool workers plus attached user threads
constexpr int kMaxPoolWorkers = kMaxWorkers / 2;  // hb_set_num_workers' bound (docs/tunables.md)
constexpr int kLevels = 16;        // promotions are counted per nesting level up to this

// A statistic written only by its worker; read by anyone (relaxed). Not a read-modify-write:
// the owner is the only writer.
struct Counter {
    std::atomic<uint64_t> v{0};
    void add(uint64_t n = 1) { v.store(v.load(std::memory_order_relaxed) + n, std::memory_order_relaxed); }
    uint64_t get() const { return v.load(std::memory_order_relaxed); }
    void set(uint64_t n) { v.store(n, std::memory_order_relaxed); }
    void reset() { v.store(0, std::memory_order_relaxed); }
};

struct ChunkSample {
    uint64_t tick;
    int64_t chunk;
};

// A worker's static-fork mailbox, one cache line for the parent's writes and one for the
// worker's. The parent writes job/rank/size/parent, then `seq` (release); the worker runs
// its subtree and stores `done = seq` (release). No read-modify-write on either side.
struct alignas(64) StaticSlot {
    std::atomic<uint64_t> seq{0};
    std::atomic<uint64_t> taken{0};  // the last seq claimed, by the worker or its parent (protocol.md)
    hb::detail::StaticJob *job = nullptr;
    int rank = 0, size = 0;
    std::atomic<bool> team{false};  // the job's pieces meet at barriers (a team): idle_loop, protocol.md
    struct Worker *parent = nullptr;
    alignas(64) std::atomic<uint64_t> done{0};
};

struct WorkerStats {
    Counter polls, beats, missed, spawned, stolen, idle_ticks;
    Counter chunk;  // mirror of Worker::chunk for readers on other threads
    Counter promotions[kLevels];
    Counter static_forks, static_pieces;  // static loops/teams forked here; pieces run for another
    Counter static_taken_back;            // subtrees a member had not started, run here at the join
    std::mutex trace_mu;  // the trace is appended by the owner, read by the reporter
    std::vector<ChunkSample> chunk_trace;
};

struct Worker {
    int index;                 // slot in Runtime::slots; fixed
    std::atomic<bool> is_pool{false};  // written under Runtime::registry_mu
    std::atomic<bool> retire{false};   // asks a pool thread to leave once idle; under registry_mu
    bool leaving = false;  // a retired pool thread past revival; under registry_mu (protocol.md, Lifetime)
    std::atomic<bool> attached{false}; // bound to a live thread (its index is in use)
    TaskDeque deque;

    // Heartbeat state: owner only.
    uint64_t next_beat = 0;    // tick at which the next heartbeat is due
    int64_t chunk = 1;         // iterations between polls
    int64_t polls_since_beat = 0;
    int64_t window_min_polls = INT64_MAX;
    int window_beats = 0;
    uint32_t rng = 0;          // victim selection
    // Depth of stolen tasks being run by this thread: the owner writes it (relaxed load and
    // store, no read-modify-write); a team's gather reads it (protocol-teams.md, Teams).
    std::atomic<int> running_stolen{0};

    // Sleep protocol (docs/protocol.md).
    std::atomic<uint32_t> wake_seq{0};  // bumped by whoever wakes this worker
    std::atomic<uint32_t> sleeping{0};  // 1 while announced as asleep

    WorkerStats stats;

    // Heartbeat delivery by signal or ping flag (delivery.cpp; docs/protocol.md, "Heartbeat
    // delivery"). Each counter has exactly one writer, so none is a read-modify-write.
    std::atomic<uint64_t> sig_beats{0};   // signals handled on this thread: the handler only
    std::atomic<uint64_t> sig_seen{0};    // sig_beats consumed by polls: owner (handler reads)
    std::atomic<uint64_t> flag_beats{0};  // ping-flag beats: the ping thread only
    std::atomic<uint64_t> flag_seen{0};   // flag_beats consumed: owner (ping thread reads)
    std::atomic<int> tid{0};              // kernel thread id while bound; cleared under registry_mu
    std::atomic<int> timer_armed{0};      // owner sets, the handler clears (same thread)
    timer_t timer{};                      // per-thread POSIX timer (owner; handler reads if armed)
    bool has_timer = false;               // owner only
    int timer_us = 0;                     // interval the timer was armed with; owner only
    std::atomic<int> signal_ready{0};     // owner: 1 receives the signal, -1 cannot (poll the
                                          // clock), 0 not checked yet; the ping thread reads
    uint64_t ping_sent_at = UINT64_MAX;   // sig_beats when last signalled: under registry_mu
    std::atomic<uint64_t> delivered_base{0};  // sig_beats + flag_beats at the last stats reset
    double window_max_rate = 0;           // adaptive chunking under delivery: owner only
    // Static scheduler and teams (src/static.cpp, docs/protocol-teams.md "Static fork and join").
    StaticSlot slot;                          // written by the parent that forks to this worker
    uint64_t static_seen = 0;                 // owner: the last fork sequence taken from `slot`
    int static_depth = 0;                     // owner: static pieces / team members running here
    const void *team_binding = nullptr;       // owner: the team this thread's deferred member tasks belong to (hb_team_set_tasks)
    // Join depth (docs/protocol.md, "Join depth"), owner only: the depth of the bottom frame
    // of the stack now running (the stolen task's), and of the frame being promoted (-1:
    // no promotion under way).
    int32_t base_depth = 0;
    int32_t promoting_depth = -1;
    std::atomic<bool> static_ready{false};    // a pool thread that takes static pieces (see protocol)
    std::atomic<bool> idle{false};            // owner: in the idle loop, or retired and running nothing (a hint; protocol.md, Lifetime)
    std::atomic<bool> stealing{false};        // owner: a pool thread from its retire check to the end of what it stole (protocol.md, Lifetime)
    uint64_t loop_t0 = 0;                     // owner: start tick of the timed outermost loop
    uint64_t stats_epoch_seen = 0;            // owner: last hb_stats_reset request applied
    // Work requests (docs/protocol.md, "Work requests"): any idle worker stores 1, the owner
    // stores 0 when it answers; fork2 reads it through hb_detail_tls.fork_poll. Its own cache
    // line: the owner reads it at every fork. Accessed only with __atomic builtins, because
    // the inlined fork path (C-compatible hot.h) reads it as a plain int.
    uint64_t last_request = 0;                // owner: when this worker last asked the others
    uint64_t load_sample_tick = 0;            // owner: when it last counted its preemptions (scheduler.cpp)
    uint64_t load_sample_count = 0;           // owner: its thread's involuntary switches then
    alignas(64) int work_request = 0;
    // Rollforward (delivery.cpp, rollforward.cpp): PCs this thread's handler moved to a
    // checked copy. Written by the handler only (on this thread); stats read it.
    alignas(64) std::atomic<uint64_t> rf_redirects{0};  // (aligned: off work_request's line)
    std::atomic<uint64_t> rf_redirects_base{0};  // at the last stats reset: the resetter writes
};

struct Config {
    std::atomic<int> num_workers;    // HB_NUM_WORKERS
    std::atomic<int> heartbeat_us;   // HB_HEARTBEAT_US
    int poll_target;                 // HB_POLL_TARGET
    int poll_window;                 // HB_POLL_WINDOW
    int64_t fixed_chunk;             // HB_CHUNK (0: adaptive)
    std::atomic<bool> force;         // HB_FORCE_PROMOTION
    std::atomic<bool> stats;         // HB_STATS (or hb::stats_enable)
    bool print_stats_at_exit;        // HB_STATS
    int spin_us;                     // HB_SPIN_US
    int pool_linger_ms;              // HB_POOL_LINGER_MS: how long a retired pool thread stays parked
    std::atomic<long> worker_stack_kb{0};  // HB_WORKER_STACK_KB: pool threads' stack (0: default attributes)
    bool join_help_any;              // HB_JOIN_HELP=any: a join may run shallower work too
    int processors;                  // hardware threads: above them, idle workers do not spin
    std::atomic<int> mechanism{0};   // HB_HEARTBEAT_MECHANISM (hb_mechanism); delivery.cpp
    int signal_number = 0;           // HB_HEARTBEAT_SIGNAL; 0 until a signal mechanism starts
    int signal_poll_target = 8;      // HB_SIGNAL_POLL_TARGET: polls per beat under signals
    std::atomic<int> loop_schedule;  // HB_LOOP_SCHEDULE: kScheduleAuto / Heartbeat / Static
    int64_t latent_forks;            // HB_LATENT_FORKS (0 there: every fork, kept as kAllForks)
};

// latent_forks when HB_LATENT_FORKS=0: every fork2 links a frame (TPAL's latent fork at
// every call); large enough never to run out, small enough never to overflow.
constexpr int64_t kAllForks = int64_t{1} << 40;

enum : int { kScheduleAuto = 0, kScheduleHeartbeat = 1, kScheduleStatic = 2 };

struct Runtime {
    Config cfg;
    double ticks_per_us = 1000.0;
    int pid = 0;  // the process that started the pool (shutdown_at_exit: a forked child has none of it)
    std::atomic<uint64_t> beat_ticks{0};  // heartbeat_us * ticks_per_us

    struct PoolThread {
        pthread_t thread;  // started by start_pool_thread with worker_stack_kb
        Worker *worker;
        std::shared_ptr<std::atomic<bool>> done;  // set by the thread as its last action
    };
    std::mutex registry_mu;               // guards the fields below up to `pool`
    std::vector<Worker *> free_workers;   // records not attached to any thread
    std::vector<PoolThread> pool;         // running or retiring pool threads
    std::atomic<int> num_slots{0};        // slots[0, num_slots) are valid; grows only
    Worker *slots[kMaxWorkers] = {};

    std::atomic<int> sleepers{0};         // workers announced as asleep
    uint64_t start_tick = 0;

    // Spinning under load (scheduler.cpp, protocol.md "Spinning under load"): until
    // spin_off_until (ticks) idle workers sleep at once, because a worker found its thread
    // preempted often. Relaxed hints, written by any idle worker.
    alignas(64) std::atomic<uint64_t> spin_off_until{0};
    std::atomic<uint64_t> spin_off_window{0};  // the last window's length, doubled while load lasts
    std::atomic<uint64_t> spin_off_count{0};   // windows opened (HB_STATS)

    // The static pool: held by one master (a static loop or a team) at a time, or for an
    // instant by a pool thread leaving it (kClaimLeaving). The fields after `static_claim`
    // are written only by its holder (docs/protocol.md, "Claiming the pool").
    alignas(64) std::atomic<int> static_claim{0};
    uint64_t static_seq = 0;                // last fork sequence number
    int static_members = 0;                 // members[0] = the holder, then pool workers
    Worker *members[kMaxWorkers] = {};
    std::atomic<uint64_t> stats_epoch{0};   // bumped by hb_stats_reset; owners apply it
    std::atomic<uint64_t> stats_reset_at{0};  // tick of the last hb_stats_reset, stored before the
                                            // epoch's bump (docs/protocol.md, "Statistics")
};

// Null until the first construct starts the runtime; never freed (so that stale
// thread-local pointers stay valid after shutdown).
extern std::atomic<Runtime *> g_runtime;
extern std::atomic<bool> g_shut_down;
// Set in a child that fork() made after the runtime started: the child has none of the
// pool's threads (fork copies only its caller), so a team there has one member
// (hb_team_run); heartbeat loops and tasks need none, their owner runs what nobody steals.
extern std::atomic<bool> g_forked_child;

Runtime &runtime();                    // starts it if needed
Worker *current_worker();              // null if this thread is not attached
Worker *attach_current_thread();       // null after shutdown
void worker_main(Worker *w, std::shared_ptr<std::atomic<bool>> done);
void bind_to_thread(Runtime &rt, Worker *w);
// A stolen task or a static piece starts a fresh stack: frames below belong to a construct
// waiting at a join, none of them promotable (docs/protocol.md, "why the stack can be
// hidden"); the language layer's task context is not this work's; it gets the full quota of
// latent forks ("Latent forks"). All three come back when it returns.
struct FreshStack {
    hb_detail_frame *top;
    void *task_context;
    int64_t latent_forks_left;
    explicit FreshStack(const Runtime &rt)
        : top(hb_detail_tls.top), task_context(hb_detail_tls.task_context),
          latent_forks_left(hb_detail_tls.latent_forks_left) {
        hb_detail_tls.top = nullptr;
        hb_detail_tls.task_context = nullptr;
        hb_detail_add_latent_forks(&hb_detail_tls, rt.cfg.latent_forks - latent_forks_left);
    }
    ~FreshStack() {
        hb_detail_tls.top = top;
        hb_detail_tls.task_context = task_context;
        hb_detail_add_latent_forks(&hb_detail_tls, latent_forks_left - hb_detail_tls.latent_forks_left);
    }
    FreshStack(const FreshStack &) = delete;
    FreshStack &operator=(const FreshStack &) = delete;
};
// Starts or retires pool threads until `threads` are active; never waits for a busy one.
void resize_pool(Runtime &rt, int threads);
void release_pool_worker(Runtime &rt, Worker *w);  // a retiring pool thread's last step

// Scheduler (scheduler.cpp).
void notify_work(Runtime &rt);
void run_stolen(Worker *w, hb::detail::Task *t);
// A task of depth min_depth or deeper (docs/protocol.md, "Join depth"); 0: any.
hb::detail::Task *steal_some(Runtime &rt, Worker *w, int32_t min_depth = 0);

// The idle loop (scheduler.cpp): runs static pieces published to w, then stolen tasks, spins
// HB_SPIN_US, then sleeps, until finished(ctx). Whoever makes finished() true while w may
// sleep calls wake_worker(w) after a seq_cst fence.
void idle_until(Runtime &rt, Worker *w, bool (*finished)(void *), void *ctx);
bool join_help_from_env();  // HB_JOIN_HELP
void wake_worker(Worker *w);
// Static forks (static.cpp).
// Runs a subtree published to w, if any; teams_too false: not a team's (idle_loop inside a join);
// back_to_idle: called from the pool's idle loop, which it marks idle again before `done`.
bool take_static_job(Runtime &rt, Worker *w, bool teams_too = true, bool back_to_idle = false);
// `static_claim` values: free, held by a master, held by a pool thread leaving the pool.
enum : int { kClaimFree = 0, kClaimMaster = 1, kClaimLeaving = 2 };
bool try_claim_static(Runtime &rt, int holder = kClaimMaster);
// A team's claim: also waits out a pool thread that is leaving (it holds the claim for two
// stores), which is not another master; false only while a master holds it.
bool claim_static_for_team(Runtime &rt);
void release_static(Runtime &rt);
// Which pool workers a static fork or a team gathers (protocol-teams.md, "Static fork and join", "Teams").
enum class Gather { Any, Idle, NotRunningStolen };
int gather_members(Runtime &rt, Worker *self, int want, Gather which, bool *cold);
bool apply_stats_reset(Runtime &rt, Worker *w);  // stats.cpp; true: a reset was applied

// Heartbeats (heartbeat.cpp).
void reset_beat(Runtime &rt, Worker *w, uint64_t now);
// What hb_detail_tls.fork_poll points at before its thread is attached (1: the next fork2
// polls and attaches) and after shutdown (0); defined in runtime.cpp beside the TLS block.
extern const int kAttachRequest, kNoRequest;
// Work requests (scheduler.cpp): an idle worker asks every other attached, busy worker for
// work, so that their next fork2 polls; rate-limited while it spins, and once more after it
// announces a sleep.
void request_work(Runtime &rt, Worker *self, uint64_t now);
void request_work_before_sleep(Runtime &rt, Worker *self);

// Heartbeat delivery (delivery.cpp).
enum class Pending { none, beat, use_clock };
void delivery_start(Runtime &rt);             // at runtime start: reads the environment
Pending delivery_poll(Runtime &rt, Worker *w, int mechanism);  // owner, from the poll
void delivery_discard(Worker *w);             // owner: drop beats delivered before now
void delivery_bind(Runtime &rt, Worker *w);   // owner, when its thread binds
void delivery_unbind(Worker *w);              // owner, registry_mu held, before release
void delivery_shutdown(Runtime &rt);          // at exit: stops the ping thread
std::string delivery_stats_json(Runtime &rt); // `"key": value, ` pairs for stats_json
void delivery_stats_reset(Runtime &rt);

// Futex wrappers (scheduler.cpp).
void futex_wait(std::atomic<uint32_t> *word, uint32_t expected);
void futex_wait_for(std::atomic<uint32_t> *word, uint32_t expected, int64_t ns);
void futex_wake(std::atomic<uint32_t> *word, int count);

}  // namespace hb::rt
