// Heartbeat delivery other than polling the cycle counter: a per-worker POSIX timer, a ping
// thread that signals busy workers, a ping thread that only writes per-worker flags, or the
// ping thread's signals with rollforward (the handler moves the interrupted PC of code built
// with hbc --hbc-rollforward to its checked twin: rollforward.cpp).
//
// None of them touches the loop's bookkeeping (hb_detail_tls.countdown, frames): the signal
// handler only bumps a counter that it alone writes, and the next ordinary poll consumes it
// (docs/delivery.md, "Heartbeat delivery"). So a signal can land anywhere, also in the
// middle of `rest = countdown - n; ...; countdown = rest`, without corrupting anything.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <poll.h>
#include <stdexcept>
#include <pthread.h>
#include <sys/eventfd.h>
#include <ucontext.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include "heartbeat/heartbeat.hpp"
#include "rollforward.hpp"
#include "runtime.hpp"

namespace hb::rt {

namespace {

const char *const kNames[] = {"poll", "timer", "ping", "ping-flag", "rollforward"};
constexpr int kNumMechanisms = 5;

bool uses_signal(int m) {
    return m == HB_MECHANISM_TIMER || m == HB_MECHANISM_PING || m == HB_MECHANISM_ROLLFORWARD;
}
bool uses_ping_thread(int m) {
    return m == HB_MECHANISM_PING || m == HB_MECHANISM_PING_FLAG || m == HB_MECHANISM_ROLLFORWARD;
}
std::atomic<int> g_redirect{0};  // the mechanism is rollforward: the handler redirects

int gettid_() { return static_cast<int>(syscall(SYS_gettid)); }

// Guards the handler installation and the ping thread's start and stop.
std::mutex g_mu;
bool g_handler_installed = false;
std::thread g_ping;
std::atomic<int> g_ping_wake{-1};        // eventfd: stops or unparks the ping thread
std::atomic<bool> g_ping_stop{false};
// The ping thread parks after ticks in which no worker could take a beat (all asleep or not
// polling), so an idle process does not wake every interval; a worker's poll unparks it.
std::atomic<bool> g_ping_parked{false};
constexpr int kIdleTicksBeforePark = 4;
std::atomic<uint64_t> g_signals_failed{0};  // tgkill failures (ping thread only writes)
std::atomic<uint64_t> g_stats_since{0};     // tick of the last stats reset

// The handler. Async-signal-safe: it reads the thread's own TLS (initial-exec, a plain
// %fs-relative load), touches only lock-free atomics of its own thread's Worker, and calls
// only timer_settime (on the POSIX async-signal-safe list). It never writes countdown.
// Under rollforward it also rewrites the interrupted PC in the signal frame when it lies in a
// check-free copy (a lookup in immutable tables; docs/delivery.md, "Rollforward").
void on_signal(int, siginfo_t *, void *ctx) {
    const int saved_errno = errno;
    auto *w = static_cast<Worker *>(hb_detail_tls.worker);
#if defined(__x86_64__)
    if (w && ctx && g_redirect.load(std::memory_order_relaxed)) {
        auto &pc = static_cast<ucontext_t *>(ctx)->uc_mcontext.gregs[REG_RIP];
        if (const uintptr_t twin = rollforward_target(static_cast<uintptr_t>(pc))) {
            pc = static_cast<greg_t>(twin);
            w->rf_redirects.store(w->rf_redirects.load(std::memory_order_relaxed) + 1,
                                  std::memory_order_relaxed);
        }
    }
#endif
    if (w) {
        const uint64_t n = w->sig_beats.load(std::memory_order_relaxed);
        // The previous beat was never taken: this thread is not polling (idle, asleep, or
        // sequential code outside any construct), so stop its timer; its next poll re-arms.
        if (n != w->sig_seen.load(std::memory_order_relaxed) &&
            w->timer_armed.load(std::memory_order_relaxed)) {
            w->timer_armed.store(0, std::memory_order_relaxed);
            itimerspec off{};
            timer_settime(w->timer, 0, &off, nullptr);
        }
        w->sig_beats.store(n + 1, std::memory_order_relaxed);
    }
    errno = saved_errno;
}

// Installs on_signal for rt.cfg.signal_number unless somebody else's handler is there.
// g_mu held. Returns false (with a message) when it cannot.
bool install_handler(Runtime &rt) {
    if (g_handler_installed) return true;
    const int sig = rt.cfg.signal_number;
    struct sigaction old {};
    if (sigaction(sig, nullptr, &old) != 0) return false;
    if ((old.sa_flags & SA_SIGINFO) ? old.sa_sigaction != nullptr : old.sa_handler != SIG_DFL) {
        std::fprintf(stderr,
                     "heartbeat: signal %d already has a handler; leaving it alone (choose a free "
                     "real-time signal with HB_HEARTBEAT_SIGNAL)\n", sig);
        return false;
    }
    struct sigaction sa {};
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(sig, &sa, nullptr) != 0) return false;
    g_handler_installed = true;
    return true;
}

void block_signal_here(Runtime &rt) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, rt.cfg.signal_number);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

// One tick of the ping thread. registry_mu keeps each target thread alive while it is
// signalled: a thread clears its tid under that mutex before it can exit.
// Returns whether any worker got (or still had untaken) a beat.
bool ping_workers(Runtime &rt, int mech) {
    bool any = false;
    std::lock_guard<std::mutex> lk(rt.registry_mu);
    const int n = rt.num_slots.load(std::memory_order_acquire);
    const int pid = static_cast<int>(getpid());
    for (int i = 0; i < n; ++i) {
        Worker *w = rt.slots[i];
        const int tid = w->tid.load(std::memory_order_relaxed);
        if (tid == 0 || w->sleeping.load(std::memory_order_relaxed) != 0) continue;
        if (mech == HB_MECHANISM_PING_FLAG) {
            const uint64_t f = w->flag_beats.load(std::memory_order_relaxed);
            if (f == w->flag_seen.load(std::memory_order_relaxed)) {
                w->flag_beats.store(f + 1, std::memory_order_relaxed);
                any = true;
            }
            continue;
        }
        if (w->signal_ready.load(std::memory_order_relaxed) != 1) continue;
        const uint64_t s = w->sig_beats.load(std::memory_order_relaxed);
        // Skip a worker whose last signal is still in flight (not handled: the signal may be
        // blocked there, and real-time signals queue) or whose last beat was not taken.
        if (s == w->ping_sent_at || s != w->sig_seen.load(std::memory_order_relaxed)) continue;
        w->ping_sent_at = s;
        any = true;
        if (syscall(SYS_tgkill, pid, tid, rt.cfg.signal_number) != 0)
            g_signals_failed.store(g_signals_failed.load(std::memory_order_relaxed) + 1,
                                   std::memory_order_relaxed);
    }
    return any;
}

void drain(int fd) {
    uint64_t v;
    if (read(fd, &v, sizeof v) < 0) { /* nothing pending */ }
}

void ping_main(Runtime *rt, int wake_fd) {
    block_signal_here(*rt);
    const int tfd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
    if (tfd < 0) {
        std::fprintf(stderr, "heartbeat: timerfd_create failed (%s); the ping thread stops\n",
                     std::strerror(errno));
        return;
    }
    int us = 0, idle_ticks = 0;
    while (!g_ping_stop.load(std::memory_order_acquire)) {
        if (idle_ticks >= kIdleTicksBeforePark) {
            g_ping_parked.store(true, std::memory_order_seq_cst);
            pollfd fd{wake_fd, POLLIN, 0};
            poll(&fd, 1, -1);  // a polling worker or stop_ping writes the eventfd
            drain(wake_fd);
            g_ping_parked.store(false, std::memory_order_relaxed);
            idle_ticks = 0;
            continue;
        }
        const int want = rt->cfg.heartbeat_us.load(std::memory_order_relaxed);
        if (want != us) {
            us = want;
            const timespec period{us / 1000000, static_cast<long>(us % 1000000) * 1000};
            const itimerspec its{period, period};
            timerfd_settime(tfd, 0, &its, nullptr);
        }
        pollfd fds[2] = {{tfd, POLLIN, 0}, {wake_fd, POLLIN, 0}};
        if (poll(fds, 2, -1) <= 0) continue;
        if (fds[1].revents & POLLIN) drain(wake_fd);
        if (!(fds[0].revents & POLLIN)) continue;
        uint64_t expirations;
        if (read(tfd, &expirations, sizeof expirations) != sizeof expirations) continue;
        const int mech = rt->cfg.mechanism.load(std::memory_order_relaxed);
        idle_ticks = uses_ping_thread(mech) && ping_workers(*rt, mech) ? 0 : idle_ticks + 1;
    }
    close(tfd);
}

void start_ping(Runtime &rt) {  // g_mu held
    if (g_ping.joinable()) return;
    const int fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    g_ping_wake.store(fd, std::memory_order_relaxed);
    g_ping_stop.store(false, std::memory_order_relaxed);
    g_ping_parked.store(false, std::memory_order_relaxed);
    g_ping = std::thread(ping_main, &rt, fd);
}

void stop_ping() {  // g_mu held
    if (!g_ping.joinable()) return;
    g_ping_stop.store(true, std::memory_order_release);
    const int fd = g_ping_wake.load(std::memory_order_relaxed);
    const uint64_t one = 1;
    if (write(fd, &one, sizeof one) < 0) { /* the thread still sees the flag at its next tick */ }
    g_ping.join();
    g_ping_wake.store(-1, std::memory_order_relaxed);
    close(fd);
}

// From a polling worker: a parked ping thread has work again. The exchange makes one poll
// pay the write, however many see the flag.
void unpark_ping() {
    if (!g_ping_parked.load(std::memory_order_relaxed) || !g_ping_parked.exchange(false)) return;
    const int fd = g_ping_wake.load(std::memory_order_relaxed);
    const uint64_t one = 1;
    if (fd >= 0 && write(fd, &one, sizeof one) < 0) { /* the ping thread is stopping */ }
}

// 0, or the hb_set_heartbeat_mechanism error code. g_mu held.
int switch_to(Runtime &rt, int m) {
    if (m < 0 || m >= kNumMechanisms) return -1;
    if (m == HB_MECHANISM_ROLLFORWARD && !rollforward_tables_ready()) return -2;
    if (uses_signal(m) && !install_handler(rt)) return -3;
    if (uses_ping_thread(m)) start_ping(rt);
    g_redirect.store(m == HB_MECHANISM_ROLLFORWARD, std::memory_order_relaxed);
    rt.cfg.mechanism.store(m, std::memory_order_relaxed);
    if (!uses_ping_thread(m)) stop_ping();
    return 0;
}

void delete_timer(Worker *w) {
    if (!w->has_timer) return;
    w->timer_armed.store(0, std::memory_order_relaxed);
    std::atomic_signal_fence(std::memory_order_seq_cst);  // the handler sees "unarmed" first
    timer_delete(w->timer);
    w->has_timer = false;
}

// Whether this thread can receive the signal. Pool threads are ours: unblock it there.
// A user thread that blocks it keeps its mask and polls the clock instead.
bool check_signal_ready(Runtime &rt, Worker *w) {
    int ready = w->signal_ready.load(std::memory_order_relaxed);
    if (ready == 0) {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, rt.cfg.signal_number);
        if (w->is_pool.load(std::memory_order_relaxed)) pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
        sigset_t cur;
        pthread_sigmask(SIG_BLOCK, nullptr, &cur);
        ready = sigismember(&cur, rt.cfg.signal_number) ? -1 : 1;
        w->signal_ready.store(ready, std::memory_order_relaxed);
    }
    return ready == 1;
}

// Creates and (re)arms this thread's timer; false if the thread must poll the clock.
bool ensure_timer(Runtime &rt, Worker *w) {
    if (!w->has_timer) {
        sigevent sev{};
        sev.sigev_notify = SIGEV_THREAD_ID;
        sev.sigev_signo = rt.cfg.signal_number;
        sev._sigev_un._tid = w->tid.load(std::memory_order_relaxed);
        if (timer_create(CLOCK_MONOTONIC, &sev, &w->timer) != 0) {
            static std::atomic<bool> reported{false};
            if (!reported.exchange(true))
                std::fprintf(stderr, "heartbeat: timer_create failed (%s); polling the clock\n",
                             std::strerror(errno));
            w->signal_ready.store(-1, std::memory_order_relaxed);
            return false;
        }
        w->has_timer = true;
    }
    const int us = rt.cfg.heartbeat_us.load(std::memory_order_relaxed);
    if (!w->timer_armed.load(std::memory_order_relaxed) || w->timer_us != us) {
        w->timer_armed.store(1, std::memory_order_relaxed);
        std::atomic_signal_fence(std::memory_order_seq_cst);
        const timespec period{us / 1000000, static_cast<long>(us % 1000000) * 1000};
        const itimerspec its{period, period};
        timer_settime(w->timer, 0, &its, nullptr);
        w->timer_us = us;
    }
    return true;
}

int env_mechanism() {
    const char *s = std::getenv("HB_HEARTBEAT_MECHANISM");
    if (!s || !*s) return HB_MECHANISM_POLL;
    hb_mechanism m;
    if (hb_mechanism_from_name(s, &m) != 0) {
        std::fprintf(stderr, "heartbeat: ignoring HB_HEARTBEAT_MECHANISM=%s (expected poll, timer, "
                             "ping, ping-flag or rollforward)\n", s);
        return HB_MECHANISM_POLL;
    }
    return m;
}

int env_signal() {
    const int dflt = SIGRTMIN + 4;
    const char *s = std::getenv("HB_HEARTBEAT_SIGNAL");
    if (!s || !*s) return dflt;
    char *end = nullptr;
    const long v = std::strtol(s, &end, 10);
    if (*end != '\0' || v < SIGRTMIN || v > SIGRTMAX) {
        std::fprintf(stderr, "heartbeat: ignoring HB_HEARTBEAT_SIGNAL=%s (expected a real-time "
                             "signal number in [%d, %d])\n", s, SIGRTMIN, SIGRTMAX);
        return dflt;
    }
    return static_cast<int>(v);
}

}  // namespace

void delivery_start(Runtime &rt) {
    rt.cfg.signal_number = env_signal();
    const char *t = std::getenv("HB_SIGNAL_POLL_TARGET");
    rt.cfg.signal_poll_target = 8;
    if (t && *t) {
        char *end = nullptr;
        const long v = std::strtol(t, &end, 10);
        if (*end == '\0' && v >= 1 && v <= 1000000)
            rt.cfg.signal_poll_target = static_cast<int>(v);
        else
            std::fprintf(stderr, "heartbeat: ignoring HB_SIGNAL_POLL_TARGET=%s (expected an "
                                 "integer in [1, 1000000])\n", t);
    }
    g_stats_since.store(now_ticks(), std::memory_order_relaxed);
    const int m = env_mechanism();
    std::lock_guard<std::mutex> lk(g_mu);
    const int err = switch_to(rt, m);
    if (err == -2)
        std::fprintf(stderr, "heartbeat: HB_HEARTBEAT_MECHANISM=rollforward needs code built with "
                             "hbc --hbc-rollforward (x86-64) and valid tables; polling the clock\n");
    if (err != 0) rt.cfg.mechanism.store(HB_MECHANISM_POLL, std::memory_order_relaxed);
}

Pending delivery_poll(Runtime &rt, Worker *w, int mech) {
    if (mech == HB_MECHANISM_TIMER) {
        if (!check_signal_ready(rt, w) || !ensure_timer(rt, w)) return Pending::use_clock;
    } else {
        delete_timer(w);  // the mechanism changed since the timer was made
        if (mech == HB_MECHANISM_POLL) return Pending::use_clock;
        if ((mech == HB_MECHANISM_PING || mech == HB_MECHANISM_ROLLFORWARD) && !check_signal_ready(rt, w))
            return Pending::use_clock;
        unpark_ping();
    }
    bool beat = false;
    const uint64_t s = w->sig_beats.load(std::memory_order_relaxed);
    if (s != w->sig_seen.load(std::memory_order_relaxed)) {
        w->sig_seen.store(s, std::memory_order_relaxed);
        beat = true;
    }
    const uint64_t f = w->flag_beats.load(std::memory_order_relaxed);
    if (f != w->flag_seen.load(std::memory_order_relaxed)) {
        w->flag_seen.store(f, std::memory_order_relaxed);
        beat = true;
    }
    return beat ? Pending::beat : Pending::none;
}

void delivery_discard(Worker *w) {
    w->sig_seen.store(w->sig_beats.load(std::memory_order_relaxed), std::memory_order_relaxed);
    w->flag_seen.store(w->flag_beats.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

void delivery_bind(Runtime &, Worker *w) {
    w->signal_ready.store(0, std::memory_order_relaxed);
    w->tid.store(gettid_(), std::memory_order_relaxed);
}

void delivery_unbind(Worker *w) {
    delete_timer(w);
    w->tid.store(0, std::memory_order_relaxed);
    w->ping_sent_at = UINT64_MAX;
}

void delivery_shutdown(Runtime &) {
    std::lock_guard<std::mutex> lk(g_mu);
    stop_ping();
    // The exiting thread's own timer; other user threads' timers stop themselves after
    // their second untaken beat (on_signal), since nothing polls after shutdown.
    if (Worker *w = current_worker()) delete_timer(w);
}

std::string delivery_stats_json(Runtime &rt) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    uint64_t delivered = 0, redirected = 0;
    for (int i = 0; i < n; ++i) {
        const Worker *w = rt.slots[i];
        redirected += w->rf_redirects.load(std::memory_order_relaxed) -
                      w->rf_redirects_base.load(std::memory_order_relaxed);
        delivered += w->sig_beats.load(std::memory_order_relaxed) +
                     w->flag_beats.load(std::memory_order_relaxed) -
                     w->delivered_base.load(std::memory_order_relaxed);
    }
    const uint64_t since = g_stats_since.load(std::memory_order_relaxed);
    const double window_us = static_cast<double>(now_ticks() - since) / rt.ticks_per_us;
    char buf[384];
    std::snprintf(buf, sizeof buf,
                  "\"heartbeat_mechanism\": \"%s\", \"heartbeats_delivered\": %llu, "
                  "\"rollforward_redirects\": %llu, "
                  "\"signals_failed\": %llu, \"stats_window_us\": %.1f, ",
                  kNames[rt.cfg.mechanism.load(std::memory_order_relaxed)],
                  (unsigned long long)delivered, (unsigned long long)redirected,
                  (unsigned long long)g_signals_failed.load(std::memory_order_relaxed), window_us);
    return buf;
}

void delivery_stats_reset(Runtime &rt) {
    const int n = rt.num_slots.load(std::memory_order_acquire);
    for (int i = 0; i < n; ++i) {
        Worker *w = rt.slots[i];
        w->delivered_base.store(w->sig_beats.load(std::memory_order_relaxed) +
                                    w->flag_beats.load(std::memory_order_relaxed),
                                std::memory_order_relaxed);
        w->rf_redirects_base.store(w->rf_redirects.load(std::memory_order_relaxed),
                                   std::memory_order_relaxed);
    }
    g_stats_since.store(now_ticks(), std::memory_order_relaxed);
}

}  // namespace hb::rt

using namespace hb::rt;

extern "C" int hb_set_heartbeat_mechanism(hb_mechanism m) {
    Runtime &rt = runtime();
    if (g_shut_down.load()) return -4;
    std::lock_guard<std::mutex> lk(g_mu);
    return switch_to(rt, static_cast<int>(m));
}

extern "C" hb_mechanism hb_heartbeat_mechanism(void) {
    return static_cast<hb_mechanism>(runtime().cfg.mechanism.load(std::memory_order_relaxed));
}

extern "C" const char *hb_mechanism_name(hb_mechanism m) {
    const int i = static_cast<int>(m);
    return i >= 0 && i < kNumMechanisms ? kNames[i] : nullptr;
}

extern "C" int hb_mechanism_from_name(const char *name, hb_mechanism *out) {
    for (int i = 0; name && i < kNumMechanisms; ++i)
        if (std::strcmp(name, kNames[i]) == 0) {
            *out = static_cast<hb_mechanism>(i);
            return 0;
        }
    return -1;
}

extern "C" int hb_heartbeat_signal(void) { return runtime().cfg.signal_number; }

void hb::set_heartbeat_mechanism(hb::mechanism m) {
    switch (hb_set_heartbeat_mechanism(static_cast<hb_mechanism>(m))) {
    case 0: return;
    case -1: throw std::invalid_argument("hb::set_heartbeat_mechanism: unknown mechanism");
    case -2:
        throw std::runtime_error("hb::set_heartbeat_mechanism: rollforward needs code built with "
                                 "hbc --hbc-rollforward (x86-64) and valid tables");
    case -3:
        throw std::runtime_error("hb::set_heartbeat_mechanism: the heartbeat signal has another "
                                 "handler (see HB_HEARTBEAT_SIGNAL)");
    default: throw std::runtime_error("hb::set_heartbeat_mechanism: the runtime has shut down");
    }
}
