// Serial sections (hb_serial): every construct started inside one runs on the thread that
// opened it, in order, under every promotion mode and loop schedule (without the fence,
// forced promotion hands inner iterations to another worker, and the static schedule splits
// a loop opened at top level); latent work started before the section stays promotable.
#include <heartbeat/team.hpp>

#include "common.hpp"

using hbt::scaled;
using hbt::Visits;

namespace {

struct Section {
    hb_serial s;
    Section() { hb_serial_begin(&s); }
    ~Section() { hb_serial_end(&s); }
    Section(const Section &) = delete;
    Section &operator=(const Section &) = delete;
};

// Where and in which order iterations ran: a slot per visit, filled through an atomic
// cursor, so that a broken section is reported rather than racing.
struct Trace {
    std::vector<int64_t> seq;
    std::atomic<int64_t> cursor{0};
    std::atomic<int64_t> elsewhere{0};
    std::thread::id owner = std::this_thread::get_id();
    explicit Trace(int64_t n) : seq(static_cast<size_t>(n), -1) {}
    void record(int64_t i) {
        if (std::this_thread::get_id() != owner) elsewhere.fetch_add(1, std::memory_order_relaxed);
        const int64_t k = cursor.fetch_add(1, std::memory_order_relaxed);
        if (k < static_cast<int64_t>(seq.size())) seq[static_cast<size_t>(k)] = i;
    }
    bool in_order() const {
        if (cursor.load() != static_cast<int64_t>(seq.size())) return false;
        for (size_t k = 0; k < seq.size(); ++k)
            if (seq[k] != static_cast<int64_t>(k)) return false;
        return true;
    }
};

int64_t fib(int n) {
    if (n < 2) return n;
    auto [a, b] = hb::fork2([=] { return fib(n - 1); }, [=] { return fib(n - 2); });
    return a + b;
}

}  // namespace

TEST(Serial, LoopOpenedAtTopLevelRunsOnTheOpeningThreadInOrder) {
    const int64_t n = scaled(200000, 1000);
    Trace t(n);
    {
        Section s;
        hb::parallel_for(0, n, [&](int64_t i) { t.record(i); });
    }
    EXPECT_EQ(t.elsewhere.load(), 0);
    EXPECT_TRUE(t.in_order());
}

TEST(Serial, NestedLoopsForksReductionsAndTasksStayOnTheOpeningThread) {
    const int64_t n = scaled(3000, 100);
    const int64_t inner = 7;
    Trace t(n * inner);
    std::atomic<int64_t> strays{0};
    const auto owner = std::this_thread::get_id();
    auto here = [&] {
        if (std::this_thread::get_id() != owner) strays.fetch_add(1, std::memory_order_relaxed);
    };
    int64_t total = 0;
    {
        Section s;
        total = hb::parallel_reduce(0, n, int64_t{0}, std::plus<>{}, [&](int64_t i) {
            hb::parallel_for(0, inner, [&](int64_t j) { t.record(i * inner + j); });
            hb::task_group g;
            for (int k = 0; k < 3; ++k) g.run([&] { here(); });
            g.wait();
            here();
            return fib(12);
        });
    }
    EXPECT_EQ(total, n * 144);
    EXPECT_EQ(t.elsewhere.load(), 0);
    EXPECT_EQ(strays.load(), 0);
    EXPECT_TRUE(t.in_order());
}

TEST(Serial, SectionsInsideAParallelLoopKeepTheirIterationsAndTheOuterLoopSpreads) {
    const int64_t outer = scaled(400, 20), inner = scaled(2000, 50);
    Visits v(outer * inner);
    std::atomic<int64_t> moved{0};
    hb::parallel_for(0, outer, [&](int64_t i) {
        const auto opener = std::this_thread::get_id();
        Section s;
        hb::parallel_for(0, inner, [&](int64_t j) {
            if (std::this_thread::get_id() != opener) moved.fetch_add(1, std::memory_order_relaxed);
            v.visit(i * inner + j);
        });
    });
    EXPECT_TRUE(v.exactly_once());
    EXPECT_EQ(moved.load(), 0);
}

TEST(Serial, NestedSectionsEndInReverseOrderAndRestoreTheFrameStack) {
    const int64_t n = scaled(20000, 100);
    Trace t(2 * n);
    {
        Section outer;
        hb::parallel_for(0, n, [&](int64_t i) { t.record(i); });
        {
            Section inner;
            hb::parallel_for(n, 2 * n, [&](int64_t i) { t.record(i); });
        }
    }
    EXPECT_EQ(t.elsewhere.load(), 0);
    EXPECT_TRUE(t.in_order());
    // after the sections, loops spread again: every iteration still runs once
    Visits v(n);
    hb::parallel_for(0, n, [&](int64_t i) { v.visit(i); });
    EXPECT_TRUE(v.exactly_once());
}

TEST(Serial, ATeamStartedInsideASectionHasOneMember) {
    std::atomic<int> members{0};
    int size = 0;
    {
        Section s;
        hb::team_run([&] {
            members.fetch_add(1);
            size = hb::team::size();
        });
    }
    EXPECT_EQ(members.load(), 1);
    EXPECT_EQ(size, 1);
}

TEST(Serial, AnExceptionLeavingTheSectionsLoopLeavesItUsable) {
    const int64_t n = scaled(10000, 100);
    Trace t(n);
    EXPECT_THROW(
        {
            Section s;
            hb::parallel_for(0, n, [&](int64_t i) {
                if (i == n / 2) throw std::runtime_error("stop");
            });
        },
        std::runtime_error);
    {
        Section s;
        hb::parallel_for(0, n, [&](int64_t i) { t.record(i); });
    }
    EXPECT_EQ(t.elsewhere.load(), 0);
    EXPECT_TRUE(t.in_order());
}
