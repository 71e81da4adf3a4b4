// hb::task_group: every task runs exactly once, whatever the fan-out, depth, nesting with
// loops, number of tasks or threads; exceptions come back from wait() after every other
// task finished; misuse is reported, never silently wrong.
#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "common.hpp"

namespace {

// A tree whose shape follows from the seed: node `id` at `depth` has mix(id) % (max_fan + 1)
// children (none at max_depth).
struct RandomTree {
    int max_fan, max_depth;
    int fan(uint64_t id, int depth) const {
        return depth >= max_depth ? 0 : static_cast<int>(hbt::mix(id, 7) % static_cast<uint64_t>(max_fan + 1));
    }
    static uint64_t child(uint64_t id, int k) { return id * 31 + static_cast<uint64_t>(k) + 1; }

    int64_t count_seq(uint64_t id, int depth) const {
        int64_t n = 1;
        for (int k = 0, f = fan(id, depth); k < f; ++k) n += count_seq(child(id, k), depth + 1);
        return n;
    }
    // Each node spawns its children into a group of its own and waits for them.
    void count_par(uint64_t id, int depth, std::atomic<int64_t> &visited) const {
        visited.fetch_add(1, std::memory_order_relaxed);
        hb::task_group tg;
        for (int k = 0, f = fan(id, depth); k < f; ++k)
            tg.run([this, id, k, depth, &visited] { count_par(child(id, k), depth + 1, visited); });
        tg.wait();
    }
};

}  // namespace

TEST(TaskGroup, RandomFanOutAndDepthVisitEveryNodeOnce) {
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 8; ++rep) {
        const RandomTree t{static_cast<int>(rng.uniform(1, 8)), static_cast<int>(rng.uniform(2, hbt::forced() ? 6 : 9))};
        const uint64_t root = rng.next();
        std::atomic<int64_t> visited{0};
        t.count_par(root, 0, visited);
        ASSERT_EQ(visited.load(), t.count_seq(root, 0)) << "fan " << t.max_fan << " depth " << t.max_depth;
    }
}

TEST(TaskGroup, TasksSpawnIntoTheirOwnGroup) {
    // A task that spawns into the group it belongs to: wait() covers the grandchildren too.
    const int64_t n = hbt::scaled(2000, 50);
    hbt::Visits v(n * 4);
    hb::task_group tg;
    for (int64_t i = 0; i < n; ++i)
        tg.run([&, i] {
            v.visit(4 * i);
            for (int k = 1; k < 4; ++k) tg.run([&, i, k] { v.visit(4 * i + k); });
        });
    tg.wait();
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroup, TasksRunLoopsAndLoopBodiesSpawnTasks) {
    const int64_t n = hbt::scaled(300, 20), m = 200;
    hbt::Visits inner(n * m), spawned(n * m);
    hb::task_group outer;
    for (int64_t i = 0; i < n; ++i)
        outer.run([&, i] {  // a task running a loop, whose body spawns into another group
            hb::task_group tg;
            hb::parallel_for(0, m, [&](int64_t j) {
                inner.visit(i * m + j);
                tg.run([&, i, j] { spawned.visit(i * m + j); });
            });
            tg.wait();
        });
    // A loop whose body spawns into a group made outside the loop.
    hbt::Visits from_loop(n * m);
    hb::task_group after;
    hb::parallel_for(0, n * m, [&](int64_t k) { after.run([&, k] { from_loop.visit(k); }); });
    outer.wait();
    after.wait();
    EXPECT_TRUE(inner.exactly_once());
    EXPECT_TRUE(spawned.exactly_once());
    EXPECT_TRUE(from_loop.exactly_once());
}

TEST(TaskGroup, AMillionTasksEachRunOnce) {
    const int64_t n = hbt::scaled(1000000, 20000);
    hbt::Visits v(n);
    hb::task_group tg;
    for (int64_t i = 0; i < n; ++i) tg.run([&v, i] { v.visit(i); });
    tg.wait();
    EXPECT_TRUE(v.exactly_once());
    // The same group again, from a recursion of binary spawns.
    hbt::Visits w(n);
    struct Split {
        hbt::Visits &w;
        void operator()(int64_t lo, int64_t hi) const {
            if (hi - lo == 1) return w.visit(lo);
            hb::task_group g;
            const int64_t mid = lo + (hi - lo) / 2;
            g.run([this, lo, mid] { (*this)(lo, mid); });
            g.run([this, mid, hi] { (*this)(mid, hi); });
            g.wait();
        }
    } split{w};
    tg.run([&] { split(0, n); });
    tg.wait();
    EXPECT_TRUE(w.exactly_once());
}

TEST(TaskGroup, ExceptionFromAnyTaskComesBackAfterEveryOtherTaskFinished) {
    hbt::Rng rng(hbt::test_salt());
    const int64_t n = hbt::scaled(5000, 200);
    for (int rep = 0; rep < 20; ++rep) {
        const int64_t bad = rng.uniform(0, n - 1);
        std::atomic<int64_t> finished{0};
        hb::task_group tg;
        for (int64_t i = 0; i < n; ++i)
            tg.run([&, i] {
                hb::parallel_for(0, 20, [](int64_t) {});  // some nested work
                if (i == bad) throw std::runtime_error("task " + std::to_string(i));
                finished.fetch_add(1, std::memory_order_relaxed);
            });
        try {
            tg.wait();
            FAIL() << "no exception";
        } catch (const std::runtime_error &e) {
            EXPECT_EQ(std::string(e.what()), "task " + std::to_string(bad));
        }
        EXPECT_EQ(finished.load(), n - 1);
        // The group, and the runtime, work afterwards.
        std::atomic<int> again{0};
        tg.run([&] { again += 1; });
        tg.wait();
        EXPECT_EQ(again.load(), 1);
    }
}

TEST(TaskGroup, ExceptionsFromManyTasksDeliverOne) {
    hb::task_group tg;
    const int64_t n = hbt::scaled(2000, 100);
    std::atomic<int64_t> ran{0};
    for (int64_t i = 0; i < n; ++i)
        tg.run([&, i] {
            ran.fetch_add(1);
            if (i % 3 == 0) throw std::logic_error("x");
        });
    EXPECT_THROW(tg.wait(), std::logic_error);
    EXPECT_EQ(ran.load(), n);
}

TEST(TaskGroup, SeveralUserThreadsAtOnce) {
    const RandomTree t{6, hbt::forced() ? 5 : 7};
    std::vector<std::thread> threads;
    std::vector<int64_t> got(4), want(4);
    for (int k = 0; k < 4; ++k)
        threads.emplace_back([&, k] {
            std::atomic<int64_t> visited{0};
            t.count_par(1000 + static_cast<uint64_t>(k), 0, visited);
            got[k] = visited.load();
            want[k] = t.count_seq(1000 + static_cast<uint64_t>(k), 0);
        });
    for (auto &th : threads) th.join();
    EXPECT_EQ(got, want);
}

TEST(TaskGroup, ClosuresAreCopiedOrMovedAndDestroyedAfterRunning) {
    auto token = std::make_shared<int>(7);
    std::atomic<int> sum{0};
    {
        hb::task_group tg;
        for (int i = 0; i < 100; ++i) {
            auto p = std::make_unique<int>(i);
            tg.run([&sum, p = std::move(p), token] { sum += *p + *token - 7; });  // move-only
        }
        int local = 5;
        auto by_copy = [&sum, local] { sum += local; };
        tg.run(by_copy);
        tg.wait();
    }
    EXPECT_EQ(sum.load(), 4950 + 5);
    EXPECT_EQ(token.use_count(), 1);  // every closure was destroyed after running
}

TEST(TaskGroup, DestructorWaitsForTasksNotWaitedFor) {
    std::atomic<int> ran{0};
    {
        hb::task_group tg;
        for (int i = 0; i < 1000; ++i) tg.run([&] { ran += 1; });
    }
    EXPECT_EQ(ran.load(), 1000);
}

TEST(TaskGroup, ExceptionInTheSpawningCodeStillWaitsForTheTasks) {
    std::atomic<int> ran{0};
    try {
        hb::task_group tg;
        for (int i = 0; i < 1000; ++i) tg.run([&] { ran += 1; });
        throw std::runtime_error("parent");
    } catch (const std::runtime_error &) {
    }
    EXPECT_EQ(ran.load(), 1000);
}

TEST(TaskGroup, GroupsUsedOutOfOrderStillRunEverything) {
    // Two groups interleaved, waited in creation order, and a wait() from inside a loop
    // body that started after the group's first task: not the usual nesting, still exact.
    // The inner wait() is made by the first iteration that runs on the group's thread: a
    // promotion before the loop's first iteration pushes both halves, and a thief may take
    // the one holding iteration 0, where wait() is refused (WaitFromAnotherThread...).
    std::atomic<int64_t> a{0}, b{0}, c{0};
    const int64_t n = hbt::scaled(3000, 100);
    hb::task_group ga, gb;
    for (int64_t i = 0; i < n; ++i) {
        ga.run([&] { a += 1; hb::parallel_for(0, 10, [](int64_t) {}); });
        gb.run([&] { b += 1; });
    }
    ga.wait();
    gb.wait();
    EXPECT_EQ(a.load(), n);
    EXPECT_EQ(b.load(), n);
    hb::task_group gc;
    for (int64_t i = 0; i < n; ++i) gc.run([&] { c += 1; hb::parallel_for(0, 10, [](int64_t) {}); });
    const std::thread::id creator = std::this_thread::get_id();
    std::atomic<bool> waited_inside{false};
    hb::parallel_for(0, 64, [&](int64_t) {
        if (std::this_thread::get_id() == creator && !waited_inside.exchange(true)) gc.wait();
    });
    gc.wait();
    EXPECT_EQ(c.load(), n);
}

TEST(TaskGroup, WaitFromAnotherThreadWithLatentTasksIsRefused) {
    std::atomic<int> ran{0};
    hb::task_group tg;
    tg.run([&] { ran += 1; });
    bool refused = false;
    std::thread([&] {
        try {
            tg.wait();
        } catch (const std::logic_error &) {
            refused = true;
        }
    }).join();
    tg.wait();
    EXPECT_EQ(ran.load(), 1);
    EXPECT_TRUE(refused);
}

TEST(TaskGroup, FirstOfManyLatentTasksThrowsTheRestStillRunAndAreDestroyed) {
    // The throwing task is the oldest record; every younger one is still latent when it
    // throws, so the latent run must go on past it, and every closure must be destroyed.
    auto token = std::make_shared<int>(0);
    const int64_t n = hbt::scaled(20000, 500);
    std::atomic<int64_t> ran{0};
    {
        hb::task_group tg;
        tg.run([token] { throw std::runtime_error("first"); });
        for (int64_t i = 1; i < n; ++i) tg.run([&ran, token] { ran.fetch_add(1, std::memory_order_relaxed); });
        try {
            tg.wait();
            FAIL() << "no exception";
        } catch (const std::runtime_error &e) {
            EXPECT_STREQ(e.what(), "first");
        }
    }
    EXPECT_EQ(ran.load(), n - 1);
    EXPECT_EQ(token.use_count(), 1);
}

TEST(TaskGroup, DestroyedWithoutWaitDuringUnwindingAfterATaskThrewRunsEverythingAndKeepsTheOuterException) {
    std::atomic<int64_t> ran{0};
    const int64_t n = hbt::scaled(3000, 100);
    try {
        hb::task_group tg;
        for (int64_t i = 0; i < n; ++i)
            tg.run([&, i] {
                ran.fetch_add(1, std::memory_order_relaxed);
                if (i % 7 == 3) throw std::logic_error("task");
            });
        throw std::runtime_error("outer");
    } catch (const std::runtime_error &e) {
        EXPECT_STREQ(e.what(), "outer");
    }
    EXPECT_EQ(ran.load(), n);
}

namespace {
// A closure more aligned than the group's 8-byte records: it is padded in the arena.
struct alignas(64) Wide {
    hbt::Visits *v;
    int64_t i;
    void operator()() const {
        if (reinterpret_cast<uintptr_t>(this) % 64 != 0) std::abort();
        v->visit(i);
    }
};
}  // namespace

TEST(TaskGroup, MillionSpawnsOfMixedSizesCrossChunksAndTheLatentBound) {
    // Records of 16 bytes to 20 KiB (larger than a chunk), some over-aligned, in one group:
    // the arena jumps between chunks, the latent bound makes later spawns run at once, and
    // every task still runs exactly once.
    const int64_t n = hbt::scaled(1000000, 20000);
    hbt::Visits v(n);
    struct Big {
        std::array<int64_t, 2560> pad;  // 20 KiB
    };
    auto big = std::make_shared<Big>();
    big->pad.fill(1);
    hb::task_group tg;
    for (int64_t i = 0; i < n; ++i) {
        switch (i % 1000) {
        case 7:
            tg.run(Wide{&v, i});
            break;
        case 500: {
            Big copy = *big;
            tg.run([&v, i, copy] {
                if (copy.pad[2559] != 1) std::abort();
                v.visit(i);
            });
            break;
        }
        default:
            if (i % 3 == 0) {
                tg.run([&v, i] { v.visit(i); });
            } else {
                const int64_t a = i, b = i * 2, c = i * 3;
                tg.run([&v, a, b, c] { v.visit(a + (b + c) * 0); });
            }
        }
    }
    tg.wait();
    EXPECT_TRUE(v.exactly_once());
}

namespace {
struct CPayload {
    hbt::Visits *v;
    int64_t i;
    unsigned char bytes[40];
};
void c_visit(void *p) {
    if (reinterpret_cast<uintptr_t>(p) % alignof(std::max_align_t) != 0) std::abort();  // malloc-aligned copy
    auto *c = static_cast<CPayload *>(p);
    for (unsigned char b : c->bytes)
        if (b != static_cast<unsigned char>(c->i)) std::abort();
    c->v->visit(c->i);
}
void c_no_data(void *p) {
    if (p != nullptr) std::abort();
}
}  // namespace

TEST(TaskGroup, CApiCopiesEachTasksDataAlignedAcrossChunks) {
    const int64_t n = hbt::scaled(200000, 5000);
    hbt::Visits v(n);
    hb_task_group g;
    hb_task_group_init(&g);
    for (int64_t i = 0; i < n; ++i) {
        CPayload p{&v, i, {}};
        std::memset(p.bytes, static_cast<unsigned char>(i), sizeof p.bytes);
        hb_task_group_spawn(&g, c_visit, &p, sizeof p);  // p dies here: the group holds a copy
        if (i % 5 == 0) hb_task_group_spawn(&g, c_no_data, nullptr, 0);
    }
    hb_task_group_wait(&g);
    EXPECT_TRUE(v.exactly_once());
    // Reused after the wait, as hbc does for taskwait.
    hbt::Visits w(10);
    for (int64_t i = 0; i < 10; ++i) {
        CPayload p{&w, i, {}};
        std::memset(p.bytes, static_cast<unsigned char>(i), sizeof p.bytes);
        hb_task_group_spawn(&g, c_visit, &p, sizeof p);
    }
    hb_task_group_wait(&g);
    EXPECT_TRUE(w.exactly_once());
}

// hand_over: a chain of tasks, each making a group of its own, spawning the next link into it
// and ending with hand_over(the group it runs in), as hbc's OpenMP task scopes do. The group
// a task runs in is kept in hb_task_context() (hidden by the runtime in stolen work, where
// there is none to hand to). Nested waits, one per link, would overflow the stack.
namespace {
struct Chain {
    int64_t n;
    hbt::Visits *v;
    int64_t throw_at;
};
void chain_link(const Chain *c, int64_t i) {
    c->v->visit(i);
    if (i + 1 == c->n) return;
    auto *outer = static_cast<hb::task_group *>(hb_task_context());
    hb::task_group g;
    hb_set_task_context(&g);
    g.run([c, i] { chain_link(c, i + 1); });
    try {
        if (outer) {
            g.hand_over(*outer);
        } else {
            g.wait();
        }
    } catch (...) {
        hb_set_task_context(outer);
        throw;
    }
    hb_set_task_context(outer);
    if (i == c->throw_at) throw std::runtime_error("link");
}
void run_chain(const Chain &c) {
    hb::task_group root;
    hb_set_task_context(&root);
    root.run([&c] { chain_link(&c, 0); });
    try {
        root.wait();
    } catch (...) {
        hb_set_task_context(nullptr);
        throw;
    }
    hb_set_task_context(nullptr);
}
struct CChain {
    int64_t n;
    hbt::Visits *v;
    int64_t i;
};
void c_chain_link(void *p) {
    CChain c = *static_cast<CChain *>(p);
    c.v->visit(c.i);
    if (c.i + 1 == c.n) return;
    auto *outer = static_cast<hb_task_group *>(hb_task_context());
    hb_task_group g;
    hb_task_group_init(&g);
    hb_set_task_context(&g);
    CChain next{c.n, c.v, c.i + 1};
    hb_task_group_spawn(&g, c_chain_link, &next, sizeof next);
    if (outer) {
        hb_task_group_hand_over(&g, outer);
    } else {
        hb_task_group_wait(&g);
    }
    hb_set_task_context(outer);
}
}  // namespace

TEST(TaskGroup, HandOverRunsAChainOfTasksInBoundedStack) {
    const int64_t n = hbt::scaled(300000, 5000, 1.0);
    hbt::Visits v(n);
    run_chain(Chain{n, &v, -1});
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroup, HandOverCApiChain) {
    const int64_t n = hbt::scaled(300000, 5000, 1.0);
    hbt::Visits v(n);
    hb_task_group root;
    hb_task_group_init(&root);
    hb_set_task_context(&root);
    CChain first{n, &v, 0};
    hb_task_group_spawn(&root, c_chain_link, &first, sizeof first);
    hb_task_group_wait(&root);
    hb_set_task_context(nullptr);
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroup, HandedOverTasksExceptionComesBackFromTheReceiversWait) {
    const int64_t n = hbt::scaled(20000, 2000);
    hbt::Visits v(n);
    EXPECT_THROW(run_chain(Chain{n, &v, n / 2}), std::runtime_error);
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroup, HandOverToAGroupNotRightUnderIsAWait) {
    // With fewer than three latent places, mid links only when an idle worker happens to
    // ask for work as it is made; when it does not, inner may link right on top of other,
    // and its hand-over rightly moves the tasks there. The ordering is then not asserted.
    const bool all_three_link = hbt::quota_at_rest() >= 3;
    hbt::Visits v(200);
    hb::task_group other;
    other.run([&v] { v.visit(199); });  // linked, on top
    hb::task_group mid;
    mid.run([&v] { v.visit(198); });  // linked on top of other
    hb::task_group inner;
    for (int64_t i = 0; i < 99; ++i) inner.run([&v, i] { v.visit(i); });
    inner.hand_over(other);  // mid lies between: a wait
    if (all_three_link) {
        for (int64_t i = 0; i < 99; ++i) EXPECT_EQ(v.count(i), 1u);
    }
    hb::task_group self, unlinked;
    for (int64_t i = 99; i < 149; ++i) self.run([&v, i] { v.visit(i); });
    self.hand_over(self);
    for (int64_t i = 149; i < 198; ++i) self.run([&v, i] { v.visit(i); });
    self.hand_over(unlinked);
    for (int64_t i = 99; i < 198; ++i) EXPECT_EQ(v.count(i), 1u);
    mid.wait();
    other.wait();
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroup, HandedOverClosuresMoveOutOfTheGroupAndRunInTheReceiversWait) {
    hbt::Visits v(64);
    hb::task_group outer;
    outer.run([&v] { v.visit(0); });
    {
        hb::task_group g;  // made right on top of outer
        for (int64_t i = 1; i < 64; ++i) {
            auto label = std::make_unique<std::string>(std::to_string(i) + std::string(40, 'x'));
            g.run([&v, i, label = std::move(label)] {
                if (*label != std::to_string(i) + std::string(40, 'x')) std::abort();
                v.visit(i);
            });
        }
        g.hand_over(outer);
    }  // g's arena is gone; the tasks it had not started live in outer's
    outer.wait();
    EXPECT_TRUE(v.exactly_once());
}

// ---- Latent places: task_group_places.cpp, except the chain below (it shares Chain).

// A chain started where no latent place is left: the first links run at once, nested, until
// the stack is past half; there a group links anyway, and the chain goes on by handing over
// in one loop. Without that, 300,000 nested links overflow the stack.
TEST(TaskGroupLatentPlaces, ChainStartedWithNoPlaceLeftStillRunsInBoundedStack) {
    const int64_t n = hbt::scaled(300000, 5000, 1.0);
    hbt::Visits v(n);
    std::function<void(int)> under_forks = [&](int forks_left) {
        if (forks_left == 0) {
            run_chain(Chain{n, &v, -1});
            return;
        }
        hb::fork2([&] { under_forks(forks_left - 1); }, [] {});
    };
    const int64_t k = hbt::quota_at_rest();
    under_forks(k > 64 ? 4 : static_cast<int>(k) + 1);
    EXPECT_TRUE(v.exactly_once());
}

namespace {
// Closures of one to five words, with padding, and a plain function, interleaved in one
// group so that records of every size follow each other in the arena. Each checks that it
// arrived with the captures it was given, so a word lost or swapped on the way to its
// record, or a record laid over the one before, fails.
template <int Words>
struct Captures {
    hbt::Visits *v;
    int64_t i;
    int64_t extra[Words - 2];
    void operator()() const {
        for (int k = 0; k < Words - 2; ++k)
            if (extra[k] != i * 7 + k) std::abort();
        v->visit(i);
    }
};
template <int Words>
Captures<Words> captures(hbt::Visits *v, int64_t i) {
    Captures<Words> c{v, i, {}};
    for (int k = 0; k < Words - 2; ++k) c.extra[k] = i * 7 + k;
    return c;
}
std::atomic<int64_t> g_plain_function_runs{0};
void plain_function() { g_plain_function_runs.fetch_add(1, std::memory_order_relaxed); }
}  // namespace

TEST(TaskGroup, ClosuresOfEverySizeArriveWithTheirCaptures) {
    const int64_t n = hbt::scaled(20000, 2000);
    hbt::Visits v(8 * n);
    g_plain_function_runs = 0;
    hb::task_group tg;
    int32_t small[3] = {1, 2, 3};
    for (int64_t i = 0; i < n; ++i) {
        tg.run([&v, i] { v.visit(i); });                                 // 16 bytes
        tg.run([p = &v, j = n + i, k = int32_t(n + i)] {                // 20 -> 24 bytes
            if (k != int32_t(j)) std::abort();
            p->visit(j);
        });
        tg.run(captures<3>(&v, 2 * n + i));                              // 24 bytes
        tg.run(captures<4>(&v, 3 * n + i));                              // 32 bytes
        tg.run(captures<5>(&v, 4 * n + i));                              // 40 bytes
        tg.run([&v, j = 5 * n + i, small] { if (small[2] != 3) std::abort(); v.visit(j); });  // 28 -> 32
        tg.run([j = 6 * n + i, &v] { v.visit(j); });
        tg.run(plain_function);                                          // a function pointer
        v.visit(7 * n + i);
    }
    tg.wait();
    EXPECT_TRUE(v.exactly_once());
    EXPECT_EQ(g_plain_function_runs.load(), n);
}

TEST(TaskGroupLatentBound, SpawnsPastTheBoundAreStillHandedToAnIdleWorker) {
    // One loop spawns far more tasks than the latent bound. Spawns past the bound run at once
    // but still poll, so an idle worker's request promotes the unstarted tasks and later
    // tasks run on it too. Without that poll, every task after the bound ran on the spawner.
    hbt::WorkersGuard workers(2);
    const int64_t bound = 4096;  // the runtime's kMaxLatentTasks (docs/protocol-tasks.md, "Task groups")
    const int64_t n = 12 * bound;
    const int64_t past = 3 * bound;  // the bound plus a chunk, with room
    std::vector<std::thread::id> ran_on(static_cast<size_t>(n));
    bool handed = false;
    for (int round = 0; round < 20 && !handed; ++round) {
        const std::thread::id spawner = std::this_thread::get_id();
        hb::task_group tg;
        for (int64_t i = 0; i < n; ++i)
            tg.run([&ran_on, i] {
                volatile uint64_t x = static_cast<uint64_t>(i);
                for (int k = 0; k < 300; ++k) x = hbt::mix(x, 3);  // about a microsecond
                ran_on[static_cast<size_t>(i)] = std::this_thread::get_id();
            });
        tg.wait();
        for (int64_t i = past; i < n && !handed; ++i) handed = ran_on[static_cast<size_t>(i)] != spawner;
    }
    EXPECT_TRUE(handed) << "no task past the latent bound ran on the idle worker in 20 rounds";
}

TEST(TaskGroupArena, ATaskThatSpawnsDuringWaitStillReadsItsOwnCapturesAfterPromotions) {
    // wait() runs the latent tasks with the group still linked; each task here spawns two
    // more into the group (records large enough to cross many chunks), which polls, and
    // under forced promotion every poll hands the younger records to batches. Only then
    // does the task read its own captures again: the chunk its record lies in must outlive
    // every batch (with ASan, a chunk freed too early is a use after free).
    const int64_t n = hbt::scaled(20000, 2000);
    hbt::Visits v(n);
    hb::task_group tg;
    struct Node {
        hb::task_group *tg;
        hbt::Visits *v;
        int64_t i, n;
        std::array<uint64_t, 5> tag;  // 80-byte closure: about 200 records per chunk
        void operator()() const {
            for (int64_t c = 2 * i + 1; c <= 2 * i + 2 && c < n; ++c)
                tg->run(Node{tg, v, c, n, {hbt::mix(c), hbt::mix(c, 1), hbt::mix(c, 2), hbt::mix(c, 3), hbt::mix(c, 4)}});
            for (uint64_t k = 0; k < tag.size(); ++k)
                if (tag[k] != hbt::mix(i, k)) std::abort();
            v->visit(i);
        }
    };
    tg.run(Node{&tg, &v, 0, n, {hbt::mix(0), hbt::mix(0, 1), hbt::mix(0, 2), hbt::mix(0, 3), hbt::mix(0, 4)}});
    tg.wait();
    EXPECT_TRUE(v.exactly_once());
}

TEST(TaskGroupArena, APromotionDuringALatentTaskKeepsThatTasksChunk) {
    // wait() runs task 200 (its record lies in an early heap chunk) on the spawning thread.
    // It spawns no-op tasks, so that the idle worker's request is answered inside it, until
    // the promoted tasks, the 2,800 after it, have all finished elsewhere; then it reads its
    // own captures. The promotion must not have handed its chunk to the batches, which free
    // what they hold when they finish (with ASan a use after free; otherwise a wrong tag).
    if (hbt::forced()) GTEST_SKIP() << "forced promotion leaves nothing latent for wait() to run";
    hbt::WorkersGuard workers(2);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    // First the other worker is kept busy, so that no request promotes the spawn loop below.
    std::atomic<bool> blocker_started{false}, release_blocker{false};
    hb::task_group outer;
    outer.run([&] {
        blocker_started = true;
        while (!release_blocker.load()) std::this_thread::yield();
    });
    while (!blocker_started.load() && std::chrono::steady_clock::now() < give_up) outer.run([] {});
    if (!blocker_started.load()) {
        release_blocker = true;
        outer.wait();
        GTEST_SKIP() << "the other worker never took a task within 5 s";
    }
    for (int k = 0; k < 64; ++k) outer.run([] {});  // answers a request left pending, if any

    const int64_t n = 3000, probe = 200;
    std::atomic<int64_t> others_done{0};
    std::atomic<bool> handed{false}, all_spawned{false};
    struct Task {
        hb::task_group *tg;
        std::atomic<int64_t> *others_done;
        std::atomic<bool> *handed, *all_spawned;
        std::chrono::steady_clock::time_point give_up;
        int64_t i, n, probe;
        std::array<uint64_t, 4> tag;
        void operator()() const {
            // Only from wait(): run at once inside the loop (no latent place left for the
            // group), it would wait for tasks not spawned yet.
            if (i == probe && all_spawned->load()) {
                while (others_done->load() < n - 1 && std::chrono::steady_clock::now() < give_up) tg->run([] {});
                handed->store(others_done->load() == n - 1);
                // The last task's increment comes before its batch lets go of its chunks.
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            for (uint64_t k = 0; k < tag.size(); ++k)
                if (tag[k] != hbt::mix(i, k)) std::abort();
            if (i != probe) others_done->fetch_add(1);
        }
    };
    {
        hb::task_group tg;
        for (int64_t i = 0; i < n; ++i)
            tg.run(Task{&tg, &others_done, &handed, &all_spawned, give_up, i, n, probe, {hbt::mix(i), hbt::mix(i, 1), hbt::mix(i, 2), hbt::mix(i, 3)}});
        all_spawned = true;
        release_blocker = true;
        tg.wait();
    }
    outer.wait();
    EXPECT_EQ(others_done.load(), n - 1);
    if (!handed.load()) GTEST_SKIP() << "task 200 did not run from wait() while the idle worker took the tasks after it";
}
