// Runtime lifetime, checked in child processes (this binary re-run with HB_TEST_CHILD set):
// the runtime starts lazily, starts num_workers - 1 pool threads, prints its statistics at
// exit with HB_STATS=1, and the process exits cleanly.
#include <dirent.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

#include "common.hpp"

namespace {

int thread_count() {
    int n = 0;
    DIR *d = opendir("/proc/self/task");
    if (!d) return -1;
    while (dirent *e = readdir(d))
        if (e->d_name[0] != '.') ++n;
    closedir(d);
    return n;
}

int64_t fib(int n) {
    if (n < 2) return n;
    auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
    return a + b;
}

// Exit codes of the child roles: 0 ok, 10+ which check failed.
int child_lazy_start() {
    const int before = thread_count();
    const int w = hb::num_workers();  // must not start the runtime
    if (thread_count() != before) return 10;
    if (hb::worker_id() != -1) return 11;
    hb::parallel_for(0, 1000, [](int64_t) {});
    const int after = thread_count();
    std::printf("threads before %d after %d workers %d\n", before, after, w);
    // ThreadSanitizer starts its own background thread with the first pthread_create; the
    // ping and ping-flag heartbeat mechanisms run one more thread (the ping thread).
    const hb::mechanism m = hb::heartbeat_mechanism();
    const int extra = m == hb::mechanism::ping || m == hb::mechanism::ping_flag ? 1 : 0;
    const bool ok = after - before == w - 1 + extra || (HB_TEST_TSAN && after - before == w + extra);
    if (!ok) return 12;
    return 0;
}

int child_work_then_exit() {
    std::atomic<int64_t> s{0};
    hb::parallel_for(0, 100000, [&](int64_t i) { hb::parallel_for(0, i % 3, [&](int64_t j) { s += j; }); });
    std::thread t([] { (void)fib(18); });
    t.join();
    if (fib(20) != 6765) return 10;
    if (s.load() != 33333) return 11;
    return 0;  // exits with idle pool workers: atexit shutdown must join them
}

// Constructs run from a static destructor that runs after the runtime's own exit handler
// (the object is constructed before the runtime starts): documented to run sequentially.
struct UsesRuntimeAtExit {
    ~UsesRuntimeAtExit() {
        std::atomic<int64_t> n{0};
        hb::parallel_for(0, 100000, [&](int64_t i) { hb::parallel_for(0, i % 3, [&](int64_t) { n.fetch_add(1); }); });
        if (n.load() != 99999) _exit(21);
        if (fib(20) != 6765) _exit(22);
        if (hb::parallel_reduce(0, 1000, std::string(), std::plus<>{}, [](int64_t i) { return std::string(1, static_cast<char>('a' + i % 26)); }).size() != 1000)
            _exit(23);
        std::fflush(stdout);
        _exit(0);
    }
};

int child_static_destructor() {
    static UsesRuntimeAtExit late;  // destroyed after the runtime's atexit handler ran
    if (hb::worker_id() != -1) return 10;  // the runtime must not have started yet
    return child_work_then_exit();
}

// exit() from user code inside a construct (an OpenMP program's error path): the atexit
// handlers run and the process ends with that status, whether the caller is a pool thread
// (which cannot join itself) or a thread whose unfinished work other workers wait for.
int child_exit_on_pool_thread() {
    std::atexit([] { std::fputs("atexit handler ran\n", stdout); });
    for (int round = 0; round < 1000; ++round)
        hb::parallel_for(0, 100000, [](int64_t) {
            if (hb::worker_id() > 0) std::exit(7);
        });
    return 30;  // no iteration ever ran on a pool thread
}

int child_exit_mid_loop() {
    std::atexit([] { std::fputs("atexit handler ran\n", stdout); });
    std::atomic<bool> pool_busy{false};
    hb::parallel_for(0, 1 << 30, [&](int64_t) {
        if (hb::worker_id() > 0) {
            pool_busy.store(true);
            for (volatile int k = 0; k < 1000; ++k) {
            }
        } else if (pool_busy.load()) {
            std::exit(9);
        }
    });
    return 30;
}

int run_child(const char *role, const std::string &extra_env) {
    std::fflush(stdout);
    std::fflush(stderr);
    const std::string cmd = "env HB_TEST_CHILD=" + std::string(role) + " " + extra_env +
                            " timeout -s KILL 60 /proc/" + std::to_string(getpid()) + "/exe";
    const int st = std::system(cmd.c_str());
    if (st == -1 || !WIFEXITED(st)) return -1;
    return WEXITSTATUS(st);
}

}  // namespace

extern "C" int hb_test_child_main(const char *role) {
    const std::string r = role;
    if (r == "lazy") return child_lazy_start();
    if (r == "work") return child_work_then_exit();
    if (r == "static_dtor") return child_static_destructor();
    if (r == "exit_pool") return child_exit_on_pool_thread();
    if (r == "exit_mid_loop") return child_exit_mid_loop();
    if (r == "bad_env") {  // HB_NUM_WORKERS is junk: ignored, the default (hardware threads) holds
        const int hw = static_cast<int>(std::thread::hardware_concurrency());
        hb::parallel_for(0, 1000, [](int64_t) {});
        return hb::num_workers() == (hw > 0 ? hw : 1) ? 0 : 10;
    }
    return 99;
}

TEST(Lifecycle, RuntimeStartsLazilyWithOnePoolThreadPerExtraWorker) {
    EXPECT_EQ(run_child("lazy", ""), 0) << "exit codes: 10 num_workers() started threads, 11 worker_id() before a "
                                           "construct, 12 wrong number of pool threads, 137 killed (hang)";
}

TEST(Lifecycle, ProcessExitsCleanlyAfterWork) {
    EXPECT_EQ(run_child("work", "HB_STATS=0"), 0) << "137: the child hung at exit";
}

TEST(Lifecycle, ConstructsInStaticDestructorsAfterShutdownRunCorrectly) {
    EXPECT_EQ(run_child("static_dtor", ""), 0) << "21-23: wrong results from constructs run after shutdown, 137: hang";
}

TEST(Lifecycle, ExitCalledOnAPoolThreadInsideALoopEndsTheProcessWithItsStatus) {
    EXPECT_EQ(run_child("exit_pool", "HB_NUM_WORKERS=2 HB_FORCE_PROMOTION=1"), 7)
        << "134: aborted (a pool thread joined itself), 137: hang, 30: no iteration ran on a pool thread";
}

TEST(Lifecycle, ExitCalledWhileOtherWorkersRunPartsOfTheLoopEndsTheProcess) {
    EXPECT_EQ(run_child("exit_mid_loop", "HB_NUM_WORKERS=3"), 9) << "137: hang at exit (a pool thread waited for ever)";
}

TEST(Lifecycle, InvalidEnvironmentValuesAreIgnored) {
    EXPECT_EQ(run_child("bad_env", "HB_NUM_WORKERS=junk HB_HEARTBEAT_US=-5 HB_FORCE_PROMOTION=7"), 0);
    EXPECT_EQ(run_child("bad_env", "HB_NUM_WORKERS=0"), 0);
}

TEST(Lifecycle, StatsPrintedAtExitWithHbStats) {
    char path[] = "/tmp/hb_stats_XXXXXX";
    const int fd = mkstemp(path);
    ASSERT_GE(fd, 0);
    close(fd);
    EXPECT_EQ(run_child("work", std::string("HB_STATS=1 HB_STATS_FILE=") + path), 0);
    std::ifstream f(path);
    std::stringstream ss;
    ss << f.rdbuf();
    std::remove(path);
    const std::string js = ss.str();
    ASSERT_FALSE(js.empty()) << "HB_STATS=1 printed nothing to HB_STATS_FILE";
    hbt::Json j;
    ASSERT_NO_THROW(j = hbt::parse_json(js)) << js.substr(0, 1000);
    EXPECT_TRUE(j.has("polls"));
    EXPECT_TRUE(j.has("promotions_by_level"));
    EXPECT_GT(j["polls"].num, 0);
}
