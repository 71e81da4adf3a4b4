// Heartbeat delivery mechanisms (timer, ping, ping-flag): selection, beats delivered and never
// counted twice, signals only to workers, the user's handlers and masks untouched, no signals
// to idle workers, timers deleted when workers leave, and the clock fallback for a thread
// that blocks the signal.
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <cerrno>
#include <cmath>
#include <fstream>

#include "common.hpp"

using hbt::Json;

namespace {

const hb::mechanism kDelivered[] = {hb::mechanism::timer, hb::mechanism::ping,
                                    hb::mechanism::ping_flag};

using hbt::MechanismGuard;
hbt::Json stats() { return hbt::runtime_stats(); }


// A reduction whose exact result is known: sum of i % 7 over [0, n).
int64_t checked_sum(int64_t n) {
    const int64_t got = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{},
                                            [](int64_t i) { return i % 7; });
    const int64_t full = n / 7, rest = n % 7;
    EXPECT_EQ(got, full * 21 + rest * (rest - 1) / 2) << "n = " << n;
    return got;
}

// Keeps the workers busy for about `ms` milliseconds with verified reductions.
void busy_ms(int ms) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (std::chrono::steady_clock::now() < end) checked_sum(hbt::scaled(2000000, 1000));
}

int count_posix_timers() {  // -1 when the kernel does not list them
    std::ifstream f("/proc/self/timers");
    if (!f) return -1;
    int n = 0;
    std::string line;
    while (std::getline(f, line))
        if (line.rfind("ID:", 0) == 0) ++n;
    return n;
}

double delivered() { return stats()["heartbeats_delivered"].num; }

}  // namespace

TEST(Delivery, NamesRoundTripAndUnknownValuesAreRefused) {
    MechanismGuard g;
    const char *names[] = {"poll", "timer", "ping", "ping-flag", "rollforward"};
    for (int i = 0; i < 5; ++i) {
        hb_mechanism m;
        ASSERT_EQ(hb_mechanism_from_name(names[i], &m), 0) << names[i];
        EXPECT_EQ(static_cast<int>(m), i);
        EXPECT_STREQ(hb_mechanism_name(m), names[i]);
    }
    hb_mechanism m;
    EXPECT_EQ(hb_mechanism_from_name("signal", &m), -1);
    EXPECT_EQ(hb_mechanism_name(static_cast<hb_mechanism>(9)), nullptr);
    EXPECT_EQ(hb_set_heartbeat_mechanism(static_cast<hb_mechanism>(9)), -1);
    EXPECT_THROW(hb::set_heartbeat_mechanism(static_cast<hb::mechanism>(-1)), std::invalid_argument);
    const int sig = hb_heartbeat_signal();
    EXPECT_GE(sig, SIGRTMIN);
    EXPECT_LE(sig, SIGRTMAX);
}

TEST(Delivery, RollforwardIsRefusedWithoutHbcTablesAndNothingChanges) {
    MechanismGuard g;
    hb::set_heartbeat_mechanism(hb::mechanism::ping);
    EXPECT_THROW(hb::set_heartbeat_mechanism(hb::mechanism::rollforward), std::runtime_error);
    EXPECT_EQ(hb::heartbeat_mechanism(), hb::mechanism::ping);
    EXPECT_EQ(hb_set_heartbeat_mechanism(HB_MECHANISM_ROLLFORWARD), -2);
}

TEST(Delivery, EnvironmentSelectsTheMechanism) {
    const char *e = std::getenv("HB_HEARTBEAT_MECHANISM");
    hb_mechanism want = HB_MECHANISM_POLL;
    if (e && *e) {
        ASSERT_EQ(hb_mechanism_from_name(e, &want), 0) << e;
    }
    EXPECT_EQ(hb_heartbeat_mechanism(), want);
    EXPECT_NE(stats().has("heartbeat_mechanism"), false);
    EXPECT_EQ(stats()["heartbeat_mechanism"].str, hb_mechanism_name(want));
}

TEST(Delivery, EachMechanismDeliversBeatsAndNoBeatIsCountedTwice) {
    MechanismGuard g;
    hbt::WorkersGuard w(2);
    hb::set_heartbeat_us(100);
    for (hb::mechanism m : kDelivered) {
        SCOPED_TRACE(hb_mechanism_name(static_cast<hb_mechanism>(m)));
        hb::set_heartbeat_mechanism(m);
        busy_ms(5);  // every worker switches at its next poll
        hb::stats_reset();
        busy_ms(150);
        const Json s = stats();
        EXPECT_EQ(s["heartbeat_mechanism"].str, hb_mechanism_name(static_cast<hb_mechanism>(m)));
        EXPECT_GT(s["heartbeats_delivered"].num, 0);
        EXPECT_EQ(s["signals_failed"].num, 0);
        if (!hbt::forced()) {  // forced mode takes a beat at every poll, delivered or not
            EXPECT_GT(s["heartbeats_detected"].num, 0);
            // A beat delivered just before stats_reset may be taken after it: one per worker.
            EXPECT_LE(s["heartbeats_detected"].num,
                      s["heartbeats_delivered"].num + hb::worker_id_bound());
            // ~150 ms at 100 us on at most a few workers: far more would mean a beat per poll
            EXPECT_LT(s["heartbeats_delivered"].num, 150 * 10 * hb::worker_id_bound() + 100);
        }
    }
}

// nanosleep is never restarted after a handler (signal(7)): an EINTR in a thread that never
// ran a construct would mean a heartbeat signal reached a non-worker.
TEST(Delivery, SignalsReachOnlyWorkers) {
    MechanismGuard g;
    hb::set_heartbeat_us(20);
    std::atomic<bool> stop{false};
    std::atomic<int> eintr{0}, naps{0};
    std::thread bystander([&] {
        while (!stop.load()) {
            timespec ts{0, 200000};
            if (nanosleep(&ts, nullptr) != 0 && errno == EINTR) eintr.fetch_add(1);
            naps.fetch_add(1);
        }
    });
    for (hb::mechanism m : {hb::mechanism::timer, hb::mechanism::ping}) {
        hb::set_heartbeat_mechanism(m);
        busy_ms(150);
    }
    stop.store(true);
    bystander.join();
    EXPECT_EQ(eintr.load(), 0);
    EXPECT_GT(naps.load(), 10);
}

TEST(Delivery, UserHandlersAndMasksStayIntact) {
    MechanismGuard g;
    struct sigaction mine {}, before {}, after {};
    mine.sa_handler = [](int) {};
    sigemptyset(&mine.sa_mask);
    ASSERT_EQ(sigaction(SIGUSR1, &mine, &before), 0);
    sigset_t block, mask_before, mask_after;
    sigemptyset(&block);
    sigaddset(&block, SIGUSR2);
    ASSERT_EQ(pthread_sigmask(SIG_BLOCK, &block, &mask_before), 0);
    for (hb::mechanism m : kDelivered) {
        hb::set_heartbeat_mechanism(m);
        busy_ms(30);
    }
    ASSERT_EQ(sigaction(SIGUSR1, nullptr, &after), 0);
    EXPECT_EQ(after.sa_handler, mine.sa_handler);
    ASSERT_EQ(pthread_sigmask(SIG_BLOCK, nullptr, &mask_after), 0);
    EXPECT_TRUE(sigismember(&mask_after, SIGUSR2));
    EXPECT_FALSE(sigismember(&mask_after, hb_heartbeat_signal()));
    pthread_sigmask(SIG_SETMASK, &mask_before, nullptr);
    sigaction(SIGUSR1, &before, nullptr);
}

// Idle workers sleep; a signal would wake them. After the last construct, each worker may
// get at most the beats already in flight (two: the handler stops a timer whose previous
// beat was not taken; the ping thread skips such a worker).
TEST(Delivery, IdleWorkersGetNoSignals) {
    MechanismGuard g;
    hb::set_heartbeat_us(50);
    for (hb::mechanism m : {hb::mechanism::timer, hb::mechanism::ping}) {
        SCOPED_TRACE(hb_mechanism_name(static_cast<hb_mechanism>(m)));
        hb::set_heartbeat_mechanism(m);
        busy_ms(50);
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const double d1 = delivered();
        std::this_thread::sleep_for(std::chrono::milliseconds(150));  // 3000 beats at 50 us
        const double d2 = delivered();
        EXPECT_LE(d2 - d1, 2 * hb::worker_id_bound()) << "signals kept coming while idle";
    }
}

TEST(Delivery, TimersAreDeletedWhenWorkersLeave) {
    if (count_posix_timers() < 0) GTEST_SKIP() << "/proc/self/timers is not available";
    MechanismGuard g;
    hb::set_heartbeat_us(100);
    hb::set_heartbeat_mechanism(hb::mechanism::timer);
    {
        hbt::WorkersGuard w(4);
        busy_ms(100);
        EXPECT_GE(count_posix_timers(), 1);
        EXPECT_LE(count_posix_timers(), 4);
        // A user thread that runs constructs gets a timer; it goes when the thread exits.
        std::thread user([] { busy_ms(50); });
        user.join();
        EXPECT_LE(count_posix_timers(), 4);
        hb::set_num_workers(1);  // the surplus threads park, deleting their timers
        for (int i = 0; i < 2000 && count_posix_timers() > 1; ++i) busy_ms(1);
        EXPECT_LE(count_posix_timers(), 1);
        hb::set_heartbeat_mechanism(hb::mechanism::poll);
        busy_ms(5);  // the only worker left deletes its own timer at its next poll
        EXPECT_EQ(count_posix_timers(), 0);
    }
}

TEST(Delivery, ThreadThatBlocksTheSignalPollsTheClockInstead) {
    MechanismGuard g;
    hb::set_heartbeat_us(100);
    hb::set_heartbeat_mechanism(hb::mechanism::timer);
    std::thread user([] {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, hb_heartbeat_signal());
        pthread_sigmask(SIG_BLOCK, &set, nullptr);
        hb::stats_reset();
        busy_ms(100);
        const Json s = stats();
        if (!hbt::forced()) {
            EXPECT_GT(s["heartbeats_detected"].num, 0);
        }
        sigset_t cur;
        pthread_sigmask(SIG_BLOCK, nullptr, &cur);
        EXPECT_TRUE(sigismember(&cur, hb_heartbeat_signal())) << "the runtime changed a user mask";
    });
    user.join();
}
